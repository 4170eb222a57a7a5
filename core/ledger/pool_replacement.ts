/** Replacing a pending pool transaction (`?replace=true`, an extension): same sender and nonce, paying the replacement
 * step more; the replaced ones become `invl` (`replaced`) with no batch, so a reorg never revives them. */
import { Result } from "effect"
import { formatAccountIndex } from "../domain/account_index.ts"
import type { PoolRecord, ReplacementRefusal } from "../ports/pool_store.ts"
import { feeAmount } from "../signing/fee_amount.ts"
import type { PoolChange } from "./pool_lifecycle.ts"
import { minimumReplacementFee, REPLACEMENT_FEE_BUMP_PERCENT } from "./replacement_fee.ts"

/** What the rule reads of the replacement and of each transaction it may replace. */
export type ReplacementParty = Pick<
  PoolRecord,
  "id" | "fromAccountIndex" | "nonce" | "amount" | "fee" | "state" | "batchNum" | "atomicGroupId"
>

/** The fee a transaction pays in its token's units (0 for one whose fee cannot be computed: the POST refuses those). */
function paid(tx: ReplacementParty): bigint {
  return Result.getOrElse(feeAmount(tx.amount, tx.fee), () => 0n)
}

/**
 * The changes of `replacement` replacing the pending ones of `sameNonce` (the pool transactions of its
 * sender with its nonce, in any state; the replacement itself, if listed, is ignored), or why it is refused.
 */
export function planReplacement(
  replacement: ReplacementParty,
  sameNonce: ReadonlyArray<ReplacementParty>
): Result.Result<ReadonlyArray<PoolChange>, ReplacementRefusal> {
  const sender = formatAccountIndex(replacement.fromAccountIndex)
  const others = sameNonce.filter((tx) => tx.id !== replacement.id)
  const taken = others.find((tx) => tx.state === "fing" || tx.state === "fged")
  if (taken !== undefined) {
    const where =
      taken.state === "fing"
        ? `is being forged in batch ${taken.batchNum} (fing)`
        : `was forged in batch ${taken.batchNum} (fged)`
    return Result.fail({
      type: "ErrReplacementNotPending",
      message: `transaction ${taken.id} of account ${sender} with nonce ${replacement.nonce} ${where}: only a pending (pend) transaction can be replaced`
    })
  }
  const pending = others.filter((tx) => tx.state === "pend")
  const member = pending.find((tx) => tx.atomicGroupId !== null)
  if (member !== undefined) {
    return Result.fail({
      type: "ErrReplacementAtomicMember",
      message: `transaction ${member.id} of account ${sender} with nonce ${replacement.nonce} is a member of atomic group ${member.atomicGroupId}: a member is forged with its group or not at all, and cannot be replaced by nonce alone`
    })
  }
  if (pending.length === 0) {
    return Result.fail({
      type: "ErrNothingToReplace",
      message: `account ${sender} has no pending transaction with nonce ${replacement.nonce} to replace`
    })
  }
  const fee = paid(replacement)
  const changes: Array<PoolChange> = []
  for (const tx of pending) {
    const replaced = paid(tx)
    const least = minimumReplacementFee(replaced)
    if (fee < least) {
      return Result.fail({
        type: "ErrReplacementFeeTooLow",
        message:
          `the fee is ${fee} (selector ${replacement.fee} on amount ${replacement.amount}), but replacing ${tx.id}, which pays ` +
          `${replaced} (selector ${tx.fee} on amount ${tx.amount}), takes at least ${least} (${REPLACEMENT_FEE_BUMP_PERCENT} % more)`
      })
    }
    changes.push({
      id: tx.id,
      status: {
        state: "invl",
        batchNum: null,
        reason: {
          code: "replaced",
          message: `replaced by ${replacement.id}, which pays a fee of ${fee} instead of ${replaced}`
        }
      }
    })
  }
  return Result.succeed(changes)
}
