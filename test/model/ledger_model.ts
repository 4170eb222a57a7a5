/** A plain model of what the node shows after a coordinator's and its wallets' moves: written in the test from the
 * interface's rules (`docs/api.md`: the POST's checks, the pool's states, replacement, a reorg's effects) and the devnet
 * coordinator's selection, with none of core's ledger. The fee a selector charges is the protocol's table (the one the
 * signature covers, which wallets compute alike). */
import { Result } from "effect"
import { feeAmount } from "../../core/signing/fee_amount.ts"

/** An account as the model holds it. */
export interface ModelAccount {
  readonly idx: number
  readonly token: number
  readonly wallet: number
  readonly balance: bigint
  readonly nonce: bigint
}

/** A pool state the model predicts. */
export type ModelPoolState = "pend" | "fged" | "invl"

/** Why the model's pool holds a transaction `invl` (the `invalidationReason.code` the node shows). */
export type ModelInvalidationCode =
  | "replaced"
  | "nonceTooLow"
  | "insufficientBalance"
  | "receiverNotFound"
  | "invalidTransaction"
  | "other"

/** The index of the exit account, a sender's receiver in an Exit. */
export const EXIT_IDX = 1

/** A pool transaction as the model holds it. */
export interface ModelTransaction {
  readonly id: string
  readonly type: "Transfer" | "Exit"
  readonly from: number
  /** The receiver's index; `EXIT_IDX` for an exit. */
  readonly to: number
  readonly token: number
  readonly amount: bigint
  /** The fee selector. */
  readonly fee: number
  readonly nonce: bigint
  state: ModelPoolState
  /** The batch that forged or invalidated it (null: none, or invalidated when no batch was forged, or replaced). */
  batch: number | null
  /** Why it is `invl` (null in every other state). */
  code: ModelInvalidationCode | null
}

/** A transaction before the pool takes it. */
export type ModelSubmission = Omit<ModelTransaction, "state" | "batch" | "code">

/** A forged batch: the transactions it forged, in position order, every account after it, and its exits by account. */
interface ModelBatch {
  readonly num: number
  readonly forged: ReadonlyArray<string>
  readonly accounts: ReadonlyMap<number, ModelAccount>
  /** The amount each account sent to the exit tree in this batch (exits of one account add up). */
  readonly exits: ReadonlyMap<number, bigint>
}

/** An exit as `/exits` lists it. */
export interface ModelExit {
  readonly batch: number
  readonly idx: number
  readonly token: number
  readonly wallet: number
  readonly balance: bigint
}

/** An account-creation authorization the node holds: whose key it authorizes, its signature, when it was stored. */
export interface ModelAuthorization {
  readonly key: number
  readonly signature: string
  readonly timestamp: number
}

/** The first index of users' accounts. */
const FIRST_USER_IDX = 256

/** How many percent more a replacement pays (`docs/api.md`, "The step"). */
const REPLACEMENT_BUMP_PERCENT = 10n

/** The fee a transaction pays in its token's units (the POST refuses those whose fee overflows; none is drawn). */
export function feeOf(tx: Pick<ModelTransaction, "amount" | "fee">): bigint {
  return Result.getOrThrow(feeAmount(tx.amount, tx.fee))
}

/** The least fee a replacement of a transaction paying `fee` pays: 10 % more, rounded up, and at least one unit more. */
export function replacementFloor(fee: bigint): bigint {
  const bumped = (fee * (100n + REPLACEMENT_BUMP_PERCENT) + 99n) / 100n
  return bumped > fee ? bumped : fee + 1n
}

/** The model. */
export class LedgerModel {
  readonly tokens: Array<string> = []
  accounts = new Map<number, ModelAccount>()
  /** Every transaction the pool took, in the order it took them. */
  readonly pool = new Map<string, ModelTransaction>()
  batches: Array<ModelBatch> = []
  /** Exits of batches a reorg undid (each `batch/idx` once): the node must not find them any more unless forged again. */
  readonly undoneExits = new Map<string, ModelExit>()
  /** Authorizations by the wallet whose address signed them. */
  readonly authorizations = new Map<number, ModelAuthorization>()
  /** Wallets an authorization was posted for (taken or not), whose GET the run reads. */
  readonly authorizers = new Set<number>()
  /** The clock, in milliseconds after its start. */
  now = 0

  /** The last batch's number (0: none). */
  lastBatch(): number {
    return this.batches.at(-1)?.num ?? 0
  }

  /** Registers a token; its id. */
  registerToken(symbol: string): number {
    this.tokens.push(symbol)
    return this.tokens.length - 1
  }

  /** `wallet`'s account in `token`. */
  accountOf(wallet: number, token: number): ModelAccount | undefined {
    return [...this.accounts.values()].find((a) => a.wallet === wallet && a.token === token)
  }

  /** A batch crediting `amount` to `wallet`'s account in `token`, created at the next index when it has none. */
  fund(wallet: number, token: number, amount: bigint): ModelAccount {
    const owned = this.accountOf(wallet, token)
    const idx = owned?.idx ?? Math.max(FIRST_USER_IDX - 1, ...this.accounts.keys()) + 1
    const account = { idx, token, wallet, balance: (owned?.balance ?? 0n) + amount, nonce: owned?.nonce ?? 0n }
    this.accounts.set(idx, account)
    this.batches.push({ num: this.lastBatch() + 1, forged: [], accounts: new Map(this.accounts), exits: new Map() })
    return account
  }

  /** The pending transactions of `from` with `nonce`. */
  pendingWith(from: number, nonce: bigint): Array<ModelTransaction> {
    return [...this.pool.values()].filter((tx) => tx.from === from && tx.nonce === nonce && tx.state === "pend")
  }

  /** The nonce a wallet signs its next transaction from `from` with: after the account's and its pending ones. */
  nextNonce(from: ModelAccount): bigint {
    let nonce = from.nonce
    const pending = new Set(
      [...this.pool.values()].filter((tx) => tx.from === from.idx && tx.state === "pend").map((tx) => tx.nonce)
    )
    while (pending.has(nonce)) nonce++
    return nonce
  }

  /**
   * Why the POST of a well-formed, well-signed `tx` is refused (the catalogue type), in the order of `docs/api.md`'s
   * checks, then, with `replace`, the replacement's rules; undefined when the pool takes it.
   */
  refusal(tx: ModelSubmission, replace: boolean): string | undefined {
    const sender = this.accounts.get(tx.from)
    if (sender === undefined) return "ErrGettingSenderAccount"
    if (sender.token !== tx.token) return "ErrAccountTokenNotEqualTxToken"
    if (tx.nonce < sender.nonce) return "ErrInvalidNonce"
    if (tx.type === "Transfer") {
      const receiver = this.accounts.get(tx.to)
      if (receiver === undefined) return "ErrGettingReceiverAccount"
      if (receiver.token !== tx.token) return "ErrAccountTokenNotEqualTxToken"
    } else if (tx.amount === 0n) return "ErrExitAmount0"
    if (!replace) return undefined
    const sameNonce = [...this.pool.values()].filter((t) => t.from === tx.from && t.nonce === tx.nonce)
    if (sameNonce.some((t) => t.state === "fged")) return "ErrReplacementNotPending"
    const pending = sameNonce.filter((t) => t.state === "pend")
    if (pending.length === 0) return "ErrNothingToReplace"
    if (pending.some((t) => feeOf(tx) < replacementFloor(feeOf(t)))) return "ErrReplacementFeeTooLow"
    return undefined
  }

  /** The pool takes `tx` (pending); with `replace`, in place of its sender's pending ones with its nonce, which it answers. */
  submit(tx: ModelSubmission, replace: boolean): ReadonlyArray<string> {
    const replaced = replace ? this.pendingWith(tx.from, tx.nonce) : []
    for (const old of replaced) {
      old.state = "invl"
      old.batch = null
      old.code = "replaced"
    }
    this.pool.set(tx.id, { ...tx, state: "pend", batch: null, code: null })
    return replaced.map((old) => old.id)
  }

  /** The coordinator discards the pending `tx` with `code` (`other` when it gives none), deciding it in `batch`. */
  invalidate(tx: ModelTransaction, code: ModelInvalidationCode, batch: number | null): void {
    tx.state = "invl"
    tx.batch = batch
    tx.code = code
  }

  /**
   * The devnet coordinator's step: pending transactions in pool order, each applied when its sender's nonce and
   * balance (amount and fee) allow (then from the first waiting one again), discarded when its sender or receiver is
   * gone or its nonce is past; what still cannot pay at the end is discarded, a nonce ahead waits. Fees are burnt (the
   * coordinator's fee wallet has no account in a run); an exit's amount goes to the batch's exit of its sender. The
   * forged ones, in position order.
   */
  forge(): ReadonlyArray<string> {
    const working = new Map(this.accounts)
    const remaining = [...this.pool.values()].filter((tx) => tx.state === "pend")
    const forged: Array<ModelTransaction> = []
    const discarded: Array<[ModelTransaction, ModelInvalidationCode]> = []
    const exits = new Map<number, bigint>()
    type Verdict = "apply" | "waitNonce" | "waitBalance" | ModelInvalidationCode
    const judge = (tx: ModelTransaction): Verdict => {
      const sender = working.get(tx.from)
      if (sender === undefined || sender.token !== tx.token) return "invalidTransaction"
      if (tx.nonce < sender.nonce) return "nonceTooLow"
      if (tx.nonce > sender.nonce) return "waitNonce"
      if (tx.type === "Transfer") {
        const receiver = working.get(tx.to)
        if (receiver === undefined || receiver.token !== tx.token) return "receiverNotFound"
      }
      return sender.balance < tx.amount + feeOf(tx) ? "waitBalance" : "apply"
    }
    let i = 0
    while (i < remaining.length) {
      const tx = remaining[i]!
      const verdict = judge(tx)
      if (verdict === "apply") {
        const sender = working.get(tx.from)!
        working.set(tx.from, { ...sender, balance: sender.balance - tx.amount - feeOf(tx), nonce: sender.nonce + 1n })
        if (tx.type === "Exit") exits.set(tx.from, (exits.get(tx.from) ?? 0n) + tx.amount)
        else {
          const receiver = working.get(tx.to)!
          working.set(tx.to, { ...receiver, balance: receiver.balance + tx.amount })
        }
        forged.push(tx)
        remaining.splice(i, 1)
        i = 0
      } else if (verdict === "waitNonce" || verdict === "waitBalance") {
        i++
      } else {
        discarded.push([tx, verdict])
        remaining.splice(i, 1)
      }
    }
    for (const tx of remaining) if (judge(tx) === "waitBalance") discarded.push([tx, "insufficientBalance"])
    const batch = forged.length > 0 ? this.lastBatch() + 1 : null
    for (const tx of forged) {
      tx.state = "fged"
      tx.batch = batch
    }
    for (const [tx, code] of discarded) this.invalidate(tx, code, batch)
    if (batch !== null) {
      this.accounts = working
      this.batches.push({ num: batch, forged: forged.map((tx) => tx.id), accounts: new Map(working), exits })
    }
    return forged.map((tx) => tx.id)
  }

  /** Undoes every batch after `batchNum`: the accounts as they were after it, their exits gone, what later batches
   * forged or discarded pending again (a replaced transaction, decided in no batch, stays `invl`). */
  reorg(batchNum: number): void {
    for (const exit of this.exits()) if (exit.batch > batchNum) this.undoneExits.set(exitKey(exit), exit)
    this.batches = this.batches.filter((batch) => batch.num <= batchNum)
    this.accounts = new Map(this.batches.at(-1)?.accounts ?? [])
    for (const tx of this.pool.values()) {
      if (tx.state !== "pend" && tx.batch !== null && tx.batch > batchNum) {
        tx.state = "pend"
        tx.batch = null
        tx.code = null
      }
    }
  }

  /** The forged transactions, batch after batch, in position order: the history of L2 transactions. */
  history(): ReadonlyArray<string> {
    return this.batches.flatMap((batch) => batch.forged)
  }

  /** Every exit, in `/exits` order: by batch, then by account index. */
  exits(): ReadonlyArray<ModelExit> {
    return this.batches.flatMap((batch) =>
      [...batch.exits]
        .sort(([a], [b]) => a - b)
        .map(([idx, balance]) => {
          const owner = batch.accounts.get(idx)
          if (owner === undefined) throw new Error(`model: exit of account ${idx} it does not hold`)
          return { batch: batch.num, idx, token: owner.token, wallet: owner.wallet, balance }
        })
    )
  }

  /**
   * `wallet` posts an authorization of `key`'s BabyJubJub key with `signature` (`valid`: signed by its own address for
   * this chain): why it is refused (the catalogue type), or undefined when it is taken. The same key again is taken
   * and keeps the first; another key is a duplicate.
   */
  authorize(wallet: number, key: number, signature: string, valid: boolean): string | undefined {
    this.authorizers.add(wallet)
    const stored = this.authorizations.get(wallet)
    if (stored?.signature === signature && stored.key === key) return undefined
    if (!valid) return "ErrInvalidSignature"
    if (stored === undefined) this.authorizations.set(wallet, { key, signature, timestamp: this.now })
    else if (stored.key !== key) return "ErrDuplicatedKey"
    return undefined
  }
}

/** An exit's key, `batch/idx`. */
export function exitKey(exit: Pick<ModelExit, "batch" | "idx">): string {
  return `${exit.batch}/${exit.idx}`
}
