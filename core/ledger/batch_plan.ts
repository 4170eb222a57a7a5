/** Forging a batch, planned before anything is written: every contradiction found first, so an adapter applies it all
 * or nothing; then the derived values and the itemIds, as the anchor computes them. */
import { Result, Schema } from "effect"
import type { AccountIdx } from "../domain/account_index.ts"
import type { Batch } from "../domain/batch.ts"
import { BatchNum, ItemId, ToForgeL1TransactionsNum } from "../domain/scalars.ts"
import type { AccountUpdate, NewAccount, NewBatch } from "../ports/ledger.ts"
import { isUserIdx } from "./account_rendering.ts"
import { type ExitRecord, exitRecord } from "./exit_record.ts"
import { l1CoordinatorRecord } from "./l1_coordinator_record.ts"
import { forgedL1UserRecord } from "./l1_user_record.ts"
import { l2Record } from "./l2_record.ts"
import { batchStateTree, type StateTreeBase } from "./batch_state_tree.ts"
import type { BatchView, LedgerView } from "./ledger_view.ts"
import type { StateTreeUpdate } from "./state_tree.ts"
import type { TransactionRecord } from "./transaction_record.ts"
import { totalFeesUsd } from "./usd.ts"

const isQueueNum = Schema.is(ToForgeL1TransactionsNum)

/** Largest number of tokens in a batch's collected fees. */
export const MAX_COLLECTED_FEE_TOKENS = 64

/** The first free itemId of each kind of item a batch adds. */
export interface ItemIdStart {
  readonly batch: number
  readonly account: number
  readonly transaction: number
  readonly exit: number
}

/** An account created by the batch, with its itemId. */
export interface CreatedAccount {
  readonly itemId: ItemId
  readonly account: NewAccount
}

/** Everything a batch writes, derived and checked. */
export interface BatchPlan {
  readonly batch: Batch
  /** Accounts created, in itemId (= index) order. */
  readonly accounts: ReadonlyArray<CreatedAccount>
  /** Every transaction forged in the batch, in itemId (= position) order; the L1 user ones replace their queued records. */
  readonly transactions: ReadonlyArray<TransactionRecord>
  /** Account states after the batch, one per account. */
  readonly accountUpdates: ReadonlyArray<AccountUpdate>
  /** Exit leaves, in itemId (= account index) order. */
  readonly exits: ReadonlyArray<ExitRecord>
  /** The state tree's new root (the batch's `stateRoot`) and the nodes it changed. */
  readonly stateTree: StateTreeUpdate
}

/** A transaction of the batch waiting for its itemId. */
interface Pending {
  readonly position: number
  readonly build: (itemId: number) => Result.Result<TransactionRecord, string>
}

/** The batch number that must come next. */
function expectedBatchNums(lastBatchNum: number | undefined): ReadonlyArray<number> {
  return lastBatchNum === undefined ? [0, 1] : [lastBatchNum + 1]
}

/** The plan of forging `input` on the state tree `tree` left by the batch before, or why the ledger rejects it. */
export function planBatch(
  input: NewBatch,
  view: BatchView,
  start: ItemIdStart,
  tree: StateTreeBase
): Result.Result<BatchPlan, string> {
  const batchNum = input.batchNum
  const expected = expectedBatchNums(view.lastBatchNum)
  if (!expected.includes(batchNum)) {
    return Result.fail(`batch ${batchNum} is out of sequence: expected ${expected.join(" or ")}`)
  }
  if ((input.stateRoot ?? 0n) < 0n || input.exitRoot < 0n) return Result.fail("roots must not be negative")

  // Accounts created by the batch.
  const created = new Map<AccountIdx, NewAccount>()
  const accounts: Array<CreatedAccount> = []
  let lastIdx = view.lastAccountIdx
  for (const account of input.createdAccounts) {
    if (!isUserIdx(account.idx))
      return Result.fail(`account idx ${account.idx} is reserved (user accounts start at 256)`)
    if (view.account(account.idx) !== undefined || created.has(account.idx)) {
      return Result.fail(`account idx ${account.idx} already exists`)
    }
    if (lastIdx !== undefined && account.idx <= lastIdx) {
      return Result.fail(`account indexes must increase: ${account.idx} is not above ${lastIdx}`)
    }
    if (view.token(account.tokenId) === undefined)
      return Result.fail(`account ${account.idx} has unknown token ${account.tokenId}`)
    created.set(account.idx, account)
    accounts.push({ itemId: ItemId.make(start.account + accounts.length), account })
    lastIdx = account.idx
  }
  const after: LedgerView = { token: view.token, account: (idx) => created.get(idx) ?? view.account(idx) }

  // Transactions, gathered then numbered in position order.
  const pending: Array<Pending> = []
  if (input.forgeL1TransactionsNum === null) {
    if (input.l1UserResults.length > 0) return Result.fail("L1 user results given for a batch that forges no L1 queue")
  } else {
    const queueNum = input.forgeL1TransactionsNum
    if (!isQueueNum(queueNum)) {
      return Result.fail(`forgeL1TransactionsNum ${queueNum} is out of range`)
    }
    if (view.isQueueForged(queueNum)) return Result.fail(`L1 queue ${queueNum} is already forged`)
    const queued = new Map<number, TransactionRecord>()
    for (const record of view.queuedTransactions(queueNum)) queued.set(record.position, record)
    const seen = new Set<number>()
    for (const result of input.l1UserResults) {
      const record = queued.get(result.position)
      if (record === undefined)
        return Result.fail(`L1 queue ${queueNum} has no transaction at position ${result.position}`)
      if (seen.has(result.position))
        return Result.fail(`two results for position ${result.position} of L1 queue ${queueNum}`)
      seen.add(result.position)
      pending.push({
        position: result.position,
        build: (itemId) => forgedL1UserRecord(record, result, batchNum, after, itemId)
      })
    }
    if (seen.size !== queued.size) {
      const missing = [...queued.keys()].filter((p) => !seen.has(p)).sort((a, b) => a - b)
      return Result.fail(`L1 queue ${queueNum} is forged without results for positions ${missing.join(", ")}`)
    }
  }
  for (const tx of input.l1CoordinatorTransactions) {
    pending.push({ position: tx.position, build: (itemId) => l1CoordinatorRecord(tx, input, after, itemId) })
  }
  for (const tx of input.l2Transactions) {
    pending.push({ position: tx.position, build: (itemId) => l2Record(tx, input, after, itemId) })
  }
  pending.sort((a, b) => a.position - b.position)
  const transactions: Array<TransactionRecord> = []
  const ids = new Set<string>()
  for (const entry of pending) {
    const previous = transactions[transactions.length - 1]
    if (previous !== undefined && previous.position === entry.position) {
      return Result.fail(`two transactions at position ${entry.position} of batch ${batchNum}`)
    }
    const built = entry.build(start.transaction + transactions.length)
    if (Result.isFailure(built)) return Result.fail(built.failure)
    const record = built.success
    const isQueued = record.L1Info?.userOrigin === true
    if (ids.has(record.id) || (!isQueued && view.transactionExists(record.id))) {
      return Result.fail(`transaction ${record.id} (position ${record.position}) is already recorded`)
    }
    ids.add(record.id)
    transactions.push(record)
  }

  // Account states.
  const updated = new Set<AccountIdx>()
  for (const update of input.accountUpdates) {
    if (after.account(update.idx) === undefined) return Result.fail(`update of unknown account ${update.idx}`)
    if (updated.has(update.idx)) return Result.fail(`two updates of account ${update.idx} in batch ${batchNum}`)
    if (update.balance < 0n) return Result.fail(`update of account ${update.idx} has a negative balance`)
    updated.add(update.idx)
  }
  const stateTree = batchStateTree(input, after.account, tree)
  if (Result.isFailure(stateTree)) return Result.fail(stateTree.failure)

  // Exits, in account index order.
  const exitInputs = [...input.exits].sort((a, b) => a.idx - b.idx)
  const exits: Array<ExitRecord> = []
  for (const exit of exitInputs) {
    const previous = exits[exits.length - 1]
    if (previous !== undefined && previous.accountIndex.idx === exit.idx) {
      return Result.fail(`two exits of account ${exit.idx} in batch ${batchNum}`)
    }
    const built = exitRecord(exit, batchNum, after, start.exit + exits.length)
    if (Result.isFailure(built)) return Result.fail(built.failure)
    exits.push(built.success)
  }

  // The batch itself.
  if (Object.keys(input.collectedFees).length > MAX_COLLECTED_FEE_TOKENS) {
    return Result.fail(`collected fees name more than ${MAX_COLLECTED_FEE_TOKENS} tokens`)
  }
  const feesUsd = totalFeesUsd(input.collectedFees, view.token)
  if (Result.isFailure(feesUsd)) return Result.fail(feesUsd.failure)
  const batch: Batch = {
    itemId: ItemId.make(start.batch),
    batchNum: BatchNum.make(batchNum),
    ethereumBlockNum: input.ethereumBlockNum,
    ethereumBlockHash: input.ethereumBlockHash,
    timestamp: input.timestamp,
    forgerAddr: input.forgerAddr,
    collectedFees: input.collectedFees,
    historicTotalCollectedFeesUSD: feesUsd.success,
    stateRoot: stateTree.success.root,
    numAccounts: accounts.length,
    exitRoot: input.exitRoot,
    forgeL1TransactionsNum:
      input.forgeL1TransactionsNum === null ? null : ToForgeL1TransactionsNum.make(input.forgeL1TransactionsNum),
    slotNum: input.slotNum,
    forgedTransactions: transactions.length,
    ethereumTxHash: input.ethereumTxHash,
    finality: "forged"
  }
  return Result.succeed({
    batch,
    accounts,
    transactions,
    accountUpdates: input.accountUpdates,
    exits,
    stateTree: stateTree.success
  })
}
