/**
 * The typed client of the node's HTTP API, from one revision's description. Methods fail with the declared error
 * classes, `HttpClientError` or `SchemaError`; the Promise client rejects with the same objects.
 */
import { Duration, Effect, Stream } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import { makeApi } from "../api/api.js";
import { Error400, Error400Replacement, Error401, Error404, Error429, Error500, Error503 } from "../api/error_schemas.js";
import { subscribe } from "./event_subscription.js";
import { LAST_BATCH_HEADER, MIN_BATCH_HEADER } from "../edge/read_view.js";
import { retryAfterMillis, spreadWaitMillis } from "./retry_after.js";
export { subscribe } from "./event_subscription.js";
export { retryAfterMillis } from "./retry_after.js";
/** Default retries on a `Retry-After`. */
export const DEFAULT_RETRY_AFTER = { retries: 2, maxWaitSeconds: 30 };
/** `client` retrying a 429 or 503 with a `Retry-After` of at most `maxWaitSeconds`, up to `retries` times, after waiting that long (spread, `retry_after.ts`). */
function honouringRetryAfter(client, options) {
    return HttpClient.transformResponse(client, (response) => {
        const attempt = (retried) => Effect.flatMap(response, (answer) => {
            if (retried >= options.retries || (answer.status !== 429 && answer.status !== 503))
                return Effect.succeed(answer);
            const asked = retryAfterMillis(answer.headers["retry-after"]);
            if (asked === undefined || asked > options.maxWaitSeconds * 1000)
                return Effect.succeed(answer);
            return Effect.andThen(Effect.sleep(Duration.millis(spreadWaitMillis(asked))), attempt(retried + 1));
        });
        return attempt(0);
    });
}
/** The classes the client decodes the error bodies an endpoint can declare into, with their statuses. */
const API_ERRORS = [
    [Error400, 400], [Error400Replacement, 400], [Error401, 401], [Error404, 404], [Error429, 429], [Error500, 500], [Error503, 503]
];
/** The first page of any list, as the list endpoints default it (the client asks for both fields). */
export const FIRST_PAGE = { order: "ASC", limit: 20 };
/** `client` sending the highest `X-Last-Batch` seen as `X-Min-Batch` on each GET, so no answer is older than one already seen. */
function monotonicReads(client) {
    let seen = -1;
    const floored = HttpClient.mapRequest(client, (request) => seen < 0 || request.method !== "GET" ? request : HttpClientRequest.setHeader(request, MIN_BATCH_HEADER, String(seen)));
    return HttpClient.tap(floored, (response) => Effect.sync(() => {
        const value = response.headers[LAST_BATCH_HEADER];
        const batch = value === undefined ? Number.NaN : Number(value);
        if (Number.isSafeInteger(batch) && batch > seen)
            seen = batch;
    }));
}
/** The Effect client of the revision served at `options.baseUrl`. */
export function makeClient(options) {
    const { fetch: send, requestId } = options;
    const transformClient = (client) => {
        let out = client;
        if (send !== undefined) {
            const fetch = (input, init) => send(new Request(input, init));
            out = HttpClient.transform(out, (response) => Effect.provideService(response, FetchHttpClient.Fetch, fetch));
        }
        if (requestId !== undefined) {
            out = HttpClient.mapRequest(out, (request) => HttpClientRequest.setHeader(request, "x-request-id", typeof requestId === "string" ? requestId : requestId()));
        }
        const apiKey = options.apiKey;
        if (apiKey !== undefined)
            out = HttpClient.mapRequest(out, (request) => HttpClientRequest.setHeader(request, "x-api-key", apiKey));
        const retry = options.retryAfter;
        if (retry !== false) {
            out = honouringRetryAfter(out, {
                retries: retry?.retries ?? DEFAULT_RETRY_AFTER.retries,
                maxWaitSeconds: retry?.maxWaitSeconds ?? DEFAULT_RETRY_AFTER.maxWaitSeconds
            });
        }
        return options.monotonicReads === true ? monotonicReads(out) : out;
    };
    // TypeScript cannot resolve `Api<R>` for a generic `R`: the client of the revision's own description is its `Client<R>`.
    const api = makeApi(options.revision);
    return HttpApiClient.make(api, { baseUrl: options.baseUrl, transformClient }).pipe(Effect.provide(FetchHttpClient.layer));
}
/** The Promise-friendly client of the revision served at `options.baseUrl`. */
export function makePromiseClient(options) {
    const client = Effect.runSync(makeClient(options));
    // The later revision's client over the same options reaches `/events` (made on the first subscription only).
    let events;
    const eventsClient = () => (events ??= Effect.runSync(makeClient({ ...options, revision: "later" })));
    return {
        client,
        call: (request, callOptions) => Effect.runPromise(request(client), { signal: callOptions?.signal }),
        subscribe: (filters, subscribeOptions) => Stream.toAsyncIterable(subscribe(eventsClient(), filters, subscribeOptions))
    };
}
/** Whether `u` is one of the `{message, code, type}` error bodies the client decodes. */
export function isApiError(u) {
    return API_ERRORS.some(([type]) => u instanceof type);
}
/** The HTTP status a decoded error body came with. */
export function apiErrorStatus(error) {
    return API_ERRORS.find(([type]) => error instanceof type)?.[1] ?? 503;
}
