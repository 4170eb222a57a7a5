/**
 * The log sink: lines come out in the order they were logged, text and records mixed, each
 * ending in a newline, as UTF-8; a window's lines go out in one write when the window ends, at
 * once when the window is full, and when flushed (the logging layer flushes on close); a chunk
 * handed to `write` is never written into again; record slots are reused by later windows and
 * render what they were last filled with.
 */
import { Effect, Option } from "effect"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { HttpServerResponse } from "effect/http"
import { logRequest, REQUEST_LOG_MESSAGE, RequestLogLine } from "../../adapters/http/edge/access_log.ts"
import { RequestFacts } from "../../adapters/http/edge/request_context.ts"
import { LineSink, LOG_WINDOW_LINES, LOG_WINDOW_MS } from "../../app/log_sink.ts"
import { loggingLayer } from "../../app/logging.ts"

/** A record slot of the test sink. */
interface Entry {
  n: number
  millis: number
}

/** A sink whose writes are recorded as text, rendering an entry as `entry <n> at <millis>`; `entry` logs one. */
function recordingSink() {
  const writes: Array<Buffer> = []
  let slots = 0
  const sink = new LineSink<Entry>(
    (bytes) => writes.push(bytes),
    () => {
      slots++
      return { n: 0, millis: 0 }
    },
    (entry) => `entry ${entry.n} at ${entry.millis}`
  )
  const entry = (n: number, millis: number) => {
    const slot = sink.claim()
    slot.n = n
    slot.millis = millis
    sink.commit()
  }
  return { sink, entry, writes, slots: () => slots, text: () => writes.map((bytes) => bytes.toString("utf8")) }
}

describe("LineSink", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("writes a window's lines in order, in one write, when the window ends", () => {
    const { sink, entry, writes, text } = recordingSink()
    sink.append("first")
    entry(2, 1700000000123)
    sink.append("thïrd €")
    expect(writes).toHaveLength(0)
    vi.advanceTimersByTime(LOG_WINDOW_MS)
    expect(text()).toEqual(["first\nentry 2 at 1700000000123\nthïrd €\n"])
    vi.advanceTimersByTime(10 * LOG_WINDOW_MS)
    expect(writes).toHaveLength(1)
  })

  it("writes at once when the window is full", () => {
    const { entry, writes } = recordingSink()
    for (let i = 0; i < LOG_WINDOW_LINES; i++) entry(i, i)
    expect(writes).toHaveLength(1)
    const lines = writes[0]?.toString("utf8").split("\n") ?? []
    expect(lines).toHaveLength(LOG_WINDOW_LINES + 1)
    expect(lines[LOG_WINDOW_LINES - 1]).toBe(`entry ${LOG_WINDOW_LINES - 1} at ${LOG_WINDOW_LINES - 1}`)
  })

  it("reuses record slots window after window, each rendering its latest line", () => {
    const { sink, entry, slots, text } = recordingSink()
    entry(1, 10)
    sink.append("text")
    entry(3, 30)
    sink.flush()
    sink.append("text again")
    entry(5, 50)
    sink.flush()
    entry(6, 60)
    entry(7, 70)
    entry(8, 80)
    sink.flush()
    expect(text()).toEqual([
      "entry 1 at 10\ntext\nentry 3 at 30\n",
      "text again\nentry 5 at 50\n",
      "entry 6 at 60\nentry 7 at 70\nentry 8 at 80\n"
    ])
    expect(slots()).toBe(3)
  })

  it("grows its chunk for long lines and never reuses a written chunk", () => {
    const { sink, text } = recordingSink()
    const long = "é".repeat(100_000)
    sink.append("a")
    sink.append(long)
    sink.flush()
    const first = text()
    sink.append("b")
    sink.flush()
    expect(first).toEqual([`a\n${long}\n`])
    expect(text()).toEqual([`a\n${long}\n`, "b\n"])
  })

  it("writes nothing when nothing is gathered", () => {
    const { sink, writes } = recordingSink()
    sink.flush()
    vi.advanceTimersByTime(LOG_WINDOW_MS)
    expect(writes).toHaveLength(0)
  })
})

describe("the JSON logging layer", () => {
  it("writes the request line deferred and other lines as they come, in order, when it closes", async () => {
    const written: Array<string> = []
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(Buffer.from(chunk).toString("utf8"))
      return true
    })
    const line = new RequestLogLine("GET", "/tokens/:id", 200, 0.42, 215, "abc-1", undefined)
    try {
      await Effect.runPromise(
        Effect.gen(function*() {
          yield* Effect.logInfo("before")
          yield* Effect.logInfo(REQUEST_LOG_MESSAGE, line)
          yield* Effect.logWarning("after")
        }).pipe(Effect.provide(loggingLayer({ logFormat: Option.some("json"), logLevel: "info" })))
      )
    } finally {
      spy.mockRestore()
    }
    const lines: Array<Record<string, unknown>> = written.join("").split("\n").filter((text) => text !== "").map((text) => JSON.parse(text))
    expect(lines.map((l) => l["message"])).toEqual(["before", REQUEST_LOG_MESSAGE, "after"])
    expect(lines[1]?.["annotations"]).toEqual(line.toJSON())
    expect(lines[1]?.["level"]).toBe("INFO")
  })

  it("writes the edge's request line (handed over as fields) as the log call would, and a fiber's annotations through the log call", async () => {
    const written: Array<string> = []
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(Buffer.from(chunk).toString("utf8"))
      return true
    })
    const response = HttpServerResponse.text("x".repeat(215), { status: 503 })
    const facts = new RequestFacts("abc-1", 100)
    facts.failure = "Error: \"boom\" ü"
    const logged = Effect.withFiber((fiber) => Effect.sync(() => logRequest(fiber, "GET", "/tokens/:id", response, facts, 100.4216)))
    const line = new RequestLogLine("GET", "/tokens/:id", 503, 0.42, 215, "abc-1", facts.failure)
    try {
      await Effect.runPromise(
        Effect.gen(function*() {
          yield* logged
          yield* Effect.logInfo(REQUEST_LOG_MESSAGE, line)
          yield* Effect.annotateLogs(logged, { node: "coordinator-1" })
        }).pipe(Effect.provide(loggingLayer({ logFormat: Option.some("json"), logLevel: "info" })))
      )
    } finally {
      spy.mockRestore()
    }
    const lines: Array<Record<string, unknown>> = written.join("").split("\n").filter((text) => text !== "").map((text) => JSON.parse(text))
    expect(lines).toHaveLength(3)
    const [fields, call, annotated] = lines.map(({ timestamp: _t, fiberId: _f, ...rest }) => rest)
    expect(fields).toEqual(call)
    expect(fields?.["annotations"]).toEqual(line.toJSON())
    expect(annotated?.["annotations"]).toEqual({ node: "coordinator-1", ...line.toJSON() })
  })

  it("writes no request line below its level", async () => {
    const spy = vi.spyOn(process.stdout, "write").mockImplementation(() => true)
    const response = HttpServerResponse.text("ok")
    try {
      await Effect.runPromise(
        Effect.withFiber((fiber) => Effect.sync(() => logRequest(fiber, "GET", "/state", response, new RequestFacts("id", 0), 1))).pipe(
          Effect.provide(loggingLayer({ logFormat: Option.some("json"), logLevel: "warn" }))
        )
      )
      expect(spy).not.toHaveBeenCalled()
    } finally {
      spy.mockRestore()
    }
  })
})
