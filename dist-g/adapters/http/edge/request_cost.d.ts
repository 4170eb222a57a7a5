/**
 * What a request costs of its client's rate limit budget (`rate_limit.ts`): plain data and one function, no imports,
 * so the API description documents the same figures the edge charges.
 */
/** The points a request costs. */
export declare const REQUEST_COSTS: {
    /** A single-item read (and any request not listed below). */
    readonly read: 1;
    /** A list costs one point per this many items it asks for (`limit`), at least one. */
    readonly itemsPerPoint: 20;
    /** A POST (its signature verification). */
    readonly post: 10;
    /** Opening the event stream (its connection). */
    readonly stream: 10;
};
/** The points a request costs: 0 for `/health` and `/metrics`, else by `REQUEST_COSTS`. */
export declare function requestCost(method: string, route: string | undefined, query: Readonly<Record<string, unknown>> | undefined): number;
