/**
 * A resumable subscription to the node's live events: chains connections (no library does), resending the
 * last id as `Last-Event-ID` so the node replays exactly what came after it. End of stream, network failure,
 * 503 and a proxy's 502/504 reconnect with a growing delay; anything else fails the stream.
 */
import { Duration, Effect, Stream } from "effect";
import type { Sse } from "effect/encoding";
import { HttpClientError } from "effect/http";
import type { SchemaError } from "effect/Schema";
import type { EventId } from "../../../core/domain/node_event.ts";
import type { Events } from "../../../core/use_cases/mod.ts";
import type { HttpApiClient } from "effect/http-api";
import type { Api } from "../api/api.ts";
import { type Error400, type Error500, Error503 } from "../api/error_schemas.ts";
import type { NodeEventSse } from "../api/groups/events.ts";
/** A typed client of a revision that serves the live events. */
export interface EventsClient {
    readonly events: HttpApiClient.ForApi<Api<"later">>["events"];
}
/** What to receive: `GET /events`'s filters (`types`, `accountIndex`, `zkEthereumAddress`, `BJJ`, `tokenId`, `txId`). */
export type EventFilters = Omit<Events.SubscribeQuery, "after">;
/** How long to wait before reconnecting, and how often to try. */
export interface RetryOptions {
    /** The first delay (default 250 ms); each failed attempt in a row doubles it. */
    readonly initialDelay?: Duration.Input | undefined;
    /** The longest delay (default 5 s). */
    readonly maxDelay?: Duration.Input | undefined;
    /** Reconnections in a row without an event before the stream gives up: it fails with the last failure, or ends (default: never). */
    readonly attempts?: number | undefined;
}
/** Where the subscription starts and how it reconnects. */
export interface SubscribeOptions {
    /** Replay the events after this id first (default: live from the first connection on). */
    readonly after?: EventId | undefined;
    readonly retry?: RetryOptions | undefined;
    /** Runs each time a connection opens (the node has registered it), with the id it resumes after. */
    readonly onConnect?: ((resumeAfter: EventId | undefined) => Effect.Effect<void>) | undefined;
}
/** How a subscription fails. */
export type SubscriptionError = Error400 | Error500 | Error503 | HttpClientError.HttpClientError | SchemaError | Sse.SseError;
/** The events `filters` select, from `options.after` (or live), across reconnections, as one stream. */
export declare function subscribe(client: EventsClient, filters: EventFilters, options?: SubscribeOptions): Stream.Stream<NodeEventSse, SubscriptionError>;
