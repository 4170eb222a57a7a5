/** The typed client of the node's HTTP API, from one revision's description: methods fail with the declared error
 * classes, `HttpClientError` or `SchemaError`; the Promise client rejects with the same objects. */
import { Duration, Effect, Stream } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest, type HttpClientResponse } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import type { Revision } from "../../../core/revision/revision.ts"
import { type Api, makeApi } from "../api/api.ts"
import {
  Error400,
  Error400Atomic,
  Error400Replacement,
  Error401,
  Error404,
  Error429,
  Error500,
  Error503
} from "../api/error_schemas.ts"
import type { NodeEventSse } from "../api/groups/events.ts"
import { type EventFilters, type SubscribeOptions, subscribe } from "./event_subscription.ts"
import { LAST_BATCH_HEADER, MIN_BATCH_HEADER } from "../edge/read_view.ts"
import { retryAfterMillis, spreadWaitMillis } from "./retry_after.ts"

export {
  type EventFilters,
  type RetryOptions,
  subscribe,
  type SubscribeOptions,
  type SubscriptionError
} from "./event_subscription.ts"
export type { NodeEventSse } from "../api/groups/events.ts"
export { retryAfterMillis } from "./retry_after.ts"
export { InvalidAccountProof, verifyAccountProof, verifyAccountProofPromise } from "./account_proof.ts"
export { DEFAULT_EXPORT_RETRIES, exportHistory, type ExportFilters, type ExportsClient } from "./history_export.ts"

/** Something that answers a `Request` with a `Response`: the global `fetch`, or a web handler. */
export type FetchLike = (request: Request) => Promise<Response>

/** Where the client talks to, and which revision of the API it speaks. */
export interface ClientOptions<R extends Revision> {
  /** The URL the revision is served under, base path included (`https://node.example/v1`). */
  readonly baseUrl: string | URL
  /** The revision served there: it decides the list envelopes and the errors lists may answer. */
  readonly revision: R
  /** How requests are sent (default: the global `fetch`). */
  readonly fetch?: FetchLike | undefined
  /** The `X-Request-Id` to send (fixed, or one per request), so a client's logs and the node's can be matched. */
  readonly requestId?: string | (() => string) | undefined
  /** Never read older than already read from nodes that answer from streaming replicas (`monotonicReads`). */
  readonly monotonicReads?: boolean | undefined
  /** An API key, sent as `X-API-Key` on every request (a node that limits rates then counts the key's tier). */
  readonly apiKey?: string | undefined
  /** Retries of a 429 or 503 carrying `Retry-After`, after waiting it and a random share of it up to half (default `DEFAULT_RETRY_AFTER`); `false` = none. */
  readonly retryAfter?: RetryAfterOptions | false | undefined
}

/** How the client answers a 429 or 503 that says when to come back (`Retry-After`). */
export interface RetryAfterOptions {
  /** Retries of one request (default 2). */
  readonly retries?: number | undefined
  /** The longest `Retry-After` waited for, in seconds (default 30): a longer one is returned to the caller at once. */
  readonly maxWaitSeconds?: number | undefined
}

/** Default retries on a `Retry-After`. */
export const DEFAULT_RETRY_AFTER = { retries: 2, maxWaitSeconds: 30 } as const

/** `client` retrying a 429 or 503 with a `Retry-After` of at most `maxWaitSeconds`, up to `retries` times, after waiting that long (spread, `retry_after.ts`). */
function honouringRetryAfter<E, R>(
  client: HttpClient.HttpClient.With<E, R>,
  options: { readonly retries: number; readonly maxWaitSeconds: number }
): HttpClient.HttpClient.With<E, R> {
  return HttpClient.transformResponse(client, (response) => {
    const attempt = (retried: number): Effect.Effect<HttpClientResponse.HttpClientResponse, E, R> =>
      Effect.flatMap(response, (answer) => {
        if (retried >= options.retries || (answer.status !== 429 && answer.status !== 503))
          return Effect.succeed(answer)
        const asked = retryAfterMillis(answer.headers["retry-after"])
        if (asked === undefined || asked > options.maxWaitSeconds * 1000) return Effect.succeed(answer)
        return Effect.andThen(Effect.sleep(Duration.millis(spreadWaitMillis(asked))), attempt(retried + 1))
      })
    return attempt(0)
  })
}

/** The Effect client of a revision: `client.<group>.<endpoint>(request)`. */
export type Client<R extends Revision> = HttpApiClient.ForApi<Api<R>>

/** The classes the client decodes the error bodies an endpoint can declare into, with their statuses. */
const API_ERRORS = [
  [Error400, 400],
  [Error400Atomic, 400],
  [Error400Replacement, 400],
  [Error401, 401],
  [Error404, 404],
  [Error429, 429],
  [Error500, 500],
  [Error503, 503]
] as const

/** The error bodies an endpoint can declare, as the classes the client decodes them into. */
export type ApiError = InstanceType<(typeof API_ERRORS)[number][0]>

/** The first page of any list, as the list endpoints default it (the client asks for both fields). */
export const FIRST_PAGE = { order: "ASC", limit: 20 } as const

/** `client` sending the highest `X-Last-Batch` seen as `X-Min-Batch` on each GET, so no answer is older than one already seen. */
function monotonicReads<E, R>(client: HttpClient.HttpClient.With<E, R>): HttpClient.HttpClient.With<E, R> {
  let seen = -1
  const floored = HttpClient.mapRequest(client, (request) =>
    seen < 0 || request.method !== "GET"
      ? request
      : HttpClientRequest.setHeader(request, MIN_BATCH_HEADER, String(seen))
  )
  return HttpClient.tap(floored, (response) =>
    Effect.sync(() => {
      const value = response.headers[LAST_BATCH_HEADER]
      const batch = value === undefined ? Number.NaN : Number(value)
      if (Number.isSafeInteger(batch) && batch > seen) seen = batch
    })
  )
}

/** The Effect client of the revision served at `options.baseUrl`. */
export function makeClient<R extends Revision>(options: ClientOptions<R>): Effect.Effect<Client<R>> {
  const { fetch: send, requestId } = options
  const transformClient = (client: HttpClient.HttpClient) => {
    let out = client
    if (send !== undefined) {
      const fetch: typeof globalThis.fetch = (input, init) => send(new Request(input, init))
      out = HttpClient.transform(out, (response) => Effect.provideService(response, FetchHttpClient.Fetch, fetch))
    }
    if (requestId !== undefined) {
      out = HttpClient.mapRequest(out, (request) =>
        HttpClientRequest.setHeader(request, "x-request-id", typeof requestId === "string" ? requestId : requestId())
      )
    }
    const apiKey = options.apiKey
    if (apiKey !== undefined)
      out = HttpClient.mapRequest(out, (request) => HttpClientRequest.setHeader(request, "x-api-key", apiKey))
    const retry = options.retryAfter
    if (retry !== false) {
      out = honouringRetryAfter(out, {
        retries: retry?.retries ?? DEFAULT_RETRY_AFTER.retries,
        maxWaitSeconds: retry?.maxWaitSeconds ?? DEFAULT_RETRY_AFTER.maxWaitSeconds
      })
    }
    return options.monotonicReads === true ? monotonicReads(out) : out
  }
  // TypeScript cannot resolve `Api<R>` for a generic `R`: the client of the revision's own description is its `Client<R>`.
  const api = makeApi(options.revision) as unknown as Api<"later">
  return HttpApiClient.make(api, { baseUrl: options.baseUrl, transformClient }).pipe(
    Effect.provide(FetchHttpClient.layer)
  ) as unknown as Effect.Effect<Client<R>>
}

/** A client for code that awaits Promises. */
export interface PromiseClient<R extends Revision> {
  readonly client: Client<R>
  /** Runs one call of the Effect client; resolves with its value or rejects with its error. */
  readonly call: <A, E>(
    request: (client: Client<R>) => Effect.Effect<A, E>,
    options?: { readonly signal?: AbortSignal | undefined }
  ) => Promise<A>
  /** The live events `filters` select, reconnecting by itself; closes when the loop ends; a node without `/events` throws its 404. */
  readonly subscribe: (filters: EventFilters, options?: SubscribeOptions) => AsyncIterable<NodeEventSse>
}

/** The Promise-friendly client of the revision served at `options.baseUrl`. */
export function makePromiseClient<R extends Revision>(options: ClientOptions<R>): PromiseClient<R> {
  const client = Effect.runSync(makeClient(options))
  // The later revision's client over the same options reaches `/events` (made on the first subscription only).
  let events: Client<"later"> | undefined
  const eventsClient = () => (events ??= Effect.runSync(makeClient({ ...options, revision: "later" })))
  return {
    client,
    call: (request, callOptions) => Effect.runPromise(request(client), { signal: callOptions?.signal }),
    subscribe: (filters, subscribeOptions) =>
      Stream.toAsyncIterable(subscribe(eventsClient(), filters, subscribeOptions))
  }
}

/** Whether `u` is one of the `{message, code, type}` error bodies the client decodes. */
export function isApiError(u: unknown): u is ApiError {
  return API_ERRORS.some(([type]) => u instanceof type)
}

/** The HTTP status a decoded error body came with. */
export function apiErrorStatus(error: ApiError): (typeof API_ERRORS)[number][1] {
  return API_ERRORS.find(([type]) => error instanceof type)?.[1] ?? 503
}
