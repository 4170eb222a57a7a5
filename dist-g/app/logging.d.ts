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
import { Layer, Logger } from "effect";
import type { EdgeSettings, LogLevelName } from "./config.ts";
import { type LogWriter } from "./log_writer.ts";
export { defaultLineFormat as defaultLogFormat } from "./log_writer.ts";
/** Whether the request log (level Info) would be written at this `LOG_LEVEL`. */
export declare function logsRequests(level: LogLevelName): boolean;
/** Fields a process adds to every line: a worker of a supervisor (`lifecycle/supervisor.ts`) says which one it is. */
export interface ProcessAnnotations {
    /** The worker's number, 1…N, when the process is one of `WEB_CONCURRENCY` workers. */
    readonly worker?: number | undefined;
}
/** The text and fields of one log call: text parts joined into `msg`, plain objects' and the fiber's annotations flat, an error or a failure's cause as `err`. */
export declare function lineOf(options: Logger.Options<unknown>): {
    readonly msg: string;
    readonly fields: Readonly<Record<string, unknown>>;
};
/** An Effect logger writing each log call as one line of `writer`. */
export declare function writerLogger(writer: LogWriter): Logger.Logger<unknown, void>;
/** The writer of the server's lines by its settings; `annotations` lead every line (a worker's number). */
export declare function serverLogWriter(settings: Pick<EdgeSettings, "logFormat" | "logLevel">, annotations?: ProcessAnnotations): LogWriter;
/** The loggers and minimum level of the server, by its settings; `annotations` lead every line (a worker's number). */
export declare function loggingLayer(settings: Pick<EdgeSettings, "logFormat" | "logLevel">, annotations?: ProcessAnnotations): Layer.Layer<never>;
/** Effect's loggers replaced by one writing to `writer`, with the minimum level of `level`. */
export declare function loggingLayerOf(writer: LogWriter, level: LogLevelName): Layer.Layer<never>;
