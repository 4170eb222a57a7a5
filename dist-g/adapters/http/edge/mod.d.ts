/**
 * The HTTP edge, one pass per request: CORS preflight and the error envelope on arrival; caching, CORS,
 * request id and compression on the response, then metrics and the log line, so both describe the response as sent.
 */
import { Duration, Effect, type Fiber } from "effect";
import { HttpServerResponse } from "effect/http";
import type { EdgeRequest, RequestFacts } from "./request_context.ts";
import type { RequestMetrics } from "./metrics.ts";
import type { RateLimiter, RateLimitOptions } from "./rate_limit.ts";
type HttpResponse = HttpServerResponse.HttpServerResponse;
/** Settings of the edge; each absent field takes its default (the defaults of a public node). */
export interface EdgeOptions {
    /** Origins allowed by CORS: `["*"]` (default) for any, or exact origins; `[]` = no CORS headers. */
    readonly corsOrigins?: ReadonlyArray<string> | undefined;
    /** Smallest body compressed when the client accepts it; `false` = never compress (default 1024). */
    readonly compressionMinBytes?: number | false | undefined;
    /** How long a request may take before the edge answers 503 `ErrRequestTimeout` (default 30 s). */
    readonly requestTimeout?: Duration.Input | undefined;
    /** Serve `/metrics` and record request metrics (default true). */
    readonly metrics?: boolean | undefined;
    /** Log one line per request through Effect's logger at level Info (default false). */
    readonly accessLog?: boolean | undefined;
    /** Run GETs with a read view (`read_view.ts`); the application turns it on when the storage reads from replicas. */
    readonly readViews?: boolean | undefined;
    /** Rate limits per client (`rate_limit.ts`); absent (default) = none. */
    readonly rateLimit?: RateLimitOptions | undefined;
}
/** The options with their defaults. */
export declare function resolveEdgeOptions(options?: EdgeOptions): {
    corsOrigins: readonly string[];
    compressionMinBytes: number | false;
    requestTimeout: Duration.Duration;
    metrics: boolean;
    accessLog: boolean;
    readViews: boolean;
    rateLimit: RateLimitOptions | undefined;
};
/** The options with every default filled in. */
type ResolvedEdgeOptions = ReturnType<typeof resolveEdgeOptions>;
/** A finished response and the edge's headers (which win), kept apart so the Node writer sends both without merging. */
export interface Finished {
    readonly response: HttpResponse;
    readonly headers: Readonly<Record<string, string>>;
}
/** The finished response as one `HttpServerResponse` (for the fetch-style handler). */
export declare function merged(finished: Finished): HttpResponse;
/** `a` and `b` as one `Vary` value naming each field once (case-insensitively, first spelling kept), `*` alone when either names it (RFC 9110 §12.5.5); undefined when neither names any. */
export declare function mergeVary(a: string | undefined, b: string | undefined): string | undefined;
/** The edge's work on one request. */
export interface Edge {
    /** The request deadline (ms). */
    readonly deadlineMillis: number;
    /** The 204 answering a CORS preflight, or undefined when the request is not one (or CORS is off). */
    readonly preflight: (request: EdgeRequest) => HttpResponse | undefined;
    /** When rate limits are on: `app`, or the limiter's refusal (401, 429) of the request on `route` with `query`. */
    readonly limit: ((app: Effect.Effect<HttpResponse>, request: EdgeRequest, facts: RequestFacts, route: string | undefined, query: Readonly<Record<string, unknown>> | undefined) => Effect.Effect<HttpResponse>) | undefined;
    /** A request's effect inside the error envelope, with its read view when on. */
    readonly wrap: (app: Effect.Effect<HttpResponse>, request: EdgeRequest, facts: RequestFacts) => Effect.Effect<HttpResponse>;
    /** The response `sent` finished for the wire, then recorded; `route` is its template (undefined when no route took it). */
    readonly finish: (fiber: Fiber.Fiber<unknown, unknown>, request: EdgeRequest, sent: HttpResponse, facts: RequestFacts, route: string | undefined) => Effect.Effect<Finished>;
}
/** The edge for resolved options; `metrics` records each response, `limiter` (when rate limits are on) admits requests. */
export declare function makeEdge(edge: ResolvedEdgeOptions, metrics?: RequestMetrics, limiter?: RateLimiter): Edge;
export {};
