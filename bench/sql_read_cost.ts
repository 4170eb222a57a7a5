/**
 * The API process's CPU per PostgreSQL storage operation, in process, side by side in one run:
 * this tree's SQL adapter against another tree's (`--versus DIR`: e.g. `git archive <commit> |
 * tar -x -C DIR` with `node_modules` linked into it), both on the same database (a fresh one on
 * `BENCH_PG_URL`, default the local server, seeded with the devnet) and both running at once, so a
 * busy machine slows both alike.
 *
 * Operations (each through the port, as a use case calls it, on a `ManagedRuntime`, `--in-flight`
 * at once, default 16; `--in-flight 1` makes the wall time a latency): a token by id (one
 * single-row statement), an account by index (the POST's read), a 20-item history page at a
 * random cursor (ASC), a history transaction by id, a pool add (the POST's insert: a new pool
 * transfer of the contract fixture's shape each time). Per
 * round, every tree runs `--ops` operations of each kind (the order of the trees swapped every
 * round); reported: this process's CPU time (`process.cpuUsage`, user + system, all threads;
 * the system part shown too: the kernel's share, mostly socket writes and reads) per operation — the figure that does not move when a neighbour takes the core — the
 * PostgreSQL server's CPU per operation (every `postgres` process of the machine, so other
 * sessions' databases too), and wall time. Medians over `--rounds` (default 5).
 *
 * `--storage embedded`: each tree on a fresh embedded database of its own (PGlite runs in this
 * process, so its CPU is in the figure: the API's share is the difference between the trees).
 *
 * `npx tsx bench/sql_read_cost.ts [--versus DIR] [--storage postgres|embedded] [--ops 3000]
 * [--rounds 5] [--in-flight 16] [--only NAME]` (NAME: token, account, history-page, history-get, pool-add; `--only` with no
 * `--versus` is the way to profile one path: `npx tsx --cpu-prof bench/sql_read_cost.ts --only history-page`).
 */
import type { PgClient } from "@effect/sql-pg"
import { Effect, Layer, ManagedRuntime, Option, Redacted } from "effect"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { seedDevnet } from "../app/devnet/mod.ts"
import type { AccountIdx } from "../core/domain/account_index.ts"
import type { TokenId } from "../core/domain/scalars.ts"
import type { TxId } from "../core/domain/tx_id.ts"
import { AccountStore } from "../core/ports/account_store.ts"
import { HistoryStore } from "../core/ports/history_store.ts"
import { PoolStore } from "../core/ports/pool_store.ts"
import type { StoragePorts } from "../core/ports/storage_ports.ts"
import { TokenStore } from "../core/ports/token_store.ts"
import { onServer, withDatabase } from "../test/adapters/sql/test_databases.ts"
import { poolTransfer } from "../test/contract/pool_records.ts"
import { loadLine, machineLine, markdownTable, quantile, sorted } from "./bench_stats.ts"
import { postgresCpuNs } from "./http_harness.ts"

/** Command-line options. */
function option(name: string, fallback: string | undefined): string | undefined {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? process.argv[at + 1] : fallback
}

const OPS = Number(option("ops", "3000"))
const ROUNDS = Number(option("rounds", "5"))
const IN_FLIGHT = Number(option("in-flight", "16"))
const VERSUS = option("versus", undefined)
const ONLY = option("only", undefined)
const STORAGE = option("storage", "postgres")
const SERVER = process.env["BENCH_PG_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"

/** The storage layer factory of a tree's SQL adapter. */
type StorageFactory = (options: { readonly connection: PgClient.PgPoolConfig }) => Layer.Layer<StoragePorts, unknown>

/** A tree's embedded database module (the same shape in every tree measured). */
type EmbeddedModule = typeof import("../adapters/sql/embedded_postgres.ts")

/** The storage of the tree at `dir`: on the server database `url`, or on a fresh embedded database of its own. */
async function storageOf(dir: string, url: Redacted.Redacted): Promise<Layer.Layer<StoragePorts, unknown>> {
  const storage: { readonly layer: StorageFactory } = await import(pathToFileURL(join(resolve(dir), "adapters/sql/sql_storage.ts")).href)
  if (STORAGE !== "embedded") return storage.layer({ connection: { url, maxConnections: 10 } })
  const embedded: EmbeddedModule = await import(pathToFileURL(join(resolve(dir), "adapters/sql/embedded_postgres.ts")).href)
  return Layer.unwrap(Effect.map(embedded.EmbeddedPostgres, (server) => storage.layer({ connection: server.connection }))).pipe(
    Layer.provide(embedded.layer())
  )
}

/** One operation of a kind, given the i-th random draw. */
type Operation = (runtime: ManagedRuntime.ManagedRuntime<StoragePorts, unknown>, draw: number) => Promise<unknown>

const database = `zk_read_cost_${process.pid}`
await Effect.runPromise(onServer(SERVER, `CREATE DATABASE ${database}`))
const url = Redacted.make(withDatabase(SERVER, database))
const trees: Array<readonly [string, Layer.Layer<StoragePorts, unknown>]> = [["this tree", await storageOf(".", url)]]
if (VERSUS !== undefined) trees.push([`versus ${VERSUS}`, await storageOf(VERSUS, url)])
const runtimes = trees.map(([name, layer]) => [name, ManagedRuntime.make(layer)] as const)

try {
  const [, seeding] = runtimes[0] ?? []
  if (seeding === undefined) throw new Error("no tree")
  const seed = Effect.orDie(seedDevnet({ genesisTime: new Date(Date.UTC(2026, 0, 1)) }))
  const summary = await seeding.runPromise(seed)
  if (STORAGE === "embedded") for (const [, runtime] of runtimes.slice(1)) await runtime.runPromise(seed)
  const firstPage = await seeding.runPromise(Effect.flatMap(HistoryStore, (h) => h.list({}, { fromItem: undefined, order: "ASC", limit: 2049 })))
  const txIds: ReadonlyArray<TxId> = firstPage.items.map((t) => t.id)
  const itemIds = firstPage.items.map((t) => t.itemId)
  const tokens = await seeding.runPromise(Effect.flatMap(TokenStore, (t) => t.list({}, { fromItem: undefined, order: "ASC", limit: 100 })))
  const tokenIds: ReadonlyArray<TokenId> = tokens.items.map((t) => t.id)
  const accountIdxs: ReadonlyArray<AccountIdx> = (await seeding.runPromise(
    Effect.flatMap(AccountStore, (a) => a.list({}, { fromItem: undefined, order: "ASC", limit: 500 }))
  )).items.map((a) => a.accountIndex.idx)
  const pick = <A>(values: ReadonlyArray<A>, draw: number): A => {
    const value = values[draw % values.length]
    if (value === undefined) throw new Error("nothing to pick from")
    return value
  }
  const lastStart = Math.max(0, itemIds.length - 20)
  const nonces = new Map(runtimes.map(([, runtime], tree) => [runtime, tree * 10_000_000]))
  const nextNonce = (runtime: ManagedRuntime.ManagedRuntime<StoragePorts, unknown>) => {
    const nonce = (nonces.get(runtime) ?? 0) + 1
    nonces.set(runtime, nonce)
    return nonce
  }
  const allOperations: ReadonlyArray<readonly [string, Operation]> = [
    ["token", (rt, draw) => rt.runPromise(Effect.flatMap(TokenStore, (t) => t.get(pick(tokenIds, draw))))],
    ["account", (rt, draw) => rt.runPromise(Effect.flatMap(AccountStore, (a) => a.get(pick(accountIdxs, draw))))],
    ["history-page", (rt, draw) =>
      rt.runPromise(Effect.flatMap(HistoryStore, (h) => h.list({}, { fromItem: pick(itemIds, draw % (lastStart + 1)), order: "ASC", limit: 20 })))],
    ["history-get", (rt, draw) => rt.runPromise(Effect.flatMap(HistoryStore, (h) => h.get(pick(txIds, draw))))],
    // A new pool transfer each time (ids from a counter per tree: the trees may share the database).
    ["pool-add", (rt) => rt.runPromise(Effect.flatMap(PoolStore, (p) => p.add(poolTransfer({ from: 256, to: 257, nonce: nextNonce(rt) }))))]
  ]
  const operations = allOperations.filter(([name]) => ONLY === undefined || name === ONLY)

  // The same answers from every tree (a page and a token), before measuring.
  for (const [name, runtime] of runtimes) {
    const page = await runtime.runPromise(Effect.flatMap(HistoryStore, (h) => h.list({}, { fromItem: itemIds[7], order: "ASC", limit: 20 })))
    const reference = await seeding.runPromise(Effect.flatMap(HistoryStore, (h) => h.list({}, { fromItem: itemIds[7], order: "ASC", limit: 20 })))
    if (JSON.stringify(page, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v)) !== JSON.stringify(reference, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v))) {
      throw new Error(`${name} answers a different page`)
    }
    const token = await runtime.runPromise(Effect.flatMap(TokenStore, (t) => t.get(pick(tokenIds, 1))))
    if (Option.isNone(token)) throw new Error(`${name} finds no token`)
  }

  /** Runs `count` operations with IN_FLIGHT at once; CPU µs per operation (this process), PostgreSQL's, wall µs. */
  async function measure(runtime: ManagedRuntime.ManagedRuntime<StoragePorts, unknown>, operation: Operation, count: number) {
    let next = 0
    const pgBefore = postgresCpuNs()
    const cpuBefore = process.cpuUsage()
    const wallBefore = performance.now()
    await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
      while (next < count) await operation(runtime, (next++ * 7919) % 1_000_003)
    }))
    const wall = performance.now() - wallBefore
    const cpu = process.cpuUsage(cpuBefore)
    const pg = postgresCpuNs() - pgBefore
    return { cpu: (cpu.user + cpu.system) / count, system: cpu.system / count, pg: pg / 1000 / count, wall: (wall * 1000) / count }
  }

  console.log(machineLine())
  console.log(loadLine())
  console.log(`devnet: ${summary.forgedTransactions} forged transactions, ${tokenIds.length} tokens, ${accountIdxs.length} accounts; ` +
    `${OPS} operations per tree and kind per round, ${IN_FLIGHT} in flight, ${ROUNDS} rounds (trees alternating)`)
  for (const [, runtime] of runtimes) for (const [, operation] of operations) await measure(runtime, operation, Math.min(OPS, 1000))
  const results = new Map<string, Array<{ cpu: number; system: number; pg: number; wall: number }>>()
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? runtimes : [...runtimes].reverse()
    for (const [kind, operation] of operations) {
      for (const [name, runtime] of order) {
        const key = `${kind}\u0000${name}`
        results.set(key, [...(results.get(key) ?? []), await measure(runtime, operation, OPS)])
      }
    }
  }
  const median = (values: ReadonlyArray<number>) => quantile(sorted(values), 0.5)
  const rows: Array<Array<string>> = []
  for (const [kind] of operations) {
    for (const [name] of runtimes) {
      const runs = results.get(`${kind}\u0000${name}`) ?? []
      const cpus = runs.map((r) => r.cpu)
      rows.push([
        kind,
        name,
        median(cpus).toFixed(1),
        `${Math.min(...cpus).toFixed(1)}–${Math.max(...cpus).toFixed(1)}`,
        median(runs.map((r) => r.system)).toFixed(1),
        median(runs.map((r) => r.pg)).toFixed(1),
        median(runs.map((r) => r.wall)).toFixed(1)
      ])
    }
  }
  console.log(markdownTable(["operation", "adapter", "API CPU µs/op (median)", "range", "of it system", "PostgreSQL CPU µs/op", "wall µs/op"], rows))
  console.log(loadLine())
} finally {
  for (const [, runtime] of runtimes) await runtime.dispose()
  await Effect.runPromise(onServer(SERVER, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
}
