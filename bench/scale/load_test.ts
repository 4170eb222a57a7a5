/** `npm run bench:scale:load`: the read API over the generated database: exactness checks (counts, account proofs),
 * query plans, closed-loop throughput and CPU per request per scenario, beside a baseline, paced load. */
import { spawnSync } from "node:child_process"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { bjjFromBytes, encodeBjj } from "../../core/domain/bjj.ts"
import { checksum } from "../../core/domain/eth_address.ts"
import {
  buildBaseline,
  buildCurrent,
  type ByRound,
  compare,
  comparisonCells,
  hadErrors,
  loadLine,
  machineLine,
  markdownTable,
  medianOf,
  nodeCommand,
  paced,
  type PacedReport,
  postgresCpuNs,
  processCpuNs,
  rangeOf,
  rate,
  ROOT,
  type Server,
  spawnServer,
  stopServer,
  wrk,
  type WrkReport
} from "../harness/mod.ts"
import { clusterLogOf, DEFAULT_SCALE_DATABASE_URL, ensureScaleCluster } from "./cluster.ts"
import { psql } from "./generate.ts"
import { checkProofs } from "./proof_checks.ts"
import { TRANSACTIONS_PER_BATCH } from "./scale_plan.ts"

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
  /** The first batch whose state tree is kept whole (`chain_state.state_tree_since`; 1 when every one is). */
  readonly stateTreeSince: number
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
  readonly symbols: ReadonlyArray<string>
}

/** Rows of a psql query, split into columns. */
function rows(url: string, query: string): Array<Array<string>> {
  return psql(url, query)
    .trim()
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => l.split("|"))
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
  const estimates = new Map(
    rows(url, "SELECT relname, greatest(reltuples, 1) FROM pg_class WHERE relkind = 'r'").map(([t, n]) => [
      t!,
      Number(n)
    ])
  )
  const percent = (table: string) =>
    Math.min(100, (100 * 2.5 * SAMPLE_ROWS) / (estimates.get(table) ?? 1)).toPrecision(3)
  return {
    transactions: single("SELECT max(item_id) FROM tx"),
    batches: single("SELECT max(batch_num) FROM batch"),
    stateTreeSince: Math.max(1, single("SELECT coalesce(state_tree_since, 1) FROM chain_state")),
    tokens: single("SELECT count(*) FROM token"),
    activeAccounts: column(
      `SELECT 'zk:' || t.symbol || ':' || x.account_idx FROM account_tx x TABLESAMPLE SYSTEM (${percent("account_tx")}) REPEATABLE (1) ` +
        `JOIN account a ON a.idx = x.account_idx JOIN token t ON t.token_id = a.token_id LIMIT ${SAMPLE_ROWS}`
    ),
    activeAddresses: column(
      `SELECT encode(addr, 'hex') FROM addr_tx TABLESAMPLE SYSTEM (${percent("addr_tx")}) REPEATABLE (2) LIMIT ${SAMPLE_ROWS}`
    ).map(address),
    activeKeys: column(
      `SELECT encode(bjj, 'hex') FROM bjj_tx TABLESAMPLE SYSTEM (${percent("bjj_tx")}) REPEATABLE (3) LIMIT ${SAMPLE_ROWS}`
    ).map(key),
    accountOwners: column(
      `SELECT encode(eth_addr, 'hex') FROM account TABLESAMPLE SYSTEM (${percent("account")}) REPEATABLE (4) LIMIT ${SAMPLE_ROWS}`
    ).map(address),
    exitOwners: column(
      `SELECT encode(eth_addr, 'hex') FROM exit TABLESAMPLE SYSTEM (${percent("exit")}) REPEATABLE (5) LIMIT ${SAMPLE_ROWS}`
    ).map(address),
    accounts: column(
      `SELECT 'zk:' || t.symbol || ':' || a.idx FROM account a TABLESAMPLE SYSTEM (${percent("account")}) REPEATABLE (6) ` +
        `JOIN token t ON t.token_id = a.token_id LIMIT ${SAMPLE_ROWS}`
    ),
    txIds: column(
      `SELECT '0x' || encode(id, 'hex') FROM tx TABLESAMPLE SYSTEM (${percent("tx")}) REPEATABLE (7) LIMIT ${SAMPLE_ROWS}`
    ),
    exits: column(
      `SELECT e.batch_num || '/zk:' || t.symbol || ':' || e.idx FROM exit e TABLESAMPLE SYSTEM (${percent("exit")}) REPEATABLE (8) ` +
        `JOIN token t ON t.token_id = e.token_id LIMIT ${SAMPLE_ROWS}`
    ),
    poolIds: column(
      `SELECT '0x' || encode(id, 'hex') FROM pool_tx TABLESAMPLE SYSTEM (${percent("pool_tx")}) REPEATABLE (9) LIMIT ${SAMPLE_ROWS}`
    ),
    symbols: column("SELECT symbol FROM token ORDER BY token_id LIMIT 100")
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

/** The single account read, and the account proofs (after the last batch, after one in the state tree's window). */
const SINGLE_ACCOUNT = "/accounts/{accountIndex}"
const PROOF_LAST = "/accounts/{accountIndex}/proof"
const PROOF_IN_WINDOW = "/accounts/{accountIndex}/proof?batchNum"

/** The scenarios over the samples. */
function scenarios(s: Samples): Array<Scenario> {
  const history = (
    filter: () => string,
    condition: (path: string) => string,
    order: "ASC" | "DESC" = "ASC"
  ): Omit<Scenario, "name"> => ({
    path: () => {
      const f = filter()
      return `/transactions-history?${f === "" ? "" : `${f}&`}${cursor(order, s.transactions)}`
    },
    expected: (path) => `SELECT count(*) FROM tx WHERE ${condition(path)}${cursorCondition(path)}`
  })
  const param = (path: string, name: string) => queryOf(path).get(name) ?? ""
  const idxOf = (wire: string) => Number(wire.split(":")[2])
  const pathAccount = (path: string) => new URL(path, "http://x").pathname.split("/")[2] ?? ""
  return [
    {
      name: "/transactions-history ASC",
      ...history(
        () => "",
        () => "true",
        "ASC"
      )
    },
    {
      name: "/transactions-history DESC",
      ...history(
        () => "",
        () => "true",
        "DESC"
      )
    },
    {
      name: "/transactions-history?accountIndex",
      ...history(
        () => `accountIndex=${pick(s.activeAccounts)}`,
        (p) => {
          const idx = idxOf(param(p, "accountIndex"))
          return `(from_idx = ${idx} OR to_idx = ${idx})`
        }
      )
    },
    {
      name: "/transactions-history?zkEthereumAddress",
      ...history(
        () => `zkEthereumAddress=${pick(s.activeAddresses)}`,
        (p) => {
          const bytes = bytesLiteral(param(p, "zkEthereumAddress"))
          return `(from_eth_addr = ${bytes} OR to_eth_addr = ${bytes})`
        }
      )
    },
    {
      name: "/transactions-history?BJJ",
      ...history(
        () => `BJJ=${pick(s.activeKeys)}`,
        (p) => {
          const bytes = bytesLiteral(param(p, "BJJ"))
          return `(from_bjj = ${bytes} OR to_bjj = ${bytes})`
        }
      )
    },
    {
      name: "/transactions-history?tokenId",
      ...history(
        () => `tokenId=${Math.floor(Math.random() * s.tokens)}`,
        (p) => `token_id = ${Number(param(p, "tokenId"))}`
      )
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
    {
      // The itemIds of an account's states are its batches' (1..batches in the generated chain).
      name: "/accounts/{accountIndex}/balance-history",
      path: () => `/accounts/${pick(s.activeAccounts)}/balance-history?${cursor("DESC", s.batches)}`,
      expected: (p) => `SELECT count(*) FROM account_update WHERE idx = ${idxOf(pathAccount(p))}${cursorCondition(p)}`
    },
    {
      name: "/accounts/{accountIndex}/balance-history?asOfBatchNum",
      path: () =>
        `/accounts/${pick(s.activeAccounts)}/balance-history?asOfBatchNum=${1 + Math.floor(Math.random() * s.batches)}&order=DESC&limit=1`,
      expected: (p) =>
        `SELECT count(*) FROM account_update WHERE idx = ${idxOf(pathAccount(p))} AND batch_num <= ${Number(param(p, "asOfBatchNum"))}`
    },
    {
      // The batch list with its extension fields (forgedTransactions, ethereumTxHash), newest first.
      name: "/batches DESC",
      path: () => `/batches?${cursor("DESC", s.batches)}`,
      expected: (p) => `SELECT count(*) FROM batch WHERE true${cursorCondition(p)}`
    },
    { name: "/search?q=<transaction id>", path: () => `/search?q=${pick(s.txIds)}` },
    { name: "/search?q=<account index>", path: () => `/search?q=${pick(s.accounts)}` },
    { name: "/search?q=<address>", path: () => `/search?q=${pick(s.accountOwners)}` },
    { name: "/search?q=<BJJ key>", path: () => `/search?q=${pick(s.activeKeys)}` },
    { name: "/search?q=<batch number>", path: () => `/search?q=${1 + Math.floor(Math.random() * s.batches)}` },
    { name: "/search?q=<token symbol>", path: () => `/search?q=${encodeURIComponent(pick(s.symbols))}` },
    { name: "/transactions-history/{id}", path: () => `/transactions-history/${pick(s.txIds)}` },
    { name: SINGLE_ACCOUNT, path: () => `/accounts/${pick(s.accounts)}` },
    // The proof of an existing account (or of an index's emptiness when it came after the batch asked).
    { name: PROOF_LAST, path: () => `/accounts/${pick(s.accounts)}/proof` },
    {
      name: PROOF_IN_WINDOW,
      path: () =>
        `/accounts/${pick(s.accounts)}/proof?batchNum=${s.stateTreeSince + Math.floor(Math.random() * (s.batches - s.stateTreeSince + 1))}`
    },
    { name: "/exits/{batchNum}/{accountIndex}", path: () => `/exits/${pick(s.exits)}` },
    { name: "/batches/{batchNum}", path: () => `/batches/${1 + Math.floor(Math.random() * s.batches)}` },
    { name: "/transactions-pool/{id}", path: () => `/transactions-pool/${pick(s.poolIds)}` },
    { name: "/tokens/{id}", path: () => `/tokens/${Math.floor(Math.random() * s.tokens)}` }
  ]
}

/** The production server of a tree (this one unless `dir`) on the database: no devnet, no forger. */
function startServer(
  url: string,
  poolSize: number,
  logFile: string,
  dir?: string,
  env: Readonly<Record<string, string>> = {}
): Promise<Server> {
  return spawnServer({
    command: nodeCommand(join(dir ?? ROOT, "dist/app/main.js")),
    cwd: dir,
    // ADMISSION=off: a closed loop at saturation is what admission control sheds; this measures what a read costs.
    env: {
      DATABASE_URL: url,
      DB_POOL_SIZE: String(poolSize),
      DEVNET: "false",
      FORGE_INTERVAL_SECONDS: "0",
      LOG_FORMAT: "json",
      ADMISSION: "off",
      ...env
    },
    logFile,
    probe: "/health",
    readyWithinMs: 180_000
  })
}

/** The base URL of a server. */
function baseUrlOf(server: Server): string {
  return `http://127.0.0.1:${server.port}`
}

/**
 * Checks `pendingItems` of `samplesPerScenario` requests per list scenario against independent
 * counts. Every request is answered first and counted after (the counts scan for seconds, longer
 * than the server keeps an idle connection; the database does not change meanwhile).
 */
async function checkExactness(
  url: string,
  baseUrl: string,
  list: ReadonlyArray<Scenario>,
  samplesPerScenario: number
): Promise<Array<string>> {
  const answers: Array<{
    readonly path: string
    readonly count: string
    readonly status: number
    readonly pending: unknown
    readonly items: number
  }> = []
  for (const scenario of list) {
    const expected = scenario.expected
    if (expected === undefined) continue
    for (let i = 0; i < samplesPerScenario; i++) {
      const path = scenario.path()
      const response = await fetch(baseUrl + path)
      const body = (await response.json()) as Record<string, unknown>
      const items = Object.values(body).find(Array.isArray) as Array<unknown> | undefined
      answers.push({
        path,
        count: expected(path),
        status: response.status,
        pending: body["pendingItems"],
        items: items?.length ?? 0
      })
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
  list: ReadonlyArray<Scenario>,
  logFile: string,
  workDir: string
): Promise<Array<readonly [string, string, string]>> {
  const database = new URL(url).pathname.slice(1)
  psql(
    url,
    `ALTER DATABASE ${database} SET session_preload_libraries = 'auto_explain'`,
    `ALTER DATABASE ${database} SET auto_explain.log_min_duration = 0`,
    `ALTER DATABASE ${database} SET auto_explain.log_analyze = on`,
    `ALTER DATABASE ${database} SET auto_explain.log_buffers = on`,
    `ALTER DATABASE ${database} SET auto_explain.log_timing = on`
  )
  const plans: Array<readonly [string, string, string]> = []
  let server: Server | undefined
  try {
    server = await startServer(url, 1, join(workDir, "plans.log"))
    for (const scenario of list) {
      const path = scenario.path()
      await fetch(baseUrlOf(server) + path) // warm the connection and caches
      await new Promise((r) => setTimeout(r, 300))
      const offset = statSync(logFile).size
      const response = await fetch(baseUrlOf(server) + path)
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
    if (server !== undefined) await stopServer(server)
    psql(url, `ALTER DATABASE ${database} RESET ALL`) // also when the server did not start
  }
  return plans
}

/** A server measured over the scenarios: this build, its A/A twin, or the baseline revision's; the database it reads and its tree. */
interface Measured {
  readonly name: string
  readonly url: string
  readonly dir: string | undefined
  /** Variables the server starts with besides the measured ones. */
  readonly env?: Readonly<Record<string, string>>
}

/** The statement giving the size of the rendering cache's tables with their indexes and TOAST. */
const TEMPLATES_SIZE =
  "SELECT pg_size_pretty(pg_total_relation_size('tx_template') + pg_total_relation_size('exit_template'))"

/** The `--baseline` naming this build without its rendering cache (`RENDERING_CACHE=off`) on the same database. */
const WITHOUT_CACHE = "without-cache"

/** The baseline of a run: a revision's tree (its own database), or this build without the rendering cache. */
interface Baseline {
  readonly label: string
  readonly measured: Measured
  readonly remove: () => void
}

/** One closed-loop run of a server on a paths file: req/s and the CPU per request of the API process and of PostgreSQL. */
interface ClosedRun {
  readonly report: WrkReport
  readonly apiCpuUs: number
  readonly postgresCpuUs: number
}

/** A wrk closed loop against a server, with the CPU it cost. */
async function closedLoop(
  server: Server,
  database: string,
  pathsFile: string,
  connections: number,
  seconds: number
): Promise<ClosedRun> {
  const pid = server.child.pid ?? 0
  const [apiBefore, postgresBefore] = [processCpuNs(pid), postgresCpuNs(database)]
  const report = await wrk({ port: server.port, request: { pathsFile }, connections, seconds, pinned: false })
  const per = (ns: number) => ns / 1000 / Math.max(1, report.requests)
  return {
    report,
    apiCpuUs: per(processCpuNs(pid) - apiBefore),
    postgresCpuUs: per(postgresCpuNs(database) - postgresBefore)
  }
}

/** What the server's own metrics say of its stalls: the event loop's delay since the last reading (prom-client resets it on each), its GC so far. */
interface ProcessStalls {
  readonly loopDelayP99Ms: number
  readonly loopDelayMaxMs: number
  /** GC time (ms) and pauses, all and of 10 ms or more, summed over kinds. */
  readonly gcMs: number
  readonly gcPauses: number
  readonly gcPausesUnder10Ms: number
}

/** The server's stall figures from `/metrics` (prom-client's default Node metrics). */
async function processStalls(server: Server): Promise<ProcessStalls> {
  const text = await (await fetch(`${baseUrlOf(server)}/metrics`)).text()
  const sum = (pattern: RegExp) => [...text.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0)
  return {
    loopDelayP99Ms: sum(/^nodejs_eventloop_lag_p99_seconds (\S+)$/gmu) * 1000,
    loopDelayMaxMs: sum(/^nodejs_eventloop_lag_max_seconds (\S+)$/gmu) * 1000,
    gcMs: sum(/^nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)$/gmu) * 1000,
    gcPauses: sum(/^nodejs_gc_duration_seconds_count\{[^}]*\} (\S+)$/gmu),
    gcPausesUnder10Ms: sum(/^nodejs_gc_duration_seconds_bucket\{le="0\.01",[^}]*\} (\S+)$/gmu)
  }
}

/** The stalls of a run between two readings: the event loop's delay as the second read it, GC as the difference. */
function stallsBetween(before: ProcessStalls, after: ProcessStalls): ProcessStalls {
  return {
    loopDelayP99Ms: after.loopDelayP99Ms,
    loopDelayMaxMs: after.loopDelayMaxMs,
    gcMs: after.gcMs - before.gcMs,
    gcPauses: after.gcPauses - before.gcPauses,
    gcPausesUnder10Ms: after.gcPausesUnder10Ms - before.gcPausesUnder10Ms
  }
}

/** A row of the paced table. */
function pacedRow(
  name: string,
  fraction: number,
  target: number,
  served: PacedReport,
  stalls: ProcessStalls,
  control: PacedReport
): Array<string> {
  const ms = (us: number) => (us / 1000).toFixed(1)
  return [
    name,
    String(fraction),
    String(target),
    served.achievedRate.toFixed(0) + (served.failures > 0 ? ` (${served.failures} failed)` : ""),
    ms(served.p50Us),
    ms(served.p99Us),
    ms(served.maxUs),
    String(served.queuedPeak),
    `${stalls.loopDelayP99Ms.toFixed(1)} / ${stalls.loopDelayMaxMs.toFixed(1)}`,
    `${stalls.gcMs.toFixed(0)} (${stalls.gcPauses - stalls.gcPausesUnder10Ms})`,
    ms(control.p99Us),
    ms(control.maxUs)
  ]
}

/** The paced client at `target` requests/s against a bare `node:http` server answering `{}` in this process: the client's own tail. */
async function pacedControl(
  pathsFile: string,
  target: number,
  seconds: number,
  connections: number
): Promise<PacedReport> {
  const bare = createServer((_, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": "2" })
    res.end("{}")
  })
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve))
  try {
    return await paced({ port: (bare.address() as AddressInfo).port, pathsFile, rate: target, seconds, connections })
  } finally {
    bare.closeAllConnections()
    await new Promise((resolve) => bare.close(resolve))
  }
}

/** The database a baseline server reads: generated afresh by the baseline tree's own generator (its migrations) with the same rows. */
function generateBaselineDatabase(dir: string, url: string, transactions: number): void {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "bench/scale/generate.ts", "--transactions", String(transactions), "--database-url", url],
    {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "ignore", "pipe"]
    }
  )
  if (result.status !== 0) throw new Error(`the baseline's generator failed: ${result.stderr}`)
  // Its dirty pages written out now, not by the checkpointer during the first measured round.
  psql(url, "CHECKPOINT")
}

/** The proof scenarios' closed-loop req/s over the single account read's (the target: within 1.5×, a ratio of at
 * least 1/1.5) and their p99, from the results table's rows (name, req/s median, range, p50, p99, …). */
function proofRatios(list: ReadonlyArray<Scenario>, results: ReadonlyArray<ReadonlyArray<string>>): Array<string> {
  const row = (name: string) => results[list.findIndex((scenario) => scenario.name === name)]
  const single = row(SINGLE_ACCOUNT)
  if (single === undefined) return []
  return [PROOF_LAST, PROOF_IN_WINDOW].flatMap((name) => {
    const proof = row(name)
    if (proof === undefined) return []
    const ratio = Number(proof[1]) / Number(single[1])
    return [
      `proofs per second closed-loop, ${name}: ${proof[1]} req/s, ${ratio.toFixed(2)}× ${SINGLE_ACCOUNT}'s ${single[1]} ` +
        `(target: within 1.5×, ≥ ${(1 / 1.5).toFixed(2)}×: ${ratio >= 1 / 1.5 ? "met" : "not met"}); p99 ${proof[4]} ms ` +
        `(${SINGLE_ACCOUNT} ${single[4]} ms)`
    ]
  })
}

/** Runs the load test and prints the report. */
export async function main(): Promise<void> {
  // `--requests` sampled paths per scenario, `--checks` count checks per list scenario, `--proof-checks` proofs
  // checked per proof scenario, `--only NAME` a subset of the scenarios, `--postgres-log` the log that
  // `auto_explain` writes to (default the local cluster's on the URL's port), `--baseline-database-url` the baseline's
  // database (default this one's name + `_base`, replaced), `--rounds` (default 3 with a baseline, else 1).
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string", default: process.env["SCALE_DATABASE_URL"] ?? DEFAULT_SCALE_DATABASE_URL },
      requests: { type: "string", default: "6000" },
      seconds: { type: "string", default: "10" },
      connections: { type: "string", default: "32" },
      "pool-size": { type: "string", default: "10" },
      checks: { type: "string", default: "2" },
      "proof-checks": { type: "string", default: "50" },
      "postgres-log": { type: "string", default: "" },
      only: { type: "string", default: "" },
      baseline: { type: "string", default: process.env["BENCH_BASELINE"] ?? "" },
      "baseline-database-url": { type: "string", default: "" },
      rounds: { type: "string", default: "" },
      paced: { type: "string", default: "" }
    }
  })
  const pacedFractions = values.paced === "" ? [] : values.paced.split(",").map(Number)
  const url = values["database-url"]
  ensureScaleCluster(url)
  const requests = Number(values.requests)
  const connections = Number(values.connections)
  const poolSize = Number(values["pool-size"])
  const seconds = Number(values.seconds)
  const withBaseline = values.baseline !== ""
  const rounds = Number(values.rounds === "" ? (withBaseline ? 3 : 1) : values.rounds)
  const baseUrl =
    values["baseline-database-url"] === "" ? url.replace(/\/(\w+)$/u, "/$1_base") : values["baseline-database-url"]
  // The database's tables and indexes read once into the OS page cache (pg_prewarm's `read`
  // mode), so the run measures serving, not the first reads of a freshly generated database from disk.
  const prewarm = (database: string) =>
    psql(
      database,
      "CREATE EXTENSION IF NOT EXISTS pg_prewarm",
      "SELECT sum(pg_prewarm(c.oid::regclass, 'read')) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace " +
        "WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i')"
    ).trim()
  const samples = sample(url)
  const list = scenarios(samples).filter((s) => values.only === "" || s.name.includes(values.only))
  const workDir = mkdtempSync(join(tmpdir(), "zk-scale-load-"))
  buildCurrent()
  let baseline: Baseline | undefined
  if (values.baseline === WITHOUT_CACHE) {
    baseline = {
      label: "this build without its rendering cache (RENDERING_CACHE=off)",
      measured: { name: "baseline", url, dir: undefined, env: { RENDERING_CACHE: "off" } },
      remove: () => {}
    }
  } else if (withBaseline) {
    const tree = buildBaseline(values.baseline)
    process.stderr.write(`generating ${baseUrl} with ${tree.label}'s generator…\n`)
    generateBaselineDatabase(tree.dir, baseUrl, samples.transactions)
    baseline = { label: tree.label, measured: { name: "baseline", url: baseUrl, dir: tree.dir }, remove: tree.remove }
  }
  const prewarmStarted = Date.now()
  const baselineUrl = baseline?.measured.url
  const prewarmedBlocks = [url, ...(baselineUrl === undefined || baselineUrl === url ? [] : [baselineUrl])]
    .map(prewarm)
    .join(" + ")
  console.log(
    `## Scale: the read API over ${samples.transactions.toLocaleString("en")} history transactions (${new Date().toISOString()})`
  )
  console.log(`${machineLine()}; ${psql(url, "SELECT version()").trim().split(" on ")[0]}`)
  console.log(
    `database ${psql(url, `SELECT pg_size_pretty(pg_database_size(current_database()))`).trim()}` +
      ` (the rendering cache's templates ${psql(url, TEMPLATES_SIZE).trim()}); ` +
      `${connections} connections, server pool ${poolSize}, server node dist/app/main.js; ` +
      `${rounds} round(s), each server a fresh process per round; per scenario 2 s of warm-up, then ${seconds} s closed loop (wrk, ${requests} sampled paths in turn)` +
      (baseline === undefined
        ? ""
        : `; baseline ${baseline.label} on ${new URL(baseline.measured.url).pathname.slice(1)}` +
          (baseline.measured.url === url ? ", " : " (generated by its own generator), ") +
          `with an A/A twin of this build, the servers' order rotating each round`)
  )
  console.log(
    `prewarmed ${prewarmedBlocks} blocks into the page cache in ${((Date.now() - prewarmStarted) / 1000).toFixed(0)} s (pg_prewarm, read)`
  )
  console.log(`load average before: ${loadLine()}`)

  const nameOf = (database: string) => new URL(database).pathname.slice(1)
  // One process at a time on a database (the second would be refused its writer lock): each
  // round starts every server in turn, the order rotating, and runs every scenario against it.
  const servers: Array<Measured> = [
    { name: "current", url, dir: undefined },
    ...(baseline === undefined ? [] : [{ name: "twin", url, dir: undefined }, baseline.measured])
  ]
  const pathsFiles = list.map((scenario, i) => {
    const file = join(workDir, `paths-${i}.txt`)
    writeFileSync(file, Array.from({ length: requests }, scenario.path).join("\n") + "\n")
    return file
  })
  /** Runs by scenario, then server name, then round. */
  const runs = list.map(() => new Map<string, Map<number, ClosedRun>>(servers.map((s) => [s.name, new Map()])))
  const results: Array<Array<string>> = []
  const pacedRows: Array<Array<string>> = []
  const verdicts: Array<Array<string>> = []
  const failures: Array<string> = []
  try {
    const checking = await startServer(url, poolSize, join(workDir, "checks.log"))
    try {
      const checks = await checkExactness(url, baseUrlOf(checking), list, Number(values.checks))
      console.log("\nExactness (pendingItems + page length = independent count(*)):\n")
      console.log(checks.map((l) => `    ${l}`).join("\n"))
      const proofPaths = list
        .filter((scenario) => scenario.name === PROOF_LAST || scenario.name === PROOF_IN_WINDOW)
        .flatMap((scenario) => Array.from({ length: Number(values["proof-checks"]) }, scenario.path))
      if (proofPaths.length > 0) {
        const proofs = await checkProofs(baseUrlOf(checking), proofPaths, samples.batches)
        console.log(
          `\nAccount proofs (each verified as a wallet does, against its batch's stateRoot from /batches/{batchNum}; ` +
            `the state tree kept from batch ${samples.stateTreeSince}):\n`
        )
        console.log(proofs.map((l) => `    ${l}`).join("\n"))
      }
    } finally {
      await stopServer(checking)
    }
    for (let round = 1; round <= rounds; round++) {
      for (let i = 0; i < servers.length; i++) {
        const measured = servers[(i + round - 1) % servers.length]!
        const server = await startServer(
          measured.url,
          poolSize,
          join(workDir, `${measured.name}-${round}.log`),
          measured.dir,
          measured.env
        )
        try {
          for (const [k, scenario] of list.entries()) {
            const pathsFile = pathsFiles[k]!
            await wrk({ port: server.port, request: { pathsFile }, connections, seconds: 2, pinned: false })
            const run = await closedLoop(server, nameOf(measured.url), pathsFile, connections, seconds)
            if (hadErrors(run.report)) failures.push(`${scenario.name} ${measured.name} round ${round}`)
            runs[k]!.get(measured.name)!.set(round, run)
            if (measured.name === "current" && round === 1) {
              for (const fraction of pacedFractions) {
                const target = Math.max(1, Math.round(rate(run.report) * fraction))
                const before = await processStalls(server)
                const served = await paced({ port: server.port, pathsFile, rate: target, seconds, connections })
                const stalls = stallsBetween(before, await processStalls(server))
                const control = await pacedControl(pathsFile, target, seconds, connections)
                pacedRows.push(pacedRow(scenario.name, fraction, target, served, stalls, control))
              }
            }
          }
        } finally {
          await stopServer(server)
        }
        console.error(`round ${round}/${rounds} ${measured.name} done`)
      }
    }
  } finally {
    baseline?.remove()
  }
  for (const [k, scenario] of list.entries()) {
    const byServer = runs[k]!
    const current = [...byServer.get("current")!.values()]
    const rates = current.map((r) => rate(r.report))
    results.push([
      scenario.name,
      medianOf(rates).toFixed(0),
      rangeOf(rates),
      (medianOf(current.map((r) => r.report.p50Us)) / 1000).toFixed(1),
      (medianOf(current.map((r) => r.report.p99Us)) / 1000).toFixed(1),
      medianOf(current.map((r) => r.apiCpuUs)).toFixed(0),
      medianOf(current.map((r) => r.postgresCpuUs)).toFixed(0)
    ])
    if (baseline !== undefined) {
      const figure = (name: string, f: (r: ClosedRun) => number): ByRound =>
        new Map([...byServer.get(name)!].map(([round, r]) => [round, f(r)]))
      for (const [label, f] of [
        ["req/s", (r: ClosedRun) => rate(r.report)],
        ["requests per API CPU-second", (r: ClosedRun) => 1e6 / r.apiCpuUs]
      ] as const) {
        verdicts.push([
          scenario.name,
          label,
          ...comparisonCells(compare(figure("current", f), figure("twin", f), figure("baseline", f)))
        ])
      }
    }
  }
  console.log("")
  console.log(
    markdownTable(
      ["request", "req/s median", "req/s range", "p50 ms", "p99 ms", "API CPU µs/req", "PostgreSQL CPU µs/req"],
      results
    )
  )
  const ratios = proofRatios(list, results)
  if (ratios.length > 0) console.log(`\n${ratios.join("\n")}`)
  if (baseline !== undefined) {
    console.log("")
    console.log(
      `Against ${baseline.label} (median per-round ratio, this build over the baseline; the A/A ratio is this build over a second server of it, its largest distance from 1 the noise):`
    )
    console.log("")
    console.log(markdownTable(["request", "figure", "ratio to base", "A/A ratio", "noise", "verdict"], verdicts))
  }
  if (pacedRows.length > 0) {
    console.log("")
    console.log(
      `Paced (open loop, ${seconds} s each, latency from the scheduled time; control: the same client and rate against a bare server):`
    )
    console.log("")
    console.log(
      markdownTable(
        [
          "request",
          "fraction",
          "rate",
          "achieved",
          "p50 ms",
          "p99 ms",
          "max ms",
          "queued peak",
          "event loop delay p99 / max ms",
          "GC ms (pauses ≥ 10 ms)",
          "control p99 ms",
          "control max ms"
        ],
        pacedRows
      )
    )
  }
  if (failures.length > 0)
    console.log(`\nRuns with errors (non-2xx, socket errors or timeouts): ${failures.join(", ")}`)
  console.log(`\nload average after: ${loadLine()}`)

  const logFile = values["postgres-log"] || (clusterLogOf(url) ?? "")
  let readable = true
  try {
    statSync(logFile)
  } catch {
    readable = false
  }
  if (!readable) {
    console.log(`\n(query plans skipped: ${logFile} is not readable)`)
  } else {
    const plans = await capturePlans(url, list, logFile, workDir)
    console.log("\n### Query plans (auto_explain, analyze + buffers; one request per scenario)\n")
    for (const [name, path, plan] of plans) {
      console.log(`#### ${name}\n\n\`GET ${path}\`\n\n\`\`\`\n${plan}\n\`\`\`\n`)
    }
  }
  rmSync(workDir, { recursive: true, force: true })
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
