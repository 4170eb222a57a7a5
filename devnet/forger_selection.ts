/** The devnet forger's transaction selection, the Hermez tx selector simplified: which pending transactions the next
 * batch applies, in pool order and each sender's in nonce order, against a snapshot of the accounts. */
import { Result } from "effect"
import type { Account } from "../core/domain/account.ts"
import type { AccountIdx } from "../core/domain/account_index.ts"
import { EXIT_IDX } from "../core/domain/account_index.ts"
import type { BjjKey } from "../core/domain/bjj.ts"
import type { EthAddress } from "../core/domain/eth_address.ts"
import type { InvalidationCode } from "../core/domain/invalidation_reason.ts"
import type { PoolL2Transaction } from "../core/domain/pool_transaction.ts"
import type { TokenId } from "../core/domain/scalars.ts"
import type { TxId } from "../core/domain/tx_id.ts"
import type { PoolInvalidation } from "../core/ports/ledger.ts"
import { requestOf } from "../core/ledger/atomic_request.ts"
import { feeAmount } from "../core/signing/fee_amount.ts"

/** An account as the forger sees it: its owner, token, balance and nonce. */
export interface ForgerAccount {
  readonly idx: AccountIdx
  readonly tokenId: TokenId
  readonly ethAddr: EthAddress
  readonly bjj: BjjKey
  readonly balance: bigint
  readonly nonce: bigint
}

/** An account of the store as the forger tracks it. */
export function forgerAccount(account: Account): ForgerAccount {
  return {
    idx: account.accountIndex.idx,
    tokenId: account.token.id,
    ethAddr: account.zkEthereumAddress,
    bjj: account.bjj,
    balance: account.balance,
    nonce: account.nonce
  }
}

/** The accounts before the batch, as the selection asks for them (answers loaded beforehand). */
export interface ForgerView {
  readonly account: (idx: AccountIdx) => ForgerAccount | undefined
  /** The account of an Ethereum address in a token (the lowest index when there are several). */
  readonly accountOfEthAddr: (ethAddr: EthAddress, tokenId: TokenId) => ForgerAccount | undefined
  /** The internal account (address `0xFF…FF`) of a BabyJubJub key in a token. */
  readonly accountOfBjj: (bjj: BjjKey, tokenId: TokenId) => ForgerAccount | undefined
  /** The forger's account that collects the fees of a token, if it has one. */
  readonly feeAccount: (tokenId: TokenId) => AccountIdx | undefined
}

/** A pool transaction the batch forges, with its resolved receiver and the fee it pays. */
export interface SelectedTransaction {
  readonly transaction: PoolL2Transaction
  readonly fromIdx: AccountIdx
  /** The receiver account; 1 for an exit. */
  readonly toIdx: AccountIdx
  /** The fee in base units. */
  readonly feeAmount: bigint
}

/** The outcome of a selection. */
export interface Selection {
  /** What the batch forges, in the order it applies them (= position order). */
  readonly selected: ReadonlyArray<SelectedTransaction>
  /** What the forger discards, with the reason. */
  readonly invalid: ReadonlyArray<PoolInvalidation>
  /** What stays pending: nonce ahead of its sender's, or the batch is full. */
  readonly waiting: ReadonlyArray<TxId>
  /** The state after the batch of every account it touches (senders, receivers, fee accounts), by index. */
  readonly accounts: ReadonlyMap<AccountIdx, ForgerAccount>
  /** Amounts sent to the exit tree, by account index. */
  readonly exits: ReadonlyMap<AccountIdx, bigint>
  /** Fees credited to the forger's accounts, by token. */
  readonly collectedFees: ReadonlyMap<TokenId, bigint>
}

/** Options of a selection. */
export interface SelectionOptions {
  /** Largest number of transactions in the batch. */
  readonly maxTransactions: number
}

/** What to do with a transaction in the current pass. */
type Verdict =
  | { readonly _tag: "Apply"; readonly toIdx: AccountIdx; readonly feeAmount: bigint }
  | { readonly _tag: "Invalid"; readonly code: InvalidationCode; readonly reason: string }
  | { readonly _tag: "Wait"; readonly why: "nonce" | "balance" }

function invalid(code: InvalidationCode, reason: string): Verdict {
  return { _tag: "Invalid", code, reason }
}

/** Selects, applies and discards pending transactions (`pending` in pool order) against `view`. */
export function selectTransactions(
  pending: ReadonlyArray<PoolL2Transaction>,
  view: ForgerView,
  options: SelectionOptions
): Selection {
  const working = new Map<AccountIdx, ForgerAccount>()
  const state = (idx: AccountIdx): ForgerAccount | undefined => working.get(idx) ?? view.account(idx)
  const put = (account: ForgerAccount): void => {
    working.set(account.idx, account)
  }
  const selected: Array<SelectedTransaction> = []
  const invalidated: Array<PoolInvalidation> = []
  const exits = new Map<AccountIdx, bigint>()
  const fees = new Map<TokenId, bigint>()

  const receiverOf = (tx: PoolL2Transaction, sender: ForgerAccount): ForgerAccount | Verdict => {
    switch (tx.type) {
      case "Transfer": {
        if (tx.toAccountIndex === null)
          return invalid("invalidTransaction", "Transfer without a receiver account index")
        const to = state(tx.toAccountIndex.idx)
        if (to === undefined)
          return invalid("receiverNotFound", `receiver account ${tx.toAccountIndex.idx} does not exist`)
        if (to.tokenId !== sender.tokenId) {
          return invalid(
            "receiverNotFound",
            `receiver account ${to.idx} holds token ${to.tokenId}, not ${sender.tokenId}`
          )
        }
        return to
      }
      case "TransferToEthAddr": {
        if (tx.toZkEthereumAddress === null)
          return invalid("invalidTransaction", "TransferToEthAddr without a receiver address")
        const to = view.accountOfEthAddr(tx.toZkEthereumAddress, sender.tokenId)
        if (to === undefined)
          return invalid("receiverNotFound", `${tx.toZkEthereumAddress} has no account in token ${sender.tokenId}`)
        return state(to.idx) ?? to
      }
      case "TransferToBJJ": {
        if (tx.toBjj === null) return invalid("invalidTransaction", "TransferToBJJ without a receiver key")
        const to = view.accountOfBjj(tx.toBjj, sender.tokenId)
        if (to === undefined)
          return invalid(
            "receiverNotFound",
            `the receiver BabyJubJub key has no internal account in token ${sender.tokenId}`
          )
        return state(to.idx) ?? to
      }
      case "Exit":
        return invalid("invalidTransaction", "an exit has no receiver account")
    }
  }

  const judge = (tx: PoolL2Transaction): Verdict => {
    const fromIdx = tx.fromAccountIndex.idx
    const sender = state(fromIdx)
    if (sender === undefined) return invalid("invalidTransaction", `sender account ${fromIdx} does not exist`)
    if (sender.tokenId !== tx.token.id)
      return invalid(
        "invalidTransaction",
        `sender account ${fromIdx} holds token ${sender.tokenId}, not ${tx.token.id}`
      )
    if (tx.nonce < sender.nonce)
      return invalid("nonceTooLow", `nonce ${tx.nonce} is below the account nonce ${sender.nonce}`)
    if (tx.nonce > sender.nonce) return { _tag: "Wait", why: "nonce" }
    let toIdx: AccountIdx = EXIT_IDX
    if (tx.type === "Exit") {
      if (tx.amount === 0n) return invalid("invalidTransaction", "exit amount is 0")
    } else {
      const receiver = receiverOf(tx, sender)
      if ("_tag" in receiver) return receiver
      toIdx = receiver.idx
    }
    const fee = feeAmount(tx.amount, tx.fee)
    if (Result.isFailure(fee)) return invalid("invalidTransaction", fee.failure)
    if (sender.balance < tx.amount + fee.success) return { _tag: "Wait", why: "balance" }
    return { _tag: "Apply", toIdx, feeAmount: fee.success }
  }

  const apply = (tx: PoolL2Transaction, verdict: { readonly toIdx: AccountIdx; readonly feeAmount: bigint }): void => {
    const sender = state(tx.fromAccountIndex.idx)
    if (sender === undefined) return
    put({ ...sender, balance: sender.balance - tx.amount - verdict.feeAmount, nonce: sender.nonce + 1n })
    if (tx.type === "Exit") {
      exits.set(sender.idx, (exits.get(sender.idx) ?? 0n) + tx.amount)
    } else {
      const receiver = state(verdict.toIdx)
      if (receiver !== undefined) put({ ...receiver, balance: receiver.balance + tx.amount })
    }
    fees.set(sender.tokenId, (fees.get(sender.tokenId) ?? 0n) + verdict.feeAmount)
    selected.push({ transaction: tx, fromIdx: sender.idx, toIdx: verdict.toIdx, feeAmount: verdict.feeAmount })
  }

  // In pool order; after each applied transaction, start again from the first one still waiting
  // (it may have just been funded), so earlier transactions keep their precedence. A transaction that requests another
  // (an atomic one) waits: the ledger forges it only beside what it requests, which this selection does not arrange.
  const remaining: Array<PoolL2Transaction> = pending.filter((tx) => requestOf(tx) === undefined)
  let i = 0
  while (i < remaining.length && selected.length < options.maxTransactions) {
    const tx = remaining[i]
    if (tx === undefined) break
    const verdict = judge(tx)
    if (verdict._tag === "Apply") {
      apply(tx, verdict)
      remaining.splice(i, 1)
      i = 0
    } else if (verdict._tag === "Invalid") {
      invalidated.push({ id: tx.id, reason: verdict.reason, code: verdict.code })
      remaining.splice(i, 1)
    } else {
      i++
    }
  }

  // What still cannot pay is invalid; a nonce ahead (or a full batch) waits.
  const waiting: Array<TxId> = pending.filter((tx) => requestOf(tx) !== undefined).map((tx) => tx.id)
  for (const tx of remaining) {
    const verdict = selected.length >= options.maxTransactions ? undefined : judge(tx)
    if (verdict?._tag === "Wait" && verdict.why === "balance") {
      const sender = state(tx.fromAccountIndex.idx)
      const fee = Result.getOrElse(feeAmount(tx.amount, tx.fee), () => 0n)
      invalidated.push({
        id: tx.id,
        code: "insufficientBalance",
        reason: `not enough balance: account ${tx.fromAccountIndex.idx} has ${sender?.balance ?? 0n}, needs ${tx.amount} + fee ${fee}`
      })
    } else {
      waiting.push(tx.id)
    }
  }

  // Fees go to the forger's account of each token (burnt when it has none).
  const collectedFees = new Map<TokenId, bigint>()
  for (const [tokenId, amount] of fees) {
    if (amount === 0n) continue
    const idx = view.feeAccount(tokenId)
    const recipient = idx === undefined ? undefined : state(idx)
    if (recipient === undefined) continue
    put({ ...recipient, balance: recipient.balance + amount })
    collectedFees.set(tokenId, amount)
  }

  return { selected, invalid: invalidated, waiting, accounts: working, exits, collectedFees }
}
