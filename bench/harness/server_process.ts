/** A benchmark's server process: started on a free loopback port, ready once a probe path answers 200, stopped with
 * SIGTERM; plain GETs to probe and fetch from it. */
import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { closeSync, openSync, readFileSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { createServer } from "node:net"
import { fileURLToPath } from "node:url"

/** The repository root of this tree. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url))

/** A running server process. */
export interface Server {
  readonly child: ChildProcess
  readonly port: number
  readonly logFile: string
}

/** What a GET answered: status, headers and raw body (not decoded). */
export interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
  readonly body: Buffer
}

/** Resolves after `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** A port the system just gave out and released (free unless someone takes it meanwhile). */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, "127.0.0.1")
  await once(server, "listening")
  const address = server.address()
  server.close()
  if (address === null || typeof address === "string") throw new Error("no port")
  return address.port
}

/** One GET on a fresh connection. */
export function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  timeoutMs = 5000
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on("error", reject)
    })
    req.on("timeout", () => req.destroy(new Error("timeout")))
    req.on("error", reject)
    req.end()
  })
}

/** The Node command line of a server script: profile flags and preloads first, tsx for TypeScript. */
export function nodeCommand(script: string, nodeArgs: ReadonlyArray<string> = []): Array<string> {
  const loader = script.endsWith(".ts") ? ["--import", "tsx"] : []
  return [process.execPath, ...nodeArgs, ...loader, script]
}

/** How to start a server process. */
export interface ServerStart {
  /** The program and its arguments (the program may be `taskset`, …). */
  readonly command: ReadonlyArray<string>
  /** The working directory (default this tree's root). */
  readonly cwd?: string | undefined
  /** The environment besides this process's own; `PORT` is set to a free port. */
  readonly env: Readonly<Record<string, string>>
  /** Where its standard output and error go. */
  readonly logFile: string
  /** A path answering 200 once the server is ready. */
  readonly probe: string
  /** How long to wait for readiness (ms; default 60 s). */
  readonly readyWithinMs?: number | undefined
}

/** Starts the command on a free port; resolves once its probe path answers 200. */
export async function spawnServer(start: ServerStart): Promise<Server> {
  const [file, ...args] = start.command
  if (file === undefined) throw new Error("no command")
  const port = await freePort()
  const fd = openSync(start.logFile, "w")
  const child = spawn(file, args, {
    cwd: start.cwd ?? ROOT,
    env: { ...process.env, ...start.env, PORT: String(port) },
    stdio: ["ignore", fd, fd]
  })
  closeSync(fd)
  const readyWithinMs = start.readyWithinMs ?? 60_000
  const deadline = Date.now() + readyWithinMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}): ${readFileSync(start.logFile, "utf8")}`)
    const status = await get(port, start.probe, {}, 1000).then(
      (r) => r.status,
      () => 0
    )
    if (status === 200) return { child, port, logFile: start.logFile }
    await sleep(50)
  }
  child.kill("SIGKILL")
  throw new Error(`server not ready after ${readyWithinMs / 1000} s: ${readFileSync(start.logFile, "utf8")}`)
}

/** The command of a Node script pinned to core 0 (its worker threads too), optionally with a CPU profile. */
export function pinnedNode(script: string, args: ReadonlyArray<string> = [], cpuProfDir?: string): Array<string> {
  const profile =
    cpuProfDir === undefined ? [] : ["--cpu-prof", "--cpu-prof-interval", "200", "--cpu-prof-dir", cpuProfDir]
  return ["taskset", "-c", "0", ...nodeCommand(script, profile), ...args]
}

/** Stops a server (SIGTERM, SIGKILL after 20 s). */
export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return
  const exited = once(server.child, "exit")
  server.child.kill("SIGTERM")
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 20_000)
  await exited
  clearTimeout(timer)
}
