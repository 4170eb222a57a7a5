/** The devnet coordinator's batch of an L1 queue: the queue's transactions as the rollup contract holds them, applied in
 * position order to the accounts the node holds, as the ledger input. A creation takes the next index with its deposit;
 * a deposit adds to its account; a transfer's amount (CreateAccountDepositTransfer, DepositTransfer, ForceTransfer)
 * moves, after the deposit, to a receiver of the same token when the sender holds it (else its amount fails); a forced
 * exit takes its amount to the batch's exit tree when the account holds it (else its amount fails); a transaction
 * whose account is gone, of another token or another address's is nullified (effective account 0). */
import { Effect, Option } from "effect"
import { AccountIdx, FIRST_USER_IDX } from "../core/domain/account_index.ts"
import { Nonce } from "../core/domain/scalars.ts"
import { l1UserTxId } from "../core/domain/tx_id.ts"
import type { PageRequest } from "../core/pagination/page.ts"
import { AccountStore } from "../core/ports/account_store.ts"
import { BatchStore } from "../core/ports/batch_store.ts"
import { HistoryStore } from "../core/ports/history_store.ts"
import { NetworkSettings } from "../core/ports/network_settings.ts"
import type { L1UserResult, NewAccount, NewBatch, NewL1UserTransaction } from "../core/ports/ledger.ts"
import { EMPTY_BJJ } from "../core/domain/bjj.ts"
import { FF_ADDRESS } from "../core/domain/eth_address.ts"
import { exitTree } from "./exit_tree.ts"
import { type ForgerAccount, forgerAccount } from "./forger_selection.ts"

/** What the batch forging an L1 queue (and nothing else) holds. */
export type L1QueueContents = Pick<
  NewBatch,
  "forgeL1TransactionsNum" | "l1UserResults" | "createdAccounts" | "accountUpdates" | "exitRoot" | "exits"
>

const LAST: PageRequest = { fromItem: undefined, order: "DESC", limit: 1 }

/** The result of a transaction that acted on no account. */
const nullified = (position: number): L1UserResult => ({
  position,
  effectiveFromIdx: AccountIdx.make(0),
  amountSuccess: false,
  depositAmountSuccess: false
})

/** The contents of the batch forging queue `queueNum`, whose transactions are `queued`, on the node's accounts. */
export const l1QueueContents = Effect.fn("Devnet.l1QueueContents")(function* (
  queueNum: number,
  queued: ReadonlyArray<NewL1UserTransaction>
) {
  const store = yield* AccountStore
  const accounts = new Map<number, ForgerAccount | undefined>()
  const accountAt = Effect.fnUntraced(function* (idx: AccountIdx) {
    if (!accounts.has(idx)) accounts.set(idx, Option.getOrUndefined(Option.map(yield* store.get(idx), forgerAccount)))
    return accounts.get(idx)
  })
  const newest = (yield* store.list({}, LAST)).items[0]
  let nextIdx = Math.max(FIRST_USER_IDX, (newest?.accountIndex.idx ?? 0) + 1)
  const touched = new Set<AccountIdx>()
  const createdAccounts: Array<NewAccount> = []
  const exits = new Map<AccountIdx, bigint>()
  const l1UserResults: Array<L1UserResult> = []
  for (const tx of [...queued].sort((a, b) => a.position - b.position)) {
    const { position } = tx
    let account: ForgerAccount | undefined
    if (tx.type === "CreateAccountDeposit" || tx.type === "CreateAccountDepositTransfer") {
      const idx = AccountIdx.make(nextIdx++)
      const owner = { tokenId: tx.tokenId, ethAddr: tx.fromEthAddr, bjj: tx.fromBjj }
      account = { idx, ...owner, balance: 0n, nonce: 0n }
      createdAccounts.push({ idx, ...owner })
    } else {
      account = tx.fromIdx === null ? undefined : yield* accountAt(tx.fromIdx)
      if (account === undefined || account.tokenId !== tx.tokenId || account.ethAddr !== tx.fromEthAddr) {
        l1UserResults.push(nullified(position))
        continue
      }
    }
    touched.add(account.idx)
    let balance = account.balance + tx.depositAmount
    let amountSuccess = true
    if (tx.type === "ForceExit") {
      amountSuccess = balance >= tx.amount
      if (amountSuccess) {
        balance -= tx.amount
        exits.set(account.idx, (exits.get(account.idx) ?? 0n) + tx.amount)
      }
    } else if (tx.type !== "CreateAccountDeposit" && tx.type !== "Deposit") {
      const receiver = tx.toIdx === account.idx ? account : yield* accountAt(tx.toIdx)
      amountSuccess = receiver !== undefined && receiver.tokenId === account.tokenId && balance >= tx.amount
      if (amountSuccess && receiver !== undefined && receiver.idx !== account.idx) {
        balance -= tx.amount
        accounts.set(receiver.idx, { ...accounts.get(receiver.idx)!, balance: receiver.balance + tx.amount })
        touched.add(receiver.idx)
      }
    }
    accounts.set(account.idx, { ...account, balance })
    l1UserResults.push({ position, effectiveFromIdx: account.idx, amountSuccess, depositAmountSuccess: true })
  }
  const after = (idx: AccountIdx): ForgerAccount => accounts.get(idx)!
  const tree = exitTree(
    [...exits].sort(([a], [b]) => a - b).map(([idx, balance]) => ({ idx, balance, owner: after(idx) }))
  )
  const contents: L1QueueContents = {
    forgeL1TransactionsNum: queueNum,
    l1UserResults,
    createdAccounts,
    accountUpdates: [...touched]
      .sort((a, b) => a - b)
      .map((idx) => ({ idx, nonce: Nonce.make(after(idx).nonce), balance: after(idx).balance })),
    exitRoot: tree.root,
    exits: tree.exits
  }
  return contents
})

/** The L1 queues the node's batches have forged. */
export const forgedL1Queues = Effect.gen(function* () {
  const store = yield* BatchStore
  const forged = new Set<number>()
  let fromItem: number | undefined
  for (;;) {
    const page = yield* store.list({}, { fromItem, order: "ASC", limit: 100 })
    for (const batch of page.items) if (batch.forgeL1TransactionsNum !== null) forged.add(batch.forgeL1TransactionsNum)
    const last = page.items.at(-1)
    if (last === undefined || page.pendingItems === 0) return forged
    fromItem = last.itemId + 1
  }
})

/** The oldest L1 queue no batch of the node has forged: the one the next L1 batch forges, and (the devnet keeping one
 * open queue) the one a new L1 transaction joins unless it is full. */
export const nextL1Queue = Effect.map(forgedL1Queues, (forged) => {
  let queueNum = 0
  while (forged.has(queueNum)) queueNum++
  return queueNum
})

/** The L1 user transactions queue `queueNum` holds, in position order, as the node recorded them (read back by their
 * ids, which their queue and position make). */
export const queuedL1Transactions = Effect.fn("Devnet.queuedL1Transactions")(function* (queueNum: number) {
  const capacity = (yield* NetworkSettings).config.hermez.maxL1UserTx
  const ids = Array.from({ length: capacity }, (_, position) => l1UserTxId(queueNum, position))
  const found = yield* (yield* HistoryStore).getMany(ids)
  const queued: Array<NewL1UserTransaction> = []
  for (const [position, item] of found.entries()) {
    if (Option.isNone(item)) break
    const tx = item.value
    if (tx.L1Info === null || tx.batchNum !== null) break
    queued.push({
      toForgeL1TransactionsNum: queueNum,
      position,
      type: tx.type,
      fromIdx: tx.fromAccountIndex?.idx ?? null,
      fromEthAddr: tx.fromZkEthereumAddress ?? FF_ADDRESS,
      fromBjj: tx.fromBJJ ?? EMPTY_BJJ,
      toIdx: tx.toAccountIndex.idx,
      tokenId: tx.token.id,
      amount: tx.amount,
      depositAmount: tx.L1Info.depositAmount,
      ethereumBlockNum: tx.L1Info.ethereumBlockNum,
      timestamp: tx.timestamp
    })
  }
  return { queued, capacity }
})
