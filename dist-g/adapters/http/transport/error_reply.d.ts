/**
 * The error answers the transport writes itself (starting, shutting down, overloaded, no `Host`, and what Node's parser
 * rejects, through a lingering `Connection: close`), with `Cache-Control: no-store` and an `X-Request-Id`. No Effect
 * imports: `app/main.ts` listens before loading it.
 */
import { type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { ErrorType } from "../../../core/error_catalogue.ts";
/** The catalogue types the transport answers with. */
type TransportErrorType = Extract<ErrorType, "ErrStarting" | "ErrRequestTimeout" | "ErrShuttingDown" | "ErrUriTooLong" | "ErrHeadersTooLarge" | "ErrMalformedRequest" | "ErrPayloadTooLarge" | "ErrOverloaded">;
/** Answers `request` with the error `type` (a HEAD gets the headers only); `close` ends the connection after it. */
export declare function writeError(request: IncomingMessage, response: ServerResponse, type: TransportErrorType, message: string, extraHeaders?: Readonly<Record<string, string>>, close?: boolean): void;
/** `writeError` closing the connection once the body has arrived (or after a short wait), so the close does not reset a sending client. */
export declare function writeErrorAndClose(request: IncomingMessage, response: ServerResponse, type: TransportErrorType, message: string, headers: Readonly<Record<string, string>>): void;
/**
 * Which limit a request over Node's header limit broke, found while parsing `chunk`, stopped at `stoppedAt`: the request
 * line (414) if its end precedes where the parser stopped, else the headers (431); failing that, a line without whitespace is a URL.
 */
export declare function overflowType(chunk: Buffer | undefined, stoppedAt: number | undefined): "ErrUriTooLong" | "ErrHeadersTooLarge";
/** What Node's parser errors carry besides the message. */
type ParserError = Error & {
    readonly code?: unknown;
    readonly rawPacket?: unknown;
    readonly bytesParsed?: unknown;
    readonly reason?: unknown;
};
/** The `clientError` listener, once per connection (Node may report it again); a gone client or begun answer is only closed. */
export declare function clientErrorListener(startedOn: (socket: Duplex) => ServerResponse | undefined, maxHeaderSize: number): (error: ParserError, socket: Duplex) => void;
export {};
