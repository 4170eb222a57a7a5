/** JSON log lines are pino's, read by pino's tools unchanged, from the Effect logger, the supervisor and the real
 * server; request lines carry their fields; no deprecation warning; pretty mode writes one line per event. */
import { Cause, Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { spawnSync } from "node:child_process"
import { hostname } from "node:os"
import pino from "pino"
import { prettyFactory } from "pino-pretty"
import { afterAll, describe, expect, it } from "vitest"
import { logRequest, REQUEST_LOG_MESSAGE } from "../../adapters/http/edge/access_log.ts"
import { RequestFacts } from "../../adapters/http/edge/request_context.ts"
import { supervisorLog } from "../../app/lifecycle/supervisor_log.ts"
import { loggingLayerOf } from "../../app/logging.ts"
import { type LineFormat, logWriter } from "../../app/log_writer.ts"
import {
  freePort,
  get,
  killAll,
  rawExchange,
  startServer,
  terminate,
  waitForStatus
} from "./lifecycle/server_process.ts"

afterAll(killAll)

/** pino-pretty's formatter, without colours. */
const pretty = prettyFactory({ colorize: false })

/** The lines written while `program` runs with a writer of `format` at `level`. */
async function linesOf(
  program: Effect.Effect<void>,
  format: LineFormat = "json",
  level: "info" | "warn" = "info"
): Promise<Array<string>> {
  const out: Array<string> = []
  const writer = logWriter({ format, level, destination: { write: (line) => out.push(line) } })
  await Effect.runPromise(Effect.provide(program, loggingLayerOf(writer, level)))
  return out.flatMap((chunk) => chunk.split("\n").filter((line) => line !== ""))
}

/** A JSON line parsed, checked to be in pino's shape and formatted by pino-pretty. */
function pinoLine(text: string): Record<string, unknown> {
  const line: Record<string, unknown> = JSON.parse(text)
  expect(line).toMatchObject({
    level: expect.any(Number),
    time: expect.any(Number),
    pid: expect.any(Number),
    hostname: expect.any(String),
    msg: expect.any(String)
  })
  expect(Object.keys(line)).not.toEqual(expect.arrayContaining(["annotations"]))
  for (const key of ["annotations", "spans", "fiberId", "message", "timestamp"]) expect(line).not.toHaveProperty(key)
  const formatted = pretty(text)
  expect(formatted).toContain(String(line["msg"]))
  expect(formatted).not.toBe(text)
  return line
}

describe("a log call in JSON mode", () => {
  it("is one pino line: the text as msg, the objects' and the fiber's fields flat", async () => {
    const [text] = await linesOf(
      Effect.logInfo("ready", { startupMillis: 18795, big: 12n }).pipe(
        Effect.annotateLogs({ node: "coordinator-1" }),
        Effect.withLogSpan("outer")
      )
    )
    const line = pinoLine(text ?? "")
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      hostname: hostname(),
      msg: "ready",
      startupMillis: 18795,
      big: "12",
      node: "coordinator-1"
    })
    expect(Math.abs(Number(line["time"]) - Date.now())).toBeLessThan(10_000)
  })

  it("writes a failure's cause as err and warnings and errors at pino's levels", async () => {
    const lines = await linesOf(
      Effect.gen(function* () {
        yield* Effect.logWarning("storage slow", { ms: 12 })
        yield* Effect.logError("unhandled failure", new Error("boom"))
        yield* Effect.logError("failed", Cause.fail(new Error("lost")))
      })
    )
    const [warn, error] = lines.map(pinoLine)
    expect(warn).toMatchObject({ level: 40, msg: "storage slow", ms: 12 })
    expect(error).toMatchObject({ level: 50, msg: "unhandled failure", err: { type: "Error", message: "boom" } })
    expect(lines).toHaveLength(3)
    expect(pinoLine(lines[2] ?? "")).toMatchObject({
      level: 50,
      msg: "failed",
      err: { type: "Error", message: "lost" }
    })
  })

  it("writes a request line's fields flat, the client, a 4xx's error type and the fiber's annotations among them", async () => {
    const body = '{"message":"no such token","code":7,"type":"ErrNotFound"}'
    const response = HttpServerResponse.text(body, { status: 404, contentType: "application/json" })
    const facts = new RequestFacts("abc-1", 100)
    facts.client = "203.0.113.9"
    const [text] = await linesOf(
      logRequest("GET", "/tokens/:id", response, facts, 100.4216).pipe(Effect.annotateLogs({ node: "coordinator-1" }))
    )
    expect(pinoLine(text ?? "")).toMatchObject({
      level: 30,
      msg: REQUEST_LOG_MESSAGE,
      method: "GET",
      route: "/tokens/:id",
      status: 404,
      durationMs: 0.42,
      bytes: Buffer.byteLength(body),
      requestId: "abc-1",
      client: "203.0.113.9",
      errorType: "ErrNotFound",
      node: "coordinator-1"
    })
  })

  it("writes nothing below its level", async () => {
    expect(await linesOf(Effect.logInfo("hidden"), "json", "warn")).toEqual([])
  })
})

describe("a flat line", () => {
  it("is the line pino writes for the same fields, absent ones left out", () => {
    const written: Array<string> = []
    const writer = logWriter({
      format: "json",
      level: "info",
      base: { worker: 2 },
      destination: { write: (line) => written.push(line) }
    })
    const fields = {
      method: "GET",
      route: "/tokens/:id",
      status: 200,
      durationMs: 0.42,
      bytes: undefined,
      client: '"quoted" \\ \u2028 é \n',
      ok: true,
      off: Number.NaN
    }
    writer.write("warn", "request", fields)
    pino(
      { base: { pid: process.pid, hostname: hostname(), worker: 2 } },
      { write: (line: string) => written.push(line) }
    ).warn(fields, "request")
    const [flat, byPino] = written.map((line) => line.replace(/"time":\d+/u, '"time":0'))
    expect(flat).toBe(byPino)
    expect(JSON.parse(flat ?? "")).toMatchObject({ level: 40, worker: 2, client: fields.client, off: null })
  })

  it("is a line of text, numbers and booleans only: one with an object, an error or pino's own field names is pino's", () => {
    const written: Array<string> = []
    const writer = logWriter({ format: "json", level: "info", destination: { write: (line) => written.push(line) } })
    writer.write("info", "nested", { at: { block: 7 } })
    writer.write("error", "failed", { err: new Error("boom") })
    writer.write("info", "renamed", { msg: "mine", time: 3 })
    const [nested, failed, renamed] = written.map(pinoLine)
    expect(nested).toMatchObject({ msg: "nested", at: { block: 7 } })
    expect(failed).toMatchObject({ msg: "failed", err: { type: "Error", message: "boom" } })
    expect(renamed).toMatchObject({ msg: "renamed", msg_: "mine", time_: 3 })
  })

  it("has the time it was logged at, rendered by the writer or by pino", () => {
    const written: Array<string> = []
    const writer = logWriter({ format: "json", level: "info", destination: { write: (line) => written.push(line) } })
    writer.write("info", "flat", { a: 1 }, new Date(1_700_000_000_123))
    writer.write("info", "nested", { a: { b: 1 } }, new Date(1_700_000_000_456))
    expect(written.map((line) => JSON.parse(line).time)).toEqual([1_700_000_000_123, 1_700_000_000_456])
  })
})

describe("pretty mode", () => {
  it("writes one readable line per event, a request on one line", async () => {
    const facts = new RequestFacts("abc-1", 100)
    facts.client = "::1"
    const response = HttpServerResponse.text("x".repeat(215), { contentType: "application/json" })
    const lines = await linesOf(
      Effect.gen(function* () {
        yield* Effect.logInfo("ready", { startupMillis: 5 })
        yield* logRequest("GET", "/tokens/:id", response, facts, 100.4216)
      }),
      "pretty"
    )
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} INFO {2}ready startupMillis=5$/u)
    expect(lines[1]).toMatch(
      / INFO {2}request method=GET route=\/tokens\/:id status=200 durationMs=0\.42 bytes=215 requestId=abc-1 client=::1$/u
    )
  })
})

describe("the supervisor's lines", () => {
  it("are pino lines with supervisor: true, and readable lines led by supervisor: on a terminal", () => {
    const written = (env: Record<string, string>, isTerminal: boolean) => {
      const lines: Array<string> = []
      const log = supervisorLog(env, { isTerminal, write: (line) => lines.push(line) })
      log("info", "worker started", { worker: 2, workerPid: 42 })
      log("warn", "worker died: replacing it", { worker: 2, signal: "SIGKILL" })
      return lines
    }
    const [started, died] = written({}, false).map((text) => pinoLine(text))
    expect(started).toMatchObject({
      level: 30,
      msg: "worker started",
      supervisor: true,
      worker: 2,
      workerPid: 42,
      pid: process.pid
    })
    expect(died).toMatchObject({ level: 40, msg: "worker died: replacing it", signal: "SIGKILL" })
    expect(written({}, true)[1]).toMatch(
      /^\d{2}:\d{2}:\d{2}\.\d{3} WARN {2}supervisor: worker died: replacing it worker=2 signal=SIGKILL\n$/u
    )
    expect(written({ LOG_FORMAT: "json" }, true)[0]?.startsWith("{")).toBe(true)
    expect(written({ LOG_LEVEL: "warn" }, false)).toHaveLength(1)
    expect(written({ LOG_LEVEL: "none" }, false)).toEqual([])
  })
})

describe("standard output", () => {
  // Fewer lines than a batch holds: none is handed on before the exit, so no asynchronous write is in flight when the
  // exit handler writes (one in flight would land after it, as log_writer.ts says: a process waits for logsWritten).
  it("gets every line in order, rendered at once (by pino, an object among its fields) or with its batch, those of a batch not yet handed on too, when the process exits without waiting", () => {
    const script = [
      `import { logWriter } from ${JSON.stringify(new URL("../../app/log_writer.ts", import.meta.url).pathname)}`,
      `const writer = logWriter({ format: "json", level: "info" })`,
      `for (let i = 0; i < 200; i++) writer.write("info", "line", i % 2 === 0 ? { i, at: {} } : { i })`,
      `process.exit(3)`
    ].join("\n")
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8"
    })
    expect(run.status).toBe(3)
    expect(
      run.stdout
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => JSON.parse(line).i)
    ).toEqual(Array.from({ length: 200 }, (_, i) => i))
  }, 30_000)
})

describe("the real server's output", () => {
  it("is pino's lines, every one formatted by pino-pretty, request lines complete, and no deprecation warning", async () => {
    const server = startServer(await freePort(), { STORAGE: "memory", DEVNET: "false", LOG_FORMAT: "json" })
    await waitForStatus(server.port, "/health", 200, 60_000)
    await rawExchange(server.port, get("/tokens"))
    await rawExchange(server.port, get("/no-such-route"))
    await rawExchange(server.port, get("/transactions-history?limit=abc"))
    expect((await terminate(server)).code).toBe(0)
    const output = server.output()
    expect(output).not.toContain("DeprecationWarning")
    const lines = output
      .split("\n")
      .filter((line) => line !== "")
      .map(pinoLine)
    expect(lines.map((line) => line["msg"])).toEqual(expect.arrayContaining(["ready", REQUEST_LOG_MESSAGE]))
    const requests = lines.filter((line) => line["msg"] === REQUEST_LOG_MESSAGE && line["route"] !== "/health")
    expect(requests.map((line) => [line["status"], line["errorType"]])).toEqual([
      [200, undefined],
      [404, "ErrRouteNotFound"],
      [400, "ErrParamValidationFailed"]
    ])
    for (const line of requests) {
      expect(line).toMatchObject({
        method: "GET",
        route: expect.any(String),
        durationMs: expect.any(Number),
        bytes: expect.any(Number),
        requestId: expect.any(String),
        client: expect.stringMatching(/127\.0\.0\.1$/u)
      })
    }
  }, 90_000)
})
