/** `WEB_CONCURRENCY`: the rule, backoff, supervisor log, merged `/metrics`; refused on memory and embedded storage;
 * with DATABASE_URL a writer and a reader worker on one port, a killed writer replaced, SIGTERM draining both. */
import { ConfigProvider, Effect, Exit, Result } from "effect"
import { connect, type Socket } from "node:net"
import { availableParallelism } from "node:os"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FIRST_PAGE, makePromiseClient } from "../../adapters/http/client/client.ts"
import { signTransaction } from "../../wallet/signed_transaction.ts"
import { devnetWallet, privateKeyBytes } from "../../adapters/crypto/devnet_wallets.ts"
import { appSettings, DEFAULT_APP_SETTINGS } from "../../app/config.ts"
import { clusterMessageOf } from "../../app/lifecycle/cluster_messages.ts"
import { clusterWorkerOf, workerVariables } from "../../app/lifecycle/cluster_worker.ts"
import {
  FIRST_RESTART_DELAY_MILLIS,
  MAX_RESTART_DELAY_MILLIS,
  restartDelay,
  STABLE_MILLIS
} from "../../app/lifecycle/restart_backoff.ts"
import { parseWebConcurrency, storageKindOf, webConcurrencyProblem } from "../../app/web_concurrency.ts"
import { storageConfig } from "../../app/storage.ts"
import { TokenId } from "../../core/domain/scalars.ts"
import { DATABASE_URL, onServer, withDatabase } from "../adapters/sql/test_databases.ts"
import {
  freePort,
  get,
  killAll,
  rawExchange,
  type ServerProcess,
  startServer,
  terminate
} from "./lifecycle/server_process.ts"
import { POSTGRES_SERVER, describeWith } from "../real_parts.ts"

describe("WEB_CONCURRENCY's value", () => {
  it("is 1 when absent, a number from 1 to 64, or auto (one per core, at most 64)", () => {
    const cores = { cores: 6 }
    expect(parseWebConcurrency(undefined, cores)).toEqual({ ok: true, workers: 1 })
    expect(parseWebConcurrency("", cores)).toEqual({ ok: true, workers: 1 })
    expect(parseWebConcurrency("1", cores)).toEqual({ ok: true, workers: 1 })
    expect(parseWebConcurrency("2", cores)).toEqual({ ok: true, workers: 2 })
    expect(parseWebConcurrency("64", cores)).toEqual({ ok: true, workers: 64 })
    expect(parseWebConcurrency("auto", cores)).toEqual({ ok: true, workers: 6 })
    expect(parseWebConcurrency("auto", { cores: 200 })).toEqual({ ok: true, workers: 64 })
    expect(parseWebConcurrency("auto", { cores: 0 })).toEqual({ ok: true, workers: 1 })
    for (const bad of ["0", "65", "-1", "2.5", "abc", " 2", "2 ", "AUTO", "1e1", "002"]) {
      const parsed = parseWebConcurrency(bad, cores)
      expect(parsed.ok, bad).toBe(false)
      if (!parsed.ok) expect(parsed.problem).toContain("an integer from 1 to 64, or auto")
    }
  })

  it("is read by the configuration with the same rule", async () => {
    const read = (env: Record<string, string>) =>
      Effect.runPromiseExit(appSettings.parse(ConfigProvider.fromEnv({ env })))
    expect(DEFAULT_APP_SETTINGS.webConcurrency).toBe(1)
    const three = await read({ WEB_CONCURRENCY: "3" })
    expect(Exit.isSuccess(three) && three.value.webConcurrency).toBe(3)
    const auto = await read({ WEB_CONCURRENCY: "auto" })
    expect(Exit.isSuccess(auto) && auto.value.webConcurrency).toBe(Math.min(64, availableParallelism()))
    const bad = await read({ WEB_CONCURRENCY: "many" })
    expect(Exit.isFailure(bad)).toBe(true)
    expect(String(bad)).toContain("WEB_CONCURRENCY=many is not a number of processes")
  })

  it("needs a PostgreSQL server and no ROLE=writer; the supervisor sees the storage as app/storage.ts chooses it", async () => {
    expect(webConcurrencyProblem({ workers: 1, storage: "embedded", role: undefined })).toBeUndefined()
    expect(webConcurrencyProblem({ workers: 2, storage: "embedded", role: undefined })).toBe(
      "WEB_CONCURRENCY=2 needs a PostgreSQL server (DATABASE_URL): the embedded database belongs to one process"
    )
    expect(webConcurrencyProblem({ workers: 2, storage: "memory", role: "reader" })).toContain(
      "the in-memory storage belongs to one process"
    )
    expect(webConcurrencyProblem({ workers: 3, storage: "external", role: "writer" })).toContain(
      "cannot run with ROLE=writer"
    )
    expect(webConcurrencyProblem({ workers: 3, storage: "external", role: "reader" })).toBeUndefined()
    expect(webConcurrencyProblem({ workers: 3, storage: "external", role: undefined })).toBeUndefined()
    for (const storage of [undefined, "memory", "embedded", "external"]) {
      for (const url of [undefined, "", "postgres://u:p@127.0.0.1:5432/db"]) {
        const env: Record<string, string> = {}
        if (storage !== undefined) env["STORAGE"] = storage
        if (url !== undefined) env["DATABASE_URL"] = url
        const chosen = await Effect.runPromiseExit(storageConfig.parse(ConfigProvider.fromEnv({ env })))
        // A contradiction (external without a URL) is the workers' to report.
        if (Exit.isSuccess(chosen)) expect(storageKindOf(env), JSON.stringify(env)).toBe(chosen.value.kind)
      }
    }
  })

  it("a worker knows its number and when it listens only from the variables its supervisor sets", () => {
    const variables = workerVariables({ worker: 3, listen: "when-ready" })
    expect(clusterWorkerOf(variables, { isWorker: true })).toEqual({ worker: 3, listen: "when-ready" })
    expect(clusterWorkerOf(variables, { isWorker: false })).toBeUndefined()
    expect(clusterWorkerOf({}, { isWorker: true })).toBeUndefined()
    expect(clusterWorkerOf(workerVariables({ worker: 1, listen: "at-once" }), { isWorker: true })).toEqual({
      worker: 1,
      listen: "at-once"
    })
  })
})

describe("restartDelay", () => {
  it("starts at 0.5 s, doubles up to 30 s while replacements die within a minute, and starts again after a minute of life", () => {
    let delay: number | undefined
    const seen: Array<number> = []
    for (let i = 0; i < 9; i++) {
      delay = restartDelay(delay, { livedMillis: 2_000 })
      seen.push(delay)
    }
    expect(seen).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000])
    expect(restartDelay(MAX_RESTART_DELAY_MILLIS, { livedMillis: STABLE_MILLIS })).toBe(FIRST_RESTART_DELAY_MILLIS)
    expect(restartDelay(undefined, { livedMillis: 0 })).toBe(FIRST_RESTART_DELAY_MILLIS)
  })
})

/** The families of an exposition in order, each with its header lines and samples; fails on a family split in two. */
function familiesOf(text: string): Map<string, { headers: Array<string>; samples: Array<string> }> {
  const families = new Map<string, { headers: Array<string>; samples: Array<string> }>()
  let current = ""
  for (const line of text.split("\n")) {
    if (line === "") continue
    const header = /^# (HELP|TYPE) (\S+)/u.exec(line)
    const name = header?.[2] ?? line.split(/[{ ]/u)[0] ?? ""
    const owner =
      header !== null || name === current || name.startsWith(`${current}_`) ? (header === null ? current : name) : name
    if (owner !== current) {
      if (families.has(owner)) throw new Error(`family ${owner} written in two places`)
      families.set(owner, { headers: [], samples: [] })
      current = owner
    }
    const family = families.get(owner)!
    if (header !== null) family.headers.push(header[1]!)
    else family.samples.push(line)
  }
  return families
}

describe("the metrics messages between the supervisor and its workers", () => {
  it("takes only well-formed messages of its protocol", () => {
    expect(clusterMessageOf({ zk: "ready", shutdownTimeoutSeconds: 3 })).toEqual({
      zk: "ready",
      shutdownTimeoutSeconds: 3
    })
    expect(clusterMessageOf({ zk: "metrics-gather", id: 1 })).toEqual({ zk: "metrics-gather", id: 1 })
    expect(clusterMessageOf({ zk: "metrics-gathered", id: 1, text: "x" })).toEqual({
      zk: "metrics-gathered",
      id: 1,
      text: "x"
    })
    expect(clusterMessageOf({ zk: "metrics-gathered", id: 1, text: null })).toEqual({
      zk: "metrics-gathered",
      id: 1,
      text: null
    })
    for (const other of [
      null,
      "ready",
      { cmd: "NODE_CLUSTER" },
      { type: "prom-client:getMetricsReq", requestId: 1 },
      { zk: "ready" },
      { zk: "metrics-gather", id: "1" },
      { zk: "metrics-gathered", id: 1, text: 3 }
    ]) {
      expect(clusterMessageOf(other), JSON.stringify(other)).toBeUndefined()
    }
  })
})

/** The supervisor's log lines (pino's JSON) written so far: their `msg` and their fields. */
function supervisorLines(server: ServerProcess): Array<{ message: string; annotations: Record<string, unknown> }> {
  const lines: Array<{ message: string; annotations: Record<string, unknown> }> = []
  for (const line of server.output().split("\n")) {
    if (!line.includes('"supervisor":true')) continue
    try {
      const fields: Record<string, unknown> = JSON.parse(line)
      lines.push({ message: String(fields["msg"]), annotations: fields })
    } catch {
      // A line cut by another process's write: not one of those looked for.
    }
  }
  return lines
}

/** Waits until `found` returns something (polling every 100 ms), or fails after `timeout` ms with the output. */
async function waitFor<A>(
  server: ServerProcess,
  found: () => A | undefined,
  timeout: number,
  what: string
): Promise<A> {
  const deadline = performance.now() + timeout
  for (;;) {
    const value = found()
    if (value !== undefined) return value
    if (performance.now() > deadline)
      throw new Error(`${what} did not happen within ${timeout} ms:\n${server.output().slice(-6000)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe("WEB_CONCURRENCY>1 is refused with the reason", () => {
  afterAll(killAll)

  const refused = async (env: Record<string, string>, reason: string) => {
    const server = startServer(await freePort(), env)
    const exited = await server.exited
    expect(exited.code, server.output()).toBe(1)
    expect(server.output()).toContain(reason)
    expect(server.output()).not.toContain("worker started")
  }

  it("on the embedded database (the default), on the memory storage, with ROLE=writer, and for a value that is no number of processes", async () => {
    await refused(
      { WEB_CONCURRENCY: "2" },
      "WEB_CONCURRENCY=2 needs a PostgreSQL server (DATABASE_URL): the embedded database belongs to one process"
    )
    await refused(
      { WEB_CONCURRENCY: "2", STORAGE: "memory" },
      "WEB_CONCURRENCY=2 needs a PostgreSQL server (DATABASE_URL): the in-memory storage belongs to one process"
    )
    await refused(
      { WEB_CONCURRENCY: "auto", STORAGE: "embedded", DATABASE_URL: "postgres://u:p@127.0.0.1:1/none" },
      "the embedded database belongs to one process"
    )
    await refused(
      { WEB_CONCURRENCY: "3", DATABASE_URL: "postgres://u:p@127.0.0.1:1/none", ROLE: "writer" },
      "WEB_CONCURRENCY=3 cannot run with ROLE=writer"
    )
    // A value that is no number of processes is a bad variable: its line names it, the value (JSON-quoted in the JSON line) and the rule.
    await refused({ WEB_CONCURRENCY: "two", STORAGE: "memory" }, 'WEB_CONCURRENCY=\\"two\\": an integer 1–64, or auto')
    await refused({ WEB_CONCURRENCY: "0", STORAGE: "memory" }, 'WEB_CONCURRENCY=\\"0\\": an integer 1–64, or auto')
  }, 60_000)
})

/** A long-lived `GET /events` stream on a raw connection: when each chunk arrived and whether it ended. */
interface EventStream {
  readonly socket: Socket
  readonly chunks: Array<number>
  ended: number | undefined
  status: number
}

/** Opens `GET /events` on its own connection. */
function openEvents(port: number): EventStream {
  const socket = connect(port, "127.0.0.1")
  const stream: EventStream = { socket, chunks: [], ended: undefined, status: 0 }
  socket.on("connect", () =>
    socket.write("GET /events HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: text/event-stream\r\n\r\n")
  )
  socket.on("data", (chunk: Buffer) => {
    if (stream.status === 0) stream.status = Number(/^HTTP\/1\.1 (\d{3})/u.exec(chunk.toString("latin1"))?.[1] ?? -1)
    stream.chunks.push(performance.now())
  })
  socket.on("error", () => undefined)
  socket.on("close", () => (stream.ended = performance.now()))
  return stream
}

/** One plain GET on a fresh connection, when it started and ended and what came back. */
interface Attempt {
  readonly at: number
  readonly endedAt: number
  readonly status: number
  readonly error: string | undefined
}

/** GETs `path` on fresh connections from `loops` loops until `stop()` is true: the attempts so far, and when all ended. */
function loopGets(
  port: number,
  path: string,
  loops: number,
  stop: () => boolean
): { readonly attempts: ReadonlyArray<Attempt>; readonly done: Promise<ReadonlyArray<Attempt>> } {
  const attempts: Array<Attempt> = []
  const loop = async () => {
    while (!stop()) {
      const at = performance.now()
      const answer = await rawExchange(port, get(path), { timeout: 10_000 })
      attempts.push({ at, endedAt: performance.now(), status: answer.status, error: answer.error })
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  return { attempts, done: Promise.all(Array.from({ length: loops }, loop)).then(() => attempts) }
}

/** POSTs a transfer from devnet wallet 1 to wallet 2 through `baseUrl` and waits until a batch forged it; its state then. */
async function forgedTransfer(baseUrl: string): Promise<string> {
  const client = makePromiseClient({ baseUrl, revision: "later" })
  const account = async (w: number) =>
    (
      await client.call((c) =>
        c.account.listAccounts({
          query: { ...FIRST_PAGE, zkEthereumAddress: devnetWallet(w).ethAddress, tokenIds: [TokenId.make(0)] }
        })
      )
    ).accounts[0]!
  const from = await account(1)
  const to = await account(2)
  const { nextNonce } = await client.call((c) =>
    c.wallet.getAccountNonce({ params: { accountIndex: from.accountIndex } })
  )
  const draft = {
    from,
    toAccountIndex: to.accountIndex,
    toEthAddr: null,
    toBjj: null,
    amount: 10n ** 15n,
    fee: 0,
    nonce: nextNonce
  }
  const signed = Result.getOrThrow(signTransaction(draft, privateKeyBytes(1n), 1337))
  await client.call((c) => c.transaction.postPoolTransaction({ query: {}, payload: signed.transaction }))
  const deadline = Date.now() + 30_000
  let state = "pend"
  while (state !== "fged" && Date.now() < deadline) {
    state = (await client.call((c) => c.transaction.getPoolTransaction({ params: { id: signed.id } }))).state
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return state
}

describeWith(POSTGRES_SERVER)("WEB_CONCURRENCY=2 on a PostgreSQL server", () => {
  const url = DATABASE_URL ?? ""
  const name = `zk_web_concurrency_${process.pid}_${Date.now().toString(36)}`
  const SHUTDOWN_TIMEOUT_SECONDS = 3
  let server: ServerProcess

  const started = (worker: number) =>
    supervisorLines(server).filter((l) => l.message === "worker started" && l.annotations["worker"] === worker)
  const readyPids = (worker: number) =>
    supervisorLines(server)
      .filter((l) => l.message === "worker ready" && l.annotations["worker"] === worker)
      .map((l) => l.annotations["workerPid"])
  const lastBatch = async (): Promise<number> => {
    const answer = await rawExchange(server.port, get("/batches?order=DESC&limit=1"))
    const body: unknown = JSON.parse(answer.body)
    const batches: unknown = typeof body === "object" && body !== null ? Reflect.get(body, "batches") : undefined
    const first: unknown = Array.isArray(batches) ? batches[0] : undefined
    const batchNum: unknown = typeof first === "object" && first !== null ? Reflect.get(first, "batchNum") : undefined
    if (typeof batchNum !== "number") throw new Error(`no batch in ${answer.status} ${answer.body}`)
    return batchNum
  }

  beforeAll(async () => {
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    server = startServer(await freePort(), {
      WEB_CONCURRENCY: "2",
      DATABASE_URL: withDatabase(url, name),
      FORGE_INTERVAL_SECONDS: "1",
      EVENTS_HEARTBEAT_SECONDS: "0.5",
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS)
    })
    await waitFor(
      server,
      () => (readyPids(1).length > 0 && readyPids(2).length > 0 ? true : undefined),
      150_000,
      "both workers ready"
    )
  }, 180_000)

  afterAll(async () => {
    killAll()
    await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  it("worker 1 writes (ROLE=all), worker 2 reads and starts after it; both answer through the port; a batch is forged", async () => {
    expect(started(1).map((l) => l.annotations["role"])).toEqual(["all"])
    expect(started(2).map((l) => l.annotations["role"])).toEqual(["reader"])
    expect(started(1)[0]?.annotations["listen"]).toBe("at-once")
    expect(started(2)[0]?.annotations["listen"]).toBe("when-ready")
    const lines = supervisorLines(server).map((l) => `${l.message} ${String(l.annotations["worker"])}`)
    expect(lines.indexOf("worker ready 1")).toBeLessThan(lines.indexOf("worker started 2"))

    const answers = await Promise.all(Array.from({ length: 24 }, () => rawExchange(server.port, get("/config"))))
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
    const answeredBy = (worker: number) =>
      server.output().includes(`"worker":${worker},"method":"GET","route":"/config","status":200`)
    await waitFor(
      server,
      () => (answeredBy(1) && answeredBy(2) ? true : undefined),
      5_000,
      "request lines of both workers"
    )

    const before = await lastBatch()
    expect(await forgedTransfer(`http://127.0.0.1:${server.port}`)).toBe("fged")
    expect(await lastBatch()).toBeGreaterThan(before)
    const forgerLines = server
      .output()
      .split("\n")
      .filter((line) => line.includes('"msg":"devnet forger'))
    expect(forgerLines.length).toBeGreaterThan(0)
    for (const line of forgerLines) expect(line).toMatch(/"hostname":"[^"]*","worker":1,/u)
  }, 60_000)

  it("/metrics through the port answers both workers' samples, each family once", async () => {
    for (let i = 0; i < 4; i++) {
      const answer = await rawExchange(server.port, get("/metrics"))
      expect(answer.status).toBe(200)
      const families = familiesOf(answer.body)
      const requests = families.get("http_requests_total")
      expect(requests?.headers).toEqual(["HELP", "TYPE"])
      expect(requests?.samples.some((s) => /^http_requests_total\{[^}]*worker="1"/u.test(s))).toBe(true)
      expect(requests?.samples.some((s) => /^http_requests_total\{[^}]*worker="2"/u.test(s))).toBe(true)
      for (const [family, { headers, samples }] of families) {
        expect(headers.length, family).toBeLessThanOrEqual(2)
        for (const sample of samples) expect(sample, family).toMatch(/[{,]worker="[12]"/u)
      }
    }
  }, 30_000)

  it("a second supervisor on the same database stops when its writer is refused, with the worker's code and reason", async () => {
    const second = startServer(await freePort(), { WEB_CONCURRENCY: "2", DATABASE_URL: withDatabase(url, name) })
    const exited = await second.exited
    expect(exited.code, second.output()).toBe(1)
    expect(second.output()).toContain("another writer already runs against this database")
    expect(second.output()).toContain('"msg":"worker exited before it was ready: stopping the others"')
    expect(supervisorLines(second).filter((l) => l.message === "worker started").length).toBe(1)
  }, 90_000)

  it("ROLE=reader: every worker a reader, all started at once; SIGINT to it and its workers (a terminal's Ctrl-C) is a clean stop", async () => {
    const readers = startServer(await freePort(), {
      WEB_CONCURRENCY: "2",
      ROLE: "reader",
      DATABASE_URL: withDatabase(url, name)
    })
    const lines = () => supervisorLines(readers)
    await waitFor(
      readers,
      () => (lines().filter((l) => l.message === "worker ready").length === 2 ? true : undefined),
      90_000,
      "both readers ready"
    )
    const starts = lines().filter((l) => l.message === "worker started")
    expect(starts.map((l) => [l.annotations["worker"], l.annotations["role"], l.annotations["listen"]])).toEqual([
      [1, "reader", "at-once"],
      [2, "reader", "when-ready"]
    ])
    expect(lines().findIndex((l) => l.message === "worker ready")).toBeGreaterThan(lines().indexOf(starts[1]!))
    expect((await rawExchange(readers.port, get("/config"))).status).toBe(200)
    readers.child.kill("SIGINT")
    for (const start of starts) process.kill(Number(start.annotations["workerPid"]), "SIGINT")
    const exited = await readers.exited
    expect(exited.code, readers.output().slice(-4000)).toBe(0)
    expect(lines().filter((l) => l.message.startsWith("worker died") || l.message.startsWith("worker exited"))).toEqual(
      []
    )
  }, 120_000)

  it("a killed worker is replaced while the other keeps serving: its event streams go on, no request gets a 5xx", async () => {
    const victim = started(1).at(-1)?.annotations["workerPid"]
    if (typeof victim !== "number") throw new Error("no pid for worker 1")
    const streams = Array.from({ length: 4 }, () => openEvents(server.port))
    await waitFor(
      server,
      () => (streams.every((s) => s.chunks.length >= 2) ? true : undefined),
      10_000,
      "every event stream receiving"
    )
    let stopping = false
    const gets = loopGets(server.port, "/batches?limit=5", 3, () => stopping)
    await waitFor(
      server,
      () => (gets.attempts.filter((a) => a.status === 200).length >= 6 ? true : undefined),
      30_000,
      "the GET loops answered"
    )

    const killedAt = performance.now()
    process.kill(victim, "SIGKILL")
    const died = await waitFor(
      server,
      () =>
        supervisorLines(server).some(
          (l) => l.message === "worker died: replacing it" && l.annotations["workerPid"] === victim
        )
          ? performance.now()
          : undefined,
      10_000,
      "the supervisor seeing worker 1 die"
    )
    const replacedAt = await waitFor(
      server,
      () => (readyPids(1).some((pid) => pid !== victim) ? performance.now() : undefined),
      60_000,
      "the replacement of worker 1 ready"
    )
    // Requests and heartbeats after the replacement, on streams still open.
    await waitFor(
      server,
      () =>
        gets.attempts.filter((a) => a.at > replacedAt).length > 5 &&
        streams.filter((s) => s.ended === undefined).every((s) => s.chunks.filter((at) => at > replacedAt).length >= 2)
          ? true
          : undefined,
      30_000,
      "requests and stream chunks after the replacement"
    )
    stopping = true
    const attempts = await gets.done
    const streamsEnd = performance.now()
    for (const stream of streams) stream.socket.destroy()

    expect(started(1).at(-1)?.annotations["role"]).toBe("all")
    expect(started(1).at(-1)?.annotations["listen"]).toBe("when-ready")
    // No 5xx at any time (a starting worker never gets the port's connections).
    expect(attempts.filter((a) => a.status >= 500)).toEqual([])
    // Every request succeeded but those on the killed worker: the one each loop may have had in flight there, or
    // the connection the supervisor was handing to it as it died (Node's cluster then never answers it: the
    // client times out). Once the supervisor knew, every one succeeded.
    const failed = attempts.filter((a) => a.status !== 200)
    expect(failed.length).toBeLessThanOrEqual(3)
    for (const attempt of failed) {
      expect(attempt.status).toBe(0)
      // Still open when the worker was killed, and begun before the supervisor knew.
      expect(attempt.endedAt).toBeGreaterThan(killedAt)
      expect(attempt.at).toBeLessThan(died)
    }
    expect(attempts.filter((a) => a.at > replacedAt).length).toBeGreaterThan(5)
    // The streams on the surviving worker went on receiving after the kill; those on the killed one ended at once.
    const survivors = streams.filter((s) => s.ended === undefined || s.ended > streamsEnd - 1)
    expect(survivors.length).toBeGreaterThan(0)
    for (const stream of survivors) {
      expect(stream.status).toBe(200)
      expect(stream.chunks.filter((at) => at > replacedAt).length).toBeGreaterThanOrEqual(2)
    }
    // Ended with the worker: after the kill, before its replacement was ready.
    for (const stream of streams.filter((s) => !survivors.includes(s))) {
      expect(stream.ended!).toBeGreaterThan(killedAt)
      expect(stream.ended!).toBeLessThan(replacedAt)
    }
    // The new writer forges.
    const before = await lastBatch()
    expect(await forgedTransfer(`http://127.0.0.1:${server.port}`)).toBe("fged")
    expect(await lastBatch()).toBeGreaterThan(before)
  }, 120_000)

  it("SIGTERM drains every worker before its shutdown timeout, cutting nothing, and the supervisor exits 0", async () => {
    const streams = Array.from({ length: 2 }, () => openEvents(server.port))
    await waitFor(
      server,
      () => (streams.every((s) => s.chunks.length >= 1) ? true : undefined),
      10_000,
      "the event streams receiving"
    )
    const stoppedServing = (pattern: RegExp) => (server.output().match(pattern) ?? []).length
    const stopped = /"stopped serving"/gu
    // A drain that ended with every request finished, none cut at the window's end.
    const drained = /"cut":0,"millis":\d+,"msg":"stopped serving"/gu
    const before = { stopped: stoppedServing(stopped), drained: stoppedServing(drained) }
    const exited = await terminate(server)
    // 0: neither a worker's watchdog nor the supervisor's last resort (both past the shutdown timeout) ended a worker.
    expect(exited.code, server.output().slice(-4000)).toBe(0)
    expect(stoppedServing(stopped) - before.stopped).toBe(2)
    expect(stoppedServing(drained) - before.drained).toBe(2)
    expect(
      supervisorLines(server)
        .filter((l) => l.message === "worker stopped")
        .map((l) => l.annotations["code"])
    ).toEqual([0, 0])
    for (const stream of streams) expect(stream.ended).toBeDefined()
  }, 30_000)
})
