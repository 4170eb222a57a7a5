/**
 * Response compression by `Accept-Encoding` (RFC 9110 negotiation with q-values, server
 * preference brotli then gzip), for bodies of at least `minBytes`, with `Vary: Accept-Encoding`
 * on every response that could have been compressed: Effect's compression middleware over
 * Node's zlib (asynchronous, on libuv's thread pool). Brotli runs at quality 4, which on this
 * API's JSON compresses about as well as gzip 6 in a fraction of brotli's default time.
 */
import { HttpMiddleware } from "effect/http"

/** The content codings offered, in server preference order. */
export const ENCODINGS = ["br", "gzip"] as const

/** The compression middleware for bodies of at least `minBytes`. */
export function compression(minBytes: number) {
  return HttpMiddleware.compression({ algorithms: ENCODINGS, minSize: minBytes, levels: { br: 4, gzip: 6 } })
}
