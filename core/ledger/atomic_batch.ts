/** The atomic rule on a forged batch: an L2 transaction that requests another is forged only with it, among the
 * batch's L2 transactions in position order, at a relative position the circuit allows (`atomic_offset.ts`). */
import type { TxId } from "../domain/tx_id.ts"
import { ALLOWED_RELATIVE_POSITIONS, ALLOWED_RELATIVE_POSITIONS_TEXT, signedPosition } from "./atomic_offset.ts"
import { type AtomicFields, describeRequest, forgedFields, satisfies } from "./atomic_request.ts"
import type { TransactionRecord } from "./transaction_record.ts"

/**
 * Why forging `transactions` (a batch's records in position order) leaves a request unsatisfied, naming the first
 * requester and what it lacked; undefined when every request is satisfied. `requestOf` gives the request of the pool
 * transaction with an id (undefined when the pool holds no such transaction or it requests nothing): only pool
 * transactions carry requests. Linear in the batch; the neighbours' fields are derived only around requesters.
 */
export function unsatisfiedRequest(
  transactions: ReadonlyArray<TransactionRecord>,
  requestOf: (id: TxId) => AtomicFields | undefined
): string | undefined {
  const l2 = transactions.filter((record) => record.L1orL2 === "L2")
  for (let at = 0; at < l2.length; at++) {
    const requester = l2[at]!
    const request = requestOf(requester.id)
    if (request === undefined) continue
    const isRequested = (index: number) => satisfies(request, forgedFields(l2[index]!))
    if (ALLOWED_RELATIVE_POSITIONS.some((relative) => l2[at + relative] !== undefined && isRequested(at + relative)))
      continue
    const who = `L2 transaction ${requester.id} at position ${requester.position} requests ${describeRequest(request)}`
    const elsewhere = l2.findIndex((_, index) => index !== at && isRequested(index))
    return elsewhere === -1
      ? `${who}, but the batch forges no such transaction (the requested transaction must be at ${ALLOWED_RELATIVE_POSITIONS_TEXT} from its requester among the batch's L2 transactions)`
      : `${who}, but the batch forges it at ${signedPosition(elsewhere - at)} (position ${l2[elsewhere]!.position}) from its requester among the L2 transactions, outside ${ALLOWED_RELATIVE_POSITIONS_TEXT}`
  }
  return undefined
}
