/**
 * Starting the load generator (`load_generator.ts`) on a worker thread and waiting for its report,
 * shared by the POST benchmarks (`pool_post_throughput.ts`, `pool_post_latency.ts`): the worker
 * sends the prepared requests while the calling thread stays free (in process, it serves them).
 */
import { Worker } from "node:worker_threads"
import type { LoadReport, LoadRequest } from "./load_generator.ts"

/** Whether a worker message is a load report (and not `{ error }`). */
function isLoadReport(value: unknown): value is LoadReport {
  return typeof value === "object" && value !== null && typeof Reflect.get(value, "elapsedMs") === "number" &&
    typeof Reflect.get(value, "statuses") === "object" && typeof Reflect.get(value, "generatorCpuMs") === "number"
}

/** Runs one load on a fresh worker thread; its report (rejects when the generator failed). */
export function runLoad(request: LoadRequest): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./load_generator.ts", import.meta.url), { workerData: request })
    worker.once("message", (message: unknown) => {
      void worker.terminate()
      if (isLoadReport(message)) resolve(message)
      else reject(new Error(`load generator failed: ${JSON.stringify(message)}`))
    })
    worker.once("error", reject)
  })
}

/** POSTs every JSON body once to `url` with `concurrency` requests in flight; the generator's report. */
export function postAll(url: string, bodies: ReadonlyArray<string>, concurrency: number): Promise<LoadReport> {
  return runLoad({ url, bodies, concurrency })
}
