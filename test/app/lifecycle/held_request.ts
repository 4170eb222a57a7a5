/** A request held open on its own raw connection, its rest written when the test chooses, and a barrier that the server
 * has read what was already written on other connections: waits on events, not on time. */
import { connect } from "node:net"
import { get, rawExchange } from "./server_process.ts"

/** What came back on a held request's connection by the time it closed. */
export interface HeldAnswer {
  /** The status, or 0 when no status line arrived. */
  readonly status: number
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
  /** The socket error (`ECONNRESET`, `timeout`), if any. */
  readonly error: string | undefined
}

/** A request written up to some point on its own connection. */
export interface HeldRequest {
  /** Writes the rest of the request. */
  readonly finish: (rest: string) => void
  /** What came back, once the connection closed (or went idle for `idleTimeout` ms). */
  readonly answer: Promise<HeldAnswer>
}

/** Parses an HTTP/1.1 answer read until the connection closed. */
function parseAnswer(bytes: Buffer): Omit<HeldAnswer, "error"> {
  const end = bytes.indexOf("\r\n\r\n")
  if (end === -1) return { status: 0, headers: {}, body: bytes.toString("utf8") }
  const [statusLine = "", ...lines] = bytes.subarray(0, end).toString("latin1").split("\r\n")
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(":")
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, body: bytes.subarray(end + 4).toString("utf8") }
}

/** Connects and writes `head`; resolves once it is written (on loopback: waiting in the server's socket). */
export function holdRequest(port: number, head: string, idleTimeout = 60_000): Promise<HeldRequest> {
  return new Promise((resolveHeld, rejectHeld) => {
    const socket = connect(port, "127.0.0.1")
    const chunks: Array<Buffer> = []
    let error: string | undefined
    socket.setTimeout(idleTimeout, () => {
      error ??= "timeout"
      socket.destroy()
    })
    socket.on("data", (chunk: Buffer) => chunks.push(chunk))
    socket.on("error", (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message))
    const answer = new Promise<HeldAnswer>((resolve) =>
      socket.on("close", () => resolve({ ...parseAnswer(Buffer.concat(chunks)), error }))
    )
    socket.once("error", rejectHeld)
    socket.once("connect", () =>
      socket.write(head, () => resolveHeld({ finish: (rest) => void socket.write(rest), answer }))
    )
  })
}

/** Resolves once `GET /config` on a new connection is answered 200: the server has then read what was already waiting on connections opened before it. */
export async function serverHasRead(port: number): Promise<void> {
  // What was written on other connections waited in their sockets when this one opened, so the server read it (and
  // Node parsed the heads it held) in the turn of its event loop that read this request or an earlier one: before it
  // handles a signal the test sends next.
  const answer = await rawExchange(port, get("/config"))
  if (answer.status !== 200) throw new Error(`GET /config answered ${answer.status} ${answer.error ?? ""}`)
}
