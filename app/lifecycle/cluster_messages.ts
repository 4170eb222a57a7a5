/**
 * The messages a supervisor (`supervisor.ts`) and its workers exchange over the cluster's IPC
 * channel: a worker says it is ready (and how long its shutdown may take); for `/metrics`, a
 * worker asks for every worker's exposition, the supervisor asks each ready worker to render its
 * own and hands the texts back to the one that asked (`metrics_relay.ts`, `worker_metrics.ts`).
 * Each carries `zk` (its kind), so it is never taken for one of Node's own cluster messages.
 */

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

/** The supervisor asks a worker for its own exposition (request `id`, the supervisor's numbering). */
export interface MetricsRenderMessage {
  readonly zk: "metrics-render"
  readonly id: number
}

/** A worker's own exposition, answering `metrics-render` `id`. */
export interface MetricsTextMessage {
  readonly zk: "metrics-text"
  readonly id: number
  readonly text: string
}

/** One worker's exposition text. */
export interface WorkerText {
  /** The worker's number (1…N). */
  readonly worker: number
  readonly text: string
}

/** Every ready worker's exposition, answering `metrics-gather` `id`. */
export interface MetricsGatheredMessage {
  readonly zk: "metrics-gathered"
  readonly id: number
  readonly texts: ReadonlyArray<WorkerText>
}

/** Any message of the protocol. */
export type ClusterMessage = ReadyMessage | MetricsGatherMessage | MetricsRenderMessage | MetricsTextMessage | MetricsGatheredMessage

/** A field of an object, or undefined. */
function field(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined
}

/** The texts of a `metrics-gathered` message, when well formed. */
function workerTexts(value: unknown): ReadonlyArray<WorkerText> | undefined {
  if (!Array.isArray(value)) return undefined
  const texts: Array<WorkerText> = []
  for (const item of value) {
    const worker = field(item, "worker")
    const text = field(item, "text")
    if (typeof worker !== "number" || typeof text !== "string") return undefined
    texts.push({ worker, text })
  }
  return texts
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
    case "metrics-render":
      return typeof id === "number" ? { zk: kind, id } : undefined
    case "metrics-text": {
      const text = field(value, "text")
      return typeof id === "number" && typeof text === "string" ? { zk: kind, id, text } : undefined
    }
    case "metrics-gathered": {
      const texts = workerTexts(field(value, "texts"))
      return typeof id === "number" && texts !== undefined ? { zk: kind, id, texts } : undefined
    }
    default:
      return undefined
  }
}
