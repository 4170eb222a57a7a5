/**
 * What a request costs of its client's rate limit budget (`rate_limit.ts`): plain data and one function, no imports,
 * so the API description documents the same figures the edge charges.
 */
/** The points a request costs. */
export const REQUEST_COSTS = {
    /** A single-item read (and any request not listed below). */
    read: 1,
    /** A list costs one point per this many items it asks for (`limit`), at least one. */
    itemsPerPoint: 20,
    /** A POST (its signature verification). */
    post: 10,
    /** Opening the event stream (its connection). */
    stream: 10
};
/** Routes that cost nothing (and carry no RateLimit headers): probes and scrapes. */
const FREE_ROUTES = ["/health", "/metrics"];
/** The points a request costs: 0 for `/health` and `/metrics`, else by `REQUEST_COSTS`. */
export function requestCost(method, route, query) {
    if (route !== undefined && FREE_ROUTES.some((free) => route.endsWith(free)))
        return 0;
    if (method === "POST")
        return REQUEST_COSTS.post;
    if (route !== undefined && route.endsWith("/events"))
        return REQUEST_COSTS.stream;
    const limit = query?.["limit"];
    const items = typeof limit === "string" && /^\d{1,6}$/u.test(limit) ? Number(limit) : 0;
    return Math.max(REQUEST_COSTS.read, Math.ceil(items / REQUEST_COSTS.itemsPerPoint));
}
