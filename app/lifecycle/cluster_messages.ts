/** The messages a supervisor and its workers exchange over the cluster's IPC channel (ready, and `/metrics`), each
 * carrying `zk`, its kind, so it is never taken for one of Node's or prom-client's own cluster messages. */

/** A worker is serving: the application is built and it listens on the shared port. */
export interface ReadyMessage {
  readonly zk: "ready"
  /** Its `SHUTDOWN_TIMEOUT_SECONDS`: how long its drain may take. */
  readonly shutdownTimeoutSeconds: number
}

/** A worker asks for the exposition of every worker (request `id`, its own numbering). */
export interface MetricsGatherMessage {
  readonly zk: "metrics-gather"
  readonly id: number
}

/** Every worker's metrics aggregated, answering `metrics-gather` `id` (null: they could not be had). */
export interface MetricsGatheredMessage {
  readonly zk: "metrics-gathered"
  readonly id: number
  readonly text: string | null
}

/** Any message of the protocol. */
export type ClusterMessage = ReadyMessage | MetricsGatherMessage | MetricsGatheredMessage

/** A field of an object, or undefined. */
function field(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined
}

/** The protocol message `value` is, or undefined when it is none (another message, or malformed). */
export function clusterMessageOf(value: unknown): ClusterMessage | undefined {
  const kind = field(value, "zk")
  const id = field(value, "id")
  switch (kind) {
    case "ready": {
      const seconds = field(value, "shutdownTimeoutSeconds")
      return typeof seconds === "number" ? { zk: kind, shutdownTimeoutSeconds: seconds } : undefined
    }
    case "metrics-gather":
      return typeof id === "number" ? { zk: kind, id } : undefined
    case "metrics-gathered": {
      const text = field(value, "text")
      return typeof id === "number" && (typeof text === "string" || text === null) ? { zk: kind, id, text } : undefined
    }
    default:
      return undefined
  }
}
