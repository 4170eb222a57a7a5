/**
 * The request log line (its fields: docs/operations.md, "Logs"), one per request through Effect's loggers at level
 * Info, written by the edge just before the response is sent so that it describes the response as it goes out; the
 * route is its template, never the raw URL, which may carry addresses. A logger renders it by its fields (`toJSON`).
 */
import { type Fiber } from "effect";
import type { HttpServerResponse } from "effect/http";
import type { RequestFacts } from "./request_context.ts";
/** The label of a request that matched no route. */
export declare const UNMATCHED_ROUTE = "unmatched";
/** The message text of a request log line. */
export declare const REQUEST_LOG_MESSAGE = "request";
/** The fields of a request log line. */
export type RequestLogFields = {
    readonly method: string;
    readonly route: string;
    readonly status: number;
    /** Milliseconds from arrival to the response being ready, to 0.01 ms. */
    readonly durationMs: number;
    /** Body bytes sent (after compression), when known. */
    readonly bytes: number | undefined;
    readonly requestId: string;
    /** Who asked: an API key's name or the client's address, when known. */
    readonly client?: string | undefined;
    /** The error body's `type` of a 4xx or 5xx (`ErrNotFound`). */
    readonly errorType?: string | undefined;
    /** The cause of a 5xx, as text. */
    readonly cause?: string | undefined;
};
/** One request's log line, the second part of the message of a log call (`["request", line]`). */
export declare class RequestLogLine {
    readonly fields: RequestLogFields;
    constructor(fields: RequestLogFields);
    /** The fields as an object (what a structured logger prints), without the absent ones. */
    toJSON(): Record<string, unknown>;
}
/** The request log line of a log call's message, if it is one. */
export declare function requestLineOf(message: unknown): RequestLogLine | undefined;
/**
 * Writes the log line of a response about to be sent (`now` is `performance.now()` as it goes)
 * to the loggers of `fiber` (the request's), as `Effect.logInfo("request", line)` would, skipped
 * below the minimum log level. Called from inside the edge's own step, so no effect is built and
 * run for it per request.
 */
export declare function logRequest(fiber: Fiber.Fiber<unknown, unknown>, method: string, route: string, response: HttpServerResponse.HttpServerResponse, facts: RequestFacts, now: number): void;
