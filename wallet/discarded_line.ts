/** The line `npm run send` prints for a discarded transaction: the reason and code its status names, with the batch
 * when known, else the usual causes. */
import { Option } from "effect"
import type { TransactionStatus } from "../core/domain/transaction_status.ts"
import type { TxId } from "../core/domain/tx_id.ts"

/** What a dropped transaction's usual causes are, when the node names none. */
const DISCARDED_GENERIC =
  "the nonce was already used, the balance did not cover amount + fee, or the receiver has no account in the token"

/** The line that says why transaction `id` was discarded: the reason and code its status names, else the usual causes. */
export function discardedLine(id: TxId, status: Option.Option<TransactionStatus>): string {
  const known = Option.getOrUndefined(status)
  const batch = known?.batchNum === null || known?.batchNum === undefined ? "" : ` in batch ${known.batchNum}`
  const reason = known?.stage === "invalid" ? known.reason : null
  if (reason === null)
    return `discarded (invl)${batch}: the node names no reason (${DISCARDED_GENERIC}); see /transactions/${id}/status`
  return `discarded (invl)${batch}: ${reason.message} (reason code ${reason.code})`
}
