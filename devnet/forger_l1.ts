/** The devnet coordinator's batch of an L1 queue: the queue's transactions as the rollup contract holds them, applied in
 * position order to the accounts the node holds, as the ledger input. A creation takes the next index with its deposit;
 * a deposit adds to its account; a forced exit takes its amount to the batch's exit tree when the account holds it
 * (else its amount fails); a deposit or forced exit whose account is gone, of another token or another address's is
 * nullified (effective account 0). Other L1 types are not forged by this path. */
import { Effect, Option } from "effect"
import { AccountIdx, FIRST_USER_IDX } from "../core/domain/account_index.ts"
import { Nonce } from "../core/domain/scalars.ts"
import type { PageRequest } from "../core/pagination/page.ts"
import { AccountStore } from "../core/ports/account_store.ts"
import { BatchStore } from "../core/ports/batch_store.ts"
import type { L1UserResult, NewAccount, NewBatch, NewL1UserTransaction } from "../core/ports/ledger.ts"
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
    if (tx.type === "CreateAccountDeposit") {
      const idx = AccountIdx.make(nextIdx++)
      const owner = { tokenId: tx.tokenId, ethAddr: tx.fromEthAddr, bjj: tx.fromBjj }
      accounts.set(idx, { idx, ...owner, balance: tx.depositAmount, nonce: 0n })
      createdAccounts.push({ idx, ...owner })
      touched.add(idx)
      l1UserResults.push({ position, effectiveFromIdx: idx, amountSuccess: true, depositAmountSuccess: true })
      continue
    }
    if (tx.type !== "Deposit" && tx.type !== "ForceExit") {
      return yield* Effect.die(new Error(`devnet: an L1 ${tx.type} is not forged by this path`))
    }
    const account = tx.fromIdx === null ? undefined : yield* accountAt(tx.fromIdx)
    if (account === undefined || account.tokenId !== tx.tokenId || account.ethAddr !== tx.fromEthAddr) {
      l1UserResults.push(nullified(position))
      continue
    }
    touched.add(account.idx)
    const paid = tx.type === "Deposit" || account.balance >= tx.amount
    const balance =
      tx.type === "Deposit" ? account.balance + tx.depositAmount : account.balance - (paid ? tx.amount : 0n)
    accounts.set(account.idx, { ...account, balance })
    if (tx.type === "ForceExit" && paid) exits.set(account.idx, (exits.get(account.idx) ?? 0n) + tx.amount)
    l1UserResults.push({ position, effectiveFromIdx: account.idx, amountSuccess: paid, depositAmountSuccess: true })
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
