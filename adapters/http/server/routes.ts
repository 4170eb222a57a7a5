/** The node's HTTP application: each mounted revision's routes under its base path, one router, the edge and the
 * request path, with its own event hub, so applications built side by side stream apart. */
import { Context, Effect, Layer, Option, References } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApi, type HttpApiGroup, OpenApi } from "effect/http-api"
import { ApiKeyStore } from "../../../core/ports/api_keys.ts"
import { BatchFloor } from "../../../core/ports/batch_floor.ts"
import { ReadReplicaSet } from "../../../core/ports/read_replica_set.ts"
import { type Revision, REVISIONS } from "../../../core/revision/revision.ts"
import { EventHub } from "../../../core/use_cases/mod.ts"
import { type AnyApi, makeAnyApi, makeApi } from "../api/api.ts"
import { routePolicyOf } from "../api/policy_annotations.ts"
import { type EdgeOptions, makeEdge, resolveEdgeOptions } from "../edge/mod.ts"
import * as Metrics from "../edge/metrics.ts"
import { type OwnAnswer, ownAnswerRecorder } from "../edge/own_answers.ts"
import { makeRateLimiter, type RateLimitOptions, RateLimitStore } from "../edge/rate_limit.ts"
import { methodPolicy, perItems, type RoutePolicy } from "../edge/route_policy.ts"
import { docsPageResponse, DOCS_PATH, openApiResponse, OPENAPI_PATH } from "./api_documents.ts"
import { type ApplicationServices, handlerTables } from "./handlers.ts"
import { makeRequestPath, type RequestPath } from "./request_path.ts"
import { platformRouter, redirectRoute, type Route, staticRoute } from "./router.ts"
import { servedApi } from "./served_api.ts"

export { DOCS_PATH, OPENAPI_PATH } from "./api_documents.ts"
export type { ApplicationServices } from "./handlers.ts"

/** Where each revision is served, and what the edge around the endpoints does. */
export interface HttpRoutesOptions {
  /** CORS, compression, caching, deadline, metrics and access log (`edge/mod.ts`; defaults when absent). */
  readonly edge?: EdgeOptions | undefined
  /** Base path of the later revision: `/` or `/segment…`; absent = `/`; `false` = not served. */
  readonly laterBasePath?: string | false | undefined
  /** Base path of the earlier revision: `/` or `/segment…`; absent or `false` = not served. */
  readonly earlierBasePath?: string | false | undefined
  /** The live event stream's limits (`GET /events`): subscribers, buffers, heartbeat, retention (defaults when absent). */
  readonly events?: EventStreamOptions | undefined
  /** Signed webhooks: how many endpoints one API key may register (default `Webhooks.DEFAULT_MAX_PER_KEY`). */
  readonly webhooks?: { readonly maxPerKey?: number | undefined } | undefined
  /** Whether `GET /metrics` is answered among the routes (default true); false: a 404, the metrics being served on a
   * listener of their own (the node's `METRICS_PORT`), while the edge still records them. */
  readonly metricsRoute?: boolean | undefined
}

/** The live event stream's settings: the hub's (subscribers, each client's share of them, heartbeat, retention), and the bytes a subscriber may have waiting. */
export interface EventStreamOptions extends EventHub.HubOptions {
  /** Bytes a subscriber's connection may have waiting before it is cut with `resync` (default 16 MiB). */
  readonly bufferBytes?: number | undefined
}

/** A revision served under a base path. */
export interface RevisionMount {
  readonly revision: Revision
  readonly basePath: string
}

/** A base path: `/` or `/segment[/segment…]` without a trailing slash. */
const BASE_PATH = /^(\/|(\/[A-Za-z0-9._~-]+)+)$/u

/** The revisions the options mount (`docs/api.md`, Revisions: by default the later at `/`), later first. */
export function revisionMounts(options: HttpRoutesOptions = {}): ReadonlyArray<RevisionMount> {
  const basePaths: Readonly<Record<Revision, string | false>> = {
    later: options.laterBasePath ?? "/",
    earlier: options.earlierBasePath ?? false
  }
  return REVISIONS.flatMap((revision) => {
    const basePath = basePaths[revision]
    return basePath === false ? [] : [{ revision, basePath }]
  })
}

/** The segments of a path (`/a/b` → `["a", "b"]`, `/` → `[]`). */
function segments(path: string): Array<string> {
  return path.split("/").filter((segment) => segment.length > 0)
}

/** The first segment of every route of `revision` (relative to its base path). */
function firstSegments(revision: Revision): ReadonlySet<string> {
  const paths = [OPENAPI_PATH, DOCS_PATH]
  HttpApi.reflect(makeApi(revision), { onGroup: () => {}, onEndpoint: ({ endpoint }) => paths.push(endpoint.path) })
  return new Set(paths.map((path) => segments(path)[0] ?? ""))
}

/** Why `inner` cannot be mounted where `outer`'s routes are, if it cannot. */
function shadowing(outer: RevisionMount, inner: RevisionMount): string | undefined {
  const outerSegments = segments(outer.basePath)
  const innerSegments = segments(inner.basePath)
  const isPrefix = outerSegments.every((segment, i) => innerSegments[i] === segment)
  const next = innerSegments[outerSegments.length]
  if (!isPrefix || next === undefined || !firstSegments(outer.revision).has(next)) return undefined
  return (
    `the ${inner.revision} revision's base path ${inner.basePath} is inside the routes of the ${outer.revision} ` +
    `revision at ${outer.basePath} (its "/${next}…" paths); choose another base path`
  )
}

/** Why the options cannot be served, or undefined when they can. */
export function basePathProblem(options: HttpRoutesOptions = {}): string | undefined {
  const mounts = revisionMounts(options)
  if (mounts.length === 0) return "no revision is served: give the later or the earlier revision a base path"
  for (const mount of mounts) {
    if (!BASE_PATH.test(mount.basePath)) {
      return `the ${mount.revision} revision's base path "${mount.basePath}" is not / or /segment[/segment…] without a trailing slash`
    }
  }
  const [first, second] = mounts
  if (first === undefined || second === undefined) return undefined
  if (first.basePath === second.basePath) {
    return `the later and the earlier revision cannot both be served at ${first.basePath}; give them different base paths`
  }
  return shadowing(first, second) ?? shadowing(second, first)
}

/** The description of a mounted revision, with its base path (`/` included) as the document's one server. */
function mountedApi(mount: RevisionMount): AnyApi {
  const server = { url: mount.basePath, description: `This node, ${mount.revision} revision of the interface` }
  return makeAnyApi(mount.revision).annotate(OpenApi.Servers, [server])
}

/** The routes of every endpoint of `api` under `basePath`, with the policies their annotations declare. */
export function declaredRoutes<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>,
  basePath: string
): Array<Route> {
  const routes: Array<Route> = []
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, mergedAnnotations }) => {
      routes.push({
        method: endpoint.method,
        path: routerPath(endpoint.path, basePath),
        policy: routePolicyOf(endpoint.method, mergedAnnotations)
      })
    }
  })
  return routes
}

/** The policy of a revision's document and docs page: reads, fixed for the life of the process. */
const SERVED_DOCUMENT_POLICY: RoutePolicy = { admission: "read", cost: perItems(), cache: "static" }

/** What a part of the application serves: the layer adding its routes to the router, and those routes' policies. */
interface Served {
  readonly layer: Layer.Layer<never, never, HttpRouter.HttpRouter>
  readonly routes: ReadonlyArray<Route>
}

/** One mounted revision: its endpoints, its document and its docs page. */
const revisionRoutes = Effect.fnUntraced(function* (mount: RevisionMount, options: HttpRoutesOptions) {
  const api = mountedApi(mount)
  const tables = yield* handlerTables(
    mount.revision,
    options.events?.bufferBytes,
    options.webhooks?.maxPerKey,
    options.metricsRoute
  )
  const document = routerPath(OPENAPI_PATH, mount.basePath)
  const docs = routerPath(DOCS_PATH, mount.basePath)
  const served: Served = {
    layer: Layer.mergeAll(
      servedApi(api, mount.basePath, tables, yield* References.TracerEnabled, (yield* ApiKeyStore).findByDigest),
      staticRoute(document, openApiResponse(api)),
      staticRoute(docs, docsPageResponse(api))
    ),
    routes: [
      ...declaredRoutes(api, mount.basePath),
      { method: "GET", path: document, policy: SERVED_DOCUMENT_POLICY },
      { method: "GET", path: docs, policy: SERVED_DOCUMENT_POLICY }
    ]
  }
  return served
})

/** The rate limiter of `options` over the storage's API keys (and the budgets' shared store when provided); none when off. */
const rateLimiterOf = Effect.fnUntraced(function* (
  options: RateLimitOptions | undefined,
  metrics: Metrics.RequestMetrics | undefined
) {
  if (options === undefined) return undefined
  const keys = yield* ApiKeyStore
  const store = yield* Effect.serviceOption(RateLimitStore)
  return makeRateLimiter(options, {
    findKey: keys.findByDigest,
    store: Option.getOrUndefined(store),
    onThrottled: metrics === undefined ? undefined : (tier) => metrics.throttled(tier)
  })
})

/** `/` and the later revision's base path redirect to its `/docs` (the earlier's when only it is served; `docs/api.md`); the earlier's base path keeps its answers. */
export function docsRedirects(mounts: ReadonlyArray<RevisionMount>): Served {
  const target = mounts.find((mount) => mount.revision === "later") ?? mounts[0]
  if (target === undefined) return { layer: Layer.empty, routes: [] }
  const docs = routerPath(DOCS_PATH, target.basePath)
  const paths = [...new Set<HttpRouter.PathInput>(["/", ...(target.revision === "later" ? [basePathOf(target)] : [])])]
  return {
    layer: paths.reduce((layer, path) => Layer.merge(layer, redirectRoute(path, docs)), Layer.empty as Served["layer"]),
    routes: paths.map((path) => ({ method: "GET", path, policy: methodPolicy("GET") }))
  }
}

/** A mount's base path as a router path. */
function basePathOf(mount: RevisionMount): HttpRouter.PathInput {
  return mount.basePath as HttpRouter.PathInput
}

/** `path` under `basePath` (both `/`-led, `BASE_PATH` checked) as the router's path. */
function routerPath(path: string, basePath: string): HttpRouter.PathInput {
  return HttpRouter.prefixPath(path, basePath) as HttpRouter.PathInput
}

/** The node's HTTP application: its request path, and what ends its event streams when a server drains. */
export class HttpApplication extends Context.Service<
  HttpApplication,
  {
    /** The one request path, for any transport. */
    readonly path: RequestPath
    /** Ends every live event stream (a server that drains runs it first). */
    readonly endStreams: Effect.Effect<void>
    /** Records an answer the transport gave itself (`edge/own_answers.ts`): counted and logged like the application's. */
    readonly recordOwnAnswer: (answer: OwnAnswer) => void
  }
>()("zk-api/adapters/http/HttpApplication") {
  /** The application shaped by `options`; building it fails (a defect) when `basePathProblem` finds one. */
  static layer(options: HttpRoutesOptions = {}): Layer.Layer<HttpApplication, never, ApplicationServices> {
    const application = Layer.effect(
      HttpApplication,
      Effect.gen(function* () {
        const problem = basePathProblem(options)
        if (problem !== undefined) return yield* Effect.die(new Error(problem))
        const parts: Array<Served> = []
        for (const mount of revisionMounts(options)) parts.push(yield* revisionRoutes(mount, options))
        parts.push(docsRedirects(revisionMounts(options)))
        const edgeOptions = resolveEdgeOptions(options.edge)
        const exposition = yield* Effect.serviceOption(Metrics.MetricsExposition)
        // GETs' reads are routed by their views when the storage reads from replicas (unless the options say otherwise);
        // GETs and POSTs are opened on the storage's batch floor whenever it provides one (both built-in storages do).
        const replicas = yield* Effect.serviceOption(ReadReplicaSet)
        const floor = yield* Effect.serviceOption(BatchFloor)
        const requests = edgeOptions.metrics ? Option.getOrUndefined(exposition)?.requests : undefined
        const edge = makeEdge(
          { ...edgeOptions, readViews: options.edge?.readViews ?? Option.isSome(replicas) },
          requests,
          yield* rateLimiterOf(edgeOptions.rateLimit, requests),
          Option.getOrUndefined(floor)
        )
        const hub = yield* EventHub.EventHub
        if (Option.isSome(exposition)) yield* Metrics.observeEventHub(hub)
        const routed = yield* platformRouter(
          parts.reduce((layer, part) => Layer.merge(layer, part.layer), Layer.empty as Served["layer"]),
          parts.flatMap((part) => part.routes),
          edge
        )
        const path = makeRequestPath(routed, edge, yield* Effect.context<never>(), yield* Effect.scope)
        // A fiber parked for the application's life, whose context (its loggers) the transport's own answers are logged with.
        const logFiber = yield* Effect.forkScoped(Effect.never)
        const recordOwnAnswer = ownAnswerRecorder(requests, edgeOptions.accessLog, logFiber)
        return { path, endStreams: hub.endAll, recordOwnAnswer }
      })
    )
    // One event hub per build, and one metrics exposition (none when metrics are off).
    const withHub = application.pipe(Layer.provide(EventHub.layer(options.events)))
    return options.edge?.metrics === false ? withHub : withHub.pipe(Layer.provide(Metrics.layer))
  }
}
