/**
 * The supervisor's part of `/metrics` across workers: when a worker asks (`metrics-gather`), it
 * asks every ready worker for its own exposition (`metrics-render`), and hands the texts back to
 * the one that asked (`metrics-gathered`) once all have answered — or, after
 * `RELAY_TIMEOUT_MILLIS`, those that have (a worker that died meanwhile is not waited for). It
 * only relays: the asking worker merges (`worker_metrics.ts`), so the supervisor, which also
 * hands out the shared port's connections, does no parsing.
 */
import type { MetricsGatheredMessage, MetricsRenderMessage, WorkerText } from "./cluster_messages.ts"

/** How long the supervisor waits for the workers' expositions (ms): less than a worker waits for the supervisor. */
export const RELAY_TIMEOUT_MILLIS = 2_000

/** A worker as the relay sees it. */
export interface RelayWorker {
  /** Its number, 1…N. */
  readonly worker: number
  readonly send: (message: MetricsRenderMessage | MetricsGatheredMessage) => void
}

/** One gathering under way. */
interface Gathering {
  readonly asker: RelayWorker
  readonly askerId: number
  readonly waitingFor: Set<number>
  readonly texts: Array<WorkerText>
  readonly timer: ReturnType<typeof setTimeout>
}

/** The gatherings under way and their answers. */
export class MetricsRelay {
  private readonly gatherings = new Map<number, Gathering>()
  private next = 0

  /** `asker` asked (its request `askerId`): asks each of `workers` for its exposition. */
  gather(asker: RelayWorker, askerId: number, workers: ReadonlyArray<RelayWorker>): void {
    const id = this.next++
    const timer = setTimeout(() => this.finish(id), RELAY_TIMEOUT_MILLIS)
    const gathering: Gathering = { asker, askerId, waitingFor: new Set(workers.map((w) => w.worker)), texts: [], timer }
    this.gatherings.set(id, gathering)
    for (const worker of workers) worker.send({ zk: "metrics-render", id })
    if (gathering.waitingFor.size === 0) this.finish(id)
  }

  /** Worker `worker` answered gathering `id` with its exposition. */
  answered(id: number, worker: number, text: string): void {
    const gathering = this.gatherings.get(id)
    if (gathering === undefined || !gathering.waitingFor.delete(worker)) return
    gathering.texts.push({ worker, text })
    if (gathering.waitingFor.size === 0) this.finish(id)
  }

  /** Worker `worker` is gone: no gathering waits for it any more. */
  gone(worker: number): void {
    for (const [id, gathering] of this.gatherings) {
      if (gathering.waitingFor.delete(worker) && gathering.waitingFor.size === 0) this.finish(id)
    }
  }

  /** Answers the asker of gathering `id` with what arrived, in worker order. */
  private finish(id: number): void {
    const gathering = this.gatherings.get(id)
    if (gathering === undefined) return
    this.gatherings.delete(id)
    clearTimeout(gathering.timer)
    const texts = [...gathering.texts].sort((a, b) => a.worker - b.worker)
    gathering.asker.send({ zk: "metrics-gathered", id: gathering.askerId, texts })
  }
}
