/** The subscriber side of `events.ts`: a child process holding many `GET /events` connections and noting when each
 * event arrives, driven by its parent over IPC (`open`, `record`, `report`, `close`). */
import { Agent, request } from "node:http"
import { performance } from "node:perf_hooks"

/** What the parent asks. */
export type SubscribersCommand =
  | { readonly type: "open"; readonly port: number; readonly count: number }
  | { readonly type: "record"; readonly on: boolean }
  | { readonly type: "report" }
  | { readonly type: "close" }

/** What this process answers. */
export type SubscribersReply =
  | {
      readonly type: "opened"
      readonly open: number
      readonly failed: number
      readonly statuses: Record<string, number>
    }
  | { readonly type: "report"; readonly report: SubscribersReport }

/** What was noted while recording. */
export interface SubscribersReport {
  /** Arrival times (hrtime ms) of each transaction's entering `pool` event, one per connection that got it. */
  readonly pool: Record<string, Array<number>>
  /** Arrival times (wall ms) of each batch's `batch` event, one per connection. */
  readonly batch: Record<string, Array<number>>
  /** Frames read while recording, by SSE event name (`heartbeat` for heartbeat comments). */
  readonly frames: Record<string, number>
  /** Connections open now, and those that ended or failed since they opened. */
  readonly open: number
  readonly ended: number
}

/** Monotonic milliseconds, comparable across the machine's processes. */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6
}

/** Wall-clock milliseconds with sub-millisecond resolution. */
function wallMs(): number {
  return performance.timeOrigin + performance.now()
}

const agent = new Agent({ keepAlive: true, maxSockets: Infinity })
const closers: Array<() => void> = []
let open = 0
let ended = 0
let recording = false
let pool: Record<string, Array<number>> = {}
let batch: Record<string, Array<number>> = {}
let frames: Record<string, number> = {}

/** Notes one SSE frame read at `mono` (`process.hrtime` ms, CLOCK_MONOTONIC: the parent's POST times compare with it)
 * and `wall` (wall-clock ms: the server's log timestamps compare with it); this process's own queueing counts. */
function noteFrame(frame: string, mono: number, wall: number): void {
  if (!recording) return
  if (frame.startsWith(":")) {
    if (frame.startsWith(": heartbeat")) frames["heartbeat"] = (frames["heartbeat"] ?? 0) + 1
    return
  }
  let event = ""
  let data = ""
  for (const line of frame.split("\n")) {
    if (line.startsWith("event: ")) event = line.slice(7)
    else if (line.startsWith("data: ")) data = line.slice(6)
  }
  frames[event] = (frames[event] ?? 0) + 1
  if (event === "pool") {
    const parsed: unknown = JSON.parse(data)
    if (Reflect.get(Object(parsed), "previousState") !== null) return
    const id = String(Reflect.get(Object(parsed), "id"))
    pool[id] ??= []
    pool[id].push(mono)
  } else if (event === "batch") {
    const parsed: unknown = JSON.parse(data)
    const batchNum = String(Reflect.get(Object(Reflect.get(Object(parsed), "batch")), "batchNum"))
    batch[batchNum] ??= []
    batch[batchNum].push(wall)
  }
}

/** Opens one subscription; resolves with its status once its first bytes arrived (or it failed). */
function subscribe(port: number): Promise<number> {
  return new Promise((resolve) => {
    let settled = false
    const done = (status: number) => {
      if (!settled) {
        settled = true
        resolve(status)
      }
    }
    const req = request(
      { host: "127.0.0.1", port, path: "/events", agent, headers: { accept: "text/event-stream" } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume()
          done(res.statusCode ?? 0)
          return
        }
        res.setEncoding("utf8")
        let buffer = ""
        let counted = false
        res.on("data", (chunk: string) => {
          const mono = monotonicMs()
          const wall = wallMs()
          if (!counted) {
            counted = true
            open++
            done(200)
          }
          buffer += chunk
          let end = buffer.indexOf("\n\n")
          while (end >= 0) {
            noteFrame(buffer.slice(0, end), mono, wall)
            buffer = buffer.slice(end + 2)
            end = buffer.indexOf("\n\n")
          }
        })
        res.on("close", () => {
          if (counted) {
            open--
            ended++
          }
          done(0)
        })
      }
    )
    req.on("error", () => done(-1))
    req.end()
    closers.push(() => req.destroy())
  })
}

/** Answers the parent. */
function reply(message: SubscribersReply): void {
  process.send?.(message)
}

process.on("message", (message: SubscribersCommand) => {
  switch (message.type) {
    case "open": {
      void Promise.all(Array.from({ length: message.count }, () => subscribe(message.port))).then((statuses) => {
        const byStatus: Record<string, number> = {}
        for (const s of statuses) byStatus[String(s)] = (byStatus[String(s)] ?? 0) + 1
        reply({ type: "opened", open, failed: statuses.filter((s) => s !== 200).length, statuses: byStatus })
      })
      return
    }
    case "record":
      if (message.on) {
        pool = {}
        batch = {}
        frames = {}
      }
      recording = message.on
      return
    case "report":
      reply({ type: "report", report: { pool, batch, frames, open, ended } })
      return
    case "close":
      for (const close of closers) close()
      agent.destroy()
      process.disconnect?.()
      setTimeout(() => process.exit(0), 100).unref()
      return
  }
})
