/**
 * The typed client of the node's HTTP API, derived from the API description of one revision
 * (`makeApi(revision)`), so every request is encoded and every response decoded with the same
 * schemas the server uses: `bigint` amounts, branded scalars, `zk:` codecs.
 *
 * Requests go through Effect's `FetchHttpClient` (the global `fetch` by default; any function
 * from a `Request` to a `Response` works, e.g. an in-process web handler). `makeClient` gives
 * an Effect client: one method per endpoint, grouped as the description groups them
 * (`client.rollupStatus.listBatches({ query })`). `makePromiseClient` wraps it for code that
 * is not written with Effect: `await node.call((c) => c.rollupStatus.getState())`.
 *
 * How errors surface. A method fails with:
 * - the error classes of the description for the `{message, code, type}` bodies the endpoint
 *   declares: `Error400` (a parameter or a rule), `Error404` (no such item; list endpoints of
 *   the earlier revision when empty), `Error500`, `Error503`. They are `Error` instances whose
 *   fields are the body exactly; tell them apart with `instanceof` (`isApiError` matches any,
 *   `apiErrorStatus` gives the HTTP status);
 * - `HttpClientError` when the node cannot be reached or answers a status the endpoint does
 *   not declare (e.g. the 404 of an unknown route when `baseUrl` misses the base path);
 * - `SchemaError` when a request value breaks the description's schema (checked before
 *   sending, so the node never sees it) or a response does not match it.
 * The Promise client rejects with the very same objects.
 *
 * Live events (`GET /events`, revisions that serve them). `subscribe(client, filters, { after })`
 * (`event_subscription.ts`, re-exported here) is an Effect `Stream` of decoded events that
 * reconnects by itself — with a growing delay, sending the last event id received as
 * `Last-Event-ID` — so its consumer sees every event once, in order, across dropped connections;
 * it fails on what a reconnection cannot fix (a 400 as `Error400`). The Promise client gives the
 * same stream as an async iterable: `for await (const event of node.subscribe({ accountIndex }))`,
 * the connection closed when the loop ends (`break`, `return`, a throw) and the stream's failure
 * thrown from the loop.
 */
import { Effect, Stream } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import type { Revision } from "../../../core/revision/revision.ts"
import { type Api, makeApi } from "../api/api.ts"
import { Error400, Error404, Error500, Error503 } from "../api/error_schemas.ts"
import { type EventFilters, type SubscribeOptions, subscribe } from "./event_subscription.ts"
import type { NodeEventSse } from "../api/groups/events.ts"
import { monotonicReads } from "./monotonic_reads.ts"

export {
  type EventFilters,
  type RetryOptions,
  subscribe,
  type SubscribeOptions,
  type SubscriptionError
} from "./event_subscription.ts"
export type { NodeEventSse } from "../api/groups/events.ts"

/** Something that answers a `Request` with a `Response`: the global `fetch`, or a web handler. */
export type FetchLike = (request: Request) => Promise<Response>

/** Where the client talks to, and which revision of the API it speaks. */
export interface ClientOptions<R extends Revision> {
  /** The URL the revision is served under, base path included (`http://localhost:4010`, `https://node.example/v1`). */
  readonly baseUrl: string | URL
  /** The revision served there: it decides the list envelopes and the errors lists may answer. */
  readonly revision: R
  /** How requests are sent (default: the global `fetch`). */
  readonly fetch?: FetchLike | undefined
  /**
   * The `X-Request-Id` to send (a fixed id, or a function giving one per request; 1–128 characters
   * of letters, digits and `-_.:/+=`): the node echoes it and writes it on its log lines, so a
   * client's logs and the node's can be matched. Absent: the node generates one.
   */
  readonly requestId?: string | (() => string) | undefined
  /**
   * Never read older than already read, against nodes that answer from streaming replicas: send
   * the highest `X-Last-Batch` answered so far as `X-Min-Batch` on every GET (`monotonic_reads.ts`;
   * default false).
   */
  readonly monotonicReads?: boolean | undefined
}

/** The Effect client of a revision: `client.<group>.<endpoint>(request)`. */
export type Client<R extends Revision> = HttpApiClient.ForApi<Api<R>>

/** The error bodies an endpoint can declare, as the classes the client decodes them into. */
export type ApiError = Error400 | Error404 | Error500 | Error503

/** The first page of any list, as the list endpoints default it (the client asks for both fields). */
export const FIRST_PAGE = { order: "ASC", limit: 20 } as const

/** The FetchHttpClient's `fetch` signature over a function of a `Request`. */
function fetchThrough(send: FetchLike): typeof globalThis.fetch {
  return (input, init) => send(new Request(input, init))
}

/** The Effect client of the revision served at `options.baseUrl`. */
export function makeClient<R extends Revision>(options: ClientOptions<R>): Effect.Effect<Client<R>> {
  const send = options.fetch
  const requestId = options.requestId
  const through = (client: HttpClient.HttpClient) =>
    send === undefined
      ? client
      : HttpClient.transform(client, (response) => Effect.provideService(response, FetchHttpClient.Fetch, fetchThrough(send)))
  const identified = (client: HttpClient.HttpClient) =>
    requestId === undefined
      ? client
      : HttpClient.mapRequest(client, (request) =>
        HttpClientRequest.setHeader(request, "x-request-id", typeof requestId === "string" ? requestId : requestId()))
  const floored = (client: HttpClient.HttpClient) => (options.monotonicReads === true ? monotonicReads(client) : client)
  const transformClient = send === undefined && requestId === undefined && options.monotonicReads !== true
    ? undefined
    : (client: HttpClient.HttpClient) => floored(identified(through(client)))
  // TypeScript cannot resolve `Api<R>` for a generic `R`: the client of the revision's own description is its `Client<R>`.
  const api = makeApi(options.revision) as unknown as Api<"later">
  return HttpApiClient.make(api, { baseUrl: options.baseUrl, transformClient }).pipe(
    Effect.provide(FetchHttpClient.layer)
  ) as unknown as Effect.Effect<Client<R>>
}

/** A client for code that awaits Promises. */
export interface PromiseClient<R extends Revision> {
  /** The Effect client underneath. */
  readonly client: Client<R>
  /** Runs one call of the Effect client; resolves with its value or rejects with its error (see the module's notes). */
  readonly call: <A, E>(
    request: (client: Client<R>) => Effect.Effect<A, E>,
    options?: { readonly signal?: AbortSignal | undefined }
  ) => Promise<A>
  /**
   * The live events `filters` select (`GET /events`; see the module's notes) as an async
   * iterable, reconnecting by itself; iterating it again opens a new subscription. Against a
   * node whose revision has no `/events` the loop throws the `HttpClientError` of its 404.
   */
  readonly subscribe: (filters: EventFilters, options?: SubscribeOptions) => AsyncIterable<NodeEventSse>
}

/** The Promise-friendly client of the revision served at `options.baseUrl`. */
export function makePromiseClient<R extends Revision>(options: ClientOptions<R>): PromiseClient<R> {
  const client = Effect.runSync(makeClient(options))
  // The events are served by the revisions whose description has them: the later one's client
  // over the same options reaches them (made on the first subscription only).
  let events: Client<"later"> | undefined
  const eventsClient = () => (events ??= Effect.runSync(makeClient({ ...options, revision: "later" })))
  return {
    client,
    call: (request, callOptions) => Effect.runPromise(request(client), { signal: callOptions?.signal }),
    subscribe: (filters, subscribeOptions) => Stream.toAsyncIterable(subscribe(eventsClient(), filters, subscribeOptions))
  }
}

/** Whether `u` is one of the `{message, code, type}` error bodies the client decodes. */
export function isApiError(u: unknown): u is ApiError {
  return u instanceof Error400 || u instanceof Error404 || u instanceof Error500 || u instanceof Error503
}

/** The HTTP status a decoded error body came with. */
export function apiErrorStatus(error: ApiError): 400 | 404 | 500 | 503 {
  if (error instanceof Error400) return 400
  if (error instanceof Error404) return 404
  if (error instanceof Error500) return 500
  return 503
}
