/** A worker's shutdown timeout until it reports its own (`DEFAULT_SHUTDOWN_TIMEOUT_SECONDS` of `app/config.ts`; tested equal). */
export declare const SUPERVISOR_DEFAULT_SHUTDOWN_SECONDS = 10;
/** How long after a worker's own watchdog would have ended it the supervisor kills it (s). */
export declare const STOP_MARGIN_SECONDS = 5;
/**
 * Runs the supervisor of `workers` processes with the environment of this process: refuses
 * (exit code 1) or forks them and supervises them until SIGTERM or SIGINT. Returns at once.
 */
export declare function superviseWorkers(workers: number): void;
