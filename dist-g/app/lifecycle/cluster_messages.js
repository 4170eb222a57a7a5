/**
 * The messages a supervisor (`supervisor.ts`) and its workers exchange over the cluster's IPC
 * channel: a worker says it is ready (and how long its shutdown may take); for `/metrics`, a
 * worker asks for every worker's metrics and the supervisor answers prom-client's aggregation of
 * them (`worker_metrics.ts`). prom-client's own cluster messages carry no `zk`.
 * Each carries `zk` (its kind), so it is never taken for one of Node's own cluster messages.
 */
/** A field of an object, or undefined. */
function field(value, name) {
    return typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined;
}
/** The protocol message `value` is, or undefined when it is none (another message, or malformed). */
export function clusterMessageOf(value) {
    const kind = field(value, "zk");
    const id = field(value, "id");
    switch (kind) {
        case "ready": {
            const seconds = field(value, "shutdownTimeoutSeconds");
            return typeof seconds === "number" ? { zk: kind, shutdownTimeoutSeconds: seconds } : undefined;
        }
        case "metrics-gather":
            return typeof id === "number" ? { zk: kind, id } : undefined;
        case "metrics-gathered": {
            const text = field(value, "text");
            return typeof id === "number" && (typeof text === "string" || text === null) ? { zk: kind, id, text } : undefined;
        }
        default:
            return undefined;
    }
}
