/**
 * `npm run bench:scale:load -- [--database-url URL] [--seconds 10] [--connections 32] [--only NAME]`: the
 * read side of the API over the generated database (`generate.ts`), measured on loopback.
 *
 * 1. Samples request inputs from the database, weighted like real traffic: accounts, addresses
 *    and keys by their number of transactions (rows of the side tables), exits and accounts by
 *    owner, transactions, exits and pool entries uniformly.
 * 2. Checks exactness: for a few requests per list scenario, `pendingItems` + the page's length
 *    equals an independent `count(*)` over the base tables (not the side tables or ordinals).
 * 3. Captures the query plans: with `auto_explain` (log_analyze, buffers) preloaded for the
 *    database's sessions, one request per scenario against a fresh server, each plan read back
 *    from the PostgreSQL log (`--postgres-log`; skipped when unreadable), then the setting reset.
 * 4. For each scenario, against a server process — the production start (`npm run build`, then
 *    `node dist/app/main.js`; `--server tsx` runs `app/main.ts` through tsx instead) on
 *    DATABASE_URL, no devnet, no forger —, with `--connections` keep-alive connections, one
 *    request in flight on each: a 2 s warm-up, then a closed loop of `--seconds` (each connection
 *    sends again as soon as it is answered: the saturation throughput, whose latency is mostly
 *    queueing — by Little's law 32 connections at X req/s wait 32/X s on average), both from
 *    Debian's `wrk` (`../wrk_report.lua` sending `--requests` sampled paths in turn; C, so the
 *    load generator is not the limit), with the API process's and the PostgreSQL server's CPU
 *    time per request over the closed loop; then paced (open-loop) runs at `--paced-fractions`
 *    of that throughput (default a quarter and a half) from a worker-thread load generator
 *    (`../load_generator.ts`), latency counted from each request's due time (no coordinated
 *    omission). Nothing is pinned: the two vCPUs are shared by the API, PostgreSQL and the load,
 *    as on a single small machine. Before it all, the database's tables and indexes are read into
 *    the OS page cache (`pg_prewarm`, read mode). Printed as Markdown for `bench/RESULTS.md`.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { once } from "node:events"
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { Worker } from "node:worker_threads"
import { bjjFromBytes, encodeBjj } from "../../core/domain/bjj.ts"
import { checksum } from "../../core/domain/eth_address.ts"
import { loadLine, machineLine, markdownTable } from "../bench_stats.ts"
import { postgresCpuNs, processCpuNs, rate, wrk } from "../http_harness.ts"
import type { LoadReport } from "../load_generator.ts"
import { DEFAULT_SCALE_DATABASE_URL, psql } from "./generate.ts"
import { TRANSACTIONS_PER_BATCH } from "./scale_plan.ts"

const ROOT = resolve(import.meta.dirname, "../..")

/** Request inputs sampled per kind. */
const SAMPLE_ROWS = 2000

/** A measured request kind: a name and a generator of request paths. */
interface Scenario {
  readonly name: string
  readonly path: () => string
  /** The independent count of the rows from the request's cursor on (list scenarios), or undefined. */
  readonly expected?: ((path: string) => string) | undefined
}

/** The inputs sampled from the database. */
interface Samples {
  readonly transactions: number
  readonly batches: number
  readonly tokens: number
  readonly activeAccounts: ReadonlyArray<string>
  readonly activeAddresses: ReadonlyArray<string>
  readonly activeKeys: ReadonlyArray<string>
  readonly accountOwners: ReadonlyArray<string>
  readonly exitOwners: ReadonlyArray<string>
  readonly accounts: ReadonlyArray<string>
  readonly txIds: ReadonlyArray<string>
  readonly exits: ReadonlyArray<string>
  readonly poolIds: ReadonlyArray<string>
}

/** Rows of a psql query, split into columns. */
function rows(url: string, query: string): Array<Array<string>> {
  return psql(url, query).trim().split("\n").filter((l) => l !== "").map((l) => l.split("|"))
}

/** The wire form of an address given as hex. */
const address = (hex: string) => `zk:${checksum("0x" + hex)}`
/** The wire form of a key given as hex. */
const key = (hex: string) => encodeBjj(bjjFromBytes(new Uint8Array(Buffer.from(hex, "hex"))))

/** Samples the request inputs. */
function sample(url: string): Samples {
  const single = (query: string) => Number(rows(url, query)[0]?.[0] ?? 0)
  const column = (query: string) => rows(url, query).map((r) => r[0]!)
  // TABLESAMPLE percentages giving about SAMPLE_ROWS rows whatever the database's size.
  const estimates = new Map(rows(url, "SELECT relname, greatest(reltuples, 1) FROM pg_class WHERE relkind = 'r'").map(([t, n]) => [t!, Number(n)]))
  const percent = (table: string) => Math.min(100, (100 * 2.5 * SAMPLE_ROWS) / (estimates.get(table) ?? 1)).toPrecision(3)
  return {
    transactions: single("SELECT max(item_id) FROM tx"),
    batches: single("SELECT max(batch_num) FROM batch"),
    tokens: single("SELECT count(*) FROM token"),
    activeAccounts: column(
      `SELECT 'zk:' || t.symbol || ':' || x.account_idx FROM account_tx x TABLESAMPLE SYSTEM (${percent("account_tx")}) REPEATABLE (1) ` +
        `JOIN account a ON a.idx = x.account_idx JOIN token t ON t.token_id = a.token_id LIMIT ${SAMPLE_ROWS}`
    ),
    activeAddresses: column(`SELECT encode(addr, 'hex') FROM addr_tx TABLESAMPLE SYSTEM (${percent("addr_tx")}) REPEATABLE (2) LIMIT ${SAMPLE_ROWS}`).map(address),
    activeKeys: column(`SELECT encode(bjj, 'hex') FROM bjj_tx TABLESAMPLE SYSTEM (${percent("bjj_tx")}) REPEATABLE (3) LIMIT ${SAMPLE_ROWS}`).map(key),
    accountOwners: column(`SELECT encode(eth_addr, 'hex') FROM account TABLESAMPLE SYSTEM (${percent("account")}) REPEATABLE (4) LIMIT ${SAMPLE_ROWS}`).map(address),
    exitOwners: column(`SELECT encode(eth_addr, 'hex') FROM exit TABLESAMPLE SYSTEM (${percent("exit")}) REPEATABLE (5) LIMIT ${SAMPLE_ROWS}`).map(address),
    accounts: column(
      `SELECT 'zk:' || t.symbol || ':' || a.idx FROM account a TABLESAMPLE SYSTEM (${percent("account")}) REPEATABLE (6) ` +
        `JOIN token t ON t.token_id = a.token_id LIMIT ${SAMPLE_ROWS}`
    ),
    txIds: column(`SELECT '0x' || encode(id, 'hex') FROM tx TABLESAMPLE SYSTEM (${percent("tx")}) REPEATABLE (7) LIMIT ${SAMPLE_ROWS}`),
    exits: column(
      `SELECT e.batch_num || '/zk:' || t.symbol || ':' || e.idx FROM exit e TABLESAMPLE SYSTEM (${percent("exit")}) REPEATABLE (8) ` +
        `JOIN token t ON t.token_id = e.token_id LIMIT ${SAMPLE_ROWS}`
    ),
    poolIds: column(`SELECT '0x' || encode(id, 'hex') FROM pool_tx TABLESAMPLE SYSTEM (${percent("pool_tx")}) REPEATABLE (9) LIMIT ${SAMPLE_ROWS}`)
  }
}

/** A uniform pick. */
function pick<A>(values: ReadonlyArray<A>): A {
  const value = values[Math.floor(Math.random() * values.length)]
  if (value === undefined) throw new Error("nothing sampled")
  return value
}

/** Query parameters of a page: no cursor a quarter of the time, else a uniform cursor in [low, high]. */
function cursor(order: "ASC" | "DESC", high: number, low = 1): string {
  const from = Math.random() < 0.25 ? "" : `&fromItem=${low + Math.floor(Math.random() * (high - low + 1))}`
  return `order=${order}${from}`
}

/** The request's query parameters. */
function queryOf(path: string): URLSearchParams {
  return new URL(path, "http://x").searchParams
}

/** The SQL condition on `column` of the request's cursor (empty without one). */
function cursorCondition(path: string, column = "item_id"): string {
  const q = queryOf(path)
  const from = q.get("fromItem")
  if (from === null) return ""
  return ` AND ${column} ${q.get("order") === "DESC" ? "<=" : ">="} ${Number(from)}`
}

/** The bytes literal of a wire address or key parameter. */
function bytesLiteral(wire: string): string {
  if (wire.startsWith("zk:0x")) return `'\\x${wire.slice(5).toLowerCase()}'::bytea`
  const raw = Buffer.from(wire.slice(3), "base64url").subarray(0, 32)
  return `'\\x${raw.toString("hex")}'::bytea`
}

/** The scenarios over the samples. */
function scenarios(s: Samples): Array<Scenario> {
  const history = (filter: () => string, condition: (path: string) => string, order: "ASC" | "DESC" = "ASC"): Omit<Scenario, "name"> => ({
    path: () => {
      const f = filter()
      return `/transactions-history?${f === "" ? "" : `${f}&`}${cursor(order, s.transactions)}`
    },
    expected: (path) => `SELECT count(*) FROM tx WHERE ${condition(path)}${cursorCondition(path)}`
  })
  const param = (path: string, name: string) => queryOf(path).get(name) ?? ""
  const idxOf = (wire: string) => Number(wire.split(":")[2])
  return [
    { name: "/transactions-history ASC", ...history(() => "", () => "true", "ASC") },
    { name: "/transactions-history DESC", ...history(() => "", () => "true", "DESC") },
    {
      name: "/transactions-history?accountIndex",
      ...history(() => `accountIndex=${pick(s.activeAccounts)}`, (p) => {
        const idx = idxOf(param(p, "accountIndex"))
        return `(from_idx = ${idx} OR to_idx = ${idx})`
      })
    },
    {
      name: "/transactions-history?zkEthereumAddress",
      ...history(() => `zkEthereumAddress=${pick(s.activeAddresses)}`, (p) => {
        const bytes = bytesLiteral(param(p, "zkEthereumAddress"))
        return `(from_eth_addr = ${bytes} OR to_eth_addr = ${bytes})`
      })
    },
    {
      name: "/transactions-history?BJJ",
      ...history(() => `BJJ=${pick(s.activeKeys)}`, (p) => {
        const bytes = bytesLiteral(param(p, "BJJ"))
        return `(from_bjj = ${bytes} OR to_bjj = ${bytes})`
      })
    },
    {
      name: "/transactions-history?tokenId",
      ...history(() => `tokenId=${Math.floor(Math.random() * s.tokens)}`, (p) => `token_id = ${Number(param(p, "tokenId"))}`)
    },
    {
      // Cursors within the batch: the generated batches hold TRANSACTIONS_PER_BATCH consecutive items each.
      name: "/transactions-history?batchNum",
      path: () => {
        const batch = 1 + Math.floor(Math.random() * s.batches)
        const first = (batch - 1) * TRANSACTIONS_PER_BATCH + 1
        return `/transactions-history?batchNum=${batch}&${cursor("ASC", first + TRANSACTIONS_PER_BATCH - 1, first)}`
      },
      expected: (p) => `SELECT count(*) FROM tx WHERE batch_num = ${Number(param(p, "batchNum"))}${cursorCondition(p)}`
    },
    {
      name: "/accounts?zkEthereumAddress",
      path: () => `/accounts?zkEthereumAddress=${pick(s.accountOwners)}&${cursor("ASC", s.transactions / 20)}`,
      expected: (p) =>
        `SELECT count(*) FROM account WHERE eth_addr = ${bytesLiteral(param(p, "zkEthereumAddress"))}${cursorCondition(p)}`
    },
    {
      name: "/exits?zkEthereumAddress",
      path: () => `/exits?zkEthereumAddress=${pick(s.exitOwners)}&${cursor("ASC", s.transactions / 16)}`,
      expected: (p) =>
        `SELECT count(*) FROM exit WHERE eth_addr = ${bytesLiteral(param(p, "zkEthereumAddress"))}${cursorCondition(p)}`
    },
    { name: "/transactions-history/{id}", path: () => `/transactions-history/${pick(s.txIds)}` },
    { name: "/accounts/{accountIndex}", path: () => `/accounts/${pick(s.accounts)}` },
    { name: "/exits/{batchNum}/{accountIndex}", path: () => `/exits/${pick(s.exits)}` },
    { name: "/batches/{batchNum}", path: () => `/batches/${1 + Math.floor(Math.random() * s.batches)}` },
    { name: "/transactions-pool/{id}", path: () => `/transactions-pool/${pick(s.poolIds)}` },
    { name: "/tokens/{id}", path: () => `/tokens/${Math.floor(Math.random() * s.tokens)}` }
  ]
}

/** A running server process and its base URL. */
interface Server {
  readonly process: ChildProcess
  readonly baseUrl: string
}

/** How the server runs: the production start (compiled, `dist/app/main.js`) or `app/main.ts` through tsx. */
type ServerKind = "dist" | "tsx"

/** Starts the server on the database (no devnet, no forger) and waits until it listens. */
async function startServer(url: string, port: number, poolSize: number, kind: ServerKind = "dist"): Promise<Server> {
  const script = kind === "dist" ? [resolve(ROOT, "dist/app/main.js")] : ["--import", "tsx", resolve(ROOT, "app/main.ts")]
  const child = spawn(process.execPath, script, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DB_POOL_SIZE: String(poolSize),
      DEVNET: "false",
      FORGE_INTERVAL_SECONDS: "0",
      LOG_FORMAT: "json",
      PORT: String(port)
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  const listening = new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes("Listening on")) ready()
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.once("exit", (code) => fail(new Error(`server exited (${String(code)}): ${output}`)))
  })
  await listening
  return { process: child, baseUrl: `http://127.0.0.1:${port}` }
}

/** Stops a server process. */
async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return
  server.process.kill("SIGTERM")
  await once(server.process, "exit")
}

/** GETs every path once over `connections` connections from a worker thread (closed loop, or paced at `ratePerSecond`). */
async function load(baseUrl: string, paths: ReadonlyArray<string>, connections: number, ratePerSecond?: number): Promise<LoadReport> {
  const worker = new Worker(new URL("../load_generator.ts", import.meta.url), {
    workerData: { url: baseUrl + "/", paths, concurrency: connections, ratePerSecond }
  })
  const [report] = (await once(worker, "message")) as [LoadReport | { readonly error: string }]
  await worker.terminate()
  if ("error" in report) throw new Error(report.error)
  return report
}

/**
 * Checks `pendingItems` of `samplesPerScenario` requests per list scenario against independent
 * counts. Every request is answered first and counted after (the counts scan for seconds, longer
 * than the server keeps an idle connection; the database does not change meanwhile).
 */
async function checkExactness(url: string, baseUrl: string, list: ReadonlyArray<Scenario>, samplesPerScenario: number): Promise<Array<string>> {
  const answers: Array<{ readonly path: string; readonly count: string; readonly status: number; readonly pending: unknown; readonly items: number }> = []
  for (const scenario of list) {
    const expected = scenario.expected
    if (expected === undefined) continue
    for (let i = 0; i < samplesPerScenario; i++) {
      const path = scenario.path()
      const response = await fetch(baseUrl + path)
      const body = await response.json() as Record<string, unknown>
      const items = Object.values(body).find(Array.isArray) as Array<unknown> | undefined
      answers.push({ path, count: expected(path), status: response.status, pending: body["pendingItems"], items: items?.length ?? 0 })
    }
  }
  return answers.map(({ path, count, status, pending, items }) => {
    const counted = Number(rows(url, count)[0]?.[0])
    const agrees = status === 200 && typeof pending === "number" && pending + items === counted
    const line = `${agrees ? "ok  " : "FAIL"} ${path}: pendingItems ${String(pending)} + ${items} items, count(*) ${counted}`
    if (!agrees) throw new Error(`pendingItems disagrees with count(*): ${line}`)
    return line
  })
}

/** Bytes appended to a file since `offset`. */
function readFrom(file: string, offset: number): string {
  const size = statSync(file).size
  if (size <= offset) return ""
  const buffer = Buffer.alloc(size - offset)
  const fd = openSync(file, "r")
  try {
    readSync(fd, buffer, 0, buffer.length, offset)
  } finally {
    closeSync(fd)
  }
  return buffer.toString("utf8")
}

/** One request per scenario with auto_explain on; each scenario's plans as logged. */
async function capturePlans(
  url: string,
  port: number,
  list: ReadonlyArray<Scenario>,
  logFile: string
): Promise<Array<readonly [string, string, string]>> {
  const database = new URL(url).pathname.slice(1)
  psql(url,
    `ALTER DATABASE ${database} SET session_preload_libraries = 'auto_explain'`,
    `ALTER DATABASE ${database} SET auto_explain.log_min_duration = 0`,
    `ALTER DATABASE ${database} SET auto_explain.log_analyze = on`,
    `ALTER DATABASE ${database} SET auto_explain.log_buffers = on`,
    `ALTER DATABASE ${database} SET auto_explain.log_timing = on`)
  const plans: Array<readonly [string, string, string]> = []
  const server = await startServer(url, port, 1)
  try {
    for (const scenario of list) {
      const path = scenario.path()
      await fetch(server.baseUrl + path) // warm the connection and caches
      await new Promise((r) => setTimeout(r, 300))
      const offset = statSync(logFile).size
      const response = await fetch(server.baseUrl + path)
      await response.arrayBuffer()
      await new Promise((r) => setTimeout(r, 300))
      const logged = readFrom(logFile, offset)
        .split("\n")
        .map((l) => l.replace(/^\S+ \S+ \S+ \[\d+\] \S+ LOG: {2}/u, ""))
        .join("\n")
        .trim()
      plans.push([scenario.name, path, logged])
    }
  } finally {
    await stopServer(server)
    psql(url, `ALTER DATABASE ${database} RESET ALL`)
  }
  return plans
}

/** Runs the load test and prints the report. */
export async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string", default: process.env["SCALE_DATABASE_URL"] ?? DEFAULT_SCALE_DATABASE_URL },
      requests: { type: "string", default: "6000" },
      seconds: { type: "string", default: "10" },
      server: { type: "string", default: "dist" },
      connections: { type: "string", default: "32" },
      "pool-size": { type: "string", default: "10" },
      port: { type: "string", default: "4091" },
      checks: { type: "string", default: "2" },
      "postgres-log": { type: "string", default: "/var/log/postgresql/postgresql-15-main.log" },
      only: { type: "string", default: "" },
      "paced-fractions": { type: "string", default: "0.25,0.5" }
    }
  })
  const url = values["database-url"]
  const requests = Number(values.requests)
  const connections = Number(values.connections)
  const poolSize = Number(values["pool-size"])
  const port = Number(values.port)
  const pacedFractions = values["paced-fractions"].split(",").map(Number)
  // The database's tables and indexes read once into the OS page cache (pg_prewarm's `read`
  // mode), so the run measures serving, not the first reads of a freshly generated 16 GB from disk.
  const prewarmStarted = Date.now()
  const prewarmedBlocks = psql(
    url,
    "CREATE EXTENSION IF NOT EXISTS pg_prewarm",
    "SELECT sum(pg_prewarm(c.oid::regclass, 'read')) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace " +
      "WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i')"
  ).trim()
  const samples = sample(url)
  const list = scenarios(samples).filter((s) => values.only === "" || s.name.includes(values.only))
  console.log(`## Scale: the read API over ${samples.transactions.toLocaleString("en")} history transactions (${new Date().toISOString()})`)
  console.log(`${machineLine()}; ${psql(url, "SELECT version()").trim().split(" on ")[0]}`)
  const seconds = Number(values.seconds)
  const kind: ServerKind = values.server === "tsx" ? "tsx" : "dist"
  console.log(`database ${psql(url, `SELECT pg_size_pretty(pg_database_size(current_database()))`).trim()}; ` +
    `${connections} connections, server pool ${poolSize}, server ${kind === "dist" ? "node dist/app/main.js" : "tsx app/main.ts"}; ` +
    `per scenario 2 s of warm-up and ${seconds} s of closed loop (wrk, ${requests} sampled paths in turn), ` +
    `then up to ${requests} (10 s) paced at ${pacedFractions.join(" and ")} × the closed loop's throughput`)
  console.log(`prewarmed ${prewarmedBlocks} blocks into the page cache in ${((Date.now() - prewarmStarted) / 1000).toFixed(0)} s (pg_prewarm, read)`)
  console.log(`load average before: ${loadLine()}`)

  if (kind === "dist") {
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, encoding: "utf8" })
    if (build.status !== 0) throw new Error(`npm run build failed: ${build.stdout}${build.stderr}`)
  }
  const server = await startServer(url, port, poolSize, kind)
  const workDir = mkdtempSync(join(tmpdir(), "zk-scale-load-"))
  const results: Array<Array<string>> = []
  try {
    const checks = await checkExactness(url, server.baseUrl, list, Number(values.checks))
    console.log("\nExactness (pendingItems + page length = independent count(*)):\n")
    console.log(checks.map((l) => `    ${l}`).join("\n"))
    for (const scenario of list) {
      const pathsFile = join(workDir, "paths.txt")
      writeFileSync(pathsFile, Array.from({ length: requests }, scenario.path).join("\n") + "\n")
      const run = { port, request: { pathsFile }, connections, pinned: false } as const
      await wrk({ ...run, seconds: 2 })
      const [apiBefore, postgresBefore] = [processCpuNs(server.process.pid ?? 0), postgresCpuNs()]
      const closed = await wrk({ ...run, seconds })
      const [apiCpu, postgresCpu] = [processCpuNs(server.process.pid ?? 0) - apiBefore, postgresCpuNs() - postgresBefore]
      const saturation = rate(closed)
      const paced: Array<readonly [number, LoadReport]> = []
      for (const fraction of pacedFractions) {
        const rate = Math.max(1, Math.round(saturation * fraction))
        paced.push([rate, await load(server.baseUrl, Array.from({ length: Math.min(requests, rate * 10) }, scenario.path), connections, rate)])
      }
      const statuses: Record<string, number> = { ...(closed.non2xx > 0 ? { "non-2xx": closed.non2xx } : {}), "2xx (closed)": closed.requests - closed.non2xx }
      for (const report of paced.map(([, r]) => r)) {
        for (const [status, count] of Object.entries(report.statuses)) statuses[status] = (statuses[status] ?? 0) + count
        if (report.firstError !== undefined) console.error(`${scenario.name}: ${JSON.stringify(report.statuses)}: ${report.firstError}`)
      }
      results.push([
        scenario.name,
        Object.entries(statuses).map(([k, v]) => `${k}: ${v}`).join(", "),
        saturation.toFixed(0),
        (closed.p50Us / 1000).toFixed(1),
        (closed.p99Us / 1000).toFixed(1),
        (apiCpu / 1000 / closed.requests).toFixed(0),
        (postgresCpu / 1000 / closed.requests).toFixed(0),
        ...paced.flatMap(([rate, report]) => [String(rate), report.latencyP50Ms.toFixed(2), report.latencyP99Ms.toFixed(2)])
      ])
      console.error(`${scenario.name}: saturated ${saturation.toFixed(0)} req/s p99 ${(closed.p99Us / 1000).toFixed(1)} ms; ` +
        paced.map(([rate, r]) => `at ${rate}/s p99 ${r.latencyP99Ms.toFixed(2)} ms`).join("; "))
    }
  } finally {
    await stopServer(server)
    rmSync(workDir, { recursive: true, force: true })
  }
  console.log("")
  console.log(markdownTable([
    "request", "statuses", "closed: req/s", "p50 ms", "p99 ms", "API CPU µs/req", "PostgreSQL CPU µs/req",
    ...pacedFractions.flatMap((f) => [`${f * 100} %: req/s`, "p50 ms", "p99 ms"])
  ], results))
  console.log(`\nload average after: ${loadLine()}`)

  const logFile = values["postgres-log"]
  let readable = true
  try {
    statSync(logFile)
  } catch {
    readable = false
  }
  if (!readable) {
    console.log(`\n(query plans skipped: ${logFile} is not readable)`)
    return
  }
  const plans = await capturePlans(url, port, list, logFile)
  console.log("\n### Query plans (auto_explain, analyze + buffers; one request per scenario)\n")
  for (const [name, path, plan] of plans) {
    console.log(`#### ${name}\n\n\`GET ${path}\`\n\n\`\`\`\n${plan}\n\`\`\`\n`)
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
