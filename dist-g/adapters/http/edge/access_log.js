/**
 * The request log line (its fields: docs/operations.md, "Logs"), one per request through Effect's loggers at level
 * Info, written by the edge just before the response is sent so that it describes the response as it goes out; the
 * route is its template, never the raw URL, which may carry addresses. A logger renders it by its fields (`toJSON`).
 */
import { Cause, Clock, Context, Logger, LogLevel, References } from "effect";
/** The label of a request that matched no route. */
export const UNMATCHED_ROUTE = "unmatched";
/** The message text of a request log line. */
export const REQUEST_LOG_MESSAGE = "request";
/** The number of body bytes of a response, when known. */
function bodyBytes(response) {
    const body = response.body;
    if (body._tag === "Empty")
        return 0;
    if (body._tag === "Uint8Array")
        return body.contentLength;
    const header = response.headers["content-length"];
    return header === undefined ? body.contentLength : Number(header);
}
/** One request's log line, the second part of the message of a log call (`["request", line]`). */
export class RequestLogLine {
    fields;
    constructor(fields) {
        this.fields = fields;
    }
    /** The fields as an object (what a structured logger prints), without the absent ones. */
    toJSON() {
        const fields = {};
        for (const [key, value] of Object.entries(this.fields))
            if (value !== undefined)
                fields[key] = value;
        return fields;
    }
}
/** The `type` of an error body (`{"message":…,"code":…,"type":"ErrNotFound"}`), read only for a 4xx or 5xx. */
function errorTypeOf(response) {
    const body = response.body;
    if (response.status < 400 || body._tag !== "Uint8Array" || !body.contentType.endsWith("json"))
        return undefined;
    try {
        const parsed = JSON.parse(body.text ?? new TextDecoder().decode(body.body));
        const type = typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "type") : undefined;
        return typeof type === "string" ? type : undefined;
    }
    catch {
        return undefined;
    }
}
/** The request log line of a log call's message, if it is one. */
export function requestLineOf(message) {
    if (!Array.isArray(message) || message.length !== 2 || message[0] !== REQUEST_LOG_MESSAGE)
        return undefined;
    const line = message[1];
    return line instanceof RequestLogLine ? line : undefined;
}
/**
 * Writes the log line of a response about to be sent (`now` is `performance.now()` as it goes)
 * to the loggers of `fiber` (the request's), as `Effect.logInfo("request", line)` would, skipped
 * below the minimum log level. Called from inside the edge's own step, so no effect is built and
 * run for it per request.
 */
export function logRequest(fiber, method, route, response, facts, now) {
    const context = fiber.context;
    if (LogLevel.isGreaterThan(Context.getUnsafe(context, References.MinimumLogLevel), "Info"))
        return;
    const durationMs = Math.round((now - facts.startedAt) * 100) / 100;
    const line = new RequestLogLine({
        method,
        route,
        status: response.status,
        durationMs,
        bytes: bodyBytes(response),
        requestId: facts.id,
        client: facts.client,
        errorType: errorTypeOf(response),
        cause: facts.failure
    });
    const options = {
        message: [REQUEST_LOG_MESSAGE, line],
        logLevel: "Info",
        cause: Cause.empty,
        fiber,
        date: new Date(Context.getUnsafe(context, Clock.Clock).currentTimeMillisUnsafe())
    };
    for (const logger of Context.getUnsafe(context, Logger.CurrentLoggers))
        logger.log(options);
}
