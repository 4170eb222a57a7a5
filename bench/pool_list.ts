/** `npm run bench:pool`: the latency and database CPU of `GET /transactions-pool`'s reads on a large pool through the
 * real PostgreSQL `PoolStore`, beside the same rows without the pool list's indexes, and what they cost the insert. */
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { readdirSync, readFileSync } from "node:fs"
import { parseArgs } from "node:util"
import { PoseidonCrypto } from "../adapters/crypto/mod.ts"
import { listStatementFor } from "../adapters/sql/stores/pool_store.ts"
import * as SqlStorage from "../adapters/sql/sql_storage.ts"
import type { AccountIdx } from "../core/domain/account_index.ts"
import type { TokenId } from "../core/domain/scalars.ts"
import type { PageRequest } from "../core/pagination/page.ts"
import { type PoolFilter, PoolStore } from "../core/ports/pool_store.ts"
import type { StoragePorts } from "../core/ports/storage_ports.ts"
import { poolTransfer } from "../test/contract/pool_records.ts"
import { loadLine, machineLine, markdownTable, processCpuNs, quantile, sorted } from "./harness/mod.ts"
import { dropPoolDatabases, poolDatabases, removeAddedRows, senderIdx } from "./pool_list_data.ts"
import { psql } from "./scale/generate.ts"

// `--rows` pool rows (kept for the next run with `--keep`); in each of `--rounds` rounds every request is timed for
// `--seconds` or `--ops` operations per database, whichever ends first; `--adds` inserts are timed; `--explain NAME`
// prints the custom and generic plans of the list requests whose name contains NAME (`all`: every one), timing nothing.
const { values: options } = parseArgs({
  options: {
    rows: { type: "string", default: "1000000" },
    keep: { type: "boolean", default: false },
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "1" },
    ops: { type: "string", default: "100" },
    adds: { type: "string", default: "300" },
    seed: { type: "string", default: "1" },
    explain: { type: "string" }
  }
})
const ROWS = Number(options.rows)
const ROUNDS = Number(options.rounds)
const SECONDS = Number(options.seconds)
const MAX_OPS = Number(options.ops)
const ADDS = Number(options.adds)
const SERVER = process.env["BENCH_PG_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"

/** The busiest sender's rank, and a light one's (≈ 25 rows per million). */
const HEAVY_RANK = 1
const LIGHT_RANK = 3000

/** The sender-side row the either-side rows are compared with. */
const HEAVY_BY_ACCOUNT = "heavy sender by account ASC"

/** A timed read: its name and the effect (its answer compared between the databases). */
interface Probe {
  readonly name: string
  readonly run: Effect.Effect<unknown, never, PoolStore>
  /** The list request, when it is one (EXPLAIN-able). */
  readonly list?: { readonly filter: PoolFilter; readonly page: PageRequest }
  /** The sender-side probe this one's p50 is divided by (the either-side and receiver filters, and an A/A control). */
  readonly versus?: string | undefined
}

/** A list request as a probe. */
function listProbe(name: string, filter: PoolFilter, page: PageRequest, versus?: string): Probe {
  return { name, run: Effect.flatMap(PoolStore, (pool) => pool.list(filter, page)), list: { filter, page }, versus }
}

/** A first page of 20 in `order`. */
function first(order: PageRequest["order"]): PageRequest {
  return { fromItem: undefined, order, limit: 20 }
}

/** JSON of an answer (bigints as strings). */
function answerText(answer: unknown): string {
  return JSON.stringify(answer, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value))
}

/** The matching rows of an answer (a page's totalItems, or an account's pool nonces). */
function matchesOf(answer: unknown): string {
  if (typeof answer === "object" && answer !== null && "totalItems" in answer) return String(answer.totalItems)
  if (typeof answer === "object" && answer !== null && "value" in answer) {
    const value: unknown = answer.value
    if (typeof value === "object" && value !== null && "poolNonces" in value && Array.isArray(value.poolNonces)) {
      return `${value.poolNonces.length} nonces`
    }
  }
  return ""
}

/** The storage layer on the database at `url`, as a server opens it (with the crypto adapter's Poseidon). */
function storageOn(url: string): ManagedRuntime.ManagedRuntime<StoragePorts, unknown> {
  return ManagedRuntime.make(
    SqlStorage.layer({ connection: { url: Redacted.make(url), maxConnections: 10 } }).pipe(
      Layer.provide(PoseidonCrypto.layer)
    )
  )
}

/** The probes: the sender filters of a heavy and a light sender (read from the rows), the pool views, the deep page, the nonces. */
async function probesOf(runtime: ManagedRuntime.ManagedRuntime<StoragePorts, unknown>): Promise<Array<Probe>> {
  const senderOf = async (rank: number) => {
    const idx = senderIdx(rank) as AccountIdx
    const page = await runtime.runPromise(
      Effect.flatMap(PoolStore, (pool) => pool.list({ fromAccountIdx: idx }, first("ASC")))
    )
    const item = page.items[0]
    if (item === undefined || item.fromZkEthereumAddress === null || item.fromBJJ === null)
      throw new Error(`sender ${idx} has no pool rows`)
    return { idx, ethAddr: item.fromZkEthereumAddress, bjj: item.fromBJJ }
  }
  const heavy = await senderOf(HEAVY_RANK)
  const light = await senderOf(LIGHT_RANK)
  const middle = Math.floor(ROWS / 2)
  const nonces = (idx: AccountIdx): Effect.Effect<unknown, never, PoolStore> =>
    Effect.flatMap(PoolStore, (pool) => pool.accountNonces(idx))
  return [
    listProbe("heavy sender by account ASC", { fromAccountIdx: heavy.idx }, first("ASC")),
    listProbe("heavy sender by account DESC", { fromAccountIdx: heavy.idx }, first("DESC")),
    listProbe("heavy sender by account, pend ASC", { fromAccountIdx: heavy.idx, state: "pend" }, first("ASC")),
    listProbe("heavy sender by account, pend DESC", { fromAccountIdx: heavy.idx, state: "pend" }, first("DESC")),
    listProbe("heavy sender by address ASC", { fromEthAddr: heavy.ethAddr }, first("ASC")),
    listProbe("heavy sender by address DESC", { fromEthAddr: heavy.ethAddr }, first("DESC")),
    listProbe("heavy sender by address, pend ASC", { fromEthAddr: heavy.ethAddr, state: "pend" }, first("ASC")),
    listProbe("heavy sender by key ASC", { fromBjj: heavy.bjj }, first("ASC")),
    listProbe("heavy sender by key DESC", { fromBjj: heavy.bjj }, first("DESC")),
    listProbe("heavy sender by key, pend ASC", { fromBjj: heavy.bjj, state: "pend" }, first("ASC")),
    listProbe("light sender by account ASC", { fromAccountIdx: light.idx }, first("ASC")),
    listProbe("light sender by account, pend ASC", { fromAccountIdx: light.idx, state: "pend" }, first("ASC")),
    listProbe("light sender by address DESC", { fromEthAddr: light.ethAddr }, first("DESC")),
    listProbe("light sender by key, pend DESC", { fromBjj: light.bjj, state: "pend" }, first("DESC")),
    // The same sender-side request again: the A/A control of the ratios below.
    listProbe("heavy sender by account ASC (A/A)", { fromAccountIdx: heavy.idx }, first("ASC"), HEAVY_BY_ACCOUNT),
    // Either side (`accountIndex`, `zkEthereumAddress`, `BJJ`: hermezjs's next nonce) and the receiver's side.
    listProbe("heavy account either side ASC", { accountIdx: heavy.idx }, first("ASC"), HEAVY_BY_ACCOUNT),
    listProbe("heavy account either side, pend DESC", { accountIdx: heavy.idx, state: "pend" }, first("DESC")),
    listProbe("heavy address either side ASC", { ethAddr: heavy.ethAddr }, first("ASC"), "heavy sender by address ASC"),
    listProbe("heavy key either side ASC", { bjj: heavy.bjj }, first("ASC"), "heavy sender by key ASC"),
    listProbe("heavy receiver by account ASC", { toAccountIdx: heavy.idx }, first("ASC"), HEAVY_BY_ACCOUNT),
    listProbe("light account either side ASC", { accountIdx: light.idx }, first("ASC"), "light sender by account ASC"),
    listProbe("light receiver by account, pend ASC", { toAccountIdx: light.idx, state: "pend" }, first("ASC")),
    listProbe("state=pend ASC (pool view)", { state: "pend" }, first("ASC")),
    listProbe("state=pend DESC", { state: "pend" }, first("DESC")),
    listProbe("state=fing ASC", { state: "fing" }, first("ASC")),
    listProbe("unfiltered ASC", {}, first("ASC")),
    listProbe("unfiltered DESC", {}, first("DESC")),
    listProbe("unfiltered deep page ASC (fromItem N/2)", {}, { fromItem: middle, order: "ASC", limit: 20 }),
    listProbe("unfiltered deep page DESC (fromItem N/2)", {}, { fromItem: middle, order: "DESC", limit: 20 }),
    listProbe("tokenId=3 ASC", { tokenId: 3 as TokenId }, first("ASC")),
    listProbe("type=Exit DESC", { type: "Exit" }, first("DESC")),
    listProbe("type=Exit, state=pend ASC", { type: "Exit", state: "pend" }, first("ASC")),
    { name: "accountNonces heavy sender", run: nonces(heavy.idx) },
    { name: "accountNonces light sender", run: nonces(light.idx) }
  ]
}

/** Latencies (ms) and the database's CPU (ms) of a probe on one database, over the rounds. */
interface Timings {
  readonly latencies: Array<number>
  databaseMs: number
  ops: number
}

/** CPU (ns) so far of the server processes serving database `name` (their titles: `postgres: <cluster>: <user>
 * <database> <client> <activity>`). Parallel workers end with their query and are not counted: a lower bound for a plan
 * that runs them. */
function databaseCpuNs(name: string): number {
  let total = 0
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/u.test(pid)) continue
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8")
      if (title.startsWith("postgres: ") && title.includes(` ${name} `)) total += processCpuNs(Number(pid))
    } catch {
      // a process that ended meanwhile
    }
  }
  return total
}

/** A database the probes run on: its label, name and storage. */
interface Side {
  readonly label: string
  readonly url: string
  readonly name: string
  readonly runtime: ManagedRuntime.ManagedRuntime<StoragePorts, unknown>
}

/** Runs `run` on `side` one at a time for SECONDS or MAX_OPS (at least 3), adding to `into`. */
async function time(side: Side, run: Effect.Effect<unknown, never, PoolStore>, into: Timings): Promise<void> {
  const runtime = side.runtime
  const pgBefore = databaseCpuNs(side.name)
  const start = performance.now()
  let ops = 0
  while (ops < 3 || (ops < MAX_OPS && performance.now() - start < SECONDS * 1000)) {
    const before = performance.now()
    await runtime.runPromise(run)
    into.latencies.push(performance.now() - before)
    ops++
  }
  into.databaseMs += (databaseCpuNs(side.name) - pgBefore) / 1e6
  into.ops += ops
}

/** p50 / p95 / p99 / the database's CPU per op, formatted (ms). */
function figures(t: Timings): Array<string> {
  const s = sorted(t.latencies)
  const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1))
  return [ms(quantile(s, 0.5)), ms(quantile(s, 0.95)), ms(quantile(s, 0.99)), ms(t.databaseMs / t.ops)]
}

/** A parameter's value as an SQL literal (EXECUTE's arguments cannot be bound parameters under EXPLAIN). */
function literal(value: unknown): string {
  if (typeof value === "number" || typeof value === "bigint") return String(value)
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`
  if (value instanceof Uint8Array) return `'\\x${Buffer.from(value).toString("hex")}'::bytea`
  throw new Error(`no literal for ${String(value)}`)
}

/** Prints EXPLAIN (ANALYZE, BUFFERS) of `probe`'s statement on the database at `url`: custom and generic plans. */
async function explain(url: string, label: string, probe: Probe): Promise<void> {
  if (probe.list === undefined) return
  const { text, values } = listStatementFor(probe.list.filter, probe.list.page)
  const literals = values.map(literal).join(", ")
  const plans = Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const lines = (rows: ReadonlyArray<object>) => rows.map((row) => String(Object.values(row)[0])).join("\n")
    const custom = lines(yield* sql.unsafe(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values))
    yield* sql.unsafe("SET plan_cache_mode = force_generic_plan")
    yield* sql.unsafe(`PREPARE bench_list AS ${text}`)
    const generic = lines(yield* sql.unsafe(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_list(${literals})`))
    yield* sql.unsafe("DEALLOCATE bench_list")
    return { custom, generic }
  })
  const { custom, generic } = await Effect.runPromise(
    plans.pipe(Effect.provide(SqlStorage.clientLayer({ url: Redacted.make(url), maxConnections: 1 })), Effect.orDie)
  )
  console.log(
    `\n### ${probe.name} — ${label}, custom plan\n${custom}\n\n### ${probe.name} — ${label}, generic plan\n${generic}`
  )
}

/** Sizes of `pool_tx` and each of its indexes on the database at `url`. */
function sizes(url: string): string {
  return psql(
    url,
    `SELECT string_agg(c.relname || ' ' || pg_size_pretty(pg_relation_size(c.oid)), ', ' ORDER BY c.relname) ` +
      `FROM pg_class c WHERE c.oid = 'pool_tx'::regclass OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'pool_tx'::regclass)`
  ).trim()
}

const progress = (line: string) => console.error(line)
const plan = { rows: ROWS, seed: Number(options.seed) }
const databases = await poolDatabases(SERVER, plan, options.keep, progress)
const sideOf = (label: string, url: string): Side => ({
  label,
  url,
  name: new URL(url).pathname.slice(1),
  runtime: storageOn(url)
})
const sides = [sideOf("indexed", databases.indexed), sideOf("baseline", databases.baseline)] as const
let added = false
try {
  const probes = await probesOf(sides[0].runtime)
  // Every probe answers the same on both databases.
  const matches = new Map<string, string>()
  for (const probe of probes) {
    const answers = await Promise.all(sides.map((side) => side.runtime.runPromise(probe.run)))
    if (answerText(answers[0]) !== answerText(answers[1]))
      throw new Error(`${probe.name}: the databases answer differently`)
    matches.set(probe.name, matchesOf(answers[0]))
  }

  if (options.explain !== undefined) {
    const wanted = options.explain
    for (const probe of probes.filter((p) => wanted === "all" || p.name.includes(wanted))) {
      for (const side of sides) await explain(side.url, side.label, probe)
    }
  } else {
    const counts = psql(
      databases.indexed,
      `SELECT string_agg(state || ' ' || n, ', ' ORDER BY state) FROM (SELECT state, count(*) AS n FROM pool_tx GROUP BY state) s`
    ).trim()
    console.log(machineLine())
    console.log(
      `load average ${loadLine()}; ${ROWS.toLocaleString("en")} pool rows (${counts})` +
        (databases.loaded ? `, loaded and indexed in ${databases.loadSeconds.toFixed(0)} s` : ", kept databases reused")
    )
    for (const side of sides) console.log(`${side.label}: ${sizes(side.url)}`)
    console.log(
      `${ROUNDS} rounds × (${SECONDS} s or ${MAX_OPS} ops) per request and database, one request at a time, the databases alternating first`
    )

    const timings = new Map(
      probes.map((probe) => [probe.name, sides.map((): Timings => ({ latencies: [], databaseMs: 0, ops: 0 }))])
    )
    for (const probe of probes) for (const side of sides) await side.runtime.runPromise(probe.run) // warm both
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0]
      for (const probe of probes) {
        for (const at of order) {
          const side = sides[at]!
          await time(side, probe.run, timings.get(probe.name)![at]!)
        }
      }
      progress(`round ${round + 1}/${ROUNDS} done`)
    }

    // The POST's insert: the same new records on both databases, alternating in rounds.
    added = true
    const addTimings = sides.map((): Timings => ({ latencies: [], databaseMs: 0, ops: 0 }))
    const perRound = Math.ceil(ADDS / ROUNDS)
    for (let round = 0; round < ROUNDS; round++) {
      const records = Array.from({ length: perRound }, (_, i) =>
        poolTransfer({ from: 256, to: 257, nonce: 1_000_000 + round * perRound + i })
      )
      for (const at of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const side = sides[at]!
        const into = addTimings[at]!
        const pgBefore = databaseCpuNs(side.name)
        for (const record of records) {
          const before = performance.now()
          await side.runtime.runPromise(Effect.flatMap(PoolStore, (pool) => pool.add(record)))
          into.latencies.push(performance.now() - before)
        }
        into.databaseMs += (databaseCpuNs(side.name) - pgBefore) / 1e6
        into.ops += records.length
      }
    }

    const rows = probes.map((probe) => {
      const [indexed, baseline] = timings.get(probe.name)!
      const ratio = quantile(sorted(baseline!.latencies), 0.5) / quantile(sorted(indexed!.latencies), 0.5)
      return [
        probe.name,
        matches.get(probe.name) ?? "",
        ...figures(indexed!),
        ...figures(baseline!),
        `${ratio.toFixed(1)}×`
      ]
    })
    const [addIndexed, addBaseline] = addTimings
    rows.push([
      "add (the POST's insert)",
      `${addIndexed!.ops} new`,
      ...figures(addIndexed!),
      ...figures(addBaseline!),
      `${(quantile(sorted(addBaseline!.latencies), 0.5) / quantile(sorted(addIndexed!.latencies), 0.5)).toFixed(2)}×`
    ])
    console.log()
    console.log(
      markdownTable(
        [
          "request (limit 20)",
          "matches",
          "p50 ms",
          "p95",
          "p99",
          "DB CPU ms/op",
          "baseline p50",
          "p95",
          "p99",
          "DB CPU ms/op",
          "baseline/indexed p50"
        ],
        rows
      )
    )
    // Each either-side or receiver row's p50 over its sender-side row's, in the same run and database (A/A: the same
    // request twice).
    const p50 = (name: string, at: number) => quantile(sorted(timings.get(name)![at]!.latencies), 0.5)
    const versus = probes.flatMap((probe) =>
      probe.versus === undefined
        ? []
        : [
            [
              probe.name,
              probe.versus,
              ...sides.flatMap((_side, at) => [
                p50(probe.name, at).toFixed(2),
                `${(p50(probe.name, at) / p50(probe.versus!, at)).toFixed(2)}×`
              ])
            ]
          ]
    )
    console.log()
    console.log(
      markdownTable(
        ["request (limit 20)", "÷ sender-side request", "p50 ms", "ratio", "baseline p50", "baseline ratio"],
        versus
      )
    )
    console.log(
      `\nload average ${loadLine()}; samples per request and database: ${probes.map((p) => timings.get(p.name)![0]!.ops).join(", ")} (indexed), ` +
        `${probes.map((p) => timings.get(p.name)![1]!.ops).join(", ")} (baseline)`
    )
  }
} finally {
  for (const side of sides) await side.runtime.dispose()
  if (!options.keep) dropPoolDatabases(SERVER, databases)
  else if (added) removeAddedRows(databases, plan)
}
