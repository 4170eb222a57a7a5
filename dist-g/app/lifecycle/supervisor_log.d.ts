/** The levels the supervisor writes at. */
export type SupervisorLevel = "info" | "warn" | "error" | "fatal";
/** Writes one line. */
export type SupervisorLog = (level: SupervisorLevel, message: string, fields?: Readonly<Record<string, unknown>>) => void;
/** A log by the variables `LOG_FORMAT` and `LOG_LEVEL`, to standard output or `write` (one call per line); `isTerminal`: whether standard output is a terminal. */
export declare function supervisorLog(environment: Readonly<Record<string, string | undefined>>, options: {
    readonly isTerminal: boolean;
    readonly write?: ((line: string) => void) | undefined;
}): SupervisorLog;
