/** The levels a line is written at, from the most verbose. */
export declare const LINE_LEVELS: readonly ["trace", "debug", "info", "warn", "error", "fatal"];
/** A line's level. */
export type LineLevel = typeof LINE_LEVELS[number];
/** A minimum level: a line level, or `none` (nothing is written). */
export type MinimumLevel = LineLevel | "none";
/** A line's format. */
export type LineFormat = "json" | "pretty";
/** Writes lines. */
export interface LogWriter {
    /** Whether a line at `level` is written. */
    readonly enabled: (level: LineLevel) => boolean;
    /** Writes one line: `msg` and its fields (flat; values must be JSON-serialisable, an `err` Error is written as pino writes errors). */
    readonly write: (level: LineLevel, msg: string, fields?: Readonly<Record<string, unknown>>) => void;
    /** Writes one line whose fields are text, numbers, booleans or absent, none named as pino's own, and never change after (the request log line): rendered when its batch is written. */
    readonly writeFlat: (level: LineLevel, msg: string, fields: Readonly<Record<string, unknown>>) => void;
    /** Resolves once every line written so far is out. */
    readonly flush: () => Promise<void>;
}
/** How a writer writes. */
export interface LogWriterOptions {
    readonly format: LineFormat;
    readonly level: MinimumLevel;
    /** Fields of every line, after pino's own (a worker's number, `supervisor`). */
    readonly base?: Readonly<Record<string, unknown>> | undefined;
    /** What leads a pretty line's message (`worker 2`, `supervisor`). */
    readonly prettyLead?: string | undefined;
    /** Where lines go (one call per line); default: standard output through pino's asynchronous destination. */
    readonly destination?: {
        readonly write: (line: string) => void;
    } | undefined;
}
/** Resolves once every line this process wrote to standard output is out: await it before `process.exit`. */
export declare function logsWritten(): Promise<void>;
/** The format used when `LOG_FORMAT` is absent: pretty on a terminal, JSON otherwise. */
export declare function defaultLineFormat(isTerminal: boolean): LineFormat;
/** A flat line's parts: pino's level number, the epoch milliseconds it was written at, its message and fields. */
export interface FlatLine {
    readonly level: number;
    readonly time: number;
    readonly msg: string;
    readonly fields: Readonly<Record<string, unknown>>;
}
/**
 * The line pino writes for a flat line after `bindings` (the pid, hostname and base fields as pino rendered them):
 * the request log line is rendered here, in its batch, where pino would render it in its request
 * (bench:http's token and history rows, against the same build rendering with pino).
 */
export declare function flatLine(line: FlatLine, bindings: string): string;
/** One readable line (with its newline): time, level, message, fields; a multi-line `err` stack follows, indented. */
export declare function prettyLine(level: LineLevel, msg: string, fields: Readonly<Record<string, unknown>>, date: Date): string;
/** A writer by `options`. */
export declare function logWriter(options: LogWriterOptions): LogWriter;
/** `LOG_LEVEL` of `environment` when it is a level, else `info` (a bad value is reported by the configuration's check). */
export declare function environmentLogLevel(environment: Readonly<Record<string, string | undefined>>): MinimumLevel;
/** A writer by `LOG_FORMAT` and `LOG_LEVEL` of `environment` (a bad value falls back to the default, reported by the configuration's check). */
export declare function environmentLogWriter(environment: Readonly<Record<string, string | undefined>>, options: Omit<LogWriterOptions, "format" | "level"> & {
    readonly isTerminal: boolean;
}): LogWriter;
