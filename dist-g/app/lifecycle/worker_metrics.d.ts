import type { MetricsGathering } from "../../adapters/http/edge/metrics.ts";
/** How long a worker waits for the supervisor's aggregation before answering its own metrics alone (ms). */
export declare const GATHER_TIMEOUT_MILLIS = 6000;
/** The gathering of worker `worker`; from now on the process answers the supervisor's requests for its metrics. */
export declare function workerMetricsGathering(worker: number): MetricsGathering["Service"];
