/** `/metrics` on a worker of several processes: the worker asks the supervisor for every worker's registry merged, and
 * answers its own metrics alone when no answer comes in time. */
import { Effect } from "effect"
import { AggregatorRegistry } from "prom-client"
import type { MetricsGathering } from "../../adapters/http/edge/metrics.ts"
import { processRegistry } from "../../adapters/metrics/process_registry.ts"
import { clusterMessageOf, type MetricsGatherMessage } from "./cluster_messages.ts"

/** How long a worker waits for the supervisor's aggregation before answering its own metrics alone (ms). */
export const GATHER_TIMEOUT_MILLIS = 6_000

/** Sends a message to the supervisor, if the channel is still open. */
function toSupervisor(message: MetricsGatherMessage): void {
  if (process.connected) process.send?.(message)
}

/** The gathering of worker `worker`; from now on every series of the process is labelled `worker` and the process answers the supervisor's requests for its metrics. */
export function workerMetricsGathering(worker: number): MetricsGathering["Service"] {
  processRegistry.setDefaultLabels({ worker: String(worker) })
  // Constructing it starts answering prom-client's cluster requests, from the process registry.
  AggregatorRegistry.setRegistries(processRegistry)
  new AggregatorRegistry()
  const waiting = new Map<number, (text: string | undefined) => void>()
  let next = 0
  process.on("message", (value: unknown) => {
    const message = clusterMessageOf(value)
    if (message?.zk === "metrics-gathered") waiting.get(message.id)?.(message.text ?? undefined)
  })
  const gathered = Effect.callback<string | undefined>((resume) => {
    const id = next++
    const timer = setTimeout(() => finish(undefined), GATHER_TIMEOUT_MILLIS)
    const finish = (text: string | undefined) => {
      clearTimeout(timer)
      waiting.delete(id)
      resume(Effect.succeed(text))
    }
    waiting.set(id, finish)
    toSupervisor({ zk: "metrics-gather", id })
    return Effect.sync(() => {
      clearTimeout(timer)
      waiting.delete(id)
    })
  })
  return {
    gather: (own) => Effect.flatMap(gathered, (text) => (text === undefined ? own : Effect.succeed(text)))
  }
}
