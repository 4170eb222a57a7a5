/** The HTTP edge around each route's app, its middlewares composed in one list (`around`): the server span, the record,
 * the finish (headers set in one call), the error envelope, admission control, the read view and the rate limit. */
import { Context, Duration, Effect, type Fiber, References } from "effect"
import { HttpBody, HttpServerRequest, HttpServerResponse } from "effect/http"
import { enveloped } from "./error_envelope.ts"
import { logRequest, UNMATCHED_ROUTE } from "./access_log.ts"
import { cacheHeaders, encodedTag } from "./caching.ts"
import {
  type Coding,
  compress,
  compressStream,
  isCompressible,
  isCompressibleStream,
  negotiate
} from "./compression.ts"
import { cors } from "./cors.ts"
import { EDGE_DEFAULTS } from "./edge_defaults.ts"
import type { BatchFloor } from "../../../core/ports/batch_floor.ts"
import { type AdmissionSettings, makeAdmission } from "./admission.ts"
import { LAST_BATCH_HEADER, withReadView } from "./read_view.ts"
import { CurrentRequestFacts, type EdgeRequest, type RequestFacts } from "./request_context.ts"
import { REQUEST_ID_HEADER } from "./request_id.ts"
import type { RequestMetrics } from "./metrics.ts"
import type { RateLimiter, RateLimitOptions } from "./rate_limit.ts"
import { requestCost } from "./request_cost.ts"
import type { RoutePolicy } from "./route_policy.ts"
import { inServerSpan } from "./server_span.ts"

type HttpResponse = HttpServerResponse.HttpServerResponse

/** On every answer: a browser takes the body as the `Content-Type` it is sent with, never as what it sniffs (OWASP secure headers). */
const NO_SNIFF = ["x-content-type-options", "nosniff"] as const

/** Settings of the edge; each absent field takes its default (`EDGE_DEFAULTS`: the defaults of a public node). */
export interface EdgeOptions {
  /** Origins allowed by CORS: `["*"]` for any, or exact origins; `[]` = no CORS headers. */
  readonly corsOrigins?: ReadonlyArray<string> | undefined
  /** Smallest body compressed when the client accepts it; `false` = never compress. */
  readonly compressionMinBytes?: number | false | undefined
  /** How long a request may take before the edge answers 503 `ErrRequestTimeout`. */
  readonly requestTimeout?: Duration.Input | undefined
  /** Serve `/metrics` and record request metrics. */
  readonly metrics?: boolean | undefined
  /** Log one line per request through Effect's logger at level Info (default false). */
  readonly accessLog?: boolean | undefined
  /** Route GETs' reads by their read view (`read_view.ts`); the application turns it on when the storage reads from replicas. */
  readonly readViews?: boolean | undefined
  /** Rate limits per client (`rate_limit.ts`); absent (default) = none. */
  readonly rateLimit?: RateLimitOptions | undefined
  /** Admission control's bounds (`admission.ts`); absent (default) = every request admitted. */
  readonly admission?: AdmissionSettings | undefined
}

/** The options with their defaults. */
export function resolveEdgeOptions(options: EdgeOptions = {}) {
  return {
    corsOrigins: options.corsOrigins ?? EDGE_DEFAULTS.corsOrigins,
    compressionMinBytes: options.compressionMinBytes ?? EDGE_DEFAULTS.compressionMinBytes,
    requestTimeout: Duration.fromInputUnsafe(
      options.requestTimeout ?? Duration.seconds(EDGE_DEFAULTS.requestTimeoutSeconds)
    ),
    metrics: options.metrics ?? EDGE_DEFAULTS.metrics,
    accessLog: options.accessLog ?? false,
    readViews: options.readViews ?? false,
    rateLimit: options.rateLimit,
    admission: options.admission
  }
}

/** The options with every default filled in. */
type ResolvedEdgeOptions = ReturnType<typeof resolveEdgeOptions>

/** An Effect HTTP application as the edge sees one: the request and its facts in its fiber's context, a response out (or, inside the error envelope, an error `E`). */
export type RouteApp<E = never, R = never> = Effect.Effect<HttpResponse, E, R>

/** A middleware of the edge: an app around an app (the platform's `HttpMiddleware`, its request read from the context). */
type RouteMiddleware = (app: RouteApp) => RouteApp

/** A middleware inside the error envelope, passing on what the app fails with. */
type InnerMiddleware = <E>(app: RouteApp<E>) => RouteApp<E>

/** The app `f` makes from the request, its facts and its fiber. */
function withRequest<E>(
  f: (
    request: HttpServerRequest.HttpServerRequest,
    facts: RequestFacts,
    fiber: Fiber.Fiber<unknown, unknown>
  ) => RouteApp<E>
): RouteApp<E> {
  return Effect.withFiber((fiber) => {
    const context = fiber.context
    return f(
      Context.getUnsafe(context, HttpServerRequest.HttpServerRequest),
      Context.getUnsafe(context, CurrentRequestFacts),
      fiber
    )
  })
}

/** `response` with `added` set, in their order, replacing its own of the same names. */
function withHeaders(response: HttpResponse, added: Readonly<Record<string, string>>): HttpResponse {
  return HttpServerResponse.setHeaders(response, added)
}

/** Sets each field of `record` in `headers`. */
function setAll(headers: Record<string, string>, record: Readonly<Record<string, string>>): void {
  for (const name in record) headers[name] = record[name]!
}

/** `a` and `b` as one `Vary` value naming each field once (case-insensitively, first spelling kept), `*` alone when either names it (RFC 9110 §12.5.5); undefined when neither names any. */
export function mergeVary(a: string | undefined, b: string | undefined): string | undefined {
  // One side absent and the other a single name (the edge's common case, every compressible answer): that name.
  const only = a === undefined ? b : b === undefined ? a : undefined
  if (only !== undefined && !only.includes(",")) return only.trim() === "" ? undefined : only.trim()
  const names = new Map<string, string>()
  for (const field of `${a ?? ""},${b ?? ""}`.split(",")) {
    const name = field.trim()
    const key = name.toLowerCase()
    if (key === "*") return "*"
    if (name !== "" && !names.has(key)) names.set(key, name)
  }
  return names.size === 0 ? undefined : [...names.values()].join(", ")
}

/** `response` with its body compressed with `coding` and `headers` added (ETag and length adjusted). */
function compressed(
  response: HttpResponse,
  headers: Record<string, string>,
  body: HttpBody.Uint8Array,
  coding: Coding
): Effect.Effect<HttpResponse> {
  return Effect.map(compress(body.body, coding), (bytes) => {
    headers["content-encoding"] = coding
    headers["content-length"] = String(bytes.byteLength)
    const tag = headers["etag"] ?? response.headers["etag"]
    if (tag !== undefined) headers["etag"] = encodedTag(tag, coding)
    return withHeaders(HttpServerResponse.setBody(response, HttpBody.uint8Array(bytes, body.contentType)), headers)
  })
}

/** The edge's work on each request. */
export interface Edge {
  /** The request deadline (ms). */
  readonly deadlineMillis: number
  /** The 204 answering a CORS preflight, or undefined when the request is not one (or CORS is off). */
  readonly preflight: (request: EdgeRequest) => HttpResponse | undefined
  /**
   * The edge around the app of the route `template` (undefined: no route took the request), under its `policy`: the
   * middleware every route's app is registered with.
   */
  readonly around: (template: string | undefined, policy: RoutePolicy) => (app: RouteApp<unknown>) => RouteApp
  /** A response the request path gives itself (a preflight's 204, a deadline's 503), finished for the wire and recorded like a route's. */
  readonly answer: (template: string | undefined, policy: RoutePolicy, response: HttpResponse) => RouteApp
}

/**
 * The edge for resolved options; `metrics` records each response, `limiter` (when rate limits are on) admits requests,
 * `floor` (the storage's, when it provides one) opens GETs and POSTs on the batch their answers reflect (`X-Last-Batch`).
 */
export function makeEdge(
  edge: ResolvedEdgeOptions,
  metrics?: RequestMetrics,
  limiter?: RateLimiter,
  floor?: BatchFloor["Service"]
): Edge {
  const corsHeaders = edge.corsOrigins.length > 0 ? cors(edge.corsOrigins) : undefined
  const minBytes = edge.compressionMinBytes
  const accessLog = edge.accessLog
  const views = { floor, routes: edge.readViews }
  const admission =
    edge.admission === undefined
      ? undefined
      : makeAdmission(edge.admission, metrics === undefined ? undefined : (refusal) => metrics.shed(refusal))

  /** The response `sent` finished for the wire: cached by `policy`, its headers added, compressed. */
  const finish = (
    request: EdgeRequest,
    sent: HttpResponse,
    facts: RequestFacts,
    policy: RoutePolicy
  ): Effect.Effect<HttpResponse> => {
    const cached = cacheHeaders(request, sent, policy.cache)
    const isNotModified = HttpServerResponse.isHttpServerResponse(cached)
    const response = isNotModified ? cached : sent
    const headers: Record<string, string> = {}
    if (!isNotModified) setAll(headers, cached)
    headers[REQUEST_ID_HEADER] = facts.id
    headers[NO_SNIFF[0]] = NO_SNIFF[1]
    const limited = facts.rateLimit
    if (limited !== undefined) {
      headers["ratelimit-policy"] = limited.policy
      headers["ratelimit"] = limited.remaining
    }
    const reflected = facts.readView?.reflectedBatch
    // An event stream names its batches in its events, not in a header.
    if (reflected !== undefined && sent.body._tag !== "Stream") headers[LAST_BATCH_HEADER] = String(reflected)
    let vary: string | undefined
    if (corsHeaders !== undefined) {
      const allow = corsHeaders.headers(request.headers["origin"])
      setAll(headers, allow)
      vary = allow["vary"]
    }
    const body = response.body
    let coding: Coding | undefined
    // Only a compressible body of at least the threshold varies by `Accept-Encoding` (and a 304
    // standing for it): a smaller one is the same bytes for every client, so caches may share it.
    const rendered = sent.body
    if (
      minBytes !== false &&
      rendered._tag === "Uint8Array" &&
      rendered.contentLength >= minBytes &&
      isCompressible(rendered.contentType)
    ) {
      vary = mergeVary(vary, "Accept-Encoding")
      if (body._tag === "Uint8Array" && response.headers["content-encoding"] === undefined) {
        coding = negotiate(request.headers["accept-encoding"])
      }
    }
    let streamed: HttpResponse | undefined
    if (minBytes !== false && rendered._tag === "Raw" && isCompressibleStream(rendered.body, rendered.contentType)) {
      // A streamed body (an export), of unknown length, compressed as it goes.
      vary = mergeVary(vary, "Accept-Encoding")
      const streamCoding = negotiate(request.headers["accept-encoding"])
      if (streamCoding !== undefined && response === sent) {
        headers["content-encoding"] = streamCoding
        streamed = HttpServerResponse.setBody(
          sent,
          HttpBody.raw(compressStream(rendered.body, streamCoding), { contentType: rendered.contentType })
        )
      }
    }
    if (vary !== undefined) headers["vary"] = mergeVary(response.headers["vary"], vary) ?? vary
    if (coding === undefined || body._tag !== "Uint8Array")
      return Effect.succeed(withHeaders(streamed ?? response, headers))
    return compressed(response, headers, body, coding)
  }

  /** The request's span, in which the route is recorded in the request's facts (a deadline's answer is recorded under it). */
  const routeSpan =
    (route: RequestFacts["route"] & object, label: string): RouteMiddleware =>
    (app) =>
      withRequest((request, facts, fiber) => {
        facts.route = route
        return fiber.getRef(References.TracerEnabled) ? inServerSpan(request, facts, label, app) : app
      })

  /** The answer counted in the request metrics and written to the request log, under the route `label`, as it goes out. */
  const recorded =
    (label: string): RouteMiddleware =>
    (app) =>
      metrics === undefined && !accessLog
        ? app
        : withRequest((request, facts, fiber) =>
            Effect.map(app, (out) => {
              const now = performance.now()
              metrics?.record(request.method, label, out.status, (now - facts.startedAt) / 1000)
              if (accessLog) logRequest(fiber, request.method, label, out, facts, now)
              return out
            })
          )

  /** The answer finished for the wire (`finish`) under `policy`. */
  const finished =
    (policy: RoutePolicy): RouteMiddleware =>
    (app) =>
      withRequest((request, facts) => Effect.flatMap(app, (sent) => finish(request, sent, facts, policy)))

  /** Every failure and defect of the app answered with the error shape. */
  const envelope = (app: RouteApp<unknown>): RouteApp => withRequest((_, facts) => enveloped(app, facts))

  /** The app run on the request's read view (`read_view.ts`). */
  const readView: InnerMiddleware = (app) => withRequest((request, facts) => withReadView(app, request, facts, views))

  /** The app, or the limiter's refusal (401, 429) of the request, costing by `policy` and the route's parsed query. */
  const rateLimited =
    (limiter: RateLimiter, policy: RoutePolicy): InnerMiddleware =>
    (app) =>
      withRequest((request, facts, fiber) => {
        const query = Context.getOrUndefined(fiber.context, HttpServerRequest.ParsedSearchParams)
        return Effect.flatMap(limiter(request, facts, requestCost(policy.cost, query)), (refusal) =>
          refusal === undefined ? app : Effect.succeed(refusal)
        )
      })

  const around: Edge["around"] = (template, policy) => {
    const label = template ?? UNMATCHED_ROUTE
    // The edge's concerns around a route's app, outermost first: each an `HttpApp` around the next. The record wraps
    // the finish, so the metrics and the log line describe the response as sent; inside the error envelope, admission
    // control, the read view and the rate limit.
    const outer: Array<RouteMiddleware> = [routeSpan({ template, policy }, label), recorded(label), finished(policy)]
    const inner: Array<InnerMiddleware> = []
    if (admission !== undefined) inner.push(admission.admitted(policy.admission))
    if (edge.readViews || floor !== undefined) inner.push(readView)
    if (limiter !== undefined) inner.push(rateLimited(limiter, policy))
    return (app) =>
      outer.reduceRight(
        (wrapped, middleware) => middleware(wrapped),
        envelope(inner.reduceRight((wrapped, middleware) => middleware(wrapped), app))
      )
  }

  const answer: Edge["answer"] = (template, policy, response) =>
    recorded(template ?? UNMATCHED_ROUTE)(finished(policy)(Effect.succeed(response)))

  return {
    deadlineMillis: Duration.toMillis(edge.requestTimeout),
    preflight: (request) => {
      const headers = corsHeaders?.preflight(request)
      return headers === undefined ? undefined : HttpServerResponse.empty({ status: 204, headers })
    },
    around,
    answer
  }
}
