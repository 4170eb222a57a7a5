/**
 * A benchmark's server process started from any command line and working directory, ready once a
 * probe path answers 200. `http_harness.ts`'s `startServer` (pinned to core 0, run from this
 * tree) is built on it; the benchmarks it does not fit use it directly (pinning to core 0 leaves
 * the verifier no worker threads, and a second tree side by side runs from elsewhere). The
 * result is the harness's `Server`, so its `stopServer` stops it.
 */
import { spawn } from "node:child_process"
import { closeSync, openSync, readFileSync } from "node:fs"
import { freePort } from "./free_port.ts"
import { get, type Server, sleep } from "./http_harness.ts"

/** How to start a server process. */
export interface SpawnedServerStart {
  /** The program and its arguments (the program may be `taskset`, …). */
  readonly command: ReadonlyArray<string>
  /** The working directory. */
  readonly cwd: string
  /** The environment besides this process's own; `PORT` is set to a free port. */
  readonly env: Readonly<Record<string, string>>
  /** Where its standard output and error go. */
  readonly logFile: string
  /** A path answering 200 once the server is ready. */
  readonly probe: string
  /** How long to wait for readiness (ms; default 60 s). */
  readonly readyWithinMs?: number | undefined
}

/** The Node command line of a server script: profile flags and preloads first, tsx for TypeScript. */
export function nodeCommand(script: string, nodeArgs: ReadonlyArray<string> = []): Array<string> {
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : []
  return [process.execPath, ...nodeArgs, ...loader, script]
}

/** Starts the command on a free port; resolves once its probe path answers 200. */
export async function spawnServer(start: SpawnedServerStart): Promise<Server> {
  const [file, ...args] = start.command
  if (file === undefined) throw new Error("no command")
  const port = await freePort()
  const fd = openSync(start.logFile, "w")
  const child = spawn(file, args, { cwd: start.cwd, env: { ...process.env, ...start.env, PORT: String(port) }, stdio: ["ignore", fd, fd] })
  closeSync(fd)
  const readyWithinMs = start.readyWithinMs ?? 60_000
  const deadline = Date.now() + readyWithinMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${readFileSync(start.logFile, "utf8")}`)
    const status = await get(port, start.probe, {}, 1000).then((r) => r.status, () => 0)
    if (status === 200) return { child, port, logFile: start.logFile }
    await sleep(50)
  }
  child.kill("SIGKILL")
  throw new Error(`server not ready after ${readyWithinMs / 1000} s: ${readFileSync(start.logFile, "utf8")}`)
}
