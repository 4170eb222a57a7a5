/** Event data through PostgreSQL: read back from the `data` column's text, it writes the bytes the memory log (which
 * keeps the values) writes, SSE frames and webhook bodies alike; an integer beyond 2^53 comes back exact. */
import { assert, describe, it } from "@effect/vitest"
import { Context, Effect, Layer, Schema } from "effect"
import { deliveryFrame } from "../../../../adapters/http/server/event_stream.ts"
import { dataText, eventDataOf, keysText } from "../../../../adapters/sql/events/event_rows.ts"
import { bodyText } from "../../../../adapters/webhooks/http_sender.ts"
import { BatchFinalized, CHAIN_WIDE, EventId, type StoredEvent } from "../../../../core/domain/node_event.ts"
import { finalizedEvents } from "../../../../core/ledger/event_records.ts"
import { EventLog } from "../../../../core/ports/event_log.ts"
import { PoolStore } from "../../../../core/ports/pool_store.ts"
import type { StoragePorts } from "../../../../core/ports/storage_ports.ts"
import { deliveryBody } from "../../../../core/use_cases/webhook_dispatcher.ts"
import { buildFixture } from "../../../contract/fixture.ts"
import { poolTransfer } from "../../../contract/pool_records.ts"
import { freshEmbedded, memoryStorage, sqlStorage } from "../test_databases.ts"

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

/** The bytes an event is sent as: its SSE frame, live and held back, and its webhook body. */
const wire = (event: StoredEvent) => {
  const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5))
  return [
    text(deliveryFrame({ _tag: "Event", event })),
    text(deliveryFrame({ _tag: "Event", event, held: true })),
    bodyText(deliveryBody(event, at))
  ]
}

/** The fixture and two pool transfers on `storage`; every event it then holds. */
const recorded = (storage: Context.Context<StoragePorts>) =>
  Effect.gen(function* () {
    yield* buildFixture
    const pool = yield* PoolStore
    yield* pool.add(poolTransfer({ from: 256, to: 257, nonce: 2 }))
    yield* pool.add(poolTransfer({ from: 257, to: 256, nonce: 2 }))
    const log = yield* EventLog
    return (yield* log.read(EventId.make(0), yield* log.horizon, 10_000)).events
  }).pipe(Effect.provideContext(storage))

describe("event data through PostgreSQL", () => {
  it.live("the fixture's events read back write the memory log's bytes, and the column holds that JSON", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* freshEmbedded
        const sql = yield* recorded(yield* Layer.build(sqlStorage({ connection: server.connection })))
        const memory = yield* recorded(yield* Layer.build(memoryStorage))
        assert.isAbove(sql.length, 10)
        assert.deepStrictEqual(new Set(sql.map((event) => event.type)), new Set(memory.map((event) => event.type)))
        assert.deepStrictEqual(sql.map(wire), memory.map(wire))
        const rows = yield* Effect.promise(() =>
          server.db.query<{ data: string }>("SELECT data FROM event ORDER BY id")
        )
        assert.deepStrictEqual(
          rows.rows.map((row) => row.data),
          memory.map((event) => JSON.stringify(event.data))
        )
      })
    )
  )

  it.live("an integer beyond 2^53 is read back exact: the same digits on the wire, the same bigint decoded", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* freshEmbedded
        const storage = yield* Layer.build(sqlStorage({ connection: server.connection }))
        yield* Effect.provideContext(buildFixture, storage)
        const block = 2n ** 53n + 1n
        const [event] = finalizedEvents([{ batchNum: 1, ethereumBlockNum: block }], block + 3n)
        const stored = dataText(event!.data)
        assert.include(stored, '"ethereumBlockNum":9007199254740993,')
        const log = Context.get(storage, EventLog)
        const before = yield* log.horizon
        yield* Effect.promise(() =>
          server.db.query("INSERT INTO event (type, keys, data) VALUES ('finalized', $1, $2)", [
            keysText(CHAIN_WIDE),
            stored
          ])
        )
        const [read] = (yield* log.read(before, yield* log.horizon, 10)).events
        assert.strictEqual(JSON.stringify(read!.data), stored)
        assert.strictEqual(Schema.decodeUnknownSync(BatchFinalized)(read!.data).ethereumBlockNum, block)
        assert.deepStrictEqual(wire(read!), wire({ ...event!, id: read!.id }))
        // Long digits elsewhere (in strings, or a safe integer) parse as they are.
        assert.deepStrictEqual(eventDataOf('{"amount":"12345678901234567890","n":1234567890123456}'), {
          amount: "12345678901234567890",
          n: 1234567890123456
        })
        assert.throws(() => eventDataOf("[1]"), /not a JSON object/u)
      })
    )
  )
})
