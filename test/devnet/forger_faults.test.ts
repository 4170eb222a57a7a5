/** A failed forge strands nothing: a mid-batch database error (a server with DATABASE_URL, else embedded) or a ledger
 * defect leaves the transaction `pend`; `fing` selections a stopped run left return to `pend` on restart. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Fiber, Layer, Option, Redacted } from "effect"
import { PoseidonCrypto } from "../../adapters/crypto/mod.ts"
import { memoryStorage } from "../adapters/memory/memory_storage.ts"
import * as SqlStorage from "../../adapters/sql/sql_storage.ts"
import { SystemClock } from "../../adapters/system/mod.ts"
import { forgeStep, releaseStranded } from "../../devnet/forger.ts"
import { forgerLoop } from "../../devnet/forger_live.ts"
import { seedDevnet } from "../../devnet/mod.ts"
import type { EventId } from "../../core/domain/node_event.ts"
import { BatchNum, TokenId } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { EventLog } from "../../core/ports/event_log.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import { PoolStore } from "../../core/ports/pool_store.ts"
import type { PoseidonHasher } from "../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../core/ports/storage_ports.ts"
import { DATABASE_URL, freshEmbedded, freshServerDatabase, onServer } from "../adapters/sql/test_databases.ts"
import { DEVNET_OPTIONS, poolRecord, walletAccount } from "./forger_fixture.ts"
import { DEFAULT_NODE_SETTINGS, NetworkSettings, networkSettingsOf } from "../../core/ports/network_settings.ts"
import { LOCAL_NETWORK } from "../../core/domain/local_network.ts"

const ETH = TokenId.make(0)
const OPTIONS = { wallets: 10 }
/** The devnet's last batch; the forger's first one follows it. */
const LAST_DEVNET_BATCH = 48

/** A trigger making the next insert into `batch` fail with a database error, once (a sequence is not rolled back with the transaction). */
const FAULT_ONCE = [
  "CREATE SEQUENCE injected_fault",
  `CREATE FUNCTION injected_fault() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF nextval('injected_fault') = 1 THEN RAISE EXCEPTION 'injected fault: the batch insert fails once'; END IF;
     RETURN NEW;
   END $$`,
  "CREATE TRIGGER injected_fault BEFORE INSERT ON batch FOR EACH ROW EXECUTE FUNCTION injected_fault()"
]

/** The devnet seeded into `ports`, with a wall clock and the network settings. */
function seeded(ports: Layer.Layer<StoragePorts, unknown, PoseidonHasher>) {
  return Layer.mergeAll(
    Layer.effectDiscard(Effect.orDie(seedDevnet(DEVNET_OPTIONS))).pipe(
      Layer.provideMerge(ports.pipe(Layer.provide(PoseidonCrypto.layer)))
    ),
    SystemClock.layer,
    Layer.succeed(NetworkSettings, networkSettingsOf(LOCAL_NETWORK, DEFAULT_NODE_SETTINGS))
  )
}

/** A pending transfer of wallet 1 to wallet 2 in the pool; its id. */
const addTransfer = Effect.gen(function* () {
  const from = yield* walletAccount(1, ETH)
  const to = yield* walletAccount(2, ETH)
  const record = poolRecord(from, { type: "Transfer", to }, { amount: 10n ** 15n, nonce: from.nonce })
  assert.strictEqual((yield* (yield* PoolStore).add(record))._tag, "Added")
  return record.id
})

/** The state and batch of a pool transaction. */
const poolState = Effect.fnUntraced(function* (id: TxId) {
  const tx = Option.getOrThrow(yield* (yield* PoolStore).get(id))
  return { state: tx.state, batchNum: tx.batchNum }
})

/** The `pool` events recorded after event `after`, as (previous state → state) of `id`. */
const poolMovesAfter = Effect.fnUntraced(function* (after: EventId, id: TxId) {
  const log = yield* EventLog
  const read = yield* log.read(after, yield* log.horizon, 1000)
  return read.events.flatMap((event) => {
    if (event.type !== "pool") return []
    const data = event.data
    if (data["id"] !== id) return []
    return "previousState" in data && "state" in data
      ? [`${String(data["previousState"])} → ${String(data["state"])}`]
      : []
  })
})

/** A failed step returns its selection to pend with its events, and the next step forges it. */
const failedForgeRecovers = (injectFault: Effect.Effect<void, unknown>) =>
  Effect.gen(function* () {
    const id = yield* addTransfer
    const before = yield* (yield* EventLog).horizon
    yield* injectFault
    const failed = yield* Effect.exit(forgeStep(OPTIONS))
    assert.isTrue(Exit.isFailure(failed), "the step with the fault fails")
    assert.deepStrictEqual(yield* poolState(id), { state: "pend", batchNum: null })
    assert.deepStrictEqual(yield* poolMovesAfter(before, id), ["pend → fing", "fing → pend"])
    const report = yield* forgeStep(OPTIONS)
    assert.strictEqual(report.batchNum, LAST_DEVNET_BATCH + 1)
    assert.deepStrictEqual(report.forged, [id])
    assert.deepStrictEqual(yield* poolState(id), { state: "fged", batchNum: BatchNum.make(LAST_DEVNET_BATCH + 1) })
  })

describe("a failed forge strands nothing", () => {
  it.effect(
    "PostgreSQL: a database error in the batch insert returns the selection to pend, and the next step forges it",
    () =>
      Effect.gen(function* () {
        if (DATABASE_URL !== undefined) {
          const database = yield* freshServerDatabase(DATABASE_URL)
          const storage = seeded(SqlStorage.layer({ connection: { url: Redacted.make(database), maxConnections: 4 } }))
          const inject = Effect.forEach(FAULT_ONCE, (statement) => onServer(database, statement), { discard: true })
          return yield* failedForgeRecovers(inject).pipe(Effect.provide(storage))
        }
        const server = yield* freshEmbedded
        const storage = seeded(SqlStorage.layer({ connection: server.connection }))
        const inject = Effect.forEach(FAULT_ONCE, (statement) => Effect.promise(() => server.db.exec(statement)), {
          discard: true
        })
        return yield* failedForgeRecovers(inject).pipe(Effect.provide(storage))
      }).pipe(Effect.scoped),
    { timeout: 180_000 }
  )

  it.effect("memory: a defect in forgeBatch returns the selection to pend, and the next step forges it", () => {
    let failures = 1
    const faultyLedger = Layer.effect(
      Ledger,
      Effect.map(Ledger, (ledger) => ({
        ...ledger,
        forgeBatch: (batch: Parameters<typeof ledger.forgeBatch>[0]) =>
          failures-- > 0 ? Effect.die(new Error("injected fault: forgeBatch fails once")) : ledger.forgeBatch(batch)
      }))
    )
    return failedForgeRecovers(Effect.void).pipe(
      Effect.provide(faultyLedger.pipe(Layer.provideMerge(seeded(memoryStorage))))
    )
  })

  it.effect("a selection a stopped run left fing goes back to pend when the forger starts again", () =>
    Effect.gen(function* () {
      const id = yield* addTransfer
      yield* (yield* Ledger).selectForForging([id], BatchNum.make(LAST_DEVNET_BATCH + 1))
      assert.deepStrictEqual(yield* poolState(id), { state: "fing", batchNum: BatchNum.make(LAST_DEVNET_BATCH + 1) })
      const before = yield* (yield* EventLog).horizon
      yield* releaseStranded
      assert.deepStrictEqual(yield* poolState(id), { state: "pend", batchNum: null })
      assert.deepStrictEqual(yield* poolMovesAfter(before, id), ["fing → pend"])
      const horizon = yield* (yield* EventLog).horizon
      yield* releaseStranded
      assert.strictEqual(yield* (yield* EventLog).horizon, horizon, "nothing stranded: nothing recorded")
      // Stranded again, as a killed run leaves it: the forger's first step returns it and forges it.
      yield* (yield* Ledger).selectForForging([id], BatchNum.make(LAST_DEVNET_BATCH + 1))
      const loop = yield* Effect.forkChild(forgerLoop(OPTIONS, 3600))
      let state = yield* poolState(id)
      for (let i = 0; i < 1000 && state.state !== "fged"; i++) {
        yield* Effect.yieldNow
        state = yield* poolState(id)
      }
      yield* Fiber.interrupt(loop)
      assert.deepStrictEqual(state, { state: "fged", batchNum: BatchNum.make(LAST_DEVNET_BATCH + 1) })
    }).pipe(Effect.provide(seeded(memoryStorage)))
  )
})
