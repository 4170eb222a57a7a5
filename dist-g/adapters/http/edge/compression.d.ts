/**
 * Response compression by `Accept-Encoding` (RFC 9110 §12.5.3: highest q-value wins, brotli on a tie), on
 * libuv's thread pool. Not `HttpMiddleware.compression`, which adds a pre-response handler per request.
 */
import { Effect } from "effect";
/** The content codings offered, in server preference order. */
export type Coding = "br" | "gzip";
/** Whether a content type is worth compressing. */
export declare function isCompressible(contentType: string | undefined): boolean;
/** The coding to send for `Accept-Encoding`, or undefined to send the body as it is. */
export declare function negotiate(acceptEncoding: string | undefined): Coding | undefined;
/** The body compressed with `coding` (off the event loop). */
export declare function compress(body: Uint8Array, coding: Coding): Effect.Effect<Uint8Array>;
