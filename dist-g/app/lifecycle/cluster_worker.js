/** The variable holding a worker's number. */
export const WORKER_NUMBER_VARIABLE = "WEB_CONCURRENCY_WORKER";
/** The variable saying when a worker listens: `at-once` or `when-ready`. */
export const WORKER_LISTEN_VARIABLE = "WEB_CONCURRENCY_LISTEN";
/** The variables a worker is forked with. */
export function workerVariables(worker) {
    return { [WORKER_NUMBER_VARIABLE]: String(worker.worker), [WORKER_LISTEN_VARIABLE]: worker.listen };
}
/** This process as a worker (`isWorker`: it was forked by a cluster primary), or undefined when it is none. */
export function clusterWorkerOf(environment, options) {
    if (!options.isWorker)
        return undefined;
    const worker = Number(environment[WORKER_NUMBER_VARIABLE]);
    if (!Number.isInteger(worker) || worker < 1)
        return undefined;
    return { worker, listen: environment[WORKER_LISTEN_VARIABLE] === "when-ready" ? "when-ready" : "at-once" };
}
/** Tells the supervisor this worker serves (nothing when there is no IPC channel). */
export function reportReady(shutdownTimeoutSeconds) {
    const message = { zk: "ready", shutdownTimeoutSeconds };
    if (process.connected)
        process.send?.(message);
}
