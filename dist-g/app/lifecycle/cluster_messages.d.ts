/**
 * The messages a supervisor (`supervisor.ts`) and its workers exchange over the cluster's IPC
 * channel: a worker says it is ready (and how long its shutdown may take); for `/metrics`, a
 * worker asks for every worker's metrics and the supervisor answers prom-client's aggregation of
 * them (`worker_metrics.ts`). prom-client's own cluster messages carry no `zk`.
 * Each carries `zk` (its kind), so it is never taken for one of Node's own cluster messages.
 */
/** A worker is serving: the application is built and it listens on the shared port. */
export interface ReadyMessage {
    readonly zk: "ready";
    /** Its `SHUTDOWN_TIMEOUT_SECONDS`: how long its drain may take. */
    readonly shutdownTimeoutSeconds: number;
}
/** A worker asks for the exposition of every worker (request `id`, its own numbering). */
export interface MetricsGatherMessage {
    readonly zk: "metrics-gather";
    readonly id: number;
}
/** Every worker's metrics aggregated, answering `metrics-gather` `id` (null: they could not be had). */
export interface MetricsGatheredMessage {
    readonly zk: "metrics-gathered";
    readonly id: number;
    readonly text: string | null;
}
/** Any message of the protocol. */
export type ClusterMessage = ReadyMessage | MetricsGatherMessage | MetricsGatheredMessage;
/** The protocol message `value` is, or undefined when it is none (another message, or malformed). */
export declare function clusterMessageOf(value: unknown): ClusterMessage | undefined;
