/**
 * The CORS headers of the answers the transport writes itself (503 while starting or shutting
 * down, 400 without `Host`), so a page on another origin can read them as it reads the
 * application's (`../edge/cors.ts`, which the transport does not load: it runs before Effect is
 * loaded). `["*"]` allows any origin, a list exactly those origins (echoed, with `Vary: Origin`),
 * `[]` none.
 */

/** The headers such an answer lets a page read. */
const EXPOSED = "X-Request-Id, Retry-After"

/** The CORS headers for a request from `origin`, by the allowed `origins`. */
export type CorsHeadersOf = (origin: string | undefined) => Readonly<Record<string, string>>

/** The CORS headers for the allowed `origins`. */
export function corsHeadersOf(origins: ReadonlyArray<string>): CorsHeadersOf {
  if (origins.length === 0) return () => ({})
  if (origins.includes("*")) {
    const anyOrigin = { "access-control-allow-origin": "*", "access-control-expose-headers": EXPOSED }
    return () => anyOrigin
  }
  const allowed = new Set(origins)
  const refused = { vary: "Origin" }
  return (origin) =>
    origin !== undefined && allowed.has(origin)
      ? { "access-control-allow-origin": origin, "access-control-expose-headers": EXPOSED, vary: "Origin" }
      : refused
}
