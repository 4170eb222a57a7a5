/** A plain model of what the node shows after a coordinator's and its wallets' moves: written in the test from the
 * interface's rules (`docs/api.md`: the POST's checks, the pool's states, a reorg's effects) and the devnet
 * coordinator's selection, with none of core's ledger. */

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

/** A pool transaction as the model holds it. */
export interface ModelTransaction {
  readonly id: string
  readonly from: number
  readonly to: number
  readonly token: number
  readonly amount: bigint
  readonly nonce: bigint
  state: ModelPoolState
  /** The batch that forged or invalidated it (null: none, or invalidated when no batch was forged). */
  batch: number | null
}

/** A forged batch: the transactions it forged, in position order, and every account after it. */
interface ModelBatch {
  readonly num: number
  readonly forged: ReadonlyArray<string>
  readonly accounts: ReadonlyMap<number, ModelAccount>
}

/** The first index of users' accounts. */
const FIRST_USER_IDX = 256

/** The model. */
export class LedgerModel {
  readonly tokens: Array<string> = []
  accounts = new Map<number, ModelAccount>()
  /** Every transaction the pool took, in the order it took them. */
  readonly pool = new Map<string, ModelTransaction>()
  batches: Array<ModelBatch> = []

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
    this.batches.push({ num: this.lastBatch() + 1, forged: [], accounts: new Map(this.accounts) })
    return account
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

  /** Whether the POST of a well-formed, well-signed transfer is taken: its sender and receiver exist in its token, its nonce is not below the sender's. */
  takes(tx: Omit<ModelTransaction, "state" | "batch">): boolean {
    const sender = this.accounts.get(tx.from)
    const receiver = this.accounts.get(tx.to)
    return (
      sender !== undefined &&
      sender.token === tx.token &&
      tx.nonce >= sender.nonce &&
      receiver !== undefined &&
      receiver.token === tx.token
    )
  }

  /** The pool takes `tx` (pending). */
  submit(tx: Omit<ModelTransaction, "state" | "batch">): void {
    this.pool.set(tx.id, { ...tx, state: "pend", batch: null })
  }

  /**
   * The devnet coordinator's step: pending transactions in pool order, each applied when its sender's nonce and
   * balance allow (then from the first waiting one again), discarded when its sender or receiver is gone or its nonce
   * is past; what still cannot pay at the end is discarded, a nonce ahead waits. The forged ones, in position order.
   */
  forge(): ReadonlyArray<string> {
    const working = new Map(this.accounts)
    const remaining = [...this.pool.values()].filter((tx) => tx.state === "pend")
    const forged: Array<ModelTransaction> = []
    const discarded: Array<ModelTransaction> = []
    type Verdict = "apply" | "discard" | "waitNonce" | "waitBalance"
    const judge = (tx: ModelTransaction): Verdict => {
      const sender = working.get(tx.from)
      if (sender === undefined || sender.token !== tx.token) return "discard"
      if (tx.nonce < sender.nonce) return "discard"
      if (tx.nonce > sender.nonce) return "waitNonce"
      const receiver = working.get(tx.to)
      if (receiver === undefined || receiver.token !== tx.token) return "discard"
      return sender.balance < tx.amount ? "waitBalance" : "apply"
    }
    let i = 0
    while (i < remaining.length) {
      const tx = remaining[i]!
      const verdict = judge(tx)
      if (verdict === "apply") {
        const sender = working.get(tx.from)!
        working.set(tx.from, { ...sender, balance: sender.balance - tx.amount, nonce: sender.nonce + 1n })
        const receiver = working.get(tx.to)!
        working.set(tx.to, { ...receiver, balance: receiver.balance + tx.amount })
        forged.push(tx)
        remaining.splice(i, 1)
        i = 0
      } else if (verdict === "discard") {
        discarded.push(tx)
        remaining.splice(i, 1)
      } else {
        i++
      }
    }
    for (const tx of remaining) if (judge(tx) === "waitBalance") discarded.push(tx)
    const batch = forged.length > 0 ? this.lastBatch() + 1 : null
    for (const tx of forged) {
      tx.state = "fged"
      tx.batch = batch
    }
    for (const tx of discarded) {
      tx.state = "invl"
      tx.batch = batch
    }
    if (batch !== null) {
      this.accounts = working
      this.batches.push({ num: batch, forged: forged.map((tx) => tx.id), accounts: new Map(working) })
    }
    return forged.map((tx) => tx.id)
  }

  /** Undoes every batch after `batchNum`: the accounts as they were after it, what later batches forged or discarded pending again. */
  reorg(batchNum: number): void {
    this.batches = this.batches.filter((batch) => batch.num <= batchNum)
    this.accounts = new Map(this.batches.at(-1)?.accounts ?? [])
    for (const tx of this.pool.values()) {
      if (tx.state !== "pend" && tx.batch !== null && tx.batch > batchNum) {
        tx.state = "pend"
        tx.batch = null
      }
    }
  }

  /** The forged transactions, batch after batch, in position order: the history of L2 transactions. */
  history(): ReadonlyArray<string> {
    return this.batches.flatMap((batch) => batch.forged)
  }
}
