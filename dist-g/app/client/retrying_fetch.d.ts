import type { Fetch } from "./node_api.ts";
/** Retries of one request at most (a starting node answers `Retry-After: 1` until it is ready). */
export declare const MAX_RETRIES = 60;
/** Seconds the command waits in all, over every request it sends. */
export declare const MAX_WAIT_SECONDS = 120;
/** How the fetch retries and where it says so. */
export interface RetryOptions {
    /** Prints a line saying the command waits. */
    readonly onWait: (line: string) => void;
    /** Retries of one request at most (default `MAX_RETRIES`). */
    readonly maxRetries?: number | undefined;
    /** Seconds waited in all at most (default `MAX_WAIT_SECONDS`). */
    readonly maxWaitSeconds?: number | undefined;
}
/** `fetch` honouring `Retry-After` on 503 and 429 (see the module comment); the waiting budget is this function's, shared by its requests. */
export declare function retryingFetch(fetch: Fetch, options: RetryOptions): Fetch;
