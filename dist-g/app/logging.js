/**
 * The server's logs: Effect's loggers routed into the node's one line writer (`log_writer.ts`), so
 * every line has one shape. `LOG_FORMAT=json` writes pino's lines (`level`, `time`, `pid`,
 * `hostname`, `msg` always text, every field flat — a fiber's annotations, the objects of a log
 * call, a request log line's fields, a failure as `err`); `LOG_FORMAT=pretty` one readable line
 * per event. Without `LOG_FORMAT`, a terminal gets pretty lines and anything else (a file, a pipe,
 * a log collector) JSON. `LOG_LEVEL` sets the minimum level (`info` by default, where the request
 * log writes; `none` silences everything). A worker of several processes (`WEB_CONCURRENCY`) says
 * which one on every line: a `worker` field in JSON, `worker <n>:` leading a pretty line.
 */
import { Cause, Layer, Logger, References } from "effect";
import { toJson } from "effect/Inspectable";
import { REQUEST_LOG_MESSAGE, requestLineOf } from "../adapters/http/edge/access_log.js";
import { defaultLineFormat, logWriter } from "./log_writer.js";
export { defaultLineFormat as defaultLogFormat } from "./log_writer.js";
/** The line level of each Effect level (`All` and `None` never reach a logger as a line's level). */
const LINE_LEVEL = {
    All: "trace",
    Trace: "trace",
    Debug: "debug",
    Info: "info",
    Warn: "warn",
    Error: "error",
    Fatal: "fatal",
    None: "fatal"
};
/** Effect's level for each `LOG_LEVEL` value. */
const LEVELS = {
    trace: "Trace",
    debug: "Debug",
    info: "Info",
    warn: "Warn",
    error: "Error",
    fatal: "Fatal",
    none: "None"
};
/** Whether the request log (level Info) would be written at this `LOG_LEVEL`. */
export function logsRequests(level) {
    return level === "trace" || level === "debug" || level === "info";
}
/** A plain object (not an array, an error or a class instance with its own shape). */
function isPlainObject(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value))
        return false;
    const prototype = Object.getPrototypeOf(value);
    return prototype === Object.prototype || prototype === null;
}
/** Whether `record` has no field. */
function isEmpty(record) {
    for (const _ in record)
        return false;
    return true;
}
/** A value as JSON can hold it (bigints as text, a `toJSON` applied), by Effect's rules for structured logs. */
function jsonValue(value) {
    return typeof value === "bigint" ? String(value) : typeof value === "function" || typeof value === "symbol" ? String(value) : toJson(value);
}
/** The text and fields of one log call: text parts joined into `msg`, plain objects' and the fiber's annotations flat, an error or a failure's cause as `err`. */
export function lineOf(options) {
    const annotations = options.fiber.getRef(References.CurrentLogAnnotations);
    const request = requestLineOf(options.message);
    const fields = {};
    for (const [key, value] of Object.entries(annotations))
        fields[key] = jsonValue(value);
    if (request !== undefined)
        return { msg: REQUEST_LOG_MESSAGE, fields: Object.assign(fields, request.toJSON()) };
    const texts = [];
    for (const part of Array.isArray(options.message) ? options.message : [options.message]) {
        if (typeof part === "string")
            texts.push(part);
        else if (part instanceof Error)
            fields["err"] = part;
        else if (isPlainObject(part))
            for (const [key, value] of Object.entries(part))
                fields[key] = jsonValue(value);
        else
            texts.push(typeof part === "object" && part !== null ? JSON.stringify(jsonValue(part)) : String(part));
    }
    if (options.cause.reasons.length > 0) {
        // pino writes an Error as `err` with its type, message and stack.
        const squashed = Cause.squash(options.cause);
        fields["err"] = squashed instanceof Error ? squashed : new Error(Cause.pretty(options.cause));
    }
    return { msg: texts.join(" "), fields };
}
/** An Effect logger writing each log call as one line of `writer`. */
export function writerLogger(writer) {
    return Logger.make((options) => {
        const level = LINE_LEVEL[options.logLevel];
        if (!writer.enabled(level))
            return;
        const request = requestLineOf(options.message);
        // A request line without annotations is written as its own fields, rendered with its batch.
        if (request !== undefined && isEmpty(options.fiber.getRef(References.CurrentLogAnnotations)))
            return writer.writeFlat(level, REQUEST_LOG_MESSAGE, request.fields);
        const { msg, fields } = lineOf(options);
        writer.write(level, msg, fields);
    });
}
/** The writer of the server's lines by its settings; `annotations` lead every line (a worker's number). */
export function serverLogWriter(settings, annotations = {}) {
    const format = settings.logFormat._tag === "Some" ? settings.logFormat.value : defaultLineFormat(process.stdout.isTTY === true);
    return logWriter({
        format,
        level: settings.logLevel,
        base: annotations.worker === undefined ? {} : { worker: annotations.worker },
        prettyLead: annotations.worker === undefined ? undefined : `worker ${annotations.worker}`
    });
}
/** The loggers and minimum level of the server, by its settings; `annotations` lead every line (a worker's number). */
export function loggingLayer(settings, annotations = {}) {
    return loggingLayerOf(serverLogWriter(settings, annotations), settings.logLevel);
}
/** Effect's loggers replaced by one writing to `writer`, with the minimum level of `level`. */
export function loggingLayerOf(writer, level) {
    return Layer.mergeAll(Logger.layer([writerLogger(writer)]), Layer.succeed(References.MinimumLogLevel, LEVELS[level]));
}
