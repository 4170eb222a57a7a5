/** One hostile client's socket, of one kind, from a chosen loopback address: it does its kind's harm until the node
 * closes it, and records when the node's bound for it began and when the node closed it. */
import { randomBytes } from "node:crypto"
import { connect, type Socket } from "node:net"
import { answerReader, type ReadAnswer } from "./answer_reader.ts"
import type { ConnectionTable } from "./connection_table.ts"
import { errorTypeOf } from "./error_type.ts"

/** The kinds of hostile socket, and the node's bound each is held to. */
export type HostileKind =
  /** `GET path` (a large answer), never read, asked `pipelined` times in one write, in `waves` writes `WAVE_MILLIS`
   * apart: closed within the send bound of its last write. The kernel's buffers of a loopback connection take a few MB,
   * so a later wave's answers find them full and wait in the node. */
  | { readonly kind: "never-reader"; readonly path: string; readonly pipelined: number; readonly waves: number }
  /** `POST /transactions-pool` declaring 1,000 bytes and sending one: closed within the body-read bound of that byte. */
  | { readonly kind: "unfinished-body" }
  /** A request line and a header line every `everyMillis`, never ending the head: closed within the headers bound of the
   * connection. */
  | { readonly kind: "header-slowloris"; readonly everyMillis: number }
  /** `GET /events`, read and never closed: a stream the node grants is held; a refused one is an idle connection. */
  | { readonly kind: "event-stream" }
  /** `GET path` once, read, then idle: closed within the keep-alive bound of its answer. */
  | { readonly kind: "idle-keep-alive"; readonly path: string }
  /** `GET path` again and again, each time with a new made-up well-formed API key, until stopped; then idle. */
  | { readonly kind: "made-up-keys"; readonly path: string }

/** Which of the node's bounds a socket is measured against. */
export type BoundName = "send" | "bodyRead" | "headers" | "keepAlive" | "closing" | "held"

/** The bound each kind is held to. */
const KIND_BOUNDS: Readonly<Record<HostileKind["kind"], BoundName>> = {
  "never-reader": "send",
  "unfinished-body": "bodyRead",
  "header-slowloris": "headers",
  "event-stream": "keepAlive",
  "idle-keep-alive": "keepAlive",
  "made-up-keys": "keepAlive"
}

/** What became of one hostile socket. */
export interface HostileOutcome {
  readonly kind: HostileKind["kind"]
  readonly from: string
  /** The bound it is held to: its kind's, `closing` (an answer said `Connection: close`), or `held` (a granted stream,
   * which no bound closes). */
  readonly bound: BoundName
  /** When the connection was established (`performance.now()`), if it was. */
  readonly connectedAt: number | undefined
  /** When the node accepted it at the earliest (the kernel's table), if it was seen to: until then it waits in the
   * listening socket's queue, where no bound of the node runs. */
  readonly acceptedAt: number | undefined
  /** When its bound began, if it did. */
  readonly boundFrom: number | undefined
  /** When the node closed it, if it did before the socket was given up. */
  readonly closedAt: number | undefined
  /** The answers it read. */
  readonly answers: ReadonlyArray<ReadAnswer & { readonly type: string | undefined }>
  /** The socket error, if any (`ECONNRESET`, `EPIPE`, …). */
  readonly error: string | undefined
}

/** A hostile socket at work. */
export interface HostileSocket {
  readonly kind: HostileKind["kind"]
  /** Resolves once it does its harm: its request written, or its first answer read. */
  readonly engaged: Promise<void>
  /** Resolves when it is closed, by the node or given up. */
  readonly closed: Promise<void>
  /** Stops asking for more (the made-up keys' loop); it stays open until the node closes it. */
  readonly stop: () => void
  /** Gives it up: destroys it from this end. */
  readonly giveUp: () => void
  /** What became of it so far. */
  readonly outcome: () => HostileOutcome
}

/** A well-formed API key nobody made (`zk_` and 32 random bytes, base64url). */
export function madeUpKey(): string {
  return `zk_${randomBytes(32).toString("base64url")}`
}

/** A GET of `path` kept alive, with more header lines. */
function getRequest(path: string, headers: Readonly<Record<string, string>> = {}): string {
  const lines = Object.entries({ host: "x", ...headers }).map(([name, value]) => `${name}: ${value}\r\n`)
  return `GET ${path} HTTP/1.1\r\n${lines.join("")}\r\n`
}

/** The pause between a never-reader's waves (ms): long enough for the node to hand the last wave's answers over. */
const WAVE_MILLIS = 200

/** The unfinished body's head and its one byte. */
const UNFINISHED_BODY =
  "POST /transactions-pool HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"

/** Opens a hostile socket of `kind` from `from` to the node at `port`; `table` tells when the node closes a socket that
 * never reads. */
export function openHostile(port: number, from: string, kind: HostileKind, table: ConnectionTable): HostileSocket {
  const socket: Socket = connect({ host: "127.0.0.1", port, localAddress: from })
  const answers: Array<ReadAnswer & { type: string | undefined }> = []
  let bound: BoundName = KIND_BOUNDS[kind.kind]
  let connectedAt: number | undefined
  let acceptedAt: number | undefined
  let boundFrom: number | undefined
  let closedAt: number | undefined
  let error: string | undefined
  let stopped = false
  let givenUp = false
  let engage: () => void = () => undefined
  const engaged = new Promise<void>((resolve) => (engage = resolve))
  let markClosed: () => void = () => undefined
  const closed = new Promise<void>((resolve) => (markClosed = resolve))
  let slowloris: NodeJS.Timeout | undefined

  const byNode = (at: number) => {
    if (!givenUp) closedAt ??= at
    engage()
  }
  const write = (text: string, then?: () => void) => {
    if (!socket.destroyed) socket.write(text, (e) => (e === undefined || e === null ? then?.() : undefined))
  }
  const ask = (path: string) => {
    write(getRequest(path, { "x-api-key": madeUpKey() }))
  }
  /** Whether its bound is the keep-alive one, which runs from its last answer. */
  const idleBound = bound === "keepAlive"

  const read = answerReader({
    head: (answer) => {
      if (kind.kind === "event-stream" && answer.status === 200) {
        bound = "held"
        answers.push({ ...answer, type: undefined })
        engage()
      }
    },
    whole: (answer, body) => {
      answers.push({ ...answer, type: answer.status >= 400 ? errorTypeOf(body.toString("utf8")) : undefined })
      engage()
      if (!idleBound) return
      boundFrom = answer.at
      if (/close/iu.test(answer.headers["connection"] ?? "")) bound = "closing"
      if (kind.kind === "made-up-keys" && !stopped && bound !== "closing") ask(kind.path)
    }
  })

  socket.on("error", (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message))
  socket.on("end", () => byNode(performance.now()))
  socket.on("close", () => {
    byNode(performance.now())
    clearInterval(slowloris)
    markClosed()
  })
  socket.once("connect", () => {
    connectedAt = performance.now()
    if (kind.kind !== "event-stream") {
      // The node's end leaving the kernel's table is its close, whenever the FIN reaches this end: under the kernel's
      // memory pressure a segment waits for its retransmission, a second or more.
      const watched = table.watch(`${socket.localAddress ?? from}:${socket.localPort ?? 0}`)
      void watched.accepted.then((at) => (acceptedAt = at))
      void watched.closed.then((at) => {
        byNode(at)
        // A never-reader's end is then only the kernel's leftovers.
        if (kind.kind === "never-reader") socket.destroy()
      })
      void closed.then(watched.forget)
    }
    switch (kind.kind) {
      case "never-reader": {
        // Never read: only the kernel's table tells when the node lets go of it.
        socket.pause()
        const wave = (left: number) =>
          write(getRequest(kind.path).repeat(kind.pipelined), () => {
            if (left > 1) setTimeout(() => wave(left - 1), WAVE_MILLIS)
            else {
              boundFrom = performance.now()
              engage()
            }
          })
        wave(kind.waves)
        return
      }
      case "unfinished-body":
        socket.on("data", read)
        write(UNFINISHED_BODY, () => {
          boundFrom = performance.now()
          engage()
        })
        return
      case "header-slowloris": {
        socket.on("data", read)
        boundFrom = connectedAt
        let line = 0
        write("GET /tokens/0 HTTP/1.1\r\nhost: x\r\n", engage)
        slowloris = setInterval(() => write(`x-slow-${line++}: ${"a".repeat(8)}\r\n`), kind.everyMillis)
        return
      }
      case "event-stream":
        socket.on("data", read)
        write(getRequest("/events"))
        return
      case "idle-keep-alive":
        socket.on("data", read)
        boundFrom = connectedAt
        write(getRequest(kind.path))
        return
      case "made-up-keys":
        socket.on("data", read)
        boundFrom = connectedAt
        ask(kind.path)
        return
    }
  })

  return {
    kind: kind.kind,
    engaged,
    closed,
    // An idle loop's bound runs from its last answer (one still waiting starts it when that answer comes).
    stop: () => {
      stopped = true
    },
    giveUp: () => {
      givenUp = true
      clearInterval(slowloris)
      socket.destroy()
      engage()
    },
    outcome: () => ({
      kind: kind.kind,
      from,
      bound,
      connectedAt,
      acceptedAt,
      boundFrom,
      closedAt,
      answers,
      error
    })
  }
}
