/** The real node as a process for browser tests: `app/main.ts` via tsx, memory storage, a free port, a one-second
 * forger; ready at a 200 `GET /config`; `stop` sends SIGTERM, SIGKILL after 10 s. */
import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"
import { join } from "node:path"

/** The repository root (where `app/main.ts` and `node_modules` are). */
const ROOT = join(import.meta.dirname, "..", "..")

/** A running node process. */
export interface NodeProcess {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string
  /** Everything it printed so far (stdout and stderr). */
  readonly output: () => string
  /** Stops it and waits for its exit. */
  readonly stop: () => Promise<void>
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("no free port"))))
    })
  })
}

/** Resolves when `child` has exited (at once if it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once("exit", () => resolve()))
}

/** SIGTERM, then SIGKILL if it is still running after `graceMs`. */
async function terminate(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill("SIGTERM")
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs)
  await exited(child)
  clearTimeout(timer)
}

/** Whether `GET url` answers 200 within `timeoutMs`. */
async function answers200(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    await response.arrayBuffer()
    return response.status === 200
  } catch {
    return false
  }
}

/** Starts the node with `env` added to the environment and waits (up to `readyWithinMs`) until it serves `/config`. */
export async function startNode(env: Readonly<Record<string, string>>, readyWithinMs = 40_000): Promise<NodeProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "app", "main.ts")], {
    cwd: ROOT,
    env: { ...process.env, STORAGE: "memory", FORGE_INTERVAL_SECONDS: "1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const node: NodeProcess = { url, output: () => output, stop: () => terminate(child, 10_000) }
  const deadline = Date.now() + readyWithinMs
  while (!(await answers200(`${url}/config`, 2_000))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the node exited (${child.exitCode ?? child.signalCode}) before serving /config:\n${output}`)
    }
    if (Date.now() > deadline) {
      await node.stop()
      throw new Error(`the node did not serve /config with a 200 within ${readyWithinMs} ms:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return node
}

/** Why the node with `env` does not start: the error `startNode` gives for a process that exits before serving ("it started" when it serves). */
export async function refusalOf(env: Readonly<Record<string, string>>, readyWithinMs = 60_000): Promise<string> {
  try {
    const node = await startNode(env, readyWithinMs)
    await node.stop()
    return "it started"
  } catch (error) {
    return String(error)
  }
}
