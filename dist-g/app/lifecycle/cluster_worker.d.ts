/** The variable holding a worker's number. */
export declare const WORKER_NUMBER_VARIABLE = "WEB_CONCURRENCY_WORKER";
/** The variable saying when a worker listens: `at-once` or `when-ready`. */
export declare const WORKER_LISTEN_VARIABLE = "WEB_CONCURRENCY_LISTEN";
/** When a worker listens on the shared port. */
export type ListenMoment = "at-once" | "when-ready";
/** A worker of a supervisor. */
export interface ClusterWorker {
    /** Its number, 1…N. */
    readonly worker: number;
    readonly listen: ListenMoment;
}
/** The variables a worker is forked with. */
export declare function workerVariables(worker: ClusterWorker): Record<string, string>;
/** This process as a worker (`isWorker`: it was forked by a cluster primary), or undefined when it is none. */
export declare function clusterWorkerOf(environment: Readonly<Record<string, string | undefined>>, options: {
    readonly isWorker: boolean;
}): ClusterWorker | undefined;
/** Tells the supervisor this worker serves (nothing when there is no IPC channel). */
export declare function reportReady(shutdownTimeoutSeconds: number): void;
