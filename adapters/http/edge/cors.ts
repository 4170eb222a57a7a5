/** Cross-origin calls (wallets and explorers live on other origins): preflights get a 204, other answers the allowed
 * origin and readable headers. No Effect imports: the transport, answering before Effect loads, uses this policy. */
import type { EdgeRequest } from "./request_context.ts"

/** The methods the API answers. */
export const CORS_METHODS: ReadonlyArray<string> = ["GET", "HEAD", "POST", "DELETE", "OPTIONS"]

/** The response headers a cross-origin page may read besides the CORS-safelisted ones. */
export const EXPOSED_HEADERS: ReadonlyArray<string> = [
  "ETag",
  "X-Request-Id",
  "Retry-After",
  "Allow",
  "X-Last-Batch",
  "RateLimit-Policy",
  "RateLimit"
]

/** The CORS behaviour for a set of origins. */
export interface Cors {
  /** The headers of the 204 answering a preflight, or undefined when the request is not one. */
  readonly preflight: (request: Pick<EdgeRequest, "method" | "headers">) => Readonly<Record<string, string>> | undefined
  /** The headers every other answer gets (a shared record: do not modify). */
  readonly headers: (origin: string | undefined) => Readonly<Record<string, string>>
}

/** The CORS behaviour for `origins`: `["*"]` any origin; a list exactly those (echoed, `Vary: Origin`); `[]` none. */
export function cors(origins: ReadonlyArray<string>): Cors {
  if (origins.length === 0) return { preflight: () => undefined, headers: () => ({}) }
  const any = origins.includes("*")
  const exposed = EXPOSED_HEADERS.join(", ")
  const anyOrigin = { "access-control-allow-origin": "*", "access-control-expose-headers": exposed }
  const refused = { vary: "Origin" }
  const echoed = new Map<string, Readonly<Record<string, string>>>()
  for (const origin of origins) {
    echoed.set(origin, {
      "access-control-allow-origin": origin,
      "access-control-expose-headers": exposed,
      vary: "Origin"
    })
  }
  const headers = (origin: string | undefined) => {
    if (any) return anyOrigin
    return (origin === undefined ? undefined : echoed.get(origin)) ?? refused
  }
  const preflight: Cors["preflight"] = (request) => {
    if (request.method !== "OPTIONS") return undefined
    const requested = request.headers["access-control-request-headers"]
    return {
      ...headers(request.headers["origin"]),
      "access-control-allow-methods": CORS_METHODS.join(", "),
      "access-control-max-age": "600",
      ...(requested === undefined ? {} : { "access-control-allow-headers": requested })
    }
  }
  return { preflight, headers }
}
