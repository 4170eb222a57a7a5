/**
 * Cross-origin calls: wallets and explorers are web pages on other origins (the anchor allowed
 * every origin). A preflight (`OPTIONS` on any path) is answered with a 204 naming the allowed
 * methods and echoing the requested headers; every other response gets
 * `Access-Control-Allow-Origin` and the custom headers a page may read. `["*"]` allows any
 * origin; a list allows exactly those origins (echoed, with `Vary: Origin`).
 *
 * Written here rather than taken from Effect's `HttpMiddleware.cors`, whose per-request
 * pre-response handler and header merging cost a measurable share of a small request: the edge
 * computes these headers in its one pass (`mod.ts`), from records built once.
 */
import { HttpServerResponse } from "effect/http"
import type { EdgeRequest } from "./request_context.ts"

/** The methods the API answers. */
export const CORS_METHODS: ReadonlyArray<string> = ["GET", "HEAD", "POST", "OPTIONS"]

/** The response headers a cross-origin page may read besides the CORS-safelisted ones. */
export const EXPOSED_HEADERS: ReadonlyArray<string> = ["ETag", "X-Request-Id", "Retry-After", "Allow", "X-Last-Batch"]

/** How long a browser may reuse a preflight answer, in seconds. */
export const PREFLIGHT_MAX_AGE = 600

/** The CORS behaviour for a set of origins. */
export interface Cors {
  /** The 204 answer to a preflight, or undefined when the request is not one. */
  readonly preflight: (request: Pick<EdgeRequest, "method" | "headers">) => HttpServerResponse.HttpServerResponse | undefined
  /** The headers every other response gets (a shared record: do not modify). */
  readonly headers: (request: Pick<EdgeRequest, "method" | "headers">) => Readonly<Record<string, string>>
}

/** The CORS behaviour for `origins` (`["*"]`: any origin). */
export function cors(origins: ReadonlyArray<string>): Cors {
  const any = origins.includes("*")
  const allowed = new Set(origins)
  const exposed = EXPOSED_HEADERS.join(", ")
  const anyOrigin = { "access-control-allow-origin": "*", "access-control-expose-headers": exposed }
  const refused = { vary: "Origin" }
  const echoed = new Map<string, Readonly<Record<string, string>>>()
  for (const origin of allowed) {
    echoed.set(origin, { "access-control-allow-origin": origin, "access-control-expose-headers": exposed, vary: "Origin" })
  }
  const headers = (request: Pick<EdgeRequest, "method" | "headers">) => {
    if (any) return anyOrigin
    const origin = request.headers["origin"]
    return (origin === undefined ? undefined : echoed.get(origin)) ?? refused
  }
  const preflight = (request: Pick<EdgeRequest, "method" | "headers">) => {
    if (request.method !== "OPTIONS") return undefined
    const requested = request.headers["access-control-request-headers"]
    return HttpServerResponse.empty({
      status: 204,
      headers: {
        ...headers(request),
        "access-control-allow-methods": CORS_METHODS.join(", "),
        "access-control-max-age": String(PREFLIGHT_MAX_AGE),
        ...(requested === undefined ? {} : { "access-control-allow-headers": requested })
      }
    })
  }
  return { preflight, headers }
}
