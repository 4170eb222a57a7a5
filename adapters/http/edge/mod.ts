/**
 * The HTTP edge, one pass per request: CORS preflight and the error envelope on arrival; caching, CORS,
 * request id, `nosniff` and compression on the response, then metrics and the log line, so both describe the response as sent.
 */
import { Duration, Effect, type Fiber } from "effect"
import { HttpBody, HttpServerResponse } from "effect/http"
import { enveloped } from "./error_envelope.ts"
import { logRequest, UNMATCHED_ROUTE } from "./access_log.ts"
import { cacheHeaders, encodedTag } from "./caching.ts"
import { type Coding, compress, compressStream, isCompressible, isCompressibleStream, negotiate } from "./compression.ts"
import { cors } from "./cors.ts"
import { EDGE_DEFAULTS } from "./edge_defaults.ts"
import type { BatchFloor } from "../../../core/ports/batch_floor.ts"
import { LAST_BATCH_HEADER, withReadView } from "./read_view.ts"
import type { EdgeRequest, RequestFacts } from "./request_context.ts"
import { REQUEST_ID_HEADER } from "./request_id.ts"
import type { RequestMetrics } from "./metrics.ts"
import type { RateLimiter, RateLimitOptions } from "./rate_limit.ts"
import { requestCost } from "./request_cost.ts"
import type { RoutePolicy } from "./route_policy.ts"

type HttpResponse = HttpServerResponse.HttpServerResponse

/** On every answer: a browser takes the body as the `Content-Type` it is sent with, never as what it sniffs (OWASP secure headers). */
const NO_SNIFF = { "x-content-type-options": "nosniff" } as const

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
}

/** The options with their defaults. */
export function resolveEdgeOptions(options: EdgeOptions = {}) {
  return {
    corsOrigins: options.corsOrigins ?? EDGE_DEFAULTS.corsOrigins,
    compressionMinBytes: options.compressionMinBytes ?? EDGE_DEFAULTS.compressionMinBytes,
    requestTimeout: Duration.fromInputUnsafe(options.requestTimeout ?? Duration.seconds(EDGE_DEFAULTS.requestTimeoutSeconds)),
    metrics: options.metrics ?? EDGE_DEFAULTS.metrics,
    accessLog: options.accessLog ?? false,
    readViews: options.readViews ?? false,
    rateLimit: options.rateLimit
  }
}

/** The options with every default filled in. */
type ResolvedEdgeOptions = ReturnType<typeof resolveEdgeOptions>

/** A finished response and the edge's headers (which win), kept apart so the Node writer sends both without merging. */
export interface Finished {
  readonly response: HttpResponse
  readonly headers: Readonly<Record<string, string>>
}

/** The finished response as one `HttpServerResponse` (for the fetch-style handler). */
export function merged(finished: Finished): HttpResponse {
  return HttpServerResponse.setHeaders(finished.response, finished.headers)
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

/** The finished response with its body compressed with `coding` (ETag and length adjusted). */
function compressed(finished: Finished, body: HttpBody.Uint8Array, coding: Coding): Effect.Effect<Finished> {
  return Effect.map(compress(body.body, coding), (bytes) => {
    const headers: Record<string, string> = { ...finished.headers }
    headers["content-encoding"] = coding
    headers["content-length"] = String(bytes.byteLength)
    const tag = headers["etag"] ?? finished.response.headers["etag"]
    if (tag !== undefined) headers["etag"] = encodedTag(tag, coding)
    return { response: HttpServerResponse.setBody(finished.response, HttpBody.uint8Array(bytes, body.contentType)), headers }
  })
}

/** The edge's work on one request. */
export interface Edge {
  /** The request deadline (ms). */
  readonly deadlineMillis: number
  /** The 204 answering a CORS preflight, or undefined when the request is not one (or CORS is off). */
  readonly preflight: (request: EdgeRequest) => HttpResponse | undefined
  /** When rate limits are on: `app`, or the limiter's refusal (401, 429) of the request, costing by `policy` and its `query`. */
  readonly limit: ((
    app: Effect.Effect<HttpResponse>, request: EdgeRequest, facts: RequestFacts, policy: RoutePolicy,
    query: Readonly<Record<string, unknown>> | undefined
  ) => Effect.Effect<HttpResponse>) | undefined
  /** A request's effect inside the error envelope, with its read view when on. */
  readonly wrap: (app: Effect.Effect<HttpResponse>, request: EdgeRequest, facts: RequestFacts) => Effect.Effect<HttpResponse>
  /**
   * The response `sent` finished for the wire (cached by `policy`), then recorded; `route` is its template (undefined
   * when no route took it).
   */
  readonly finish: (
    fiber: Fiber.Fiber<unknown, unknown>, request: EdgeRequest, sent: HttpResponse, facts: RequestFacts, route: string | undefined,
    policy: RoutePolicy
  ) => Effect.Effect<Finished>
}

/**
 * The edge for resolved options; `metrics` records each response, `limiter` (when rate limits are on) admits requests,
 * `floor` (the storage's, when it provides one) opens GETs and POSTs on the batch their answers reflect (`X-Last-Batch`).
 */
export function makeEdge(edge: ResolvedEdgeOptions, metrics?: RequestMetrics, limiter?: RateLimiter, floor?: BatchFloor["Service"]): Edge {
  const corsHeaders = edge.corsOrigins.length > 0 ? cors(edge.corsOrigins) : undefined
  const minBytes = edge.compressionMinBytes
  const accessLog = edge.accessLog
  const views = { floor, routes: edge.readViews }

  const finish: Edge["finish"] = (fiber, request, sent, facts, route, policy) => {
    const cached = cacheHeaders(request, sent, policy.cache)
    const isNotModified = HttpServerResponse.isHttpServerResponse(cached)
    const response = isNotModified ? cached : sent
    const headers: Record<string, string> = isNotModified ? {} : { ...cached }
    headers[REQUEST_ID_HEADER] = facts.id
    Object.assign(headers, NO_SNIFF)
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
      Object.assign(headers, allow)
      vary = allow["vary"]
    }
    const body = response.body
    let coding: Coding | undefined
    // Only a compressible body of at least the threshold varies by `Accept-Encoding` (and a 304
    // standing for it): a smaller one is the same bytes for every client, so caches may share it.
    const rendered = sent.body
    if (
      minBytes !== false && rendered._tag === "Uint8Array" && rendered.contentLength >= minBytes &&
      isCompressible(rendered.contentType)
    ) {
      vary = mergeVary(vary, "Accept-Encoding")
      if (body._tag === "Uint8Array" && response.headers["content-encoding"] === undefined) {
        coding = negotiate(request.headers["accept-encoding"])
      }
    }
    let streamed: Finished | undefined
    if (minBytes !== false && rendered._tag === "Raw" && isCompressibleStream(rendered.body, rendered.contentType)) {
      // A streamed body (an export), of unknown length, compressed as it goes.
      vary = mergeVary(vary, "Accept-Encoding")
      const streamCoding = negotiate(request.headers["accept-encoding"])
      if (streamCoding !== undefined && response === sent) {
        headers["content-encoding"] = streamCoding
        const body = HttpBody.raw(compressStream(rendered.body, streamCoding), { contentType: rendered.contentType })
        streamed = { response: HttpServerResponse.setBody(sent, body), headers }
      }
    }
    if (vary !== undefined) headers["vary"] = mergeVary(response.headers["vary"], vary) ?? vary
    const label = route ?? UNMATCHED_ROUTE
    const done = (out: Finished) => {
      const now = performance.now()
      metrics?.record(request.method, label, out.response.status, (now - facts.startedAt) / 1000)
      if (accessLog) logRequest(fiber, request.method, label, out.response, facts, now)
      return out
    }
    const finished: Finished = streamed ?? { response, headers }
    if (coding === undefined || body._tag !== "Uint8Array") return Effect.succeed(done(finished))
    const ready = compressed(finished, body, coding)
    return !accessLog && metrics === undefined ? ready : Effect.map(ready, done)
  }

  return {
    deadlineMillis: Duration.toMillis(edge.requestTimeout),
    preflight: (request) => {
      const headers = corsHeaders?.preflight(request)
      return headers === undefined ? undefined : HttpServerResponse.empty({ status: 204, headers })
    },
    limit: limiter === undefined ? undefined : (app, request, facts, policy, query) =>
      Effect.flatMap(limiter(request, facts, requestCost(policy.cost, query)), (refusal) =>
        refusal === undefined ? app : Effect.succeed(refusal)),
    wrap: edge.readViews || floor !== undefined
      ? (app, request, facts) => enveloped(withReadView(app, request, facts, views), facts)
      : (app, _, facts) => enveloped(app, facts),
    finish
  }
}
