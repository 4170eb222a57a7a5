/** What a worker of a supervisor knows about itself from the variables it was forked with: its number, and whether it
 * listens on the shared port at once or only once ready; and its report that it is ready. No Effect here. */
import type { ReadyMessage } from "./cluster_messages.ts"

/** The variable holding a worker's number. */
export const WORKER_NUMBER_VARIABLE = "WEB_CONCURRENCY_WORKER"

/** The variable saying when a worker listens: `at-once` or `when-ready`. */
export const WORKER_LISTEN_VARIABLE = "WEB_CONCURRENCY_LISTEN"

/** When a worker listens on the shared port. */
export type ListenMoment = "at-once" | "when-ready"

/** A worker of a supervisor. */
export interface ClusterWorker {
  /** Its number, 1…N. */
  readonly worker: number
  readonly listen: ListenMoment
}

/** The variables a worker is forked with. */
export function workerVariables(worker: ClusterWorker): Record<string, string> {
  return { [WORKER_NUMBER_VARIABLE]: String(worker.worker), [WORKER_LISTEN_VARIABLE]: worker.listen }
}

/** This process as a worker (`isWorker`: it was forked by a cluster primary), or undefined when it is none. */
export function clusterWorkerOf(
  environment: Readonly<Record<string, string | undefined>>,
  options: { readonly isWorker: boolean }
): ClusterWorker | undefined {
  if (!options.isWorker) return undefined
  const worker = Number(environment[WORKER_NUMBER_VARIABLE])
  if (!Number.isInteger(worker) || worker < 1) return undefined
  return { worker, listen: environment[WORKER_LISTEN_VARIABLE] === "when-ready" ? "when-ready" : "at-once" }
}

/** Tells the supervisor this worker serves (nothing when there is no IPC channel). */
export function reportReady(shutdownTimeoutSeconds: number): void {
  const message: ReadyMessage = { zk: "ready", shutdownTimeoutSeconds }
  if (process.connected) process.send?.(message)
}
