/** A resumable subscription to the node's live events: chains connections (no library does), resending `Last-Event-ID`;
 * end of stream, network failures, 503, 429 (the client's share of the streams, or its budget, spent for now) and
 * 502/504 reconnect with a growing delay, anything else fails the stream. */
import { Data, Duration, Effect, Schedule, Stream } from "effect"
import type { Sse } from "effect/encoding"
import { HttpClientError } from "effect/http"
import type { SchemaError } from "effect/Schema"
import type { EventId } from "../../../core/domain/node_event.ts"
import type { SubscribeQuery } from "../../../core/domain/event_subscription.ts"
import type { HttpApiClient } from "effect/http-api"
import type { Api } from "../api/api.ts"
import { type Error400, Error429, type Error500, Error503 } from "../api/error_schemas.ts"
import type { NodeEventSse } from "../api/groups/events.ts"

/** A typed client of a revision that serves the live events. */
export interface EventsClient {
  readonly events: HttpApiClient.ForApi<Api<"later">>["events"]
}

/** What to receive: `GET /events`'s filters (`types`, `accountIndex`, `zkEthereumAddress`, `BJJ`, `tokenId`, `txId`). */
export type EventFilters = Omit<SubscribeQuery, "after">

/** How long to wait before reconnecting, and how often to try. */
export interface RetryOptions {
  /** The first delay (default 250 ms); each failed attempt in a row doubles it. */
  readonly initialDelay?: Duration.Input | undefined
  /** The longest delay (default 5 s). */
  readonly maxDelay?: Duration.Input | undefined
  /** Reconnections in a row without an event before the stream gives up: it fails with the last failure, or ends (default: never). */
  readonly attempts?: number | undefined
}

/** Where the subscription starts and how it reconnects. */
export interface SubscribeOptions {
  /** Replay the events after this id first (default: live from the first connection on). */
  readonly after?: EventId | undefined
  readonly retry?: RetryOptions | undefined
  /** Runs each time a connection opens (the node has registered it), with the id it resumes after. */
  readonly onConnect?: ((resumeAfter: EventId | undefined) => Effect.Effect<void>) | undefined
}

/** How a subscription fails. */
export type SubscriptionError =
  | Error400
  | Error429
  | Error500
  | Error503
  | HttpClientError.HttpClientError
  | SchemaError
  | Sse.SseError

/** A connection ended normally (or the server asked for a reconnection with `retry:`): reconnect. */
// biome-ignore lint/complexity/noBannedTypes: a tagged error without fields is declared with `{}`
class ConnectionEnded extends Data.TaggedError("ConnectionEnded")<{}> {}

/** Undeclared statuses of a proxy in front of the node whose next attempt may succeed. */
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])

function isTransient(error: SubscriptionError | ConnectionEnded): boolean {
  if (error instanceof ConnectionEnded || error instanceof Error503 || error instanceof Error429) return true
  if (!HttpClientError.isHttpClientError(error)) return false
  const reason = error.reason
  if (reason._tag === "TransportError") return true
  // The body of a 200 broke off (or was missing): the connection dropped.
  if (reason._tag === "DecodeError" || reason._tag === "EmptyBodyError") return reason.response.status === 200
  return reason._tag === "StatusCodeError" && TRANSIENT_STATUSES.has(reason.response.status)
}

/** The reconnection schedule: exponential delays capped, while the failure is transient and attempts remain. */
function reconnection(options: RetryOptions | undefined) {
  const maxDelay = Duration.fromInputUnsafe(options?.maxDelay ?? "5 seconds")
  const attempts = options?.attempts ?? Number.POSITIVE_INFINITY
  return Schedule.exponential(options?.initialDelay ?? "250 millis").pipe(
    Schedule.modifyDelay(({ duration }) => Effect.succeed(Duration.min(duration, maxDelay))),
    Schedule.setInputType<SubscriptionError | ConnectionEnded>(),
    Schedule.while(({ input, attempt }) => attempt <= attempts && isTransient(input))
  )
}

/** The id to resume after once `event` is received (`last` before it). */
function lastIdAfter(event: NodeEventSse, last: EventId | undefined): EventId | undefined {
  if (event.event === "resync") return event.data.reason === "overflow" ? last : event.data.resumeAfter
  return event.id ?? last
}

/** Whether `event` was received already: an event (not a resync) at or below the last id. */
function isReplayed(event: NodeEventSse, last: EventId | undefined): boolean {
  return event.event !== "resync" && event.id !== undefined && last !== undefined && event.id <= last
}

/** The events `filters` select, from `options.after` (or live), across reconnections, as one stream. */
export function subscribe(
  client: EventsClient,
  filters: EventFilters,
  options?: SubscribeOptions
): Stream.Stream<NodeEventSse, SubscriptionError> {
  return Stream.suspend(() => {
    // One subscription's state, made anew each time the stream is run.
    let last = options?.after
    const onConnect = options?.onConnect
    const open = Effect.suspend(() => {
      const resumeAfter = last
      const opened = client.events.subscribeEvents({
        query: filters,
        headers: resumeAfter === undefined ? {} : { "last-event-id": resumeAfter }
      })
      return onConnect === undefined ? opened : Effect.tap(opened, () => onConnect(resumeAfter))
    })
    const connection = Stream.unwrap(open).pipe(
      Stream.catchTag("Retry", () => Stream.fail(new ConnectionEnded())),
      Stream.filter((event) => {
        const replayed = isReplayed(event, last)
        last = lastIdAfter(event, last)
        return !replayed
      }),
      Stream.concat(Stream.fail(new ConnectionEnded()))
    )
    return connection.pipe(
      Stream.retry(reconnection(options?.retry)),
      // Only when the attempts ran out after a connection that ended normally.
      Stream.catchTag("ConnectionEnded", () => Stream.empty)
    )
  })
}
