/**
 * The HTTP edge: everything around the endpoints that is not the interface itself. Each concern
 * is a module of plain functions — `request_id.ts`, `cors.ts`, `caching.ts`, `compression.ts`,
 * `deadline.ts`, `read_view.ts`, `access_log.ts`, `metrics.ts` — and this module runs them
 * in one pass per request for the one request path (`../server/pipeline.ts`):
 *
 * - on arrival: a CORS preflight is answered at once (`preflight`); the request runs inside the
 *   error envelope (`error_envelope.ts`), so every failure becomes a response with the
 *   error shape, and, when the storage reads from replicas, a GET with its read view (`wrap`);
 * - when the response is ready (`finish`): `ETag`/`304`/`Cache-Control`, CORS headers, the request
 *   id (and `X-Last-Batch` after a read on replicas), compression when the client asked for it,
 *   then the request metrics and the request log, which so describe the response as it goes out.
 */
import { Duration, Effect, type Fiber } from "effect"
import { HttpBody, HttpServerResponse } from "effect/http"
import { enveloped } from "./error_envelope.ts"
import { logRequest, UNMATCHED_ROUTE } from "./access_log.ts"
import { cacheHeaders, encodedTag } from "./caching.ts"
import { type Coding, compress, isCompressible, negotiate } from "./compression.ts"
import { cors } from "./cors.ts"
import type { ResolvedEdgeOptions } from "./edge_options.ts"
import { LAST_BATCH_HEADER, withReadView } from "./read_view.ts"
import { type EdgeRequest, RequestFacts } from "./request_context.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "./request_id.ts"
import type { RequestMetrics } from "./metrics.ts"

export { type EdgeOptions, resolveEdgeOptions } from "./edge_options.ts"

/** `a, b` for two `Vary` values, either possibly absent. */
function varyOf(a: string | undefined, b: string | undefined): string | undefined {
  return a === undefined ? b : b === undefined ? a : `${a}, ${b}`
}

/**
 * A response as the edge finished it: the response (its status, its body — compressed when the
 * client asked — and the headers it was rendered with) and the headers the edge adds, which win
 * over the response's own. Kept apart so the Node writer writes both straight to the socket
 * without building a merged response; `merged` makes one response of them (the fetch-style handler's).
 */
export interface Finished {
  readonly response: HttpServerResponse.HttpServerResponse
  readonly headers: Readonly<Record<string, string>>
}

/** The finished response as one `HttpServerResponse` (the edge's headers set over the response's own). */
export function merged(finished: Finished): HttpServerResponse.HttpServerResponse {
  return HttpServerResponse.setHeaders(finished.response, finished.headers)
}

/** Copies the properties of `from` into `into`. */
function copyInto(into: Record<string, string>, from: Readonly<Record<string, string>>): void {
  for (const name in from) {
    const value = from[name]
    if (value !== undefined) into[name] = value
  }
}

/** The finished response with its body compressed with `coding` (ETag and length adjusted). */
function compressed(finished: Finished, body: HttpBody.Uint8Array, coding: Coding): Effect.Effect<Finished> {
  return Effect.map(compress(body.body, coding), (bytes) => {
    const headers: Record<string, string> = {}
    copyInto(headers, finished.headers)
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
  /** The 204 answer to a CORS preflight, or undefined when the request is not one (or CORS is off). */
  readonly preflight: (request: EdgeRequest) => HttpServerResponse.HttpServerResponse | undefined
  /** Runs a request's effect inside the error envelope (every failure becomes a response with the error shape), with its read view when on. */
  readonly wrap: (
    app: Effect.Effect<HttpServerResponse.HttpServerResponse>,
    request: EdgeRequest,
    facts: RequestFacts
  ) => Effect.Effect<HttpServerResponse.HttpServerResponse>
  /**
   * What is done to each response just before it is sent: caching, CORS, the request id,
   * compression, then the request metrics and log. `route` is the request's route template
   * (undefined when no route took it).
   */
  readonly finish: (
    fiber: Fiber.Fiber<unknown, unknown>,
    request: EdgeRequest,
    sent: HttpServerResponse.HttpServerResponse,
    facts: RequestFacts,
    route: string | undefined
  ) => Effect.Effect<Finished>
}

/** The edge for resolved options; `metrics` records each response. */
export function makeEdge(edge: ResolvedEdgeOptions, metrics?: RequestMetrics): Edge {
  const corsHeaders = edge.corsOrigins.length > 0 ? cors(edge.corsOrigins) : undefined
  const minBytes = edge.compressionMinBytes
  const accessLog = edge.accessLog

  const finish: Edge["finish"] = (fiber, request, sent, facts, route) => {
    let response = sent
    const cached = cacheHeaders(request, response, route)
    // One fresh record the edge's headers are assigned into; the response's own are left as they are (see `Finished`).
    const headers: Record<string, string> = {}
    if (HttpServerResponse.isHttpServerResponse(cached)) {
      response = cached
    } else {
      copyInto(headers, cached)
    }
    headers[REQUEST_ID_HEADER] = facts.id
    const reflected = facts.readView?.reflectedBatch
    if (reflected !== undefined) headers[LAST_BATCH_HEADER] = String(reflected)
    let vary: string | undefined
    if (corsHeaders !== undefined) {
      const allow = corsHeaders.headers(request.headers["origin"])
      copyInto(headers, allow)
      vary = allow["vary"]
    }
    const body = response.body
    let coding: Coding | undefined
    // `Accept-Encoding` chooses the representation only of a compressible body of at least the
    // threshold: such a response, and a 304 standing for it (`sent` is the 200 it replaces), says
    // so with `Vary`. A smaller body is the same bytes whatever the client accepts, so a cache
    // may share it (as nginx's `gzip_min_length` does).
    const rendered = sent.body
    if (
      minBytes !== false && rendered._tag === "Uint8Array" && rendered.body.byteLength >= minBytes &&
      isCompressible(rendered.contentType)
    ) {
      vary = varyOf(vary, "Accept-Encoding")
      if (body._tag === "Uint8Array" && response.headers["content-encoding"] === undefined) {
        coding = negotiate(request.headers["accept-encoding"])
      }
    }
    if (vary !== undefined) headers["vary"] = varyOf(response.headers["vary"], vary) ?? vary
    const label = route ?? UNMATCHED_ROUTE
    const done = (out: Finished) => {
      // One clock reading for the request's duration in the metrics and in the log line.
      const now = performance.now()
      metrics?.record(request.method, label, out.response.status, (now - facts.startedAt) / 1000)
      if (accessLog) logRequest(fiber, request.method, label, out.response, facts, now)
      return out
    }
    const finished: Finished = { response, headers }
    // Ready now: record and log synchronously (no extra step); after compression otherwise.
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
    wrap: edge.readViews
      ? (app, request, facts) => enveloped(withReadView(app, request, facts), facts)
      : (app, _, facts) => enveloped(app, facts),
    finish
  }
}
