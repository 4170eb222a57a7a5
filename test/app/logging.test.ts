/**
 * The server's log formats: the JSON request line is the object Effect's `Logger.formatJson`
 * writes for the same fields as log annotations (with a 5xx cause that needs escaping, without
 * bytes, beside the fiber's own annotations and spans), the pretty summary is one line, and the
 * JSON logging layer writes the edge's lines and the others in order, none below its level.
 */
import { Effect, Logger, Option } from "effect"
import { HttpServerResponse } from "effect/http"
import { describe, expect, it, vi } from "vitest"
import { logRequest, REQUEST_LOG_MESSAGE, RequestLogLine } from "../../adapters/http/edge/access_log.ts"
import { RequestFacts } from "../../adapters/http/edge/request_context.ts"
import { jsonFormat, loggingLayer } from "../../app/logging.ts"

/** The lines `logger` writes while `program` runs. */
function written(logger: Logger.Logger<unknown, string>, program: Effect.Effect<void>): Array<Record<string, unknown>> {
  const out: Array<string> = []
  const collect = Logger.make<unknown, void>((options) => {
    out.push(logger.log(options))
  })
  Effect.runSync(Effect.provide(program, Logger.layer([collect])))
  return out.map((text) => {
    expect(text).not.toContain("\n")
    const parsed: Record<string, unknown> = JSON.parse(text)
    delete parsed["timestamp"]
    delete parsed["fiberId"]
    return parsed
  })
}

const lines = [
  new RequestLogLine({ method: "GET", route: "/tokens/:id", status: 200, durationMs: 0.42, bytes: 215, requestId: "abc-1" }),
  new RequestLogLine({ method: "POST", route: "/transactions-pool", status: 500, durationMs: 12.5, bytes: 98, requestId: "9f1c", cause: "Error: \"boom\"\n  at line 1\tü \u0001" }),
  new RequestLogLine({ method: "HEAD", route: "unmatched", status: 404, durationMs: 1, bytes: undefined, requestId: "x:y/z+=" })
]

describe("the JSON request line", () => {
  it.each(lines)("is the object Effect's formatJson writes for the same annotations (%o)", (line) => {
    const fast = written(jsonFormat, Effect.logInfo(REQUEST_LOG_MESSAGE, line))
    const generic = written(Logger.formatJson, Effect.annotateLogs(Effect.logInfo(REQUEST_LOG_MESSAGE), line.toJSON()))
    expect(fast).toEqual(generic)
    expect(fast[0]?.["annotations"]).toEqual(JSON.parse(JSON.stringify(line.toJSON())))
  })

  it("keeps the fiber's own annotations and spans beside the line's fields", () => {
    const [line] = lines
    if (line === undefined) throw new Error("no line")
    const program = Effect.logInfo(REQUEST_LOG_MESSAGE, line).pipe(
      Effect.annotateLogs({ node: "coordinator-1" }),
      Effect.withLogSpan("outer")
    )
    const [fast] = written(jsonFormat, program)
    expect(fast?.["annotations"]).toEqual({ node: "coordinator-1", ...line.toJSON() })
    expect(Object.keys(fast?.["spans"] as object)).toEqual(["outer"])
  })

  it("leaves other messages to formatJson", () => {
    const program = Effect.logWarning("storage slow", { ms: 12 })
    expect(written(jsonFormat, program)).toEqual(written(Logger.formatJson, program))
  })
})

describe("the pretty request line", () => {
  it("is one line with every field", () => {
    expect(lines[0]?.summary()).toBe("GET /tokens/:id 200 0.42 ms 215 B id=abc-1")
    expect(lines[2]?.summary()).toBe("HEAD unmatched 404 1 ms id=x:y/z+=")
  })
})

describe("the JSON logging layer", () => {
  it("writes every line in order, in one batch, when it closes", async () => {
    const written: Array<string> = []
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(Buffer.from(chunk).toString("utf8"))
      return true
    })
    const line = new RequestLogLine({ method: "GET", route: "/tokens/:id", status: 200, durationMs: 0.42, bytes: 215, requestId: "abc-1" })
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

  it("writes the edge's request line as the log call would, with a fiber's annotations", async () => {
    const written: Array<string> = []
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(Buffer.from(chunk).toString("utf8"))
      return true
    })
    const response = HttpServerResponse.text("x".repeat(215), { status: 503 })
    const facts = new RequestFacts("abc-1", 100)
    facts.failure = "Error: \"boom\" ü"
    const logged = Effect.withFiber((fiber) => Effect.sync(() => logRequest(fiber, "GET", "/tokens/:id", response, facts, 100.4216)))
    const line = new RequestLogLine({ method: "GET", route: "/tokens/:id", status: 503, durationMs: 0.42, bytes: 215, requestId: "abc-1", cause: facts.failure })
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
