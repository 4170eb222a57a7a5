/** The Finality group: `GET /transactions/{id}/status`, one answer for any transaction id (an extension, later revision
 * only). */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { TransactionStatus } from "../../../../core/domain/transaction_status.ts"
import { TransactionId } from "../../../../core/domain/tx_id.ts"
import { Error404 } from "../error_schemas.ts"
import { extensionOperation } from "../openapi_extension.ts"
import { CHAIN_READ } from "../policy_annotations.ts"
import { prose } from "../prose.ts"

/** What the operation's description says. */
const DESCRIPTION = prose`Where the transaction with this id is, pool or history, in one answer: pending (in the pool
  or the L1 queue), forging (selected for the batch being built), forged (in a batch whose L1 block has fewer than
  finalityConfirmations blocks on top of it, counted from the node's last synced block: an L1 reorg may still undo
  it), finalized (deep enough: credit it), or invalid (dropped from the pool; reason says why). A forged transaction
  names its batch, the batch's L1 block, its confirmations and the block in which it becomes final. A reorg returns
  what it undid to the pool or the L1 queue: the transaction is pending again and, when the reorg undid the batch it
  was forged in, rolledBackFromBatch names that batch and reason has the code rolledBack (while it is pending or
  forging), until it is forged again. 404 when no pool or history holds it. An extension of the contract.`

/** The Finality group: how final a transaction is. */
export const finality = HttpApiGroup.make("finality")
  .add(
    HttpApiEndpoint.get("getTransactionStatus", "/transactions/:id/status", {
      params: { id: TransactionId },
      success: TransactionStatus,
      error: Error404
    }).annotateMerge(extensionOperation("Get a transaction's status and finality", DESCRIPTION))
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Finality",
      description:
        "Extension of the contract: how final a transaction is (batches, history transactions and exits carry their finality too); later revision only"
    })
  )
  .annotateMerge(CHAIN_READ)
