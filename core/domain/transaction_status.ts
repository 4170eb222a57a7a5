/**
 * A transaction's status (`GET /transactions/{id}/status`, an extension): one answer for any id, pool or history, with
 * its stage, its batch and L1 block, the confirmations on top of that block and what finality needs, and why it was
 * dropped. A reorg returns what it undid to the pool or the L1 queue: such a transaction is `pending` again.
 */
import { Schema } from "effect"
import { InvalidationReason } from "./invalidation_reason.ts"
import { BatchNum, EthBlockNum } from "./scalars.ts"
import { TransactionId } from "./tx_id.ts"

/** Where a transaction is: the finality stages, or `invalid` (dropped from the pool). */
export const TransactionStage = Schema.Literals(["pending", "forging", "forged", "finalized", "invalid"]).annotate({
  description: "pending: in the pool or the L1 queue; forging: selected for the batch being built; forged: in a batch " +
    "whose L1 block has fewer confirmations than finality needs (an L1 reorg may still undo it); finalized: in a batch " +
    "deep enough; invalid: dropped from the pool (reason says why)"
})
export type TransactionStage = typeof TransactionStage.Type

/** The status of a transaction. */
export const TransactionStatus = Schema.Struct({
  id: TransactionId,
  stage: TransactionStage,
  L1orL2: Schema.Literals(["L1", "L2"]),
  batchNum: Schema.NullOr(BatchNum).annotate({ description: "The batch it is forged in, selected for or dropped by; null while pending" }),
  ethereumBlockNum: Schema.NullOr(EthBlockNum).annotate({ description: "The L1 block of its batch, once forged" }),
  confirmations: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))).annotate({
    description: "L1 blocks on top of that block, counted from the node's last synced block; null until forged"
  }),
  finalityConfirmations: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)).annotate({
    description: "Confirmations after which a batch is final (the node's FINALITY_CONFIRMATIONS)"
  }),
  finalAtBlock: Schema.NullOr(EthBlockNum).annotate({ description: "The first L1 block in which it is final, once forged" }),
  lastSyncedBlock: Schema.NullOr(EthBlockNum).annotate({ description: "The node's last synced L1 block" }),
  reason: Schema.NullOr(InvalidationReason).annotate({ description: "Why it was dropped, for stage invalid; null otherwise" })
}).annotate({ identifier: "TransactionStatus" })
export type TransactionStatus = typeof TransactionStatus.Type
