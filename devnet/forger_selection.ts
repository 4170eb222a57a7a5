/** The devnet forger's transaction selection, the Hermez tx selector simplified: which pending transactions the next
 * batch applies, in pool order and each sender's in nonce order, against a snapshot of the accounts. */
import { Result } from "effect"
import type { Account } from "../core/domain/account.ts"
import type { AccountIdx } from "../core/domain/account_index.ts"
import { EXIT_IDX } from "../core/domain/account_index.ts"
import type { BjjKey } from "../core/domain/bjj.ts"
import type { EthAddress } from "../core/domain/eth_address.ts"
import type { AtomicGroupId } from "../core/domain/atomic_group.ts"
import type { InvalidationCode } from "../core/domain/invalidation_reason.ts"
import type { PoolL2Transaction } from "../core/domain/pool_transaction.ts"
import type { TokenId } from "../core/domain/scalars.ts"
import type { TxId } from "../core/domain/tx_id.ts"
import type { PoolInvalidation } from "../core/ports/ledger.ts"
import { ALLOWED_RELATIVE_POSITIONS_TEXT } from "../core/ledger/atomic_offset.ts"
import { ATOMIC_ORDER_SEARCH_LIMIT, atomicOrder } from "../core/ledger/atomic_order.ts"
import { requestOf } from "../core/ledger/atomic_request.ts"
import { expiry, isPastLimit } from "../core/ledger/max_num_batch.ts"
import { isLive } from "../core/ledger/pool_lifecycle.ts"
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
  /** What stays pending: a nonce ahead of its sender's, a full batch, a group without room in it, a transaction that
   * requests another and has no group yet. The other members of a group whose member was discarded are in no list:
   * the ledger invalidates those that request it, the others stay pending. */
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
  /** The number of the batch being built: a transaction whose maxNumBatch is below it is invalid. */
  readonly batchNum: number
  /** Largest number of transactions in the batch. */
  readonly maxTransactions: number
  /** The members of each atomic group a pending transaction belongs to, in the group's order, as `PoolStore.group`
   * reads them; the pending members of a group missing here wait. */
  readonly groups?: ReadonlyMap<AtomicGroupId, ReadonlyArray<PoolL2Transaction>> | undefined
}

/** What to do with a transaction in the current pass. */
type Verdict =
  | { readonly _tag: "Apply"; readonly toIdx: AccountIdx; readonly feeAmount: bigint }
  | { readonly _tag: "Invalid"; readonly code: InvalidationCode; readonly reason: string }
  | { readonly _tag: "Wait"; readonly why: "nonce" }
  | { readonly _tag: "Wait"; readonly why: "balance"; readonly message: string }

function invalid(code: InvalidationCode, reason: string): Verdict {
  return { _tag: "Invalid", code, reason }
}

/** What the selection applies in one move, in pool order: a transaction alone, or the pending members of an atomic
 * group in the order they are laid (`atomicOrder`), all of them or none. */
type Candidate = ReadonlyArray<PoolL2Transaction>

/** How the pending transactions enter the selection, before any is judged. */
interface Candidates {
  readonly candidates: ReadonlyArray<Candidate>
  /** Those that wait whatever the accounts: a transaction that requests another and has no group yet (it waits for its
   * match), the members of a group not read or with a member already selected for a batch. */
  readonly waiting: ReadonlyArray<PoolL2Transaction>
  /** The members of a group that no order lays out (`atomicOrder`): it can never be forged. */
  readonly invalid: ReadonlyArray<PoolInvalidation>
}

/** The candidates of `pending` (in pool order): each ungrouped transaction that requests nothing, and each group once,
 * at its first pending member, with its pending members read from `groups`. */
function candidatesOf(
  pending: ReadonlyArray<PoolL2Transaction>,
  groups: ReadonlyMap<AtomicGroupId, ReadonlyArray<PoolL2Transaction>>
): Candidates {
  const candidates: Array<Candidate> = []
  const waiting: Array<PoolL2Transaction> = []
  const invalidated: Array<PoolInvalidation> = []
  const seen = new Set<AtomicGroupId>()
  for (const tx of pending) {
    const id = tx.atomicGroupId
    if (id === null) {
      if (requestOf(tx) === undefined) candidates.push([tx])
      else waiting.push(tx)
      continue
    }
    if (seen.has(id)) continue
    seen.add(id)
    const members = groups.get(id)
    const live = members?.filter(isLive) ?? []
    if (members === undefined || live.some((member) => member.state !== "pend")) {
      const stays = members === undefined ? pending.filter((other) => other.atomicGroupId === id) : live
      waiting.push(...stays.filter((member) => member.state === "pend"))
      continue
    }
    const order = atomicOrder(live)
    if (order !== undefined) candidates.push(order)
    else if (live.length > ATOMIC_ORDER_SEARCH_LIMIT) waiting.push(...live)
    else {
      for (const member of live) {
        invalidated.push({
          id: member.id,
          code: "invalidTransaction",
          reason: `its atomic group ${id} cannot be laid out: no order of its ${live.length} pending members puts each one's requested transaction at ${ALLOWED_RELATIVE_POSITIONS_TEXT} from it`
        })
      }
    }
  }
  return { candidates, waiting, invalid: invalidated }
}

/** A move being tried: the accounts, exits and fees it changes and what it applies, over the batch so far. */
interface Draft {
  readonly accounts: Map<AccountIdx, ForgerAccount>
  readonly exits: Map<AccountIdx, bigint>
  readonly fees: Map<TokenId, bigint>
  readonly selected: Array<SelectedTransaction>
}

const emptyDraft = (): Draft => ({ accounts: new Map(), exits: new Map(), fees: new Map(), selected: [] })

/** What trying a candidate found: every member applies, or the first that cannot and why, or there is no room. */
type Trial =
  | { readonly _tag: "Applied" }
  | { readonly _tag: "Stopped"; readonly tx: PoolL2Transaction; readonly verdict: Exclude<Verdict, { _tag: "Apply" }> }
  | { readonly _tag: "NoRoom" }

/**
 * Selects, applies and discards pending transactions (`pending` in pool order) against `view`. An atomic group
 * (`options.groups`) is one candidate, at its first pending member: its pending members are laid consecutively in
 * `atomicOrder`'s order and applied together, each judged as a transaction alone against the accounts its predecessors
 * left, only when all of them apply and fit in the batch; a member found invalid is discarded as a transaction alone
 * is (the ledger then invalidates the members that request it) and the group's other members are left out of the batch.
 */
export function selectTransactions(
  pending: ReadonlyArray<PoolL2Transaction>,
  view: ForgerView,
  options: SelectionOptions
): Selection {
  const batch = emptyDraft()
  const invalidated: Array<PoolInvalidation> = []
  // The draft being tried, over the batch so far, over the accounts before the batch.
  let draft = batch
  const state = (idx: AccountIdx): ForgerAccount | undefined =>
    draft.accounts.get(idx) ?? batch.accounts.get(idx) ?? view.account(idx)
  const put = (account: ForgerAccount): void => {
    draft.accounts.set(account.idx, account)
  }

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
    if (isPastLimit(tx.maxNumBatch, options.batchNum))
      return invalid("maxNumBatchExceeded", expiry(tx, options.batchNum).reason)
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
    if (sender.balance < tx.amount + fee.success) {
      const message = `not enough balance: account ${fromIdx} has ${sender.balance}, needs ${tx.amount} + fee ${fee.success}`
      return { _tag: "Wait", why: "balance", message }
    }
    return { _tag: "Apply", toIdx, feeAmount: fee.success }
  }

  const apply = (tx: PoolL2Transaction, verdict: { readonly toIdx: AccountIdx; readonly feeAmount: bigint }): void => {
    const sender = state(tx.fromAccountIndex.idx)
    if (sender === undefined) return
    put({ ...sender, balance: sender.balance - tx.amount - verdict.feeAmount, nonce: sender.nonce + 1n })
    if (tx.type === "Exit") {
      draft.exits.set(sender.idx, (draft.exits.get(sender.idx) ?? batch.exits.get(sender.idx) ?? 0n) + tx.amount)
    } else {
      const receiver = state(verdict.toIdx)
      if (receiver !== undefined) put({ ...receiver, balance: receiver.balance + tx.amount })
    }
    const fees = draft.fees.get(sender.tokenId) ?? batch.fees.get(sender.tokenId) ?? 0n
    draft.fees.set(sender.tokenId, fees + verdict.feeAmount)
    draft.selected.push({ transaction: tx, fromIdx: sender.idx, toIdx: verdict.toIdx, feeAmount: verdict.feeAmount })
  }

  const keep = (applied: Draft): void => {
    for (const account of applied.accounts.values()) batch.accounts.set(account.idx, account)
    for (const [idx, amount] of applied.exits) batch.exits.set(idx, amount)
    for (const [tokenId, amount] of applied.fees) batch.fees.set(tokenId, amount)
    batch.selected.push(...applied.selected)
  }

  // A group's members are applied in a draft first, kept only when all of them apply; one draft serves every group.
  // A transaction alone is judged before it changes anything, so it is applied straight onto the batch.
  const scratch = emptyDraft()
  /** Applies `candidate`'s members in order, stopping at the first that cannot apply; keeps them when `commit`. */
  const attempt = (candidate: Candidate, commit: boolean): Trial => {
    if (batch.selected.length + candidate.length > options.maxTransactions) return { _tag: "NoRoom" }
    const alone = candidate.length === 1
    if (!alone) {
      scratch.accounts.clear()
      scratch.exits.clear()
      scratch.fees.clear()
      scratch.selected.length = 0
      draft = scratch
    }
    try {
      for (const tx of candidate) {
        const verdict = judge(tx)
        if (verdict._tag !== "Apply") return { _tag: "Stopped", tx, verdict }
        if (alone && !commit) break
        apply(tx, verdict)
      }
      if (!alone && commit) keep(scratch)
      return { _tag: "Applied" }
    } finally {
      draft = batch
    }
  }

  // Candidates in pool order; after each applied one, start again from the first one still waiting (it may have just
  // been funded), so earlier transactions keep their precedence. A transaction that requests another and has no group
  // waits for the transaction it requests: the ledger forges it only beside it.
  const { candidates, waiting: unjudged, invalid: unlaid } = candidatesOf(pending, options.groups ?? new Map())
  invalidated.push(...unlaid)
  const waiting: Array<PoolL2Transaction> = [...unjudged]
  const discard = (tx: PoolL2Transaction, code: InvalidationCode, reason: string): void => {
    invalidated.push({ id: tx.id, reason, code })
  }
  const remaining: Array<Candidate> = [...candidates]
  let i = 0
  while (i < remaining.length && batch.selected.length < options.maxTransactions) {
    const candidate = remaining[i]
    if (candidate === undefined) break
    const trial = attempt(candidate, true)
    if (trial._tag === "Applied") {
      remaining.splice(i, 1)
      i = 0
    } else if (trial._tag === "Stopped" && trial.verdict._tag === "Invalid") {
      // The group's other members are left out of this batch: the ledger invalidates those that request this one.
      discard(trial.tx, trial.verdict.code, trial.verdict.reason)
      remaining.splice(i, 1)
    } else {
      i++
    }
  }

  // What still cannot pay is invalid; a nonce ahead, a full batch or a group without room waits.
  const full = batch.selected.length >= options.maxTransactions
  for (const candidate of remaining) {
    const trial = full ? undefined : attempt(candidate, false)
    if (trial?._tag === "Stopped" && trial.verdict._tag === "Wait" && trial.verdict.why === "balance") {
      discard(trial.tx, "insufficientBalance", trial.verdict.message)
    } else {
      waiting.push(...candidate)
    }
  }

  // Fees go to the forger's account of each token (burnt when it has none).
  const collectedFees = new Map<TokenId, bigint>()
  for (const [tokenId, amount] of batch.fees) {
    if (amount === 0n) continue
    const idx = view.feeAccount(tokenId)
    const recipient = idx === undefined ? undefined : state(idx)
    if (recipient === undefined) continue
    put({ ...recipient, balance: recipient.balance + amount })
    collectedFees.set(tokenId, amount)
  }

  const order = new Map(pending.map((tx, at) => [tx.id, at]))
  const inPoolOrder = (tx: PoolL2Transaction) => order.get(tx.id) ?? pending.length
  return {
    selected: batch.selected,
    invalid: invalidated,
    waiting: waiting
      .map((tx, at) => ({ tx, at }))
      .sort((a, b) => inPoolOrder(a.tx) - inPoolOrder(b.tx) || a.at - b.at)
      .map(({ tx }) => tx.id),
    accounts: batch.accounts,
    exits: batch.exits,
    collectedFees
  }
}
