/**
 * Cross-origin calls: wallets and explorers are web pages on other origins (the anchor allowed
 * every origin). Effect's CORS middleware answers the preflight (`OPTIONS` on any path) with a 204
 * naming the allowed methods and echoing the requested headers, and adds
 * `Access-Control-Allow-Origin` to every response; the custom response headers a page may read
 * are exposed. `["*"]` allows any origin; a list allows exactly those origins (echoed, with
 * `Vary: Origin`).
 */
import { HttpMiddleware } from "effect/http"

/** The methods the API answers. */
export const CORS_METHODS: ReadonlyArray<string> = ["GET", "HEAD", "POST", "OPTIONS"]

/** The response headers a cross-origin page may read besides the CORS-safelisted ones. */
export const EXPOSED_HEADERS: ReadonlyArray<string> = ["ETag", "X-Request-Id", "Retry-After", "Allow"]

/** How long a browser may reuse a preflight answer, in seconds. */
export const PREFLIGHT_MAX_AGE = 600

/** The CORS middleware for `origins` (`["*"]`: any origin). */
export function cors(origins: ReadonlyArray<string>) {
  return HttpMiddleware.cors({
    allowedOrigins: origins.includes("*") ? [] : origins,
    allowedMethods: CORS_METHODS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE
  })
}
