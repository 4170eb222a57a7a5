/**
 * `/metrics` on a worker of several processes (`WEB_CONCURRENCY`): a scrape through the shared
 * port reaches one worker, whose registries count only its own requests, so the worker asks the
 * supervisor for every ready worker's exposition (`metrics_relay.ts`) and answers them merged
 * into one, each sample labelled with its worker (`adapters/http/edge/metrics_merge.ts`). It
 * also renders its own exposition whenever the supervisor asks for it on another worker's
 * behalf. Should the supervisor not answer within `GATHER_TIMEOUT_MILLIS`, the worker answers
 * its own metrics alone (labelled the same way).
 */
import { Effect } from "effect"
import { mergeExpositions } from "../../adapters/http/edge/metrics_merge.ts"
import type { MetricsGathering } from "../../adapters/http/edge/metrics_exposition.ts"
import { clusterMessageOf, type MetricsGatherMessage, type MetricsTextMessage, type WorkerText } from "./cluster_messages.ts"

/** How long a worker waits for the supervisor's gathered expositions before answering its own alone (ms). */
export const GATHER_TIMEOUT_MILLIS = 3_000

/** Sends a message to the supervisor, if the channel is still open. */
function toSupervisor(message: MetricsGatherMessage | MetricsTextMessage): void {
  if (process.connected) process.send?.(message)
}

/** The gathering of worker `worker`: it renders its own exposition when asked and asks for everyone's. */
export function workerMetricsGathering(worker: number): MetricsGathering["Service"] {
  return {
    gather: (own) => {
      const waiting = new Map<number, (texts: ReadonlyArray<WorkerText>) => void>()
      let next = 0
      process.on("message", (value: unknown) => {
        const message = clusterMessageOf(value)
        if (message?.zk === "metrics-render") {
          const id = message.id
          Effect.runPromise(own).then(
            (text) => toSupervisor({ zk: "metrics-text", id, text }),
            () => toSupervisor({ zk: "metrics-text", id, text: "" })
          )
        } else if (message?.zk === "metrics-gathered") {
          waiting.get(message.id)?.(message.texts)
        }
      })
      const gathered = Effect.callback<ReadonlyArray<WorkerText> | undefined>((resume) => {
        const id = next++
        const timer = setTimeout(() => finish(undefined), GATHER_TIMEOUT_MILLIS)
        const finish = (texts: ReadonlyArray<WorkerText> | undefined) => {
          clearTimeout(timer)
          waiting.delete(id)
          resume(Effect.succeed(texts))
        }
        waiting.set(id, finish)
        toSupervisor({ zk: "metrics-gather", id })
        return Effect.sync(() => {
          clearTimeout(timer)
          waiting.delete(id)
        })
      })
      return Effect.gen(function*() {
        const texts = (yield* gathered) ?? [{ worker, text: yield* own }]
        return mergeExpositions(texts.map((entry) => ({ source: String(entry.worker), text: entry.text })))
      })
    }
  }
}
