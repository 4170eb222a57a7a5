/**
 * The log sink: lines come out in the order they were logged, text and deferred entries mixed,
 * each ending in a newline, as UTF-8; a window's lines go out in one write when the window ends,
 * at once when the window is full, and when flushed (the logging layer flushes on close); a chunk
 * handed to `write` is never written into again.
 */
import { Effect, Option } from "effect"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { REQUEST_LOG_MESSAGE, RequestLogLine } from "../../adapters/http/edge/access_log.ts"
import { LineSink, LOG_WINDOW_LINES, LOG_WINDOW_MS } from "../../app/log_sink.ts"
import { loggingLayer } from "../../app/logging.ts"

/** A sink whose writes are recorded as text, rendering an entry `{n}` as `entry n at <millis> by <fiber>`. */
function recordingSink() {
  const writes: Array<Buffer> = []
  const sink = new LineSink<{ readonly n: number }>(
    (bytes) => writes.push(bytes),
    (entry, millis, fiber) => `entry ${entry.n} at ${millis} by ${fiber}`
  )
  return { sink, writes, text: () => writes.map((bytes) => bytes.toString("utf8")) }
}

describe("LineSink", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("writes a window's lines in order, in one write, when the window ends", () => {
    const { sink, writes, text } = recordingSink()
    sink.append("first")
    sink.defer({ n: 2 }, 1700000000123, 7)
    sink.append("thïrd €")
    expect(writes).toHaveLength(0)
    vi.advanceTimersByTime(LOG_WINDOW_MS)
    expect(text()).toEqual(["first\nentry 2 at 1700000000123 by 7\nthïrd €\n"])
    vi.advanceTimersByTime(10 * LOG_WINDOW_MS)
    expect(writes).toHaveLength(1)
  })

  it("writes at once when the window is full", () => {
    const { sink, writes } = recordingSink()
    for (let i = 0; i < LOG_WINDOW_LINES; i++) sink.defer({ n: i }, i, 1)
    expect(writes).toHaveLength(1)
    const lines = writes[0]?.toString("utf8").split("\n") ?? []
    expect(lines).toHaveLength(LOG_WINDOW_LINES + 1)
    expect(lines[LOG_WINDOW_LINES - 1]).toBe(`entry ${LOG_WINDOW_LINES - 1} at ${LOG_WINDOW_LINES - 1} by 1`)
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
})
