/** `METRICS_PORT`: its rule and what it may not share, the listener's answers, one process serving its metrics there,
 * and (with DATABASE_URL) the supervisor of two workers serving both workers' metrics merged there. */
import { ConfigProvider, Effect, Option } from "effect"
import type { Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appSettings, badVariables } from "../../app/config.ts"
import { closeServer, listenOn, metricsServer } from "../../app/lifecycle/metrics_listener.ts"
import { checkedStart } from "../../app/lifecycle/start_check.ts"
import { metricsOn, metricsPortOf, metricsPortProblem } from "../../app/metrics_port.ts"
import { DATABASE_URL, onServer, withDatabase } from "../adapters/sql/test_databases.ts"
import {
  errorShape,
  freePort,
  get,
  killAll,
  rawExchange,
  type ServerProcess,
  startServer,
  waitForStatus
} from "./lifecycle/server_process.ts"
import { POSTGRES_SERVER, describeWith } from "../real_parts.ts"

afterAll(killAll)

/** The start check of `env` (read through a provider of `env` alone). */
function checked(env: Record<string, string>) {
  return checkedStart(env).pipe(Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env })))
}

/** The lines a start with `env` is refused with. */
function refusal(env: Record<string, string>): Promise<string> {
  return Effect.runPromise(Effect.flip(checked(env))).then((refused) => refused.lines.join("\n"))
}

/** Whether a start with `env` answers `/metrics` among its routes. */
function metricsRouteOf(env: Record<string, string>): Promise<boolean | undefined> {
  return Effect.runPromise(checked(env)).then((start) => start.routes.metricsRoute)
}

describe("METRICS_PORT's value", () => {
  it("is read as a port, unset by default; a value that is no port is refused with the rule", async () => {
    const read = (env: Record<string, string>) => Effect.runPromise(appSettings.parse(ConfigProvider.fromEnv({ env })))
    expect((await read({})).edge.metricsPort).toEqual(Option.none())
    expect((await read({ METRICS_PORT: "9464" })).edge.metricsPort).toEqual(Option.some(9464))
    expect(badVariables({ METRICS_PORT: "abc" })).toEqual(['METRICS_PORT="abc": an integer 1–65535, not PORT'])
    expect(badVariables({ METRICS_PORT: "0" })).toHaveLength(1)
    expect(metricsPortOf({})).toBeUndefined()
    expect(metricsPortOf({ METRICS_PORT: "9464" })).toBe(9464)
    expect(metricsPortOf({ METRICS_PORT: "70000" })).toBeUndefined()
    expect([undefined, "on", "true", "off", "false"].map(metricsOn)).toEqual([true, true, true, false, false])
  })

  it("may not be PORT, nor be set with METRICS=off: a start refuses it with the reason", async () => {
    expect(metricsPortProblem({ metricsPort: undefined, port: 4010, metrics: false })).toBeUndefined()
    expect(metricsPortProblem({ metricsPort: 9464, port: 4010, metrics: true })).toBeUndefined()
    expect(await refusal({ STORAGE: "memory", PORT: "4010", METRICS_PORT: "4010" })).toBe(
      "METRICS_PORT=4010 is PORT too: give /metrics a port of its own, or leave METRICS_PORT unset to serve it on PORT"
    )
    expect(await refusal({ STORAGE: "memory", METRICS: "off", METRICS_PORT: "9464" })).toBe(
      "METRICS_PORT=9464 needs METRICS=on: with METRICS=off no metrics are served; unset one of them"
    )
    expect(await metricsRouteOf({ STORAGE: "memory", METRICS_PORT: "9464" })).toBe(false)
    expect(await metricsRouteOf({ STORAGE: "memory" })).toBe(true)
  })
})

describe("the metrics' own listener", () => {
  let server: Server
  let port = 0
  let failing = false
  beforeAll(async () => {
    server = metricsServer(
      () => (failing ? Promise.reject(new Error("no worker answered")) : Promise.resolve("up 1\n")),
      "text/plain; version=0.0.4; charset=utf-8"
    )
    port = (await listenOn(server, 0)).port
  })
  afterAll(() => closeServer(server))

  it("answers GET and HEAD /metrics with the text, never stored; anything else with the error shape", async () => {
    const scrape = await rawExchange(port, get("/metrics?name[]=up"))
    expect([scrape.status, scrape.body]).toEqual([200, "up 1\n"])
    expect(scrape.headers).toMatchObject({
      "content-type": "text/plain; version=0.0.4; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff"
    })
    const head = await rawExchange(port, get("/metrics").replace("GET", "HEAD"))
    expect([head.status, head.headers["content-length"], head.body]).toEqual([200, "5", ""])
    const elsewhere = await rawExchange(port, get("/health"))
    expect([elsewhere.status, errorShape(elsewhere)?.type]).toEqual([404, "ErrRouteNotFound"])
    const post = await rawExchange(port, get("/metrics").replace("GET", "POST"))
    expect([post.status, errorShape(post)?.type, post.headers["allow"]]).toEqual([
      405,
      "ErrMethodNotAllowed",
      "GET, HEAD"
    ])
    failing = true
    const failed = await rawExchange(port, get("/metrics"))
    expect([failed.status, errorShape(failed)?.type]).toEqual([500, "ErrInternal"])
  })

  it("refuses a port that is taken", async () => {
    await expect(
      listenOn(
        metricsServer(() => Promise.resolve(""), "text/plain"),
        port
      )
    ).rejects.toThrow(/EADDRINUSE/u)
  })
})

describe("one process with METRICS_PORT", () => {
  let server: ServerProcess
  let metricsPort = 0
  beforeAll(async () => {
    metricsPort = await freePort()
    server = startServer(await freePort(), { STORAGE: "memory", METRICS_PORT: String(metricsPort) })
    await waitForStatus(server.port, "/health", 200, 120_000)
  }, 150_000)

  it("serves its metrics there, its requests on PORT counted, and /metrics on PORT is a 404", async () => {
    const onApi = await rawExchange(server.port, get("/metrics"))
    expect([onApi.status, errorShape(onApi)?.type]).toEqual([404, "ErrRouteNotFound"])
    const scrape = await rawExchange(metricsPort, get("/metrics"))
    expect(scrape.status).toBe(200)
    expect(scrape.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8")
    expect(scrape.body).toMatch(/^http_requests_total\{method="GET",route="\/health",status="200"\} [1-9]/mu)
    expect(scrape.body).toMatch(/^http_requests_total\{method="GET",route="\/metrics",status="404"\} 1$/mu)
    expect(scrape.body).toContain("process_cpu_user_seconds_total")
  })

  it("refuses to start when its METRICS_PORT is taken, with the reason", async () => {
    const refused = startServer(await freePort(), { STORAGE: "memory", METRICS_PORT: String(metricsPort) })
    const exited = await refused.exited
    expect(exited.code).toBe(1)
    expect(refused.output()).toContain(`cannot listen on METRICS_PORT ${metricsPort}`)
  }, 60_000)
})

describeWith(POSTGRES_SERVER)("two workers with METRICS_PORT", () => {
  const url = DATABASE_URL ?? ""
  const name = `zk_metrics_port_${process.pid}_${Date.now().toString(36)}`
  let server: ServerProcess
  let metricsPort = 0

  beforeAll(async () => {
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    metricsPort = await freePort()
    server = startServer(await freePort(), {
      WEB_CONCURRENCY: "2",
      DATABASE_URL: withDatabase(url, name),
      METRICS_PORT: String(metricsPort)
    })
    await waitForStatus(server.port, "/health", 200, 150_000)
  }, 180_000)

  afterAll(async () => {
    killAll()
    await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  it("the supervisor serves every worker's metrics merged on it; no worker serves /metrics on PORT", async () => {
    const workerSamples = async () => {
      // While a worker still loads, it cannot answer the supervisor: that scrape fails (500), the next ones do not.
      const scrape = await rawExchange(metricsPort, get("/metrics"), { timeout: 15_000 })
      if (scrape.status !== 200) return []
      return ["1", "2"].filter((worker) =>
        new RegExp(`^process_cpu_user_seconds_total\\{worker="${worker}"\\}`, "mu").test(scrape.body)
      )
    }
    const deadline = performance.now() + 120_000
    let workers = await workerSamples()
    while (workers.length < 2 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      workers = await workerSamples()
    }
    expect(workers, server.output().slice(-4000)).toEqual(["1", "2"])
    const answers = await Promise.all(Array.from({ length: 8 }, () => rawExchange(server.port, get("/metrics"))))
    expect(answers.map((answer) => [answer.status, errorShape(answer)?.type])).toEqual(
      answers.map(() => [404, "ErrRouteNotFound"])
    )
    expect(server.output()).toContain("serving every worker's /metrics")
  }, 150_000)
})
