/** The replacement rule and its fee step (10 % more, rounded up, at least one unit): it invalidates the sender's
 * pending same-nonce transactions; refused when none, when one is fing or fged, or below the step. */
import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import { BatchNum, FeeSelector } from "../../../core/domain/scalars.ts"
import { l2TxId } from "../../../core/domain/tx_id.ts"
import { planReplacement, type ReplacementParty } from "../../../core/ledger/pool_replacement.ts"
import { minimumReplacementFee, REPLACEMENT_FEE_BUMP_PERCENT } from "../../../core/ledger/replacement_fee.ts"
import { feeAmount } from "../../../core/signing/fee_amount.ts"
import { e } from "../../contract/fixture.ts"
import { poolTransfer } from "../../contract/pool_records.ts"

/** A transfer of account 256 at nonce 5 of `amount` (1 ETH) with fee `fee`, in `state` (in batch 4 when fing or fged). */
function party(fee: number, state: ReplacementParty["state"] = "pend", amount = e(18)): ReplacementParty {
  const record = poolTransfer({ from: 256, to: 257, nonce: 5, amount })
  return {
    ...record,
    id: Result.getOrThrow(l2TxId({ fromIdx: 256, tokenId: 0, amount, nonce: 5n, fee })),
    fee: FeeSelector.make(fee),
    state,
    batchNum: state === "pend" || state === "invl" ? null : BatchNum.make(4)
  }
}

/** The fee amount of `tx`. */
const paid = (tx: ReplacementParty) => Result.getOrThrow(feeAmount(tx.amount, tx.fee))

describe("minimumReplacementFee", () => {
  it("is 10 % more, rounded up, and always more", () => {
    assert.strictEqual(REPLACEMENT_FEE_BUMP_PERCENT, 10n)
    assert.strictEqual(minimumReplacementFee(0n), 1n)
    assert.strictEqual(minimumReplacementFee(1n), 2n)
    assert.strictEqual(minimumReplacementFee(10n), 11n)
    assert.strictEqual(minimumReplacementFee(11n), 13n)
    assert.strictEqual(minimumReplacementFee(100n), 110n)
    assert.strictEqual(minimumReplacementFee(101531549544529448n), 111684704498982393n)
  })
})

describe("planReplacement", () => {
  const old = party(126)
  it("invalidates the pending transaction it replaces, with code replaced and no batch", () => {
    const replacement = party(129)
    assert.isTrue(paid(replacement) >= minimumReplacementFee(paid(old)))
    assert.deepStrictEqual(
      planReplacement(replacement, [old]),
      Result.succeed([
        {
          id: old.id,
          status: {
            state: "invl",
            batchNum: null,
            reason: {
              code: "replaced",
              message: `replaced by ${replacement.id}, which pays a fee of ${paid(replacement)} instead of ${paid(old)}`
            }
          }
        }
      ])
    )
  })

  it("replaces every pending one of the nonce, ignores invl ones and itself", () => {
    const twin = party(120, "pend", e(17))
    const dropped = party(127, "invl")
    const replacement = party(130)
    const plan = Result.getOrThrow(planReplacement(replacement, [old, dropped, twin, replacement]))
    assert.deepStrictEqual(
      plan.map((change) => change.id),
      [old.id, twin.id]
    )
  })

  it("refuses a fee below the step, naming what it would take", () => {
    const replacement = party(128)
    const refusal = planReplacement(replacement, [old])
    assert.isTrue(Result.isFailure(refusal))
    if (Result.isFailure(refusal)) {
      assert.strictEqual(refusal.failure.type, "ErrReplacementFeeTooLow")
      assert.include(refusal.failure.message, `replacing ${old.id}, which pays ${paid(old)}`)
      assert.include(refusal.failure.message, `takes at least ${minimumReplacementFee(paid(old))} (10 % more)`)
    }
    assert.strictEqual(
      Result.isFailure(planReplacement(party(126), [party(125)])),
      true,
      "a higher selector alone is not enough"
    )
    assert.strictEqual(
      Result.isFailure(planReplacement(party(130), [old, party(129, "pend", 2n * e(18))])),
      true,
      "every pending one must be outbid"
    )
  })

  it("compares fee amounts: a smaller amount must make up for it with its selector", () => {
    const smaller = party(129, "pend", e(17))
    assert.strictEqual(Result.getOrThrow(Result.flip(planReplacement(smaller, [old]))).type, "ErrReplacementFeeTooLow")
    assert.isTrue(paid(party(1)) > 0n)
    assert.isTrue(Result.isSuccess(planReplacement(party(1), [party(0)])), "any fee above 0 replaces a fee of 0")
    assert.isTrue(
      Result.isFailure(planReplacement(party(0, "pend", e(17)), [party(0)])),
      "a fee of 0 again does not replace a fee of 0"
    )
  })

  it("refuses when the nonce's transaction is being forged or was forged, whatever the fee", () => {
    for (const state of ["fing", "fged"] as const) {
      const taken = party(1, state)
      const refusal = Result.getOrThrow(Result.flip(planReplacement(party(200), [old, taken])))
      assert.strictEqual(refusal.type, "ErrReplacementNotPending")
      assert.include(refusal.message, `transaction ${taken.id} of account zk:ETH:256 with nonce 5`)
      assert.include(
        refusal.message,
        state === "fing" ? "is being forged in batch 4 (fing)" : "was forged in batch 4 (fged)"
      )
    }
  })

  it("refuses when no pending transaction has the nonce", () => {
    for (const others of [[], [party(126, "invl")]]) {
      const refusal = Result.getOrThrow(Result.flip(planReplacement(party(200), others)))
      assert.deepStrictEqual(refusal, {
        type: "ErrNothingToReplace",
        message: "account zk:ETH:256 has no pending transaction with nonce 5 to replace"
      })
    }
  })
})
