/**
 * The server's log formats: the JSON request line assembled from its fields is the same object
 * Effect's generic `Logger.formatJson` writes for the same fields as log annotations (with a 5xx
 * cause that needs escaping, without bytes, beside the fiber's own annotations and spans), and
 * the pretty summary is one line.
 */
import { Effect, Logger } from "effect"
import { describe, expect, it } from "vitest"
import { durationText, REQUEST_LOG_MESSAGE, RequestLogLine } from "../../adapters/http/edge/access_log.ts"
import { jsonFormat } from "../../app/logging.ts"

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
  new RequestLogLine("GET", "/tokens/:id", 200, 0.42, 215, "abc-1", undefined),
  new RequestLogLine("POST", "/transactions-pool", 500, 12.5, 98, "9f1c", "Error: \"boom\"\n  at line 1\tü \u0001"),
  new RequestLogLine("HEAD", "unmatched", 404, 1, undefined, "x:y/z+=", undefined)
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

describe("durationText", () => {
  it("is the text JSON.stringify gives for any duration rounded to hundredths", () => {
    // Every duration up to 30 s (the deadline), then a seeded sample up to about three years.
    let seed = 20261123
    for (let i = 0; i < 3_000_000 + 100_000; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648
      const hundredths = i < 3_000_000 ? i : seed * 4096 + (i % 4096)
      const durationMs = hundredths / 100
      if (durationText(durationMs) !== JSON.stringify(durationMs)) expect(durationText(durationMs)).toBe(JSON.stringify(durationMs))
    }
    for (const durationMs of [0, 0.01, 0.1, 0.5, 1, 10.05, 29.99, 30000, 1e21, 0.001, -1, Number.NaN, 2.675]) {
      expect(durationText(durationMs)).toBe(String(durationMs))
    }
  })
})
