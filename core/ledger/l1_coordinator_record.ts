/** History records of L1 coordinator transactions: the account creations a coordinator adds to its batch. */
import { Result } from "effect"
import { BatchNum, ItemId, TransactionPosition } from "../domain/scalars.ts"
import { AccountIdx } from "../domain/account_index.ts"
import { l1CoordinatorTxId } from "../domain/tx_id.ts"
import type { NewBatch, NewL1CoordinatorTransaction } from "../ports/ledger.ts"
import { accountIndexOf, destinationIndex } from "./account_rendering.ts"
import type { LedgerView } from "./ledger_view.ts"
import { MAX_L1_POSITION } from "./l1_user_record.ts"
import type { TransactionRecord } from "./transaction_record.ts"

/** The batch fields a forged transaction record takes. */
export type BatchContext = Pick<NewBatch, "batchNum" | "timestamp" | "ethereumBlockNum">

/** The record of an L1 coordinator transaction forged in `batch`, or why the ledger rejects it. */
export function l1CoordinatorRecord(
  tx: NewL1CoordinatorTransaction,
  batch: BatchContext,
  view: LedgerView,
  itemId: number
): Result.Result<TransactionRecord, string> {
  if (!Number.isSafeInteger(tx.position) || tx.position < 0 || tx.position > MAX_L1_POSITION) {
    return Result.fail(`L1 position ${tx.position} is out of range 0..${MAX_L1_POSITION}`)
  }
  const token = view.token(tx.tokenId)
  if (token === undefined) return Result.fail(`unknown token ${tx.tokenId}`)
  const account = view.account(tx.createdIdx)
  if (account === undefined) {
    return Result.fail(`L1 coordinator transaction at position ${tx.position} creates unknown account ${tx.createdIdx}`)
  }
  if (account.tokenId !== tx.tokenId) {
    return Result.fail(
      `L1 coordinator transaction at position ${tx.position} has token ${tx.tokenId} but account ${tx.createdIdx} holds token ${account.tokenId}`
    )
  }
  return Result.succeed({
    L1orL2: "L1",
    id: l1CoordinatorTxId(batch.batchNum, tx.position),
    itemId: ItemId.make(itemId),
    type: "CreateAccountDeposit",
    position: TransactionPosition.make(tx.position),
    fromAccountIndex: accountIndexOf(tx.createdIdx, token),
    fromZkEthereumAddress: account.ethAddr,
    fromBJJ: account.bjj,
    toAccountIndex: destinationIndex(AccountIdx.make(0), token),
    toZkEthereumAddress: null,
    toBJJ: null,
    amount: 0n,
    batchNum: BatchNum.make(batch.batchNum),
    historicUSD: null,
    timestamp: batch.timestamp,
    tokenId: tx.tokenId,
    L1Info: {
      toForgeL1TransactionsNum: null,
      userOrigin: false,
      depositAmount: 0n,
      amountSuccess: true,
      depositAmountSuccess: true,
      historicDepositAmountUSD: null,
      ethereumBlockNum: batch.ethereumBlockNum
    },
    L2Info: null
  })
}
