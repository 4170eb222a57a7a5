/** A request as the one request path reads it, whatever transport built it: nothing past the transports knows where it came from. */
import type { Effect } from "effect";
import type { EdgeRequest } from "../edge/request_context.ts";
/** Why a body could not be read: over the limit, or cut off / not readable. */
export type BodyFailure = "TooLarge" | "Unreadable";
/** A request of any transport. */
export interface ServerRequest extends EdgeRequest {
    /** The body's bytes as UTF-8 text, read to its end, failing when it exceeds `maxBytes` or cannot be read. */
    readonly text: (maxBytes: number) => Effect.Effect<string, BodyFailure>;
}
/** Largest accepted request body. */
export declare const MAX_BODY_BYTES: number;
/** Whether a declared `Content-Length` already exceeds `maxBytes`. */
export declare function declaredTooLarge(headers: EdgeRequest["headers"], maxBytes: number): boolean;
