/** History records of forged L2 transactions: TxID, sender and receiver from their accounts, USD values at forging. */
import { Result } from "effect"
import { EXIT_IDX } from "../domain/account_index.ts"
import { BatchNum, FeeSelector, ItemId, TransactionPosition } from "../domain/scalars.ts"
import { l2TxId } from "../domain/tx_id.ts"
import type { NewL2Transaction } from "../ports/ledger.ts"
import { accountIndexOf, destinationIndex, isUserIdx } from "./account_rendering.ts"
import { feeUsd, MAX_FEE_SELECTOR } from "./fee_factor.ts"
import type { BatchContext } from "./l1_coordinator_record.ts"
import type { LedgerView } from "./ledger_view.ts"
import type { TransactionRecord } from "./transaction_record.ts"
import { historicUsd } from "./usd.ts"

/** The record of an L2 transaction forged in `batch`, or why the ledger rejects it. */
export function l2Record(
  tx: NewL2Transaction,
  batch: BatchContext,
  view: LedgerView,
  itemId: number
): Result.Result<TransactionRecord, string> {
  const where = `L2 transaction at position ${tx.position}`
  if (!Number.isSafeInteger(tx.position) || tx.position < 0)
    return Result.fail(`${where}: position must be a non-negative integer`)
  if (!Number.isInteger(tx.fee) || tx.fee < 0 || tx.fee > MAX_FEE_SELECTOR) {
    return Result.fail(`${where}: fee selector ${tx.fee} is out of range 0..${MAX_FEE_SELECTOR}`)
  }
  if (tx.amount < 0n) return Result.fail(`${where}: amount must not be negative`)
  const sender = view.account(tx.fromIdx)
  const token = sender === undefined ? undefined : view.token(sender.tokenId)
  if (sender === undefined || token === undefined) return Result.fail(`${where}: unknown sender account ${tx.fromIdx}`)
  const isExit = tx.type === "Exit"
  if (isExit !== (tx.toIdx === EXIT_IDX)) {
    return Result.fail(
      `${where}: an Exit goes to index ${EXIT_IDX} and only an Exit does, got ${tx.type} to ${tx.toIdx}`
    )
  }
  let receiver: ReturnType<LedgerView["account"]>
  if (!isExit) {
    if (!isUserIdx(tx.toIdx)) return Result.fail(`${where}: receiver ${tx.toIdx} is a reserved index`)
    receiver = view.account(tx.toIdx)
    if (receiver === undefined) return Result.fail(`${where}: unknown receiver account ${tx.toIdx}`)
    if (receiver.tokenId !== sender.tokenId) {
      return Result.fail(
        `${where}: receiver ${tx.toIdx} holds token ${receiver.tokenId}, the sender token ${sender.tokenId}`
      )
    }
  }
  const id = l2TxId({ fromIdx: tx.fromIdx, tokenId: sender.tokenId, amount: tx.amount, nonce: tx.nonce, fee: tx.fee })
  if (Result.isFailure(id)) return Result.fail(`${where}: ${id.failure}`)
  const amountUsd = historicUsd(tx.amount, token)
  return Result.succeed({
    L1orL2: "L2",
    id: id.success,
    itemId: ItemId.make(itemId),
    type: tx.type,
    position: TransactionPosition.make(tx.position),
    fromAccountIndex: accountIndexOf(tx.fromIdx, token),
    fromZkEthereumAddress: sender.ethAddr,
    fromBJJ: sender.bjj,
    toAccountIndex: destinationIndex(tx.toIdx, token),
    toZkEthereumAddress: receiver?.ethAddr ?? null,
    toBJJ: receiver?.bjj ?? null,
    amount: tx.amount,
    batchNum: BatchNum.make(batch.batchNum),
    historicUSD: amountUsd,
    timestamp: batch.timestamp,
    tokenId: sender.tokenId,
    L1Info: null,
    L2Info: {
      fee: FeeSelector.make(tx.fee),
      historicFeeUSD: feeUsd(amountUsd, tx.fee),
      nonce: tx.nonce
    }
  })
}
