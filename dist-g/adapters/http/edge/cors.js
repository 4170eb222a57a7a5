/** The methods the API answers. */
export const CORS_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
/** The response headers a cross-origin page may read besides the CORS-safelisted ones. */
export const EXPOSED_HEADERS = ["ETag", "X-Request-Id", "Retry-After", "Allow", "X-Last-Batch", "RateLimit-Policy", "RateLimit"];
/** The CORS behaviour for `origins`: `["*"]` any origin; a list exactly those (echoed, `Vary: Origin`); `[]` none. */
export function cors(origins) {
    if (origins.length === 0)
        return { preflight: () => undefined, headers: () => ({}) };
    const any = origins.includes("*");
    const exposed = EXPOSED_HEADERS.join(", ");
    const anyOrigin = { "access-control-allow-origin": "*", "access-control-expose-headers": exposed };
    const refused = { vary: "Origin" };
    const echoed = new Map();
    for (const origin of origins) {
        echoed.set(origin, { "access-control-allow-origin": origin, "access-control-expose-headers": exposed, vary: "Origin" });
    }
    const headers = (origin) => {
        if (any)
            return anyOrigin;
        return (origin === undefined ? undefined : echoed.get(origin)) ?? refused;
    };
    const preflight = (request) => {
        if (request.method !== "OPTIONS")
            return undefined;
        const requested = request.headers["access-control-request-headers"];
        return {
            ...headers(request.headers["origin"]),
            "access-control-allow-methods": CORS_METHODS.join(", "),
            "access-control-max-age": "600",
            ...(requested === undefined ? {} : { "access-control-allow-headers": requested })
        };
    };
    return { preflight, headers };
}
