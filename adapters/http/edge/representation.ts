/** The representation a route sends, a middleware of the edge: its strong `ETag` and `Cache-Control`, a 304 standing
 * for it when the client's copy is current, its body compressed for the client (a `static` route's once per coding)
 * with the `ETag` naming the coding, and `Vary: Accept-Encoding` wherever the coding could differ. One middleware, as
 * the tag depends on the coding; not Effect's `HttpMiddleware.compression`, which keeps one tag for every coding. */
import { Effect } from "effect"
import { HttpBody, HttpServerResponse } from "effect/http"
import { cacheHeaders, encodedTag } from "./caching.ts"
import { compressedOnce } from "./compressed_bodies.ts"
import {
  type Coding,
  compress,
  compressStream,
  isCompressible,
  isCompressibleStream,
  negotiate
} from "./compression.ts"
import { type Middleware, withRequest } from "./request_context.ts"
import type { CachePolicy } from "./route_policy.ts"
import { mergeVary } from "./vary.ts"

type HttpResponse = HttpServerResponse.HttpServerResponse

/** `response` with its body compressed with `coding` (once for a body fixed for the process, `fixed`) and `headers`
 * added (ETag and length adjusted). */
function compressed(
  response: HttpResponse,
  headers: Record<string, string>,
  body: HttpBody.Uint8Array,
  coding: Coding,
  fixed: boolean
): Effect.Effect<HttpResponse> {
  return Effect.map(fixed ? compressedOnce(body.body, coding) : compress(body.body, coding), (bytes) => {
    headers["content-encoding"] = coding
    headers["content-length"] = String(bytes.byteLength)
    const tag = headers["etag"] ?? response.headers["etag"]
    if (tag !== undefined) headers["etag"] = encodedTag(tag, coding)
    return HttpServerResponse.setHeaders(
      HttpServerResponse.setBody(response, HttpBody.uint8Array(bytes, body.contentType)),
      headers
    )
  })
}

/** The app's answer as sent on a route cached by `cache`, compressed from `minBytes` (`false`: never). */
export function represented(cache: CachePolicy, minBytes: number | false): Middleware {
  return (app) =>
    withRequest((request) =>
      Effect.flatMap(app, (sent) => {
        const cached = cacheHeaders(request, sent, cache)
        const isNotModified = HttpServerResponse.isHttpServerResponse(cached)
        const response = isNotModified ? cached : sent
        const headers: Record<string, string> = isNotModified ? {} : { ...cached }
        const rendered = sent.body
        let vary: string | undefined
        let coding: Coding | undefined
        // Only a compressible body of at least the threshold varies by `Accept-Encoding` (and a 304
        // standing for it): a smaller one is the same bytes for every client, so caches may share it.
        if (
          minBytes !== false &&
          rendered._tag === "Uint8Array" &&
          rendered.contentLength >= minBytes &&
          isCompressible(rendered.contentType)
        ) {
          vary = "Accept-Encoding"
          if (response.body._tag === "Uint8Array" && response.headers["content-encoding"] === undefined)
            coding = negotiate(request.headers["accept-encoding"])
        }
        let streamed: HttpResponse | undefined
        if (
          minBytes !== false &&
          rendered._tag === "Raw" &&
          isCompressibleStream(rendered.body, rendered.contentType)
        ) {
          // A streamed body (an export), of unknown length, compressed as it goes.
          vary = "Accept-Encoding"
          const streamCoding = negotiate(request.headers["accept-encoding"])
          if (streamCoding !== undefined && !isNotModified) {
            headers["content-encoding"] = streamCoding
            streamed = HttpServerResponse.setBody(
              sent,
              HttpBody.raw(compressStream(rendered.body, streamCoding), { contentType: rendered.contentType })
            )
          }
        }
        if (vary !== undefined) headers["vary"] = mergeVary(response.headers["vary"], vary) ?? vary
        const body = response.body
        if (coding === undefined || body._tag !== "Uint8Array")
          return Effect.succeed(HttpServerResponse.setHeaders(streamed ?? response, headers))
        return compressed(response, headers, body, coding, cache === "static")
      })
    )
}
