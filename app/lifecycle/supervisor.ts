/** The supervisor of `WEB_CONCURRENCY=N` API processes sharing the port: a `node:cluster` primary that forks N workers
 * (one writer under `ROLE=all`), replaces those that die, merges their `/metrics` (serving them itself on
 * `METRICS_PORT`) and shuts them down on a signal. */
import cluster, { type Worker } from "node:cluster"
import { AggregatorRegistry } from "prom-client"
import { DEFAULT_SHUTDOWN_TIMEOUT_SECONDS } from "../../adapters/http/transport/transport_server.ts"
import { clusterMessageOf, type ClusterMessage } from "./cluster_messages.ts"
import { type ListenMoment, workerVariables } from "./cluster_worker.ts"
import { earlyPort } from "../listening_port.ts"
import { metricsOn, metricsPortOf, metricsPortProblem } from "../metrics_port.ts"
import { closeServer, listenOn, metricsServer } from "./metrics_listener.ts"
import { restartDelay } from "./restart_backoff.ts"
import { WATCHDOG_GRACE_SECONDS } from "./shutdown_watchdog.ts"
import { logsWritten } from "../log_writer.ts"
import { supervisorLog, type SupervisorLog } from "./supervisor_log.ts"
import { storageKindOf, webConcurrencyProblem } from "../web_concurrency.ts"

/** How long after a worker's own watchdog would have ended it the supervisor kills it (s). */
export const STOP_MARGIN_SECONDS = 5

/** One of the N places a worker fills, kept across its replacements. */
interface Place {
  /** Its number, 1…N. */
  readonly worker: number
  /** `reader` forces `ROLE=reader`; `given` keeps the `ROLE` the supervisor was started with. */
  readonly role: "given" | "reader"
  current: Worker | undefined
  listen: ListenMoment
  startedAt: number
  /** Whether the current worker is ready. */
  ready: boolean
  /** Whether a worker of this place was ever ready. */
  everReady: boolean
  /** The previous replacement's delay (ms). */
  delay: number | undefined
  restart: ReturnType<typeof setTimeout> | undefined
  shutdownTimeoutSeconds: number
}

/** How the supervisor's run ends. */
interface Stopping {
  /** The exit code decided so far (a startup problem: the failed worker's code). */
  code: number
  readonly killer: ReturnType<typeof setTimeout>
}

/** A worker's exit, for the log. */
function exitOf(code: number | null, signal: string | null): Record<string, unknown> {
  return signal === null ? { code } : { signal }
}

/**
 * Runs the supervisor of `workers` processes with the environment of this process: refuses
 * (exit code 1) or forks them and supervises them until SIGTERM or SIGINT. Returns at once.
 */
export function superviseWorkers(workers: number): void {
  const environment = process.env
  const log: SupervisorLog = supervisorLog(environment, { isTerminal: process.stdout.isTTY === true })
  const metricsPort = metricsPortOf(environment)
  const problem =
    webConcurrencyProblem({ workers, storage: storageKindOf(environment), role: environment["ROLE"] }) ??
    metricsPortProblem({
      metricsPort,
      port: earlyPort(environment["PORT"]) ?? 0,
      metrics: metricsOn(environment["METRICS"])
    })
  if (problem !== undefined) {
    log("fatal", problem)
    process.exitCode = 1
    return
  }
  const readersOnly = environment["ROLE"] === "reader"
  const places: Array<Place> = Array.from({ length: workers }, (_, i) => ({
    worker: i + 1,
    role: readersOnly || i > 0 ? "reader" : "given",
    current: undefined,
    listen: "at-once",
    startedAt: 0,
    ready: false,
    everReady: false,
    delay: undefined,
    restart: undefined,
    shutdownTimeoutSeconds: DEFAULT_SHUTDOWN_TIMEOUT_SECONDS
  }))
  // prom-client's merge of the workers' registries, asked through its own cluster messages.
  const aggregator = new AggregatorRegistry()
  // With METRICS_PORT, every worker's metrics merged are served here, and by no worker.
  const metricsListener =
    metricsPort === undefined ? undefined : metricsServer(() => aggregator.clusterMetrics(), aggregator.contentType)
  let othersStarted = readersOnly
  let stopping: Stopping | undefined

  const roleOf = (place: Place) => (place.role === "reader" ? "reader" : (environment["ROLE"] ?? "all"))

  const onMessage = (place: Place, worker: Worker, message: ClusterMessage) => {
    switch (message.zk) {
      case "ready": {
        place.ready = true
        place.everReady = true
        place.shutdownTimeoutSeconds = message.shutdownTimeoutSeconds
        log("info", "worker ready", { worker: place.worker, workerPid: worker.process.pid, role: roleOf(place) })
        if (!othersStarted && stopping === undefined) {
          othersStarted = true
          for (const other of places) if (other.current === undefined) fork(other)
        }
        return
      }
      case "metrics-gather": {
        const answer = (text: string | null) => {
          if (worker.isConnected()) worker.send({ zk: "metrics-gathered", id: message.id, text })
        }
        aggregator.clusterMetrics().then(answer, () => answer(null))
        return
      }
      default:
        return
    }
  }

  const finishIfAllExited = () => {
    if (stopping === undefined || places.some((p) => p.current !== undefined)) return
    clearTimeout(stopping.killer)
    log(stopping.code === 0 ? "info" : "error", "stopped", { exitCode: stopping.code })
    const code = stopping.code
    void logsWritten().then(() => process.exit(code))
  }

  const stop = (code: number) => {
    if (stopping !== undefined) return
    const seconds =
      Math.max(...places.map((p) => p.shutdownTimeoutSeconds)) + WATCHDOG_GRACE_SECONDS + STOP_MARGIN_SECONDS
    const killer = setTimeout(() => {
      for (const place of places) {
        if (place.current === undefined) continue
        log("error", "worker did not stop in time: killed", {
          worker: place.worker,
          workerPid: place.current.process.pid,
          afterSeconds: seconds
        })
        place.current.process.kill("SIGKILL")
      }
      if (stopping !== undefined) stopping.code = 1
    }, seconds * 1000)
    stopping = { code, killer }
    if (metricsListener !== undefined) void closeServer(metricsListener)
    for (const place of places) {
      clearTimeout(place.restart)
      place.current?.process.kill("SIGTERM")
    }
    finishIfAllExited()
  }

  const onExit = (place: Place, worker: Worker, code: number | null, signal: string | null) => {
    if (place.current !== worker) return
    const wasReady = place.ready
    const livedMillis = performance.now() - place.startedAt
    place.current = undefined
    place.ready = false
    const facts = { worker: place.worker, workerPid: worker.process.pid, ...exitOf(code, signal) }
    if (stopping !== undefined) {
      if (code !== 0 && stopping.code === 0) stopping.code = 1
      log(code === 0 ? "info" : "warn", "worker stopped", facts)
      return finishIfAllExited()
    }
    if (!place.everReady) {
      log("error", "worker exited before it was ready: stopping the others", facts)
      return stop(code ?? 1)
    }
    const delay = restartDelay(place.delay, { livedMillis })
    place.delay = delay
    log("warn", wasReady ? "worker died: replacing it" : "worker died while starting: replacing it", {
      ...facts,
      role: roleOf(place),
      livedSeconds: Math.round(livedMillis / 100) / 10,
      restartInSeconds: delay / 1000
    })
    place.restart = setTimeout(() => fork(place), delay)
  }

  const fork = (place: Place) => {
    place.restart = undefined
    // One worker listens at once, answering 503 while it starts, only when no other serves or is about to.
    const served = places.some((p) => p !== place && p.current !== undefined && (p.ready || p.listen === "at-once"))
    place.listen = served ? "when-ready" : "at-once"
    const worker = cluster.fork({
      ...workerVariables({ worker: place.worker, listen: place.listen }),
      ...(place.role === "reader" ? { ROLE: "reader" } : {})
    })
    place.current = worker
    place.startedAt = performance.now()
    place.ready = false
    log("info", "worker started", {
      worker: place.worker,
      workerPid: worker.process.pid,
      role: roleOf(place),
      listen: place.listen
    })
    worker.on("message", (value: unknown) => {
      const message = clusterMessageOf(value)
      if (message !== undefined) onMessage(place, worker, message)
    })
    worker.on("error", (error: Error) =>
      log("warn", "worker channel error", { worker: place.worker, error: error.message })
    )
    worker.on("exit", (code: number | null, signal: string | null) => onExit(place, worker, code, signal))
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping !== undefined) {
      log("info", "already stopping", { signal })
      return
    }
    log("info", "stopping: SIGTERM to every worker", { signal })
    stop(0)
  }
  process.on("SIGTERM", onSignal)
  process.on("SIGINT", onSignal)

  log("info", "supervising workers", {
    workers,
    port: earlyPort(environment["PORT"]) ?? environment["PORT"],
    ...(metricsPort === undefined ? {} : { metricsPort }),
    role: environment["ROLE"] ?? "all"
  })
  if (metricsListener !== undefined && metricsPort !== undefined) {
    listenOn(metricsListener, metricsPort).then(
      (address) => log("info", "serving every worker's /metrics", { metricsPort: address.port }),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error)
        log("fatal", `cannot listen on METRICS_PORT ${metricsPort}: ${reason}`)
        stop(1)
      }
    )
  }
  for (const place of places) {
    if (place.worker === 1 || othersStarted) fork(place)
  }
}
