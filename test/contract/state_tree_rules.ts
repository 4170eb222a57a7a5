/** Contract: a storage's state tree proves every account (and the absence of other indexes) after every kept batch as a
 * wallet checks it, across a reorg and a re-forge, and stops serving the batches its retention leaves behind. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { type AccountIndexValue, AccountIdx } from "../../core/domain/account_index.ts"
import { BatchNum, TokenSymbol } from "../../core/domain/scalars.ts"
import { accountProofProblem } from "../../core/ledger/account_proof_check.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import type { PoseidonHasher } from "../../core/ports/poseidon_hasher.ts"
import { StateTreeRetention } from "../../core/ports/state_tree_store.ts"
import { AccountProofs } from "../../core/use_cases/mod.ts"
import { BATCH_1, BATCH_2, BATCH_3 } from "./fixture.ts"
import { accountStatesAfter, poseidon } from "./state_roots.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

/** The fixture's batches, in order. */
const BATCHES = [BATCH_1, BATCH_2, BATCH_3]

/** Indexes no fixture batch creates: below, between and above the fixture's accounts. */
const ABSENT = [255, 300, 511, 4096, 70_000, 2 ** 31 + 256]

/** The symbols of the fixture's tokens, by id (an absent index is asked with ETH's). */
const SYMBOLS: Readonly<Record<number, string>> = { 0: "ETH", 1: "USDT", 5: "DAI" }
const symbolOf = (tokenId: number) => TokenSymbol.make(SYMBOLS[tokenId] ?? "ETH")

/** The proof of `idx` after batch `batchNum` (undefined: the last), checked as a wallet checks it. */
function checkedProof(idx: number, tokenId: number, batchNum: number | undefined) {
  return Effect.gen(function* () {
    const index: AccountIndexValue = { symbol: symbolOf(tokenId), idx: AccountIdx.make(idx) }
    const answer = yield* AccountProofs.get(index, batchNum === undefined ? {} : { batchNum: BatchNum.make(batchNum) })
    const problem = accountProofProblem(answer, answer.stateRoot, poseidon)
    assert.isUndefined(problem, `the proof of ${idx} after batch ${answer.batchNum}`)
    return answer
  })
}

/** Checks every account of the fixture and the absent indexes after each of `batches` against the expected states. */
function checkBatches(batches: ReadonlyArray<number>) {
  return Effect.gen(function* () {
    for (const n of batches) {
      const states = accountStatesAfter(BATCHES.slice(0, n))
      const last = accountStatesAfter(BATCHES)
      for (const account of last) {
        const answer = yield* checkedProof(account.idx, account.tokenId, n)
        const expected = states.find((state) => state.idx === account.idx)
        if (expected === undefined) {
          assert.isNull(answer.account, `account ${account.idx} does not exist after batch ${n}`)
          assert.strictEqual(answer.merkleProof.fnc, 1)
        } else {
          assert.strictEqual(answer.merkleProof.fnc, 0)
          assert.strictEqual(answer.account?.balance, expected.balance, `balance of ${account.idx} after batch ${n}`)
          assert.strictEqual(answer.account?.nonce, expected.nonce, `nonce of ${account.idx} after batch ${n}`)
        }
      }
      for (const idx of ABSENT) {
        const answer = yield* checkedProof(idx, 0, n)
        assert.isNull(answer.account)
        assert.strictEqual(answer.merkleProof.fnc, 1, `index ${idx} after batch ${n}`)
      }
    }
  })
}

/** Runs the state tree's rules on `storage`. */
export function describeStateTreeRules<E>(storage: Layer.Layer<StoragePorts, E, PoseidonHasher>): void {
  describe("state tree", () => {
    it.effect("proves every account, and the absence of other indexes, after every batch", () =>
      Effect.gen(function* () {
        yield* checkBatches([1, 2, 3])
        const last = yield* checkedProof(256, 0, undefined)
        assert.strictEqual(last.batchNum, 3, "the last batch by default")
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("answers NotFound for a batch not forged, BadRequest for another token's symbol", () =>
      Effect.gen(function* () {
        const index = { symbol: symbolOf(0), idx: AccountIdx.make(256) }
        const unforged = yield* Effect.flip(AccountProofs.get(index, { batchNum: BatchNum.make(9) }))
        assert.strictEqual(unforged._tag, "NotFound")
        const owner = accountStatesAfter(BATCHES).find((account) => account.tokenId !== 0)
        assert.isDefined(owner, "the fixture has an account in a token other than 0")
        const mismatch = yield* Effect.flip(
          AccountProofs.get({ symbol: symbolOf(0), idx: AccountIdx.make(owner.idx) }, {})
        )
        assert.strictEqual(mismatch._tag, "BadRequest")
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("after a reorg the kept batches still prove, the undone ones are gone, and a re-forge proves again", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const before = yield* checkedProof(256, 0, 3)
        yield* ledger.reorg(BatchNum.make(1))
        yield* checkBatches([1])
        const gone = yield* Effect.flip(
          AccountProofs.get({ symbol: symbolOf(0), idx: AccountIdx.make(256) }, { batchNum: BatchNum.make(2) })
        )
        assert.strictEqual(gone._tag, "NotFound")
        yield* ledger.forgeBatch(BATCH_2)
        yield* ledger.forgeBatch(BATCH_3)
        yield* checkBatches([1, 2, 3])
        assert.deepStrictEqual(yield* checkedProof(256, 0, 3), before, "the same proof as before the reorg")
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("keeps the trees its retention asks for, and a reorg behind them builds the tree again", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const old = yield* Effect.flip(
          AccountProofs.get({ symbol: symbolOf(0), idx: AccountIdx.make(256) }, { batchNum: BatchNum.make(1) })
        )
        assert.strictEqual(old._tag, "NotFound", "batch 1's tree is no longer kept with a retention of 1")
        assert.include(old.message, "no longer kept")
        yield* checkBatches([2, 3])
        yield* ledger.reorg(BatchNum.make(1))
        yield* checkBatches([1])
        yield* ledger.forgeBatch(BATCH_2)
        yield* ledger.forgeBatch(BATCH_3)
        yield* checkBatches([2, 3])
      }).pipe(Effect.provide(withFixture(storage.pipe(Layer.provide(Layer.succeed(StateTreeRetention, 1))))))
    )
  })
}
