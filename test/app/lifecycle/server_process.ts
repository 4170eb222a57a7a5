/** The real server as a child process: `app/main.ts` via tsx (or a built `dist/`), a free port, only the given
 * environment, output kept, leftovers killed; raw HTTP over `net` sockets. */
import { type ChildProcess, spawn } from "node:child_process"
import { connect } from "node:net"
import { resolve } from "node:path"

/** The repository's root. */
export const ROOT = resolve(import.meta.dirname, "../../..")

export { freePort } from "../../../bench/harness/server_process.ts"

/** How a server process ended. */
export interface Exited {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  /** When (ms since the process was started). */
  readonly at: number
}

/** A running server process. */
export interface ServerProcess {
  readonly child: ChildProcess
  readonly port: number
  /** When it was spawned (`performance.now()` of this process). */
  readonly startedAt: number
  /** Everything it wrote on stdout and stderr so far. */
  readonly output: () => string
  /** Resolves when it exits. */
  readonly exited: Promise<Exited>
}

const running = new Set<ChildProcess>()

/** Kills (SIGKILL) every server process still running: for `afterAll`/`afterEach`. */
export function killAll(): void {
  for (const child of running) child.kill("SIGKILL")
  running.clear()
}

/** Starts the server: `app/main.ts` through tsx, or `entry` (a built `main.js`) with plain Node, in `cwd`. */
export function startServer(
  port: number,
  environment: Readonly<Record<string, string>>,
  options: { readonly entry?: string; readonly cwd?: string } = {}
): ServerProcess {
  const args = options.entry === undefined ? ["--import", "tsx", "app/main.ts"] : [options.entry]
  const env: Record<string, string> = {
    PATH: process.env["PATH"] ?? "",
    HOME: process.env["HOME"] ?? "",
    PORT: String(port),
    LOG_FORMAT: "json",
    FORGE_INTERVAL_SECONDS: "0",
    ...environment
  }
  const startedAt = performance.now()
  const child = spawn(process.execPath, args, { cwd: options.cwd ?? ROOT, env, stdio: ["ignore", "pipe", "pipe"] })
  running.add(child)
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<Exited>((resolveExit) => {
    child.once("exit", (code, signal) => {
      running.delete(child)
      resolveExit({ code, signal, at: performance.now() - startedAt })
    })
  })
  return { child, port, startedAt, output: () => output, exited }
}

/** Sends SIGTERM and waits for the exit; how long it took (ms) and how it ended. */
export async function terminate(server: ServerProcess): Promise<Exited & { readonly millis: number }> {
  const sent = performance.now()
  server.child.kill("SIGTERM")
  const exited = await server.exited
  return { ...exited, millis: performance.now() - sent }
}

/** What came back on a raw connection. */
export interface RawAnswer {
  /** The status, or 0 when no status line arrived. */
  readonly status: number
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
  /** The socket error (`ECONNREFUSED`, `ECONNRESET`, `timeout`), if any. */
  readonly error: string | undefined
  /** When the connection was established (ms after the attempt), if it was. */
  readonly connectedAfter: number | undefined
  /** When the connection ended (ms after the attempt). */
  readonly endedAfter: number
}

/** Parses an HTTP/1.1 answer read until the connection closed. */
function parseAnswer(bytes: Buffer): Pick<RawAnswer, "status" | "headers" | "body"> {
  const text = bytes.toString("latin1")
  const end = text.indexOf("\r\n\r\n")
  if (end === -1) return { status: 0, headers: {}, body: text }
  const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n")
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(":")
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return {
    status: Number(statusLine.split(" ")[1] ?? 0),
    headers,
    body: bytes.subarray(Buffer.byteLength(text.slice(0, end + 4), "latin1")).toString("utf8")
  }
}

/**
 * Opens a connection, writes `request` (then, when given, `later` after `laterAfter` ms), and
 * reads until the server closes the connection or `timeout` ms pass.
 */
export function rawExchange(
  port: number,
  request: string | Buffer,
  options: {
    readonly timeout?: number
    readonly later?: string | Buffer
    readonly laterAfter?: number
    /** The loopback address the request comes from (default 127.0.0.1; 127.0.0.2 and up are another client). */
    readonly from?: string
  } = {}
): Promise<RawAnswer> {
  return new Promise((resolveAnswer) => {
    const started = performance.now()
    const socket = connect({ port, host: "127.0.0.1", localAddress: options.from ?? "127.0.0.1" })
    const chunks: Array<Buffer> = []
    let error: string | undefined
    let connectedAfter: number | undefined
    const timer = setTimeout(() => {
      error ??= "timeout"
      socket.destroy()
    }, options.timeout ?? 10_000)
    socket.on("connect", () => {
      connectedAfter = performance.now() - started
      socket.write(request)
      if (options.later !== undefined) {
        const later = options.later
        setTimeout(() => {
          if (!socket.destroyed) socket.write(later)
        }, options.laterAfter ?? 0)
      }
    })
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message))
    socket.on("close", () => {
      clearTimeout(timer)
      resolveAnswer({
        ...parseAnswer(Buffer.concat(chunks)),
        error,
        connectedAfter,
        endedAfter: performance.now() - started
      })
    })
  })
}

/** A GET of `path` as raw bytes (closing the connection after the answer). */
export function get(path: string, headers: Readonly<Record<string, string>> = {}): string {
  const lines = Object.entries({ host: "127.0.0.1", connection: "close", ...headers }).map(([k, v]) => `${k}: ${v}\r\n`)
  return `GET ${path} HTTP/1.1\r\n${lines.join("")}\r\n`
}

/** The parsed error body of an answer, or undefined when it is not the error shape. */
export function errorShape(
  answer: RawAnswer
): { readonly message: string; readonly code: number; readonly type: string } | undefined {
  try {
    const parsed: unknown = JSON.parse(answer.body)
    if (typeof parsed !== "object" || parsed === null) return undefined
    const message: unknown = Reflect.get(parsed, "message")
    const code: unknown = Reflect.get(parsed, "code")
    const type: unknown = Reflect.get(parsed, "type")
    return typeof message === "string" &&
      typeof code === "number" &&
      typeof type === "string" &&
      Object.keys(parsed).length === 3
      ? { message, code, type }
      : undefined
  } catch {
    return undefined
  }
}

/** Waits until `GET path` answers `status` (polling every 100 ms, up to `timeout` ms). */
export async function waitForStatus(port: number, path: string, status: number, timeout = 60_000): Promise<RawAnswer> {
  const deadline = performance.now() + timeout
  for (;;) {
    const answer = await rawExchange(port, get(path))
    if (answer.status === status) return answer
    if (performance.now() > deadline)
      throw new Error(`GET ${path} never answered ${status}; last: ${answer.status} ${answer.error ?? ""}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The request log lines (`"msg":"request"`) of a server's JSON output. */
export function requestLogLines(output: string): Array<Record<string, unknown>> {
  return output.split("\n").flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line)
      return typeof parsed === "object" && parsed !== null && Reflect.get(parsed, "msg") === "request"
        ? [parsed as Record<string, unknown>]
        : []
    } catch {
      return []
    }
  })
}
