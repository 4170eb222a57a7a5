/** The HTTP edge around each route's app, its middlewares composed in one list (`around`), each in a file of its own:
 * the server span, the record, the stamp, the representation, CORS, the error envelope, the client's identity, the rate
 * limit, admission control and the read view. */
import { Duration, Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import type { BatchFloor } from "../../../core/ports/batch_floor.ts"
import { type AdmissionSettings, makeAdmission } from "./admission.ts"
import { recorded, UNMATCHED_ROUTE } from "./access_log.ts"
import type { TrustProxy } from "./client_identity.ts"
import { identified } from "./identified.ts"
import { cors } from "./cors.ts"
import { crossOrigin } from "./cross_origin.ts"
import { EDGE_DEFAULTS } from "./edge_defaults.ts"
import { envelope } from "./error_envelope.ts"
import type { RequestMetrics } from "./metrics.ts"
import { type RateLimiter, type RateLimitOptions, rateLimited } from "./rate_limit.ts"
import { readView } from "./read_view.ts"
import type { EdgeRequest, InnerMiddleware, Middleware, RouteApp } from "./request_context.ts"
import { represented } from "./representation.ts"
import type { RoutePolicy } from "./route_policy.ts"
import { routeSpan } from "./server_span.ts"
import { chargedBySize } from "./size_charge.ts"
import { stamped } from "./stamp.ts"

export type { RouteApp } from "./request_context.ts"

type HttpResponse = HttpServerResponse.HttpServerResponse

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
  /** Which proxies' `X-Forwarded-For` names the client, for its share of the node's resources (default: none). */
  readonly trustProxy?: TrustProxy | undefined
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
    admission: options.admission,
    trustProxy: options.trustProxy ?? options.rateLimit?.trustProxy
  }
}

/** The options with every default filled in. */
type ResolvedEdgeOptions = ReturnType<typeof resolveEdgeOptions>

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
  /** A response the request path gives itself (a deadline's 503), finished for the wire and recorded like a route's. */
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
  const corsPolicy = edge.corsOrigins.length > 0 ? cors(edge.corsOrigins) : undefined
  const minBytes = edge.compressionMinBytes
  const accessLog = edge.accessLog
  const views = { floor, routes: edge.readViews }
  const admission =
    edge.admission === undefined
      ? undefined
      : makeAdmission(edge.admission, metrics === undefined ? undefined : (refusal) => metrics.shed(refusal))

  /** The answer finished for the wire under `policy`, outermost first: stamped with the request's facts, charged by the
   * bytes it sends (when rates are limited), its representation (caching and compression), CORS. */
  const finishing = (policy: RoutePolicy): Array<Middleware> => [
    stamped,
    ...(limiter === undefined ? [] : [chargedBySize]),
    represented(policy.cache, minBytes),
    ...(corsPolicy === undefined ? [] : [crossOrigin(corsPolicy)])
  ]

  const around: Edge["around"] = (template, policy) => {
    const label = template ?? UNMATCHED_ROUTE
    // The edge's concerns around a route's app, outermost first: each an `HttpApp` around the next. The record wraps
    // the finishing ones, so the metrics and the log line describe the response as sent; inside the error envelope, the
    // client's identity, the rate limit (which names a client by its key, and charges a request admission then sheds),
    // admission control and the read view.
    const outer: Array<Middleware> = [
      routeSpan({ template, policy }, label),
      recorded(label, metrics, accessLog),
      ...finishing(policy)
    ]
    const inner: Array<InnerMiddleware> = []
    if (admission !== undefined || limiter !== undefined) inner.push(identified(edge.trustProxy))
    if (limiter !== undefined) inner.push(rateLimited(limiter, policy.cost))
    if (admission !== undefined) inner.push(admission.admitted(policy.admission))
    if (edge.readViews || floor !== undefined) inner.push(readView(views))
    return (app) =>
      outer.reduceRight(
        (wrapped, middleware) => middleware(wrapped),
        envelope(inner.reduceRight((wrapped, middleware) => middleware(wrapped), app))
      )
  }

  const answer: Edge["answer"] = (template, policy, response) =>
    [recorded(template ?? UNMATCHED_ROUTE, metrics, accessLog), ...finishing(policy)].reduceRight(
      (wrapped: RouteApp, middleware) => middleware(wrapped),
      Effect.succeed(response)
    )

  return {
    deadlineMillis: Duration.toMillis(edge.requestTimeout),
    preflight: (request) => {
      const headers = corsPolicy?.preflight(request)
      return headers === undefined ? undefined : HttpServerResponse.empty({ status: 204, headers })
    },
    around,
    answer
  }
}
