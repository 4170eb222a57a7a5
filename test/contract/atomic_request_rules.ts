/** Contract: the atomic rule on `forgeBatch` (`core/ledger/atomic_batch.ts`): a pool transaction with a request is
 * forged only with the transaction it requests at a relative position the circuit allows among the batch's L2
 * transactions; otherwise the batch is refused, naming the requester and what it lacked, and nothing is recorded. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import type { PoolL2TransactionState } from "../../core/domain/pool_transaction.ts"
import { BatchNum, FeeSelector, TokenId } from "../../core/domain/scalars.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { Ledger, type LedgerRejected } from "../../core/ports/ledger.ts"
import { type PoolRecord, PoolStore } from "../../core/ports/pool_store.ts"
import { batchForging, forgedAs, poolTransfer, requesting } from "./pool_records.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

/** A swap: A (256 → 257) and B (257 → 256) request each other; C requests A; fillers F1..F4 request nothing. */
const plainA = poolTransfer({ from: 256, to: 257, nonce: 2 })
const plainB = poolTransfer({ from: 257, to: 256, nonce: 2 })
const A = requesting(plainA, plainB)
const B = requesting(plainB, plainA)
const C = requesting(poolTransfer({ from: 259, to: 256, nonce: 0 }), plainA)
const [F1, F2, F3, F4] = [
  poolTransfer({ from: 256, to: 259, nonce: 3 }),
  poolTransfer({ from: 257, to: 259, nonce: 3 }),
  poolTransfer({ from: 259, to: 257, nonce: 1 }),
  poolTransfer({ from: 256, to: 259, nonce: 4 })
] as const

/** Adds `records` to the pool. */
const addAll = (records: ReadonlyArray<PoolRecord>) =>
  Effect.gen(function* () {
    const pool = yield* PoolStore
    for (const record of records) assert.deepStrictEqual(yield* pool.add(record), { _tag: "Added" })
  })

/** The state and batch of each of `records` as the pool shows them. */
const statuses = (records: ReadonlyArray<PoolRecord>) =>
  Effect.gen(function* () {
    const pool = yield* PoolStore
    return yield* Effect.forEach(records, (record) =>
      Effect.map(pool.get(record.id), (tx): readonly [PoolL2TransactionState, number | null] => {
        const found = Option.getOrThrow(tx)
        return [found.state, found.batchNum]
      })
    )
  })

/** Forges `records` in batch 4 at L2 positions 0, 1, …, in that order. */
const forgeInOrder = (records: ReadonlyArray<PoolRecord>) =>
  Effect.flatMap(Ledger, (ledger) => ledger.forgeBatch(batchForging(4, records.map(forgedAs))))

/** Asserts that forging `records` in batch 4 is refused with a message containing each of `fragments`, and that
 * nothing is recorded: batch 4 absent, none of `records` in the history, the pool's statuses unchanged. */
const refused = (records: ReadonlyArray<PoolRecord>, fragments: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const before = yield* statuses(records)
    const error: LedgerRejected = yield* Effect.flip(forgeInOrder(records))
    assert.strictEqual(error._tag, "LedgerRejected")
    for (const fragment of fragments) assert.include(error.message, fragment, error.message)
    assert.isTrue(Option.isNone(yield* (yield* BatchStore).get(BatchNum.make(4))), "the batch is not recorded")
    const history = yield* HistoryStore
    for (const record of records) assert.isTrue(Option.isNone(yield* history.get(record.id)), "nothing is forged")
    assert.deepStrictEqual(yield* statuses(records), before, "the pool is unchanged")
  })

/** Asserts that forging `records` in batch 4 in that order is recorded, each of them `fged` in it. */
const recorded = (records: ReadonlyArray<PoolRecord>) =>
  Effect.gen(function* () {
    yield* forgeInOrder(records)
    assert.deepStrictEqual(
      yield* statuses(records),
      records.map(() => ["fged", 4] as const)
    )
  })

/** Registers the atomic request tests of `storage`. */
export function describeAtomicRequestRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("atomic requests on forgeBatch", () => {
    it.effect("a swap whose two transactions request each other is recorded when forged side by side", () =>
      Effect.gen(function* () {
        yield* addAll([A, B])
        yield* recorded([A, B])
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "a requester forged without its request is refused, naming it and what it lacked; nothing is recorded",
      () =>
        Effect.gen(function* () {
          yield* addAll([A, B, F1])
          yield* refused(
            [A, F1],
            [`L2 transaction ${A.id} at position 0 requests`, "fromIdx 257", "nonce 2", "forges no such transaction"]
          )
          // B is forged, but A (its request) is not: B lacks A.
          yield* refused([F1, B], [`L2 transaction ${B.id} at position 1 requests`, "fromIdx 256"])
        }).pipe(Effect.provide(withFixture(storage)))
    )

    for (const [name, order] of [
      ["+1", [C, plainA]],
      ["+2", [C, F1, plainA]],
      ["+3", [C, F1, F2, plainA]],
      ["−1", [plainA, C]],
      ["−2", [plainA, F1, C]],
      ["−3", [plainA, F1, F2, C]],
      ["−4", [plainA, F1, F2, F3, C]]
    ] as const) {
      it.effect(`a requester with its request at ${name} is recorded`, () =>
        Effect.gen(function* () {
          yield* addAll([C, plainA, F1, F2, F3])
          yield* recorded(order)
        }).pipe(Effect.provide(withFixture(storage)))
      )
    }

    it.effect("the request at +4 or −5, outside the circuit's window, is refused with the offset it was found at", () =>
      Effect.gen(function* () {
        yield* addAll([C, plainA, F1, F2, F3, F4])
        yield* refused(
          [C, F1, F2, F3, plainA],
          [`L2 transaction ${C.id} at position 0 requests`, "forges it at +4", "outside −4..−1 or +1..+3"]
        )
        yield* refused(
          [plainA, F1, F2, F3, F4, C],
          [`L2 transaction ${C.id} at position 5`, "forges it at −5 (position 0)"]
        )
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("a near miss does not satisfy a request: every field must be equal", () =>
      Effect.gen(function* () {
        /** A requester of A from account 259 (nonce `nonce`, so each has its own id) with `change` to its request. */
        const variant = (nonce: number, change: Partial<PoolRecord>): PoolRecord => ({
          ...requesting(poolTransfer({ from: 259, to: 256, nonce }), plainA),
          ...change
        })
        const nearMisses = [
          variant(10, { requestAmount: plainA.amount + 1n }),
          variant(11, { requestFee: FeeSelector.make(1) }),
          variant(12, { requestTokenId: TokenId.make(1) }),
          variant(13, { requestToAccountIndex: F1.toAccountIndex }),
          variant(14, { requestToZkEthereumAddress: plainA.toZkEthereumAddress })
        ]
        yield* addAll([plainA, ...nearMisses])
        for (const requester of nearMisses) {
          yield* refused([requester, plainA], [`L2 transaction ${requester.id}`, "forges no such transaction"])
        }
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("any one request field not 0 makes a requester, refused when nothing satisfies it", () =>
      Effect.gen(function* () {
        const alone: ReadonlyArray<Partial<PoolRecord>> = [
          { requestFromAccountIndex: plainA.fromAccountIndex },
          { requestToAccountIndex: plainA.toAccountIndex },
          { requestToZkEthereumAddress: plainA.toZkEthereumAddress },
          { requestToBJJ: plainA.toBjj },
          { requestTokenId: TokenId.make(1) },
          { requestAmount: 1n },
          { requestFee: FeeSelector.make(1) },
          { requestNonce: plainA.nonce }
        ]
        const requesters = alone.map((field, k) => ({
          ...poolTransfer({ from: 259, to: 256, nonce: 20 + k }),
          ...field
        }))
        yield* addAll([plainA, ...requesters])
        for (const requester of requesters) {
          yield* refused([plainA, requester], [`L2 transaction ${requester.id}`, "forges no such transaction"])
        }
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "the requested transaction need not be in the pool: the batch's own transaction satisfies the request",
      () =>
        Effect.gen(function* () {
          yield* addAll([C])
          const ledger = yield* Ledger
          yield* ledger.forgeBatch(batchForging(4, [forgedAs(C, 0), forgedAs(plainA, 1)]))
          assert.deepStrictEqual(yield* statuses([C]), [["fged", 4]])
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "a TransferToEthAddr is requested by its address and index 0, as signed, though the batch resolves its receiver",
      () =>
        Effect.gen(function* () {
          // 256 pays 257's address; the batch forges it to account 257.
          const toEth: PoolRecord = {
            ...poolTransfer({ from: 256, to: 257, nonce: 6 }),
            type: "TransferToEthAddr",
            toAccountIndex: null,
            toBjj: null
          }
          const forgedToEth = { ...forgedAs({ ...toEth, toAccountIndex: plainA.toAccountIndex }, 1), type: toEth.type }
          // The request fields of what 256 signed: no index, 257's address.
          const requestOfToEth = {
            requestFromAccountIndex: toEth.fromAccountIndex,
            requestToZkEthereumAddress: toEth.toZkEthereumAddress,
            requestTokenId: toEth.tokenId,
            requestAmount: toEth.amount,
            requestFee: toEth.fee,
            requestNonce: toEth.nonce
          }
          const byAddress = { ...poolTransfer({ from: 259, to: 256, nonce: 30 }), ...requestOfToEth }
          // The account the batch resolves it to, as if it were a Transfer: not what 256 signed.
          const byIndex = {
            ...poolTransfer({ from: 259, to: 256, nonce: 31 }),
            ...requestOfToEth,
            requestToAccountIndex: plainA.toAccountIndex,
            requestToZkEthereumAddress: null
          }
          yield* addAll([toEth, byAddress, byIndex])
          const ledger = yield* Ledger
          const refusal = yield* Effect.flip(ledger.forgeBatch(batchForging(4, [forgedAs(byIndex, 0), forgedToEth])))
          assert.include(refusal.message, `L2 transaction ${byIndex.id} at position 0`, refusal.message)
          yield* ledger.forgeBatch(batchForging(4, [forgedAs(byAddress, 0), forgedToEth]))
          assert.deepStrictEqual(yield* statuses([byAddress, toEth, byIndex]), [
            ["fged", 4],
            ["fged", 4],
            ["pend", null]
          ])
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("transactions without request fields, or whose request fields are all 0, are forged alone", () =>
      Effect.gen(function* () {
        const zeroRequest = {
          ...poolTransfer({ from: 259, to: 257, nonce: 5 }),
          requestFee: FeeSelector.make(0),
          requestTokenId: TokenId.make(0)
        }
        yield* addAll([F1, zeroRequest])
        yield* recorded([F1, zeroRequest])
      }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
