/** Pool ordinals on a server (needs DATABASE_URL, skipped otherwise): with POSTs racing ledger calls, each call numbers
 * the transactions up to its horizon 1..n in `seq` order, counts stay exact, open inserts are never passed over. */
import { assert, it } from "@effect/vitest"
import { PgClient } from "@effect/sql-pg"
import { Effect, Fiber, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { BatchNum } from "../../../../core/domain/scalars.ts"
import { Ledger } from "../../../../core/ports/ledger.ts"
import { PoolStore } from "../../../../core/ports/pool_store.ts"
import { poolTransfer } from "../../../contract/pool_records.ts"
import { withFixture } from "../../../contract/storage_ports.ts"
import { DATABASE_URL, freshServerDatabase, sqlStorage } from "../test_databases.ts"
import { POSTGRES_SERVER, describeWith } from "../../../real_parts.ts"

/** The storage on a fresh database of the server, and a client of that database for checking its tables. */
const storage = (url: string) =>
  Layer.unwrap(
    Effect.map(freshServerDatabase(url), (database) =>
      Layer.merge(
        withFixture(sqlStorage({ connection: { url: Redacted.make(database), maxConnections: 8 } })),
        PgClient.layer({ url: Redacted.make(database), maxConnections: 2 })
      )
    )
  )

/** The numbering as the tables hold it: ordinals of numbered rows in seq order, rows not numbered, the recorded horizon and count. */
const numbering = Effect.gen(function* () {
  const sql = yield* SqlClient
  const rows = yield* sql.unsafe<{ s: string; o: string | null }>(
    "SELECT seq::text AS s, ord::text AS o FROM pool_tx ORDER BY seq"
  )
  const [recorded] = yield* sql.unsafe<{ horizon: string; ord: string }>(
    "SELECT horizon::text AS horizon, ord::text AS ord FROM pool_ordinal"
  )
  return {
    seqs: rows.map((row) => Number(row.s)),
    ords: rows.map((row) => (row.o === null ? null : Number(row.o))),
    horizon: Number(recorded!.horizon),
    count: Number(recorded!.ord)
  }
})

/** Checks the numbering: rows up to the horizon numbered 1..k in seq order, the others not, the count k. */
const checkNumbering = Effect.gen(function* () {
  const { seqs, ords, horizon, count } = yield* numbering
  const within = seqs.filter((seq) => seq <= horizon).length
  assert.deepStrictEqual(
    ords.slice(0, within),
    Array.from({ length: within }, (_, i) => i + 1),
    "numbered 1..k in seq order"
  )
  assert.isTrue(
    ords.slice(within).every((ord) => ord === null),
    "rows after the horizon are not numbered yet"
  )
  assert.strictEqual(count, within, "the recorded count is the rows up to the horizon")
  return { total: seqs.length, within }
})

/** Checks the unfiltered list's counts against the rows, from the start and from a middle item, both orders. */
const checkCounts = Effect.gen(function* () {
  const pool = yield* PoolStore
  const { seqs } = yield* numbering
  const first = yield* pool.list({}, { fromItem: undefined, order: "ASC", limit: 3 })
  assert.strictEqual(first.totalItems, seqs.length)
  assert.strictEqual(first.pendingItems, Math.max(0, seqs.length - 3))
  const middle = seqs[Math.floor(seqs.length / 2)]
  if (middle === undefined) return
  const asc = yield* pool.list({}, { fromItem: middle, order: "ASC", limit: 2 })
  assert.strictEqual(asc.items.length + asc.pendingItems, seqs.filter((seq) => seq >= middle).length)
  const desc = yield* pool.list({}, { fromItem: middle, order: "DESC", limit: 2 })
  assert.strictEqual(desc.items.length + desc.pendingItems, seqs.filter((seq) => seq <= middle).length)
  assert.deepStrictEqual([asc.firstItem, asc.lastItem], [seqs[0], seqs.at(-1)])
})

describeWith(POSTGRES_SERVER)("pool ordinals on a PostgreSQL server", () => {
  it.live(
    "concurrent adds and ledger calls: numbered 1..k up to each horizon, exact counts throughout",
    () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        const ledger = yield* Ledger
        const records = Array.from({ length: 96 }, (_, i) =>
          poolTransfer({ from: [256, 257, 259][i % 3]!, to: 257, nonce: 100 + i })
        )
        // Every fourth add is posted twice at once: one of the two inserts conflicts and leaves a gap.
        const adds = Effect.forEach(
          records,
          (record, i) =>
            i % 4 === 0
              ? Effect.asVoid(Effect.all([pool.add(record), pool.add(record)], { concurrency: 2 }))
              : Effect.asVoid(pool.add(record)),
          {
            concurrency: 8
          }
        )
        const numberings = Effect.forEach(
          [4, 5, 6, 7, 8, 9],
          (n) => Effect.andThen(Effect.sleep("5 millis"), ledger.invalidatePoolTransactions([], BatchNum.make(n))),
          { concurrency: 1 }
        )
        yield* Effect.all([adds, numberings], { concurrency: 2 })
        yield* checkNumbering
        yield* checkCounts
        yield* ledger.invalidatePoolTransactions([], BatchNum.make(10))
        const { total, within } = yield* checkNumbering
        assert.strictEqual(within, total, "after a ledger call with no add in flight, every row is numbered")
        assert.strictEqual(total, records.length)
        assert.isAbove(Math.max(...(yield* numbering).seqs), total, "the conflicting inserts left gaps")
        yield* checkCounts
      }).pipe(Effect.provide(storage(DATABASE_URL ?? "postgres://unset")), Effect.scoped),
    60_000
  )

  it.live(
    "an insert still open when a ledger call reads the horizon is never passed over: numbered once it committed",
    () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        const ledger = yield* Ledger
        const sql = yield* SqlClient
        const first = poolTransfer({ from: 256, to: 257, nonce: 200 })
        yield* pool.add(first)
        // Another session inserts a copy of it (another id) and holds its transaction open for 300 ms.
        const slow = yield* Effect.forkChild(
          sql.withTransaction(
            Effect.andThen(
              sql.unsafe(
                `INSERT INTO pool_tx (id, state, type, token_id, from_idx, from_symbol, from_eth_addr, from_bjj, to_idx, to_symbol,
             to_eth_addr, to_bjj, amount, fee, nonce, signature, timestamp)
           SELECT '\\x99'::bytea || id, state, type, token_id, from_idx, from_symbol, from_eth_addr, from_bjj, to_idx, to_symbol,
             to_eth_addr, to_bjj, amount, fee, nonce, signature, timestamp FROM pool_tx ORDER BY seq LIMIT 1`
              ),
              Effect.sleep("300 millis")
            )
          )
        )
        yield* Effect.sleep("50 millis")
        yield* pool.add(poolTransfer({ from: 257, to: 256, nonce: 200 }))
        // The ledger call's horizon waits for the open insert (it holds ROW EXCLUSIVE on pool_tx until
        // it commits), longer than the lock timeout: the horizon stays where it was rather than
        // passing over the open insert's row.
        yield* ledger.invalidatePoolTransactions([], BatchNum.make(4))
        yield* checkNumbering
        yield* Fiber.join(slow)
        yield* checkCounts
        yield* ledger.invalidatePoolTransactions([], BatchNum.make(5))
        const { total, within } = yield* checkNumbering
        assert.deepStrictEqual(
          [total, within],
          [3, 3],
          "once it committed, the slow insert's row, below the other, is numbered too"
        )
        yield* checkCounts
      }).pipe(Effect.provide(storage(DATABASE_URL ?? "postgres://unset")), Effect.scoped),
    60_000
  )
})
