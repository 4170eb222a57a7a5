#!/usr/bin/env node
/**
 * The server entry (`npm start`, or `npm run start:prod` on the build): the only module with
 * top-level effects. It first creates the HTTP server and listens on `PORT` (default 4010) —
 * before the application is even loaded, so from the first moments every request is answered,
 * with 503 `ErrStarting` until the node is ready (`lifecycle/listen_at_once.ts`) — then loads
 * and runs the program (`lifecycle/node_program.ts`): the configuration (`app/config.ts`), the
 * storage (`app/storage.ts`: the embedded PostgreSQL in `DATA_DIR` by default, `DATABASE_URL`
 * for a server, `STORAGE=memory`) seeded with the devnet unless `DEVNET=false`, the devnet
 * forger every `FORGE_INTERVAL_SECONDS` (default 5; 0 = off), and the HTTP API: the later
 * revision under `LATER_BASE_PATH` (default `/`) and the earlier one under `EARLIER_BASE_PATH`
 * (default `off`). It refuses to start (exit 1, with the reason) when no revision is served, the
 * base paths conflict or the storage cannot start.
 *
 * As a command (`zk-node`, the package's `bin`, or `npm start -- <argument>`), `--help`,
 * `--version` and `--print-config` answer and exit, `keys …` manages API keys and `check` checks the
 * rendering cache against its columns (`cli/arguments.ts`); an output piped into a reader that
 * stops early (`| head`) ends it quietly (`cli/closed_stdout.ts`). With no argument it serves.
 *
 * SIGTERM or SIGINT shuts it down: no new connections, the requests in flight drained for up to
 * `SHUTDOWN_TIMEOUT_SECONDS` (default 10), the rest cut, the storage closed, exit 0; a shutdown
 * that hangs is ended by a watchdog (`lifecycle/shutdown_watchdog.ts`, exit 1).
 *
 * `WEB_CONCURRENCY=N` (N > 1, or `auto`: one per core) makes this process the supervisor of N
 * such processes sharing the port (`lifecycle/supervisor.ts`): it loads nothing of the
 * application, and each worker it forks comes back here as a worker of the cluster
 * (`lifecycle/cluster_worker.ts`). A value that is not a number of processes is refused at once.
 */
import { availableParallelism } from "node:os"
import { commandOf } from "./cli/arguments.ts"
import { dropOutputOnClosedPipe } from "./cli/closed_stdout.ts"
import type { ClusterWorker } from "./lifecycle/cluster_worker.ts"
import { type EarlyServer, listenAtOnce, notListening } from "./lifecycle/listen_at_once.ts"
import { installShutdownWatchdog } from "./lifecycle/shutdown_watchdog.ts"
import { parseWebConcurrency } from "./web_concurrency.ts"

/** Serves the node in this process (alone, or as the cluster's `worker`). */
async function serve(worker: ClusterWorker | undefined): Promise<void> {
  // A worker joining workers that serve listens only once it is ready (`lifecycle/join_listening.ts`).
  const early: EarlyServer = worker?.listen === "when-ready" ? notListening(process.env) : listenAtOnce(process.env)

  /**
   * A signal while the program is still loading ends the process: nothing but the socket is open
   * yet. (Never removed: removing a signal's last listener would drop a signal not yet delivered.)
   */
  let loading = true
  const exitWhileLoading = () => {
    if (loading) process.exit(0)
  }
  process.on("SIGTERM", exitWhileLoading)
  process.on("SIGINT", exitWhileLoading)

  const [{ NodeRuntime }, { nodeProgram }, { serverTeardown }, { DEFAULT_SHUTDOWN_TIMEOUT_SECONDS }] =
    await Promise.all([
      import("@effect/platform-node"),
      import("./lifecycle/node_program.ts"),
      import("./lifecycle/exit_code.ts"),
      import("./config.ts")
    ])

  /** A signal while starting stops the accepting at once, even if the startup step cannot be interrupted. */
  const stopIfStarting = () => {
    if (early.transport.phase() === "starting") void early.transport.drain(0)
  }

  loading = false
  const watchdog = installShutdownWatchdog(DEFAULT_SHUTDOWN_TIMEOUT_SECONDS, stopIfStarting)
  nodeProgram(early, watchdog, worker).pipe(
    NodeRuntime.runMain({ teardown: serverTeardown, disableErrorReporting: true })
  )
}

/** Whether the configuration has bad variables: if so, each is written as one fatal line (in the log's format), exit code 1. */
async function refusedVariables(): Promise<boolean> {
  const [{ badVariables }, { environmentLogWriter }] = await Promise.all([
    import("./config.ts"),
    import("./log_writer.ts")
  ])
  const bad = badVariables(process.env)
  if (bad.length === 0) return false
  const writer = environmentLogWriter(process.env, { isTerminal: process.stdout.isTTY === true })
  for (const line of bad) writer.write("fatal", line)
  process.exitCode = 1
  return true
}

const command = commandOf(process.argv.slice(2))
if (command.kind !== "serve") {
  dropOutputOnClosedPipe()
  const { runCommand } = await import("./cli/run_command.ts")
  process.exitCode = await runCommand(command, process.env)
} else {
  const concurrency = parseWebConcurrency(process.env["WEB_CONCURRENCY"], { cores: availableParallelism() })
  if (!concurrency.ok) {
    await refusedVariables()
  } else if (concurrency.workers === 1) {
    await serve(undefined)
  } else {
    const { default: cluster } = await import("node:cluster")
    if (cluster.isPrimary) {
      // The supervisor checks the configuration before it forks anything (its workers check it again).
      if (!(await refusedVariables())) {
        const { superviseWorkers } = await import("./lifecycle/supervisor.ts")
        superviseWorkers(concurrency.workers)
      }
    } else {
      const { clusterWorkerOf } = await import("./lifecycle/cluster_worker.ts")
      await serve(clusterWorkerOf(process.env, { isWorker: true }))
    }
  }
}
