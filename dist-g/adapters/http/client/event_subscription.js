/**
 * A resumable subscription to the node's live events: chains connections (no library does), resending the
 * last id as `Last-Event-ID` so the node replays exactly what came after it. End of stream, network failure,
 * 503 and a proxy's 502/504 reconnect with a growing delay; anything else fails the stream.
 */
import { Data, Duration, Effect, Schedule, Stream } from "effect";
import { HttpClientError } from "effect/http";
import { Error503 } from "../api/error_schemas.js";
/** A connection ended normally (or the server asked for a reconnection with `retry:`): reconnect. */
class ConnectionEnded extends Data.TaggedError("ConnectionEnded") {
}
/** Undeclared statuses of a proxy in front of the node whose next attempt may succeed. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);
function isTransient(error) {
    if (error instanceof ConnectionEnded || error instanceof Error503)
        return true;
    if (!HttpClientError.isHttpClientError(error))
        return false;
    const reason = error.reason;
    if (reason._tag === "TransportError")
        return true;
    // The body of a 200 broke off (or was missing): the connection dropped.
    if (reason._tag === "DecodeError" || reason._tag === "EmptyBodyError")
        return reason.response.status === 200;
    return reason._tag === "StatusCodeError" && TRANSIENT_STATUSES.has(reason.response.status);
}
/** The reconnection schedule: exponential delays capped, while the failure is transient and attempts remain. */
function reconnection(options) {
    const maxDelay = Duration.fromInputUnsafe(options?.maxDelay ?? "5 seconds");
    const attempts = options?.attempts ?? Number.POSITIVE_INFINITY;
    return Schedule.exponential(options?.initialDelay ?? "250 millis").pipe(Schedule.modifyDelay(({ duration }) => Effect.succeed(Duration.min(duration, maxDelay))), Schedule.setInputType(), Schedule.while(({ input, attempt }) => attempt <= attempts && isTransient(input)));
}
/** The id to resume after once `event` is received (`last` before it). */
function lastIdAfter(event, last) {
    if (event.event === "resync")
        return event.data.reason === "overflow" ? last : event.data.resumeAfter;
    return event.id ?? last;
}
/** Whether `event` was received already: an event (not a resync) at or below the last id. */
function isReplayed(event, last) {
    return event.event !== "resync" && event.id !== undefined && last !== undefined && event.id <= last;
}
/** The events `filters` select, from `options.after` (or live), across reconnections, as one stream. */
export function subscribe(client, filters, options) {
    return Stream.suspend(() => {
        // One subscription's state, made anew each time the stream is run.
        let last = options?.after;
        const onConnect = options?.onConnect;
        const open = Effect.suspend(() => {
            const resumeAfter = last;
            const opened = client.events.subscribeEvents({ query: filters, headers: resumeAfter === undefined ? {} : { "last-event-id": resumeAfter } });
            return onConnect === undefined ? opened : Effect.tap(opened, () => onConnect(resumeAfter));
        });
        const connection = Stream.unwrap(open).pipe(Stream.catchTag("Retry", () => Stream.fail(new ConnectionEnded())), Stream.filter((event) => {
            const replayed = isReplayed(event, last);
            last = lastIdAfter(event, last);
            return !replayed;
        }), Stream.concat(Stream.fail(new ConnectionEnded())));
        return connection.pipe(Stream.retry(reconnection(options?.retry)), 
        // Only when the attempts ran out after a connection that ended normally.
        Stream.catchTag("ConnectionEnded", () => Stream.empty));
    });
}
