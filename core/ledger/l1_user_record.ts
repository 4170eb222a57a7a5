/** History records of L1 user transactions, queued (no batch) and forged (sender from the effective account, a new
 * itemId); the USD values stay those of the queueing moment, as the anchor sets them on insert. */
import { Result, Schema } from "effect"
import { type AccountIdx, FIRST_USER_IDX } from "../domain/account_index.ts"
import { BatchNum, ItemId, ToForgeL1TransactionsNum, TransactionPosition } from "../domain/scalars.ts"
import type { TransactionType } from "../domain/transaction_type.ts"
import { l1UserTxId } from "../domain/tx_id.ts"
import type { L1UserResult, NewL1UserTransaction } from "../ports/ledger.ts"
import { accountIndexOf, destinationIndex, isUserIdx } from "./account_rendering.ts"
import type { LedgerView } from "./ledger_view.ts"
import type { TransactionRecord } from "./transaction_record.ts"
import { historicUsd } from "./usd.ts"

const isQueueNum = Schema.is(ToForgeL1TransactionsNum)

/** Largest position of an L1 transaction (2 bytes in its TxID). */
export const MAX_L1_POSITION = 65535

/** What the receiver index of each L1 user type must be. */
const RECEIVER_RULE: Partial<Record<TransactionType, "none" | "exit" | "account">> = {
  Deposit: "none",
  CreateAccountDeposit: "none",
  ForceExit: "exit",
  CreateAccountDepositTransfer: "account",
  DepositTransfer: "account",
  ForceTransfer: "account"
}

/** True for the types that create the sender's account. */
function createsAccount(type: TransactionType): boolean {
  return type === "CreateAccountDeposit" || type === "CreateAccountDepositTransfer"
}

/** The reason `toIdx` does not fit `rule`, if it does not. */
function receiverProblem(
  rule: "none" | "exit" | "account",
  type: TransactionType,
  toIdx: AccountIdx
): string | undefined {
  if (rule === "none" && toIdx !== 0) return `a ${type} must have toIdx 0, got ${toIdx}`
  if (rule === "exit" && toIdx !== 1) return `a ${type} must have toIdx 1, got ${toIdx}`
  if (rule === "account" && !isUserIdx(toIdx))
    return `a ${type} must send to a user account (≥ ${FIRST_USER_IDX}), got ${toIdx}`
  return undefined
}

/** The record of an L1 user transaction entering its queue, or why the ledger rejects it. */
export function queuedL1UserRecord(
  tx: NewL1UserTransaction,
  view: LedgerView,
  itemId: number
): Result.Result<TransactionRecord, string> {
  const rule = RECEIVER_RULE[tx.type]
  if (rule === undefined) return Result.fail(`${tx.type} is not an L1 user transaction type`)
  if (!isQueueNum(tx.toForgeL1TransactionsNum)) {
    return Result.fail(`toForgeL1TransactionsNum ${tx.toForgeL1TransactionsNum} is out of range`)
  }
  if (!Number.isSafeInteger(tx.position) || tx.position < 0 || tx.position > MAX_L1_POSITION) {
    return Result.fail(`L1 position ${tx.position} is out of range 0..${MAX_L1_POSITION}`)
  }
  if (tx.amount < 0n || tx.depositAmount < 0n) return Result.fail("L1 amounts must not be negative")
  const token = view.token(tx.tokenId)
  if (token === undefined) return Result.fail(`unknown token ${tx.tokenId}`)
  const problem = receiverProblem(rule, tx.type, tx.toIdx)
  if (problem !== undefined) return Result.fail(problem)

  let fromAccountIndex: TransactionRecord["fromAccountIndex"] = null
  if (createsAccount(tx.type)) {
    if (tx.fromIdx !== null) return Result.fail(`a ${tx.type} has no sender account, got fromIdx ${tx.fromIdx}`)
  } else {
    if (tx.fromIdx === null) return Result.fail(`a ${tx.type} needs a sender account (fromIdx)`)
    const sender = view.account(tx.fromIdx)
    const senderToken = sender === undefined ? undefined : view.token(sender.tokenId)
    if (senderToken === undefined) return Result.fail(`unknown sender account ${tx.fromIdx}`)
    fromAccountIndex = accountIndexOf(tx.fromIdx, senderToken)
  }

  let receiver: ReturnType<LedgerView["account"]>
  let receiverToken: ReturnType<LedgerView["token"]>
  if (isUserIdx(tx.toIdx)) {
    receiver = view.account(tx.toIdx)
    receiverToken = receiver === undefined ? undefined : view.token(receiver.tokenId)
    if (receiverToken === undefined) return Result.fail(`unknown receiver account ${tx.toIdx}`)
  }

  return Result.succeed({
    L1orL2: "L1",
    id: l1UserTxId(tx.toForgeL1TransactionsNum, tx.position),
    itemId: ItemId.make(itemId),
    type: tx.type,
    position: TransactionPosition.make(tx.position),
    fromAccountIndex,
    fromZkEthereumAddress: tx.fromEthAddr,
    fromBJJ: tx.fromBjj,
    toAccountIndex: destinationIndex(tx.toIdx, token, receiverToken),
    toZkEthereumAddress: receiver?.ethAddr ?? null,
    toBJJ: receiver?.bjj ?? null,
    amount: tx.amount,
    batchNum: null,
    historicUSD: historicUsd(tx.amount, token),
    timestamp: tx.timestamp,
    tokenId: tx.tokenId,
    L1Info: {
      toForgeL1TransactionsNum: ToForgeL1TransactionsNum.make(tx.toForgeL1TransactionsNum),
      userOrigin: true,
      depositAmount: tx.depositAmount,
      amountSuccess: false,
      depositAmountSuccess: false,
      historicDepositAmountUSD: historicUsd(tx.depositAmount, token),
      ethereumBlockNum: tx.ethereumBlockNum
    },
    L2Info: null
  })
}

/** The record of a queued L1 user transaction once forged in `batchNum`, or why the ledger rejects it. */
export function forgedL1UserRecord(
  queued: TransactionRecord,
  result: L1UserResult,
  batchNum: number,
  view: LedgerView,
  itemId: number
): Result.Result<TransactionRecord, string> {
  if (queued.L1Info === null || !queued.L1Info.userOrigin)
    return Result.fail(`${queued.id} is not an L1 user transaction`)
  let from = {
    fromAccountIndex: queued.fromAccountIndex,
    fromZkEthereumAddress: queued.fromZkEthereumAddress,
    fromBJJ: queued.fromBJJ
  }
  if (isUserIdx(result.effectiveFromIdx)) {
    const account = view.account(result.effectiveFromIdx)
    const token = account === undefined ? undefined : view.token(account.tokenId)
    if (account === undefined || token === undefined) {
      return Result.fail(
        `L1 transaction at position ${result.position} acts on unknown account ${result.effectiveFromIdx}`
      )
    }
    from = {
      fromAccountIndex: accountIndexOf(result.effectiveFromIdx, token),
      fromZkEthereumAddress: account.ethAddr,
      fromBJJ: account.bjj
    }
  } else if (result.effectiveFromIdx !== 0) {
    return Result.fail(`effectiveFromIdx ${result.effectiveFromIdx} is a reserved index`)
  }
  let to = {
    toAccountIndex: queued.toAccountIndex,
    toZkEthereumAddress: queued.toZkEthereumAddress,
    toBJJ: queued.toBJJ
  }
  if (isUserIdx(queued.toAccountIndex.idx)) {
    const receiver = view.account(queued.toAccountIndex.idx)
    const token = receiver === undefined ? undefined : view.token(receiver.tokenId)
    if (receiver === undefined || token === undefined) {
      return Result.fail(
        `L1 transaction at position ${result.position} sends to unknown account ${queued.toAccountIndex.idx}`
      )
    }
    to = {
      toAccountIndex: accountIndexOf(queued.toAccountIndex.idx, token),
      toZkEthereumAddress: receiver.ethAddr,
      toBJJ: receiver.bjj
    }
  }
  return Result.succeed({
    ...queued,
    ...from,
    ...to,
    itemId: ItemId.make(itemId),
    batchNum: BatchNum.make(batchNum),
    L1Info: {
      ...queued.L1Info,
      amountSuccess: result.amountSuccess,
      depositAmountSuccess: result.depositAmountSuccess
    }
  })
}
