/** Migration 5 on a database put back to the previous schema: stored batches read forgedTransactions and a null
 * ethereumTxHash, events carry both, later batches their hash; embedded, and a server with DATABASE_URL. */
import { Effect, Layer, Redacted, Schema } from "effect"
import type { PgClient } from "@effect/sql-pg"
import { SqlClient } from "effect/sql/SqlClient"
import { describe, expect, it } from "vitest"
import { PoseidonCrypto } from "../../../../adapters/crypto/mod.ts"
import * as Embedded from "../../../../adapters/sql/connection/embedded_postgres.ts"
import { MIGRATIONS } from "../../../../adapters/sql/schema/migrator.ts"
import { FINALITY_REWRITES } from "../../../../adapters/sql/schema/migrations/0009_event_batches.ts"
import * as SqlStorage from "../../../../adapters/sql/sql_storage.ts"
import { BatchForged } from "../../../../core/domain/node_event.ts"
import { BatchStore } from "../../../../core/ports/batch_store.ts"
import { HistoryStore } from "../../../../core/ports/history_store.ts"
import { Ledger } from "../../../../core/ports/ledger.ts"
import { EMPTY_BATCH_4 } from "../../../contract/batch_extension_rules.ts"
import { buildFixture } from "../../../contract/fixture.ts"
import { listAll } from "../../../contract/storage_ports.ts"
import { DATABASE_URL, freshServerDatabase } from "../test_databases.ts"
import { POSTGRES_SERVER, itWith } from "../../../real_parts.ts"

/** The data of the events of `types`, in id order. */
const eventsOf = (types: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient
    const rows = yield* sql.unsafe<{ readonly data: string }>(
      `SELECT data FROM event WHERE type IN (${types}) ORDER BY id`
    )
    return rows.map((row) => row.data)
  })

/** The batch events' data, in id order. */
const batchEvents = eventsOf("'batch'")

/** The transaction and queued-L1 events' data, in id order. */
const transactionEvents = eventsOf("'transaction', 'l1'")

/**
 * What the previous schema left: no forge-call hash, batch events without the extension fields. (The migrator only
 * applies ids above the newest applied, so the test runs migration 5's statements on it directly.)
 */
const PREVIOUS_SCHEMA = [
  "ALTER TABLE batch DROP COLUMN eth_tx_hash",
  `UPDATE event SET data = regexp_replace(data, ',"forgedTransactions":[0-9]+,"ethereumTxHash":"0x[0-9a-f]{64}","finality":"forged"', '') WHERE type = 'batch'`,
  `UPDATE event SET data = regexp_replace(data, ',"finality":"(forged|pending)"}$', '}') WHERE type IN ('transaction', 'l1')`
]

/** Every batch as the store reads it: (batchNum, forgedTransactions, the number of its history transactions, ethereumTxHash). */
const storedBatches = Effect.gen(function* () {
  const store = yield* BatchStore
  const history = yield* HistoryStore
  const batches = yield* listAll(
    (p) => store.list({}, p),
    (b) => b.itemId
  )
  return yield* Effect.forEach(batches, (batch) =>
    Effect.map(
      listAll(
        (p) => history.list({ batchNum: batch.batchNum }, p),
        (t) => t.itemId
      ),
      (transactions) => [batch.batchNum, batch.forgedTransactions, transactions.length, batch.ethereumTxHash]
    )
  )
})

/** The whole story on the database of `connection`. */
function migratesStoredBatches(connection: PgClient.PgPoolConfig) {
  const client = SqlStorage.clientLayer(connection)
  const storage = SqlStorage.layerOnClient().pipe(Layer.provide(PoseidonCrypto.layer), Layer.provideMerge(client))
  return Effect.gen(function* () {
    const written = yield* Effect.scoped(
      Effect.gen(function* () {
        yield* buildFixture
        const events = yield* batchEvents
        const transactions = yield* transactionEvents
        const sql = yield* SqlClient
        for (const statement of PREVIOUS_SCHEMA) yield* sql.unsafe(statement)
        expect((yield* batchEvents).some((data) => data.includes("forgedTransactions"))).toBe(false)
        expect((yield* transactionEvents).some((data) => data.includes("finality"))).toBe(false)
        return { events, transactions }
      }).pipe(Effect.provide(storage))
    )

    yield* MIGRATIONS["0005_batch_extensions"].pipe(Effect.provide(client))
    // Migration 9 gives the events their finality (its other statements are in place already).
    yield* Effect.forEach(FINALITY_REWRITES, (statement) =>
      Effect.flatMap(Effect.service(SqlClient), (sql) => sql.unsafe(statement))
    ).pipe(Effect.provide(client))

    yield* Effect.scoped(
      Effect.gen(function* () {
        expect(yield* storedBatches).toEqual([
          [1, 4, 4, null],
          [2, 11, 11, null],
          [3, 2, 2, null]
        ])
        const events = yield* batchEvents
        expect(
          yield* transactionEvents,
          "transactions forged, queued L1 transactions pending, as the ledger writes them"
        ).toEqual(written.transactions)
        expect(events).toEqual(
          written.events.map((data) => data.replace(/"ethereumTxHash":"0x[0-9a-f]{64}"/u, '"ethereumTxHash":null'))
        )
        for (const data of events) {
          const event = Schema.decodeUnknownSync(Schema.fromJsonString(BatchForged))(data)
          expect(event.batch.forgedTransactions).toBe(event.transactions)
        }
        yield* (yield* Ledger).forgeBatch(EMPTY_BATCH_4)
        expect((yield* storedBatches).at(-1)).toEqual([4, 0, 0, EMPTY_BATCH_4.ethereumTxHash])
      }).pipe(Effect.provide(storage))
    )
  })
}

describe("migration 5 on batches stored before it", () => {
  it("embedded: counts read from the batch rows, hashes null, events rewritten", async () => {
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const db = yield* Embedded.openDatabase()
          yield* migratesStoredBatches(yield* Embedded.serve(db))
        })
      )
    )
  }, 120_000)

  itWith(POSTGRES_SERVER)(
    "server: the same",
    async () => {
      await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const url = Redacted.make(yield* freshServerDatabase(DATABASE_URL ?? ""))
            yield* migratesStoredBatches({ url, maxConnections: 2 })
          })
        )
      )
    },
    60_000
  )
})
