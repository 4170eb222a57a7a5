import { HttpServerResponse } from "effect/http";
import { Readable } from "node:stream";
import type { Delivery, Outbox } from "../../../core/use_cases/event_hub.ts";
/** The media type of the stream. */
export declare const EVENT_STREAM_CONTENT_TYPE = "text/event-stream; charset=utf-8";
/** The frame of a delivery; a `resync` names its resume point as `id` (for EventSource), but for `overflow`, which ends the stream. */
export declare function deliveryFrame(delivery: Delivery): Uint8Array;
/** The bytes of one hand-over: its frames, joined once however many subscribers it reaches. */
export declare function chunkOf(deliveries: ReadonlyArray<Delivery>): Uint8Array;
/** Default bytes a subscriber may have waiting before it is cut (`EVENTS_BUFFER_BYTES`). */
export declare const DEFAULT_BUFFER_BYTES: number;
/** An outbox writing into a `Readable` body, full when `maxBytes` wait in it (the hub then cuts the subscriber with a `resync`). */
export declare function responseOutbox(maxBytes: number): {
    readonly outbox: Outbox;
    readonly body: Readable;
};
/** The 200 streaming a subscription whose outbox writes `body`. */
export declare function outboxResponse(body: Readable): HttpServerResponse.HttpServerResponse;
/** The answer to a HEAD: a stream's head, with an empty body. */
export declare function eventStreamHead(): HttpServerResponse.HttpServerResponse;
