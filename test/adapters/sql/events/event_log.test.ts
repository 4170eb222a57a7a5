/** The SQL event log across two pools on a server (needs DATABASE_URL, skipped otherwise): LISTEN wake-ups, listener
 * reconnects, open appends never passed over by the horizon. Pruning by age always runs, on the embedded database. */
import { assert, describe, it } from "@effect/vitest"
import { PgClient } from "@effect/sql-pg"
import { Context, Deferred, Duration, Effect, Fiber, Layer, Option, Redacted, Ref, type Scope, Stream } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { keysText } from "../../../../adapters/sql/events/event_rows.ts"
import { CHAIN_WIDE, EventId } from "../../../../core/domain/node_event.ts"
import { BatchNum } from "../../../../core/domain/scalars.ts"
import { EventLog } from "../../../../core/ports/event_log.ts"
import { Ledger } from "../../../../core/ports/ledger.ts"
import { PoolStore } from "../../../../core/ports/pool_store.ts"
import type { StoragePorts } from "../../../../core/ports/storage_ports.ts"
import { buildFixture, ETH, l1, U1 } from "../../../contract/fixture.ts"
import { poolTransfer } from "../../../contract/pool_records.ts"
import { DATABASE_URL, freshEmbedded, freshServerDatabase, onServer, sqlStorage } from "../test_databases.ts"
import { POSTGRES_SERVER, describeWith } from "../../../real_parts.ts"

/** A storage layer on the database of `url`, built in the scope: what one process holds. */
const process = (url: string): Effect.Effect<Context.Context<StoragePorts>, unknown, Scope.Scope> =>
  Layer.build(sqlStorage({ connection: { url: Redacted.make(url), maxConnections: 4 } }))

/** Counts the emissions of `log.appended` from now on (the count, and the counting fiber). */
const countWakes = (log: EventLog["Service"]) =>
  Effect.gen(function* () {
    const wakes = yield* Ref.make(0)
    const fiber = yield* Effect.forkChild(Stream.runForEach(log.appended, () => Ref.update(wakes, (n) => n + 1)))
    return { wakes, fiber }
  })

/** Waits (up to 5 s) until `wakes` exceeds `before`; whether it did. */
const wokenAfter = (wakes: Ref.Ref<number>, before: number) =>
  Effect.gen(function* () {
    while ((yield* Ref.get(wakes)) <= before) yield* Effect.sleep(Duration.millis(10))
  }).pipe(Effect.timeoutOption(Duration.seconds(5)), Effect.map(Option.isSome))

/**
 * A writer and a reader process on a fresh database of `server` holding the fixture, the reader's
 * wake-ups counted from its first emission (its listener has started: writes after it are heard).
 */
const listeningPair = (server: string) =>
  Effect.gen(function* () {
    const url = yield* freshServerDatabase(server)
    const writer = yield* process(url)
    const reader = yield* process(url)
    yield* Effect.provideService(buildFixture, Ledger, Context.get(writer, Ledger))
    const log = Context.get(reader, EventLog)
    const { wakes, fiber } = yield* countWakes(log)
    assert.isTrue(yield* wokenAfter(wakes, 0), "listening")
    return { url, ledger: Context.get(writer, Ledger), log, wakes, fiber }
  })

/** A new L1 deposit into queue 2 (the fixture's open queue) at `position`. */
const deposit = (position: number) =>
  l1(2, position, "Deposit", { idx: 256, owner: U1 }, 0, ETH, { amount: 0n, deposit: 10n ** 18n }, 25)

describeWith(POSTGRES_SERVER)("SQL event log across processes", () => {
  const server = DATABASE_URL ?? "postgres://unset"

  it.live("a writer's commit wakes another process's appended, which then reads the event", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const { fiber, ledger, log, wakes } = yield* listeningPair(server)
        const before = yield* Ref.get(wakes)
        const horizon = yield* log.horizon
        const queued = yield* ledger.queueL1Transaction(deposit(1))
        assert.isTrue(yield* wokenAfter(wakes, before), "the reader was woken by the writer's commit")
        const read = yield* log.read(horizon, yield* log.horizon, 100)
        assert.deepStrictEqual(
          read.events.map((event) => [event.type, event.keys.txId]),
          [["l1", queued.id]]
        )
        yield* Fiber.interrupt(fiber)
      })
    )
  )

  it.live("the reader's listener, killed, reconnects, emits once, and is woken by later commits", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const { fiber, ledger, url, wakes } = yield* listeningPair(server)
        const before = yield* Ref.get(wakes)
        yield* onServer(
          url,
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'"
        )
        assert.isTrue(
          yield* wokenAfter(wakes, before),
          "one emission once listening again (what was missed is read then)"
        )
        // Once listening again (the reconnection's own emission seen), a commit wakes it.
        yield* Effect.sleep(Duration.millis(500))
        const again = yield* Ref.get(wakes)
        yield* ledger.queueL1Transaction(deposit(1))
        assert.isTrue(yield* wokenAfter(wakes, again), "woken by a commit after the reconnection")
        yield* Fiber.interrupt(fiber)
      })
    )
  )

  it.live(
    "an append still open when the horizon is read is not passed over: the horizon stays, then covers it once committed",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const url = yield* freshServerDatabase(server)
          const storage = yield* process(url)
          yield* Effect.provideService(buildFixture, Ledger, Context.get(storage, Ledger))
          const log = Context.get(storage, EventLog)
          const start = yield* log.horizon
          const client = yield* Layer.build(PgClient.layer({ url: Redacted.make(url), maxConnections: 2 }))
          const sql = Context.get(client, SqlClient)
          const inserted = yield* Deferred.make<void>()
          const release = yield* Deferred.make<void>()
          // Released on every exit: a failed assertion must not leave the transaction open while the scope closes.
          yield* Effect.addFinalizer(() => Deferred.succeed(release, undefined))
          const open = yield* Effect.forkChild(
            sql.withTransaction(
              Effect.gen(function* () {
                yield* sql.unsafe("INSERT INTO event (type, keys, data) VALUES ('reorg', $1, '{\"batchNum\":1}')", [
                  keysText(CHAIN_WIDE)
                ])
                yield* Deferred.succeed(inserted, undefined)
                yield* Deferred.await(release)
              })
            )
          )
          yield* Deferred.await(inserted)
          // A later append commits while the first is open: its id is above the open one's.
          const record = poolTransfer({ from: 256, to: 257, nonce: 2 })
          yield* Context.get(storage, PoolStore).add(record)
          const beyond = yield* log.read(start, EventId.make(Number.MAX_SAFE_INTEGER), 100)
          assert.deepStrictEqual(
            beyond.events.map((event) => event.type),
            ["pool"],
            "the committed append is visible, the open one is not"
          )
          const held = yield* log.horizon
          assert.strictEqual(held, start, "the horizon waits for the open append (up to its lock timeout), then stays")
          // Another process's first horizon has none to fall back on: it waits until the append ends.
          const other = Context.get(yield* process(url), EventLog)
          const first = yield* Effect.forkChild(other.horizon)
          yield* Effect.sleep(Duration.millis(400))
          assert.isUndefined(first.pollUnsafe(), "a first horizon is not answered while an append is open")
          yield* Deferred.succeed(release, undefined)
          yield* Fiber.join(open)
          const after = yield* log.horizon
          assert.strictEqual(yield* Fiber.join(first), after, "then it is the horizon covering both")
          const read = yield* log.read(start, after, 100)
          assert.deepStrictEqual(
            read.events.map((event) => event.type),
            ["reorg", "pool"],
            "both, in id order, once the first committed"
          )
          assert.strictEqual(after, read.events[1]!.id)
          // The ledger goes on: a selection after it is read after them.
          yield* Context.get(storage, Ledger).selectForForging([record.id], BatchNum.make(4))
          const next = yield* log.read(after, yield* log.horizon, 100)
          assert.deepStrictEqual(
            next.events.map((event) => event.type),
            ["pool"]
          )
        })
      )
  )
})

describe("SQL event log pruning", () => {
  it.live(
    "embedded: prune deletes the events recorded before the date, and the pruning point is the last of them",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const server = yield* freshEmbedded
          const storage = yield* Layer.build(sqlStorage({ connection: server.connection }))
          yield* Effect.provideService(buildFixture, Ledger, Context.get(storage, Ledger))
          const log = Context.get(storage, EventLog)
          const events = (yield* log.read(EventId.make(0), yield* log.horizon, 1000)).events
          const old = events[9]!.id
          // The first ten events were recorded two hours ago.
          yield* Effect.promise(() =>
            server.db.query("UPDATE event SET at = now() - interval '2 hours' WHERE id <= $1", [old])
          )
          yield* log.prune(new Date(Date.now() - 3_600_000))
          const read = yield* log.read(EventId.make(0), yield* log.horizon, 1000)
          assert.deepStrictEqual(read.events, events.slice(10), "the events of the last hour stay")
          assert.strictEqual(read.prunedThrough, old)
          yield* log.prune(new Date(Date.now() - 3_600_000))
          assert.deepStrictEqual(
            yield* log.read(EventId.make(0), yield* log.horizon, 1000),
            read,
            "pruning again changes nothing"
          )
        })
      )
  )
})
