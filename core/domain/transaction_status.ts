/** A transaction's status (`GET /transactions/{id}/status`, an extension): one answer for any id, pool or history,
 * with its stage, batch, confirmations, and why it was dropped or rolled back. */
import { Schema } from "effect"
import { InvalidationCode, type InvalidationReason } from "./invalidation_reason.ts"
import { BatchNum, EthBlockNum } from "./scalars.ts"
import { TransactionId } from "./tx_id.ts"

/** Where a transaction is: the finality stages, or `invalid` (dropped from the pool). */
export const TransactionStage = Schema.Literals(["pending", "forging", "forged", "finalized", "invalid"]).annotate({
  description:
    "pending: in the pool or the L1 queue; forging: selected for the batch being built; forged: in a batch " +
    "whose L1 block has fewer confirmations than finality needs (an L1 reorg may still undo it); finalized: in a batch " +
    "deep enough; invalid: dropped from the pool (reason says why)"
})
export type TransactionStage = typeof TransactionStage.Type

/** A status's reason code: an invalidation code (stage invalid), or `rolledBack`. */
export const TransactionStatusCode = Schema.Literals([...InvalidationCode.literals, "rolledBack"]).annotate({
  description:
    "Why the transaction is where it is: an invalidation code for stage invalid (the pool items' " +
    "invalidationReason codes), or rolledBack for stage pending or forging: an L1 reorg undid the batch it was forged in " +
    "(rolledBackFromBatch) and it waits to be forged again"
})
export type TransactionStatusCode = typeof TransactionStatusCode.Type

/** Why a transaction is invalid, or pending again after a rollback: a stable code and a message for people. */
export const TransactionStatusReason = Schema.Struct({
  code: TransactionStatusCode,
  message: Schema.String.annotate({
    description: "What happened, for people (which transaction replaced it, which batch was undone); not stable"
  })
}).annotate({ identifier: "TransactionStatusReason" })
export type TransactionStatusReason = typeof TransactionStatusReason.Type

/** The reason of a transaction an L1 reorg undid the forging of in batch `batchNum`, while it waits to be forged again. */
export function rolledBackReason(batchNum: BatchNum): TransactionStatusReason {
  return {
    code: "rolledBack",
    message: `batch ${batchNum}, which forged it, was undone by an L1 reorg; it waits to be forged again`
  }
}

/** The reason a status gives: the invalidation's for stage invalid, the rollback's for pending or forging after one, else none. */
export function statusReason(
  stage: TransactionStage,
  options: { readonly invalidation: InvalidationReason | null; readonly rolledBackFrom: BatchNum | null }
): TransactionStatusReason | null {
  if (stage === "invalid") return options.invalidation
  if ((stage === "pending" || stage === "forging") && options.rolledBackFrom !== null)
    return rolledBackReason(options.rolledBackFrom)
  return null
}

/** The status of a transaction. */
export const TransactionStatus = Schema.Struct({
  id: TransactionId,
  stage: TransactionStage,
  L1orL2: Schema.Literals(["L1", "L2"]),
  batchNum: Schema.NullOr(BatchNum).annotate({
    description: "The batch it is forged in, selected for or dropped by; null while pending"
  }),
  ethereumBlockNum: Schema.NullOr(EthBlockNum).annotate({ description: "The L1 block of its batch, once forged" }),
  confirmations: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))).annotate({
    description: "L1 blocks on top of that block, counted from the node's last synced block; null until forged"
  }),
  finalityConfirmations: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)).annotate({
    description: "Confirmations after which a batch is final (the node's FINALITY_CONFIRMATIONS)"
  }),
  finalAtBlock: Schema.NullOr(EthBlockNum).annotate({
    description: "The first L1 block in which it is final, once forged"
  }),
  lastSyncedBlock: Schema.NullOr(EthBlockNum).annotate({ description: "The node's last synced L1 block" }),
  rolledBackFromBatch: Schema.NullOr(BatchNum).annotate({
    description:
      "The batch it was forged in that the last L1 reorg undid (it is back in the pool or the L1 queue); " +
      "kept until it is forged again, then null; null when no reorg undid its forging"
  }),
  reason: Schema.NullOr(TransactionStatusReason).annotate({
    description:
      "Why it was dropped (stage invalid), or why it is pending or forging again (code rolledBack, after an L1 " +
      "reorg undid its batch); null otherwise"
  })
}).annotate({ identifier: "TransactionStatus" })
export type TransactionStatus = typeof TransactionStatus.Type
