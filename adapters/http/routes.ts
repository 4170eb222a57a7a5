/**
 * The HTTP routes of the node as one Layer over the ports: each mounted revision's API (its
 * handlers, `/openapi.json` and an offline `/docs` page under its base path, the document naming
 * that base path as its server) and the global error envelope, which answers 404/405 from the
 * table of every mounted route. One process serves both revisions when both have a base path
 * (`decisions.md`, Revisions): by default the later revision at `/` and the earlier one nowhere.
 * Mount it with `HttpRouter.serve` (a server), `HttpRouter.toWebHandler` (a fetch handler,
 * tests) or `HttpRouter.toHttpEffect` (inside another node:http server), passing `ROUTER_CONFIG`.
 *
 * Each revision gets its own description (`makeApi`), handler layers and router prefix: HttpApi
 * keys group implementations by group name, which both revisions share, so each revision's
 * handlers are provided to its own `HttpApiBuilder.layer` only.
 */
import { Effect, Layer } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiBuilder, HttpApiSwagger, OpenApi } from "effect/http-api"
import { type Revision, REVISIONS } from "../../core/revision/revision.ts"
import { EventHub } from "../../core/use_cases/mod.ts"
import { type AnyApi, makeAnyApi, makeApi } from "./api.ts"
import { allowedMethods, apiRoutes, type RouteEntry, routeTemplates } from "./allowed_methods.ts"
import { type EdgeOptions, edgeLayer } from "./edge/mod.ts"
import * as Metrics from "./edge/metrics_exposition.ts"
import { FastRoutes } from "./fast_lane/fast_routes.ts"
import { handlers } from "./handlers.ts"
import { DrainHooks } from "./transport/drain_hooks.ts"

/** Router settings every mount of these routes uses: path parameters up to 1 KiB reach validation (a 400) instead of a 404. */
export const ROUTER_CONFIG = { maxParamLength: 1024 } as const

/** Path of the OpenAPI document, under each revision's base path. */
export const OPENAPI_PATH = "/openapi.json"
/** Path of the documentation page, under each revision's base path. */
export const DOCS_PATH = "/docs"

/** Where each revision is served, and what the edge around the endpoints does. */
export interface HttpRoutesOptions {
  /** CORS, compression, caching, deadline, metrics and access log (`edge/edge_options.ts`; defaults when absent). */
  readonly edge?: EdgeOptions | undefined
  /** Base path of the later revision: `/` or `/segment…`; absent = `/`; `false` = not served. */
  readonly laterBasePath?: string | false | undefined
  /** Base path of the earlier revision: `/` or `/segment…`; absent or `false` = not served. */
  readonly earlierBasePath?: string | false | undefined
  /** The live event stream's limits (`GET /events`): subscribers, buffers, heartbeat, retention (defaults when absent). */
  readonly events?: EventStreamOptions | undefined
}

/** The live event stream's settings: the hub's, and the bytes a subscriber may have waiting. */
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

/** The revisions the options mount, later first. */
export function revisionMounts(options: HttpRoutesOptions = {}): ReadonlyArray<RevisionMount> {
  const basePaths: Readonly<Record<Revision, string | false>> = {
    later: options.laterBasePath ?? "/",
    earlier: options.earlierBasePath ?? false
  }
  const mounts: Array<RevisionMount> = []
  for (const revision of REVISIONS) {
    const basePath = basePaths[revision]
    if (basePath !== false) mounts.push({ revision, basePath })
  }
  return mounts
}

/** The segments of a path (`/a/b` → `["a", "b"]`, `/` → `[]`). */
function segments(path: string): Array<string> {
  return path.split("/").filter((segment) => segment.length > 0)
}

/** The first segment of every route of `revision` (relative to its base path). */
function firstSegments(revision: Revision): ReadonlySet<string> {
  const paths = [...apiRoutes(makeApi(revision), "/").map((route) => route.path), OPENAPI_PATH, DOCS_PATH]
  return new Set(paths.map((path) => segments(path)[0] ?? ""))
}

/** Why `inner` cannot be mounted where `outer`'s routes are, if it cannot. */
function shadowing(outer: RevisionMount, inner: RevisionMount): string | undefined {
  const outerSegments = segments(outer.basePath)
  const innerSegments = segments(inner.basePath)
  const isPrefix = outerSegments.every((segment, i) => innerSegments[i] === segment)
  const next = innerSegments[outerSegments.length]
  if (!isPrefix || next === undefined || !firstSegments(outer.revision).has(next)) return undefined
  return `the ${inner.revision} revision's base path ${inner.basePath} is inside the routes of the ${outer.revision} ` +
    `revision at ${outer.basePath} (its "/${next}…" paths); choose another base path`
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

/** The router, prefixed with `basePath` for the layers it is provided to. */
function prefixedRouter(basePath: string): Layer.Layer<HttpRouter.HttpRouter, never, HttpRouter.HttpRouter> {
  return Layer.effect(HttpRouter.HttpRouter, Effect.map(HttpRouter.HttpRouter, (router) => router.prefixed(basePath)))
}

/** The description of a mounted revision, with its base path (`/` included) as the document's one server. */
function mountedApi(mount: RevisionMount): AnyApi {
  return makeAnyApi(mount.revision).annotate(OpenApi.Servers, [{
    url: mount.basePath,
    description: `This node, ${mount.revision} revision of the interface`
  }])
}

/** The routes of one revision under its base path: its API, document and docs page over its own handlers. */
function revisionRoutes(mount: RevisionMount, api: AnyApi, options: HttpRoutesOptions) {
  const routes = Layer.mergeAll(
    HttpApiBuilder.layer(api, { openapiPath: OPENAPI_PATH }),
    HttpApiSwagger.layer(api, { path: DOCS_PATH })
  ).pipe(Layer.provide(handlers(api, mount.revision, mount.basePath, { eventBufferBytes: options.events?.bufferBytes })))
  return mount.basePath === "/" ? routes : routes.pipe(Layer.provide(prefixedRouter(mount.basePath)))
}

/** The route table of one mounted revision (endpoints, document, docs page). */
function routeTable(mount: RevisionMount, api: AnyApi): Array<RouteEntry> {
  return [
    ...apiRoutes(api, mount.basePath),
    { method: "GET", path: HttpRouter.prefixPath(OPENAPI_PATH, mount.basePath) },
    { method: "GET", path: HttpRouter.prefixPath(DOCS_PATH, mount.basePath) }
  ]
}

/** Every route of the node and the error envelope; building it fails (a defect) when `basePathProblem` finds one. */
export function httpRoutes(options: HttpRoutesOptions = {}) {
  const problem = basePathProblem(options)
  const mounted = problem === undefined
    ? revisionMounts(options).map((mount) => ({ mount, api: mountedApi(mount) }))
    : []
  const table = mounted.flatMap(({ api, mount }) => routeTable(mount, api))
  const check = problem === undefined ? Layer.empty : Layer.effectDiscard(Effect.die(new Error(problem)))
  // The fast lane, when the server has one, routes with the same configuration.
  const fastRouterConfig = Layer.effectDiscard(Effect.map(Effect.serviceOption(FastRoutes), (table) => {
    if (table._tag === "Some") table.value.routerConfig = ROUTER_CONFIG
  }))
  const routes = Layer.mergeAll(
    check,
    fastRouterConfig,
    ...mounted.map(({ api, mount }) => revisionRoutes(mount, api, options)),
    edgeLayer(options.edge ?? {}, {
      allowedMethods: allowedMethods(table, ROUTER_CONFIG),
      routeOf: routeTemplates(table, ROUTER_CONFIG)
    })
  )
  // One event hub per build: every subscriber of the routes' revisions shares it; its streams end when a server drains.
  const endStreamsOnDrain = Layer.effectDiscard(Effect.gen(function*() {
    const hooks = yield* Effect.serviceOption(DrainHooks)
    const hub = yield* EventHub.EventHub
    if (hooks._tag === "Some") hooks.value.hooks.push(hub.endAll)
  }))
  const withHub = Layer.merge(routes, endStreamsOnDrain).pipe(Layer.provide(EventHub.layer(options.events)))
  // One exposition per build, shared by the edge (request metrics) and the handlers (`/metrics`); none when off.
  return options.edge?.metrics === false ? withHub : withHub.pipe(Layer.provide(Metrics.layer))
}
