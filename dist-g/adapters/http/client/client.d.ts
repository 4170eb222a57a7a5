/**
 * The typed client of the node's HTTP API, from one revision's description. Methods fail with the declared error
 * classes, `HttpClientError` or `SchemaError`; the Promise client rejects with the same objects.
 */
import { Effect } from "effect";
import { HttpApiClient } from "effect/http-api";
import type { Revision } from "../../../core/revision/revision.ts";
import { type Api } from "../api/api.ts";
import { Error400, Error400Replacement, Error401, Error404, Error429, Error500, Error503 } from "../api/error_schemas.ts";
import type { NodeEventSse } from "../api/groups/events.ts";
import { type EventFilters, type SubscribeOptions } from "./event_subscription.ts";
export { type EventFilters, type RetryOptions, subscribe, type SubscribeOptions, type SubscriptionError } from "./event_subscription.ts";
export type { NodeEventSse } from "../api/groups/events.ts";
export { retryAfterMillis } from "./retry_after.ts";
/** Something that answers a `Request` with a `Response`: the global `fetch`, or a web handler. */
export type FetchLike = (request: Request) => Promise<Response>;
/** Where the client talks to, and which revision of the API it speaks. */
export interface ClientOptions<R extends Revision> {
    /** The URL the revision is served under, base path included (`https://node.example/v1`). */
    readonly baseUrl: string | URL;
    /** The revision served there: it decides the list envelopes and the errors lists may answer. */
    readonly revision: R;
    /** How requests are sent (default: the global `fetch`). */
    readonly fetch?: FetchLike | undefined;
    /** The `X-Request-Id` to send (fixed, or one per request), so a client's logs and the node's can be matched. */
    readonly requestId?: string | (() => string) | undefined;
    /** Never read older than already read from nodes that answer from streaming replicas (`monotonicReads`). */
    readonly monotonicReads?: boolean | undefined;
    /** An API key, sent as `X-API-Key` on every request (a node that limits rates then counts the key's tier). */
    readonly apiKey?: string | undefined;
    /** Retries of a 429 or 503 carrying `Retry-After`, after waiting it and a random share of it up to half (default `DEFAULT_RETRY_AFTER`); `false` = none. */
    readonly retryAfter?: RetryAfterOptions | false | undefined;
}
/** How the client answers a 429 or 503 that says when to come back (`Retry-After`). */
export interface RetryAfterOptions {
    /** Retries of one request (default 2). */
    readonly retries?: number | undefined;
    /** The longest `Retry-After` waited for, in seconds (default 30): a longer one is returned to the caller at once. */
    readonly maxWaitSeconds?: number | undefined;
}
/** Default retries on a `Retry-After`. */
export declare const DEFAULT_RETRY_AFTER: {
    readonly retries: 2;
    readonly maxWaitSeconds: 30;
};
/** The Effect client of a revision: `client.<group>.<endpoint>(request)`. */
export type Client<R extends Revision> = HttpApiClient.ForApi<Api<R>>;
/** The classes the client decodes the error bodies an endpoint can declare into, with their statuses. */
declare const API_ERRORS: readonly [readonly [typeof Error400, 400], readonly [typeof Error400Replacement, 400], readonly [typeof Error401, 401], readonly [typeof Error404, 404], readonly [typeof Error429, 429], readonly [typeof Error500, 500], readonly [typeof Error503, 503]];
/** The error bodies an endpoint can declare, as the classes the client decodes them into. */
export type ApiError = InstanceType<(typeof API_ERRORS)[number][0]>;
/** The first page of any list, as the list endpoints default it (the client asks for both fields). */
export declare const FIRST_PAGE: {
    readonly order: "ASC";
    readonly limit: 20;
};
/** The Effect client of the revision served at `options.baseUrl`. */
export declare function makeClient<R extends Revision>(options: ClientOptions<R>): Effect.Effect<Client<R>>;
/** A client for code that awaits Promises. */
export interface PromiseClient<R extends Revision> {
    readonly client: Client<R>;
    /** Runs one call of the Effect client; resolves with its value or rejects with its error. */
    readonly call: <A, E>(request: (client: Client<R>) => Effect.Effect<A, E>, options?: {
        readonly signal?: AbortSignal | undefined;
    }) => Promise<A>;
    /** The live events `filters` select, reconnecting by itself; closes when the loop ends; a node without `/events` throws its 404. */
    readonly subscribe: (filters: EventFilters, options?: SubscribeOptions) => AsyncIterable<NodeEventSse>;
}
/** The Promise-friendly client of the revision served at `options.baseUrl`. */
export declare function makePromiseClient<R extends Revision>(options: ClientOptions<R>): PromiseClient<R>;
/** Whether `u` is one of the `{message, code, type}` error bodies the client decodes. */
export declare function isApiError(u: unknown): u is ApiError;
/** The HTTP status a decoded error body came with. */
export declare function apiErrorStatus(error: ApiError): (typeof API_ERRORS)[number][1];
