/** A plain model of what the node shows after a coordinator's and its wallets' moves: written in the test from the
 * interface's rules (`docs/api.md`: the POST's checks, the pool's states, replacement, a reorg's effects; atomic
 * groups: pairing, forged whole, the invalidation cascade) and the devnet coordinator's selection, with none of core's
 * ledger. The fee a selector charges is the model's own table (`model_fees.ts`), a group's id its own hash
 * (`model_group_id.ts`). */
import { modelFee, replacementFloor } from "./model_fees.ts"
import { modelGroupId } from "./model_group_id.ts"

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
  | "atomicGroup"
  | "maxNumBatchExceeded"

/** The index of the exit account, a sender's receiver in an Exit. */
export const EXIT_IDX = 1

/** The fields of a transaction a request compares (and a request's own): its sender, its receiver (`EXIT_IDX` for an
 * exit), token, amount, fee selector and nonce. */
export interface ModelFields {
  readonly from: number
  readonly to: number
  readonly token: number
  readonly amount: bigint
  readonly fee: number
  readonly nonce: bigint
}

/** The relative positions (requested − requester, among a batch's L2 transactions) the circuit allows a request. */
const ALLOWED_REQUEST_POSITIONS: ReadonlyArray<number> = [-4, -3, -2, -1, 1, 2, 3]

/** A pool transaction as the model holds it. */
export interface ModelTransaction extends ModelFields {
  readonly id: string
  readonly type: "Transfer" | "Exit"
  state: ModelPoolState
  /** The batch that forged or invalidated it (null: none, or invalidated when no batch was forged, or replaced). */
  batch: number | null
  /** Why it is `invl` (null in every other state). */
  code: ModelInvalidationCode | null
  /** The `invalidationReason.message` the model predicts: an expiry's (`expiryMessage`), null for every other code. */
  message: string | null
  /** The last batch it may be forged in (0: no limit, sent as 0 or not at all). */
  readonly maxNumBatch: number
  /** The wallet of its sender account when the pool took it (the pool's sender address and key). */
  readonly wallet: number
  /** The wallet of its receiver account when the pool took it (the pool's receiver address and key; null: an exit). */
  readonly toWallet: number | null
  /** The transaction it requests (an atomic transaction), or null. */
  readonly request: ModelFields | null
  /** The atomic group it belongs to (its id), or null: posted in one, or paired when it entered. */
  group: string | null
}

/** A transaction before the pool takes it (requesting nothing unless it says). */
export type ModelSubmission = Omit<
  ModelTransaction,
  "state" | "batch" | "code" | "message" | "maxNumBatch" | "wallet" | "toWallet" | "request" | "group"
> & {
  readonly request?: ModelFields | null | undefined
  /** Its `maxNumBatch` (absent: no limit). */
  readonly maxNumBatch?: number | undefined
}

/** Whether a transaction limited to `maxNumBatch` may not be forged in batch `batchNum` (docs/api.md, "maxNumBatch"). */
export function pastLimit(maxNumBatch: number, batchNum: number): boolean {
  return maxNumBatch !== 0 && batchNum > maxNumBatch
}

/** The message of the invalidation of a transaction limited to `maxNumBatch` when the next batch is `nextBatch`, as the
 * node writes it (the anchor's "MaxNumBatch exceeded" first). */
export function expiryMessage(maxNumBatch: number, nextBatch: number): string {
  return `MaxNumBatch exceeded: its maxNumBatch is ${maxNumBatch} and the next batch is ${nextBatch}`
}

/** The fields of `tx` a request names. */
export function fieldsOf(tx: ModelFields): ModelFields {
  const { from, to, token, amount, fee, nonce } = tx
  return { from, to, token, amount, fee, nonce }
}

/** Whether `request` names the transaction of `fields`: every field equal. */
export function names(request: ModelFields, fields: ModelFields): boolean {
  return (
    request.from === fields.from &&
    request.to === fields.to &&
    request.token === fields.token &&
    request.amount === fields.amount &&
    request.fee === fields.fee &&
    request.nonce === fields.nonce
  )
}

/** Whether `a` and `b` form a group when one enters beside the other: one requests at least, and each request names
 * the other. */
function pairs(a: ModelTransaction, b: ModelTransaction): boolean {
  return (
    (a.request !== null || b.request !== null) &&
    (a.request === null || names(a.request, b)) &&
    (b.request === null || names(b.request, a))
  )
}

/** Whether `submitted` is the transaction `stored` holds (posting it again answers its id): its type and every field it
 * signs, its request included. */
function isSameSubmission(stored: ModelTransaction, submitted: ModelSubmission): boolean {
  const request = submitted.request ?? null
  return (
    stored.type === submitted.type &&
    names(fieldsOf(stored), submitted) &&
    (stored.request === null || request === null ? stored.request === request : names(stored.request, request))
  )
}

/** Whether `tx` still moves with its group: pending (a forge selects and forges at once, so `fing` never lasts). */
function isLive(tx: ModelTransaction): boolean {
  return tx.state === "pend"
}

/** Whether `tx` is a member of an atomic group. */
function isGrouped(tx: ModelTransaction): boolean {
  return tx.group !== null
}

/** A refusal the test's kit builds into a well-formed transaction (`TransactionFault` of `app/testing`). */
export type ModelFault = "badSignature" | "staleNonce" | "unknownToken"

/** A forged batch: the transactions it forged, in position order, every account after it, and its exits by account. */
interface ModelBatch {
  readonly num: number
  readonly forged: ReadonlyArray<string>
  readonly accounts: ReadonlyMap<number, ModelAccount>
  /** The amount each account sent to the exit tree in this batch (exits of one account add up). */
  readonly exits: ReadonlyMap<number, bigint>
  /** The L1 queue it forged, if any. */
  readonly queue: number | null
  /** The accounts whose state it records (the coordinator's account updates): their balance history has it. */
  readonly updated: ReadonlySet<number>
}

/** A transaction of the history as the model predicts its filters: its type, token, batch, sender and receiver. */
export interface ModelHistoryRecord {
  readonly id: string
  readonly type: "Transfer" | "Exit" | ModelL1Type
  readonly token: number
  readonly batch: number
  readonly fromIdx: number
  readonly fromWallet: number
  /** The receiver's index (0 for a deposit, `EXIT_IDX` for an exit). */
  readonly toIdx: number
  /** The receiver account's wallet (null: no user account receives it). */
  readonly toWallet: number | null
}

/** An account's state after a batch that changed it, as its balance history lists it. */
export interface ModelBalance {
  readonly batchNum: number
  readonly balance: bigint
  readonly nonce: bigint
}

/** The nonces of an account, as `/accounts/{accountIndex}/nonce` answers them. */
export interface ModelNonces {
  readonly forgedNonce: bigint
  readonly nextNonce: bigint
  readonly pendingNonces: ReadonlyArray<bigint>
}

/** What `/transactions/{id}/status` shows that the model predicts (`forged` standing for final too). */
export interface ModelStatus {
  readonly stage: "pending" | "forged" | "invalid"
  readonly L1orL2: "L1" | "L2"
  readonly batchNum: number | null
  readonly rolledBackFromBatch: number | null
  readonly reasonCode: string | null
}

/** What `/state` shows that the model predicts: the pool's load, the last batch, the accounts and keys, the mean
 * number of transactions a batch forged (every batch of a run is within the metrics' 24 hours). */
export interface ModelStateCounts {
  readonly poolLoad: number
  readonly lastBatch: { readonly batchNum: number; readonly forgedTransactions: number } | null
  readonly totalAccounts: number
  readonly totalBJJs: number
  readonly transactionsPerBatch: number
}

/** An exit as `/exits` lists it. */
export interface ModelExit {
  readonly batch: number
  readonly idx: number
  readonly token: number
  readonly wallet: number
  readonly balance: bigint
}

/** The L1 user transactions the model's coordinator forges: a deposit to an account, an account created with a deposit,
 * a forced exit. */
export type ModelL1Type = "Deposit" | "CreateAccountDeposit" | "ForceExit"

/** An L1 user transaction, queued in the rollup contract until a batch forges its queue. */
export interface ModelL1Transaction {
  readonly id: string
  readonly queue: number
  readonly position: number
  readonly type: ModelL1Type
  /** The wallet that sent it from Ethereum. */
  readonly wallet: number
  readonly token: number
  /** Its account (null: the account it creates). */
  readonly fromIdx: number | null
  /** What a forced exit takes out (0 for deposits). */
  readonly amount: bigint
  /** What a deposit puts in (0 for a forced exit). */
  readonly depositAmount: bigint
  /** The batch that forged it (null: queued). */
  batch: number | null
  /** Its outcome in that batch (null: queued). */
  result: ModelL1Result | null
}

/** The outcome of one queued transaction in the batch that forges its queue, as the coordinator gives it to the ledger. */
export interface ModelL1Result {
  readonly position: number
  /** The account it acted on (the one it created); 0 when it is nullified (its account gone, or another's). */
  readonly effectiveFromIdx: number
  readonly amountSuccess: boolean
  readonly depositAmountSuccess: boolean
}

/** What a batch forging an L1 queue holds, for the ledger. */
export interface ModelL1Batch {
  readonly batch: number
  readonly queue: number
  readonly results: ReadonlyArray<ModelL1Result>
  /** The accounts it creates, by increasing index. */
  readonly created: ReadonlyArray<ModelAccount>
  /** The state of every account it changes, by increasing index. */
  readonly updates: ReadonlyArray<ModelAccount>
  /** The amount each account sent to the exit tree. */
  readonly exits: ReadonlyMap<number, bigint>
  /** Forced exits of exactly their account's balance (paid), and of one unit more (their amount failed). */
  readonly edges: { readonly exitAtBalance: number; readonly exitOverByOne: number }
}

/** An account-creation authorization the node holds: whose key it authorizes, its signature, when it was stored. */
export interface ModelAuthorization {
  readonly key: number
  readonly signature: string
  readonly timestamp: number
}

/** What a forge met at the edges of the forger's rules, counted so that the coverage can require each edge be met:
 * where a fault at an edge (a comparison off by one, a check left out, an order broken) answers otherwise. */
export interface ForgeEdges {
  /** Transactions forged paying exactly their sender's balance (amount and fee). */
  readonly paidAtBalance: number
  /** Transactions discarded (`insufficientBalance`) whose amount and fee are one unit more than the balance. */
  readonly overByOne: number
  /** Transactions discarded whose amount the balance holds and whose fee it does not. */
  readonly overByFee: number
  /** Transactions discarded (`nonceTooLow`): another with their nonce was forged first. */
  readonly nonceTaken: number
  /** Transactions forged after waiting in the same forge for the nonce below theirs (a gap filled). */
  readonly gapFilled: number
  /** Transactions left pending, waiting for the nonce below theirs. */
  readonly gapWaiting: number
  /** Transactions forged in the batch their `maxNumBatch` names (the last they may be). */
  readonly forgedAtLimit: number
  /** Transactions the coordinator discarded (`maxNumBatchExceeded`) for a limit below the batch it built. */
  readonly discardedPastLimit: number
  /** Atomic groups' members among `forgedAtLimit`: their group forged whole in the batch the member's limit names. */
  readonly groupForgedAtLimit: number
  /** Atomic groups' members among `discardedPastLimit`: their group discarded whole with them. */
  readonly groupDiscardedPastLimit: number
}

/** What the model met of `maxNumBatch` outside a forge's judgement, counted for the coverage: expiries when a batch is
 * recorded, a limit one above the batch recorded kept pending, and a reorg's returns and expiries. */
export interface LimitEdges {
  /** Live transactions that expired when a batch their limit names was recorded. */
  expired: number
  /** Pending transactions whose limit is one above a batch recorded, kept pending. */
  keptAboveLimit: number
  /** Expired transactions a reorg returned to pending (the batch it left last below their limit). */
  unexpired: number
  /** Transactions a reorg returned to pending and expired again at once (their limit at or below the batch it left). */
  reexpired: number
  /** Atomic groups' members among `expired`: their group discarded whole with them. */
  groupExpired: number
  /** Atomic groups' members among `reexpired`: their group discarded whole again with them. */
  groupReexpired: number
}

/** What the coordinator's step forged (position order) and the edges it met. */
export interface ModelForge {
  readonly forged: ReadonlyArray<string>
  readonly edges: ForgeEdges
}

/** The first index of users' accounts. */
const FIRST_USER_IDX = 256

/** The fee a transaction pays in its token's units (the POST refuses those whose fee overflows; none is drawn). */
function feeOf(tx: Pick<ModelTransaction, "amount" | "fee">): bigint {
  return modelFee(tx.amount, tx.fee)
}

/** How many batches before the last the runs' storages keep whole state trees of (`StateTreeRetention`): forging
 * batch b keeps the trees from b − retention on, earlier proofs are 404. */
export const STATE_TREE_RETENTION = 3

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
  /** Every L1 user transaction queued, by id. */
  readonly l1 = new Map<string, ModelL1Transaction>()
  /** The L1 queue new transactions enter (never forged: forging it opens the next). */
  fillingQueue = 0
  /** The batch that forged each forged L1 queue. */
  readonly forgedQueues = new Map<number, number>()

  /** The batch whose undoing by the last reorg that undid a transaction's forging returned it (pool or L1) to wait,
   * by id, until it is forged again. */
  readonly rolledBackFrom = new Map<string, number>()

  /** The oldest batch whose state tree the node keeps whole (0: every batch's), by `STATE_TREE_RETENTION`. */
  treeSince = 0

  /** What the model met of `maxNumBatch` outside a forge's judgement, for the coverage. */
  readonly limits: LimitEdges = {
    expired: 0,
    keptAboveLimit: 0,
    unexpired: 0,
    reexpired: 0,
    groupExpired: 0,
    groupReexpired: 0
  }

  /** A copy of the model sharing nothing with it, to try a move on first (a forecast). */
  copy(): LedgerModel {
    return Object.assign(Object.create(LedgerModel.prototype) as LedgerModel, structuredClone({ ...this }))
  }

  /** The balance of account `from` when the coordinator's next step last judges a transaction of it at `nonce` that
   * it cannot pay (tried on a copy): what a wallet signing for exactly its balance there pays. Undefined without the
   * account, or when the step never reaches that nonce (a transaction before it waits). */
  balanceWhenJudged(from: number, nonce: bigint): bigint | undefined {
    const trial = this.copy()
    const sender = trial.accounts.get(from)
    if (sender === undefined) return undefined
    const id = "the forecast's"
    const unpayable = { type: "Exit", from, to: EXIT_IDX, token: sender.token, amount: 1n << 200n, fee: 0 } as const
    trial.submit({ id, ...unpayable, nonce }, false)
    trial.forge()
    return trial.pool.get(id)?.code === "insufficientBalance" ? trial.accounts.get(from)?.balance : undefined
  }

  /** Records `batch` as forged; with it the trees before its retention are no longer kept, and every live transaction
   * whose limit it reaches expires (`expire`). */
  private addBatch(batch: ModelBatch): void {
    this.batches.push(batch)
    this.treeSince = Math.max(this.treeSince, batch.num - STATE_TREE_RETENTION)
    const expired = this.expire(batch.num)
    this.limits.expired += expired.length
    this.limits.groupExpired += expired.filter(isGrouped).length
    this.limits.keptAboveLimit += [...this.pool.values()].filter(
      (tx) => isLive(tx) && tx.maxNumBatch === batch.num + 1
    ).length
  }

  /** With `lastBatch` the last batch, every live transaction the next one is past the limit of becomes `invl`
   * (`maxNumBatchExceeded`, decided in `lastBatch`; none when it is 0), all at once, then the members of their groups
   * that request them (`atomicGroup`). The expired ones. */
  private expire(lastBatch: number): Array<ModelTransaction> {
    const next = lastBatch + 1
    const expired = [...this.pool.values()].filter((tx) => isLive(tx) && pastLimit(tx.maxNumBatch, next))
    for (const tx of expired)
      this.settleInvalid(tx, "maxNumBatchExceeded", lastBatch, expiryMessage(tx.maxNumBatch, next))
    for (const tx of expired) this.cascade(tx, lastBatch)
    return expired
  }

  /** The last batch's number (0: none). */
  lastBatch(): number {
    return this.batches.at(-1)?.num ?? 0
  }

  /** Registers a token; its id. */
  registerToken(symbol: string): number {
    this.tokens.push(symbol)
    return this.tokens.length - 1
  }

  /** The accounts by increasing index. */
  accountsByIndex(): Array<ModelAccount> {
    return [...this.accounts.values()].sort((a, b) => a.idx - b.idx)
  }

  /** `wallet`'s account in `token`. */
  accountOf(wallet: number, token: number): ModelAccount | undefined {
    return this.accountsByIndex().find((a) => a.wallet === wallet && a.token === token)
  }

  /** The index of the next account created. */
  nextIdx(accounts: ReadonlyMap<number, ModelAccount> = this.accounts): number {
    return Math.max(FIRST_USER_IDX - 1, ...accounts.keys()) + 1
  }

  /** A batch crediting `amount` to `wallet`'s account in `token`, created at the next index when it has none. */
  fund(wallet: number, token: number, amount: bigint): ModelAccount {
    const owned = this.accountOf(wallet, token)
    const idx = owned?.idx ?? this.nextIdx()
    const account = { idx, token, wallet, balance: (owned?.balance ?? 0n) + amount, nonce: owned?.nonce ?? 0n }
    this.accounts.set(idx, account)
    this.addBatch({
      num: this.lastBatch() + 1,
      forged: [],
      accounts: new Map(this.accounts),
      exits: new Map(),
      queue: null,
      updated: new Set([idx])
    })
    return account
  }

  /** The pending transactions of `from` with `nonce`. */
  pendingWith(from: number, nonce: bigint): Array<ModelTransaction> {
    return [...this.pool.values()].filter((tx) => tx.from === from && tx.nonce === nonce && tx.state === "pend")
  }

  /** The nonces of `from`'s pending transactions (and `taken`), ascending and distinct. */
  pendingNonces(from: number, taken: ReadonlyArray<bigint> = []): Array<bigint> {
    const nonces = new Set([
      ...[...this.pool.values()].filter((tx) => tx.from === from && tx.state === "pend").map((tx) => tx.nonce),
      ...taken
    ])
    return [...nonces].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  }

  /** The nonce a wallet signs its next transaction from `from` with: the lowest at or above the account's that no
   * pending transaction (nor `taken`) takes. */
  nextNonce(from: ModelAccount, taken: ReadonlyArray<bigint> = []): bigint {
    let nonce = from.nonce
    const pending = new Set(this.pendingNonces(from.idx, taken))
    while (pending.has(nonce)) nonce++
    return nonce
  }

  /** What `/accounts/{accountIndex}/nonce` answers for `account`. */
  nonces(account: ModelAccount): ModelNonces {
    return {
      forgedNonce: account.nonce,
      nextNonce: this.nextNonce(account),
      pendingNonces: this.pendingNonces(account.idx)
    }
  }

  /** The states of account `idx` after each batch that changed it, oldest first. */
  balanceHistory(idx: number): Array<ModelBalance> {
    return this.batches.flatMap((batch) => {
      const account = batch.updated.has(idx) ? batch.accounts.get(idx) : undefined
      return account === undefined ? [] : [{ batchNum: batch.num, balance: account.balance, nonce: account.nonce }]
    })
  }

  /** The figures of `/state` the model predicts. */
  stateCounts(): ModelStateCounts {
    const last = this.batches.at(-1)
    const forged = this.batches.reduce((n, batch) => n + batch.forged.length, 0)
    return {
      poolLoad: [...this.pool.values()].filter((tx) => tx.state === "pend").length,
      lastBatch: last === undefined ? null : { batchNum: last.num, forgedTransactions: last.forged.length },
      totalAccounts: this.accounts.size,
      totalBJJs: new Set([...this.accounts.values()].map((a) => a.wallet)).size,
      transactionsPerBatch: this.batches.length === 0 ? 0 : forged / this.batches.length
    }
  }

  /** What `/transactions/{id}/status` answers for the pool's or the L1 queue's transaction `id` (a forged one's stage
   * as `forged`, whether or not final). */
  status(id: string): ModelStatus {
    const l1 = this.l1.get(id)
    const pooled = this.pool.get(id)
    const batch = l1 !== undefined ? l1.batch : (pooled?.batch ?? null)
    const forged = l1 !== undefined ? l1.batch !== null : pooled?.state === "fged"
    const stage = forged ? "forged" : pooled?.state === "invl" ? "invalid" : "pending"
    const rolledBackFromBatch = forged ? null : (this.rolledBackFrom.get(id) ?? null)
    const reasonCode =
      stage === "invalid"
        ? (pooled?.code ?? null)
        : stage === "pending" && rolledBackFromBatch !== null
          ? "rolledBack"
          : null
    return { stage, L1orL2: l1 !== undefined ? "L1" : "L2", batchNum: batch, rolledBackFromBatch, reasonCode }
  }

  /** The history's transactions, batch after batch in position order, with what its filters match. */
  historyRecords(): Array<ModelHistoryRecord> {
    return this.batches.flatMap((batch) =>
      batch.forged.map((id): ModelHistoryRecord => {
        const l2 = this.pool.get(id)
        if (l2 !== undefined) {
          const fromWallet = batch.accounts.get(l2.from)?.wallet ?? l2.wallet
          const toWallet = l2.type === "Exit" ? null : (batch.accounts.get(l2.to)?.wallet ?? null)
          const common = { id, token: l2.token, batch: batch.num, fromIdx: l2.from, fromWallet }
          return { ...common, type: l2.type, toIdx: l2.to, toWallet }
        }
        const l1 = this.l1.get(id)
        if (l1 === undefined) throw new Error(`model: batch ${batch.num} forged ${id}, which it does not hold`)
        const fromIdx = l1.fromIdx ?? l1.result?.effectiveFromIdx ?? 0
        const toIdx = l1.type === "ForceExit" ? EXIT_IDX : 0
        return {
          id,
          type: l1.type,
          token: l1.token,
          batch: batch.num,
          fromIdx,
          fromWallet: l1.wallet,
          toIdx,
          toWallet: null
        }
      })
    )
  }

  /**
   * Why the POST of a well-formed, well-signed `tx` is refused (the catalogue type), in the order of `docs/api.md`'s
   * checks, then, with `replace`, the replacement's rules, then whether its id is taken; undefined when the pool takes
   * it (or holds it already).
   */
  refusal(tx: ModelSubmission, replace: boolean, fault?: ModelFault): string | undefined {
    // The same transaction posted again is answered its id, whatever the checks say now; another with its id is a
    // duplicate once the checks pass.
    const stored = this.pool.get(tx.id)
    if (stored !== undefined && fault === undefined && isSameSubmission(stored, tx)) return undefined
    const refusal = this.checkRefusal(tx, replace, fault)
    return refusal ?? (stored === undefined ? undefined : "ErrDuplicatedKey")
  }

  /** Why the checks of a POST refuse `tx` (`refusal` without the pool's ids). */
  private checkRefusal(tx: ModelSubmission, replace: boolean, fault?: ModelFault): string | undefined {
    const sender = this.accounts.get(tx.from)
    if (sender === undefined) return "ErrGettingSenderAccount"
    // The kit's faults: a token never registered (the sender's is another), a nonce below the account's, another key.
    if (sender.token !== tx.token || fault === "unknownToken") return "ErrAccountTokenNotEqualTxToken"
    if (tx.nonce < sender.nonce || fault === "staleNonce") return "ErrInvalidNonce"
    if (fault === "badSignature") return "ErrInvalidSignature"
    if (tx.type === "Transfer") {
      const receiver = this.accounts.get(tx.to)
      if (receiver === undefined) return "ErrGettingReceiverAccount"
      if (receiver.token !== tx.token) return "ErrAccountTokenNotEqualTxToken"
    } else if (tx.amount === 0n) return "ErrExitAmount0"
    if (!replace) return undefined
    const sameNonce = [...this.pool.values()].filter((t) => t.from === tx.from && t.nonce === tx.nonce)
    if (sameNonce.some((t) => t.state === "fged")) return "ErrReplacementNotPending"
    const pending = sameNonce.filter((t) => t.state === "pend")
    if (pending.some((t) => t.group !== null)) return "ErrReplacementAtomicMember"
    if (pending.length === 0) return "ErrNothingToReplace"
    if (pending.some((t) => feeOf(tx) < replacementFloor(feeOf(t)))) return "ErrReplacementFeeTooLow"
    return undefined
  }

  /**
   * The pool takes `tx` (pending) unless it holds it already; with `replace`, in place of its sender's pending ones
   * with its nonce, which it answers. Entering ungrouped, it forms a group with the first pending, ungrouped
   * transaction (in pool order) it pairs with: both take the id of [that one, `tx`].
   */
  submit(tx: ModelSubmission, replace: boolean): ReadonlyArray<string> {
    if (this.pool.has(tx.id)) return []
    const replaced = replace ? this.pendingWith(tx.from, tx.nonce) : []
    for (const old of replaced) {
      old.state = "invl"
      old.batch = null
      old.code = "replaced"
    }
    const partner = this.partnersOf(tx)[0]
    const entering = this.enter(tx, null)
    if (partner !== undefined) {
      const group = modelGroupId([partner.id, entering.id])
      partner.group = group
      entering.group = group
    }
    return replaced.map((old) => old.id)
  }

  /** The pending, ungrouped transactions `tx` pairs with if it enters the pool alone, in pool order: it pairs with
   * the first. */
  partnersOf(tx: ModelSubmission): Array<ModelTransaction> {
    const entering: ModelTransaction = {
      ...tx,
      request: tx.request ?? null,
      maxNumBatch: tx.maxNumBatch ?? 0,
      state: "pend",
      batch: null,
      code: null,
      message: null,
      wallet: 0,
      toWallet: null,
      group: null
    }
    return [...this.pool.values()].filter(
      (other) => other.id !== tx.id && isLive(other) && other.group === null && pairs(entering, other)
    )
  }

  /** The balance of account `from` when the coordinator next forges the L1 queue a forced exit queued now enters, if
   * that is the oldest queue not forged (tried on a copy with a forced exit it cannot pay); else undefined. */
  balanceWhenExited(from: number): bigint | undefined {
    const trial = this.copy()
    const account = trial.accounts.get(from)
    if (account === undefined) return undefined
    const { queue, position } = trial.nextL1Slot()
    const { wallet, token } = account
    const unpayable = {
      type: "ForceExit",
      wallet,
      token,
      fromIdx: from,
      amount: 1n << 200n,
      depositAmount: 0n
    } as const
    trial.queueL1({ id: "the forecast's", queue, position, ...unpayable })
    const plan = trial.forgeL1()
    return plan.queue === queue ? trial.accounts.get(from)?.balance : undefined
  }

  /** The pool takes the members of an atomic group, in the group's order, all pending in it; the group's id. */
  addGroup(members: ReadonlyArray<ModelSubmission>): string {
    const group = modelGroupId(members.map((member) => member.id))
    for (const member of members) this.enter(member, group)
    return group
  }

  /** `tx` stored pending in `group`. */
  private enter(tx: ModelSubmission, group: string | null): ModelTransaction {
    const wallet = this.accounts.get(tx.from)?.wallet ?? 0
    const entered: ModelTransaction = {
      ...tx,
      request: tx.request ?? null,
      maxNumBatch: tx.maxNumBatch ?? 0,
      state: "pend",
      batch: null,
      code: null,
      message: null,
      wallet,
      toWallet: tx.type === "Exit" ? null : (this.accounts.get(tx.to)?.wallet ?? null),
      group
    }
    this.pool.set(tx.id, entered)
    return entered
  }

  /** The members of group `group`, in the group's order (the order they entered the pool). */
  members(group: string): Array<ModelTransaction> {
    return [...this.pool.values()].filter((tx) => tx.group === group)
  }

  /** Every group's id, in the order its first member entered the pool. */
  groups(): Array<string> {
    return [...new Set([...this.pool.values()].flatMap((tx) => (tx.group === null ? [] : [tx.group])))]
  }

  /** Whether `tx` waits for the transaction it requests to enter the pool (pending, ungrouped, requesting one): what
   * its `info` says. */
  waitsForMatch(tx: ModelTransaction): boolean {
    return tx.state === "pend" && tx.group === null && tx.request !== null
  }

  /**
   * The coordinator discards the pending `tx` with `code` (`other` when it gives none), deciding it in `batch`; and
   * with it, in the same batch, every live member of its group that requests it (code `atomicGroup`), and so on from
   * those. The members discarded with it.
   */
  invalidate(
    tx: ModelTransaction,
    code: ModelInvalidationCode,
    batch: number | null,
    message: string | null = null
  ): Array<ModelTransaction> {
    this.settleInvalid(tx, code, batch, message)
    return this.cascade(tx, batch)
  }

  /** `tx` becomes `invl` with `code` (and `message`, an expiry's), decided in `batch`. */
  private settleInvalid(
    tx: ModelTransaction,
    code: ModelInvalidationCode,
    batch: number | null,
    message: string | null
  ) {
    tx.state = "invl"
    tx.batch = batch
    tx.code = code
    tx.message = message
  }

  /** Every live member of the invalid `tx`'s group that requests it becomes `invl` (`atomicGroup`, decided in `batch`),
   * and so on from those; the members invalidated. */
  private cascade(tx: ModelTransaction, batch: number | null): Array<ModelTransaction> {
    const entailed: Array<ModelTransaction> = []
    const queue = [tx]
    for (let at = 0; at < queue.length; at++) {
      const invalid = queue[at]!
      if (invalid.group === null) continue
      for (const member of this.members(invalid.group)) {
        if (!isLive(member) || member.request === null || !names(member.request, invalid)) continue
        this.settleInvalid(member, "atomicGroup", batch, null)
        entailed.push(member)
        queue.push(member)
      }
    }
    return entailed
  }

  /** The live members of `group` in the group's order, which the coordinator lays consecutively: the model predicts no
   * other order, so it throws when a request is not met at a relative position the circuit allows. */
  private laid(group: string): Array<ModelTransaction> {
    const live = this.members(group).filter(isLive)
    for (const [at, member] of live.entries()) {
      if (member.request === null) continue
      const request = member.request
      const found = live.findIndex((other) => names(request, other))
      if (found === -1 || !ALLOWED_REQUEST_POSITIONS.includes(found - at)) {
        throw new Error(`model: group ${group}'s own order does not meet ${member.id}'s request; no other is predicted`)
      }
    }
    return live
  }

  /**
   * The devnet coordinator's step, over candidates in pool order: a pending ungrouped transaction that requests nothing
   * alone; a group's live members at its first pending one, in the group's order, all applied or none (an ungrouped
   * transaction that requests one waits for its match). A candidate's members are judged one after another against
   * the accounts the earlier left: all applied, then from the first waiting candidate again; one discarded when its
   * sender or receiver is gone or its nonce is past (the rest of its group left out, a requester of it discarded with
   * it); left waiting on a nonce ahead or a lack of balance. What still cannot pay at the end is discarded, a nonce
   * ahead waits. Fees are burnt (the coordinator's fee wallet has no account in a run); an exit's amount goes to the
   * batch's exit of its sender. The forged ones, in position order, and the edges of the rules it met.
   */
  forge(): ModelForge {
    let working = new Map(this.accounts)
    const seen = new Set<string>()
    const remaining: Array<Array<ModelTransaction>> = []
    for (const tx of this.pool.values()) {
      if (tx.state !== "pend") continue
      if (tx.group === null) {
        if (tx.request === null) remaining.push([tx])
      } else if (!seen.has(tx.group)) {
        seen.add(tx.group)
        remaining.push(this.laid(tx.group))
      }
    }
    const forged: Array<ModelTransaction> = []
    const discarded: Array<[ModelTransaction, ModelInvalidationCode]> = []
    /** The batch the coordinator builds, whether or not it forges one. */
    const building = this.lastBatch() + 1
    const exits = new Map<number, bigint>()
    type Verdict = "apply" | "waitNonce" | "waitBalance" | ModelInvalidationCode
    const judge = (tx: ModelTransaction, accounts: ReadonlyMap<number, ModelAccount>): Verdict => {
      if (pastLimit(tx.maxNumBatch, building)) return "maxNumBatchExceeded"
      const sender = accounts.get(tx.from)
      if (sender === undefined || sender.token !== tx.token) return "invalidTransaction"
      if (tx.nonce < sender.nonce) return "nonceTooLow"
      if (tx.nonce > sender.nonce) return "waitNonce"
      if (tx.type === "Transfer") {
        const receiver = accounts.get(tx.to)
        if (receiver === undefined || receiver.token !== tx.token) return "receiverNotFound"
      }
      return sender.balance < tx.amount + feeOf(tx) ? "waitBalance" : "apply"
    }
    /** `candidate` applied in order over the accounts so far: the accounts after it and how many of its members pay
     * exactly their sender's balance, or the first member that cannot be applied, why, and its sender's balance. */
    const attempt = (candidate: ReadonlyArray<ModelTransaction>) => {
      const draft = new Map(working)
      let atBalance = 0
      for (const tx of candidate) {
        const verdict = judge(tx, draft)
        const balance = draft.get(tx.from)?.balance ?? 0n
        if (verdict !== "apply") return { stopped: tx, verdict, balance } as const
        if (balance === tx.amount + feeOf(tx)) atBalance++
        const sender = draft.get(tx.from)!
        draft.set(tx.from, { ...sender, balance: sender.balance - tx.amount - feeOf(tx), nonce: sender.nonce + 1n })
        if (tx.type === "Transfer") {
          const receiver = draft.get(tx.to)!
          draft.set(tx.to, { ...receiver, balance: receiver.balance + tx.amount })
        }
      }
      return { draft, atBalance } as const
    }
    const edges = {
      paidAtBalance: 0,
      overByOne: 0,
      overByFee: 0,
      nonceTaken: 0,
      gapFilled: 0,
      gapWaiting: 0,
      forgedAtLimit: 0,
      discardedPastLimit: 0,
      groupForgedAtLimit: 0,
      groupDiscardedPastLimit: 0
    }
    /** The transactions that waited for the nonce below theirs in this step. */
    const waitedOnNonce = new Set<string>()
    let i = 0
    while (i < remaining.length) {
      const candidate = remaining[i]!
      const trial = attempt(candidate)
      if ("draft" in trial) {
        working = trial.draft
        edges.paidAtBalance += trial.atBalance ?? 0
        edges.gapFilled += candidate.filter((tx) => waitedOnNonce.has(tx.id)).length
        for (const tx of candidate) {
          if (tx.type === "Exit") exits.set(tx.from, (exits.get(tx.from) ?? 0n) + tx.amount)
        }
        forged.push(...candidate)
        remaining.splice(i, 1)
        i = 0
      } else if (trial.verdict === "waitNonce" || trial.verdict === "waitBalance") {
        if (trial.verdict === "waitNonce") waitedOnNonce.add(trial.stopped.id)
        i++
      } else {
        discarded.push([trial.stopped, trial.verdict])
        remaining.splice(i, 1)
      }
    }
    for (const candidate of remaining) {
      const trial = attempt(candidate)
      if ("draft" in trial) continue
      if (trial.verdict === "waitNonce") edges.gapWaiting++
      if (trial.verdict !== "waitBalance") continue
      discarded.push([trial.stopped, "insufficientBalance"])
      const { amount } = trial.stopped
      if (amount + feeOf(trial.stopped) === trial.balance + 1n) edges.overByOne++
      if (amount <= trial.balance) edges.overByFee++
    }
    edges.nonceTaken = discarded.filter(([, code]) => code === "nonceTooLow").length
    const pastTheirLimit = discarded.filter(([, code]) => code === "maxNumBatchExceeded").map(([tx]) => tx)
    edges.discardedPastLimit = pastTheirLimit.length
    edges.groupDiscardedPastLimit = pastTheirLimit.filter(isGrouped).length
    const atTheirLimit = forged.filter((tx) => tx.maxNumBatch === building)
    edges.forgedAtLimit = atTheirLimit.length
    edges.groupForgedAtLimit = atTheirLimit.filter(isGrouped).length
    const batch = forged.length > 0 ? building : null
    for (const tx of forged) {
      tx.state = "fged"
      tx.batch = batch
      this.rolledBackFrom.delete(tx.id)
    }
    for (const [tx, code] of discarded) {
      this.invalidate(tx, code, batch, code === "maxNumBatchExceeded" ? expiryMessage(tx.maxNumBatch, building) : null)
    }
    if (batch !== null) {
      this.accounts = working
      this.addBatch({
        num: batch,
        forged: forged.map((tx) => tx.id),
        accounts: new Map(working),
        exits,
        queue: null,
        updated: new Set(forged.flatMap((tx) => (tx.type === "Exit" ? [tx.from] : [tx.from, tx.to])))
      })
    }
    return { forged: forged.map((tx) => tx.id), edges }
  }

  /** Undoes every batch after `batchNum`: the accounts as they were after it, their exits gone, what later batches
   * forged or discarded pending again (a replaced transaction, decided in no batch, stays `invl`), and then those the
   * next batch is past the limit of expired again (decided in `batchNum`). */
  reorg(batchNum: number): void {
    const lastBefore = this.lastBatch()
    const revivedFromExpiry: Array<ModelTransaction> = []
    for (const exit of this.exits()) if (exit.batch > batchNum) this.undoneExits.set(exitKey(exit), exit)
    const requeued = [...this.l1.values()]
      .filter((tx) => tx.batch !== null && tx.batch > batchNum)
      .sort((a, b) => a.queue - b.queue || a.position - b.position)
    for (const tx of requeued) {
      if (tx.batch !== null) this.rolledBackFrom.set(tx.id, tx.batch)
      tx.batch = null
      tx.result = null
    }
    for (const [queue, batch] of this.forgedQueues) if (batch > batchNum) this.forgedQueues.delete(queue)
    this.batches = this.batches.filter((batch) => batch.num <= batchNum)
    // A reorg behind the oldest tree kept builds the tree of the batch it goes back to: the oldest kept from then on.
    if (batchNum < this.treeSince) this.treeSince = batchNum
    this.accounts = new Map(this.batches.at(-1)?.accounts ?? [])
    for (const tx of this.pool.values()) {
      if (tx.state !== "pend" && tx.batch !== null && tx.batch > batchNum) {
        // Only an undone forging is a rollback: a transaction an undone batch dropped was never forged there.
        if (tx.state === "fged") this.rolledBackFrom.set(tx.id, tx.batch)
        if (tx.code === "maxNumBatchExceeded") revivedFromExpiry.push(tx)
        tx.state = "pend"
        tx.batch = null
        tx.code = null
        tx.message = null
      }
    }
    // A reorg that undoes no batch changes nothing, and expires nothing.
    if (batchNum < lastBefore) {
      const reexpired = this.expire(batchNum)
      this.limits.reexpired += reexpired.length
      this.limits.groupReexpired += reexpired.filter(isGrouped).length
    }
    this.limits.unexpired += revivedFromExpiry.filter(isLive).length
  }

  /** The forged transactions, L1 and L2, batch after batch, in position order: the history (which lists forged
   * transactions only; a queued L1 one is found by its id). */
  history(): ReadonlyArray<string> {
    return this.batches.flatMap((batch) => batch.forged)
  }

  /** The queue and position the next L1 user transaction takes. */
  nextL1Slot(): { readonly queue: number; readonly position: number } {
    const queue = this.fillingQueue
    return { queue, position: [...this.l1.values()].filter((tx) => tx.queue === queue).length }
  }

  /** The rollup contract queues `tx` (at `nextL1Slot()`). */
  queueL1(tx: Omit<ModelL1Transaction, "batch" | "result">): void {
    this.l1.set(tx.id, { ...tx, batch: null, result: null })
  }

  /**
   * The coordinator forges the oldest L1 queue not forged in a batch of its own (the queue that is filling opens the
   * next): in position order, a creation takes the next index with its deposit; a deposit adds to its account; a forced
   * exit takes its amount to the batch's exit when the account holds it (else its amount fails); a deposit or forced
   * exit whose account is gone or another wallet's (a reorg undid its creation) is nullified.
   */
  forgeL1(): ModelL1Batch {
    const queue = Math.min(
      ...Array.from({ length: this.fillingQueue + 1 }, (_, q) => q).filter((q) => !this.forgedQueues.has(q))
    )
    if (queue === this.fillingQueue) this.fillingQueue++
    const batch = this.lastBatch() + 1
    const txs = [...this.l1.values()]
      .filter((tx) => tx.queue === queue && tx.batch === null)
      .sort((a, b) => a.position - b.position)
    const working = new Map(this.accounts)
    const touched = new Set<number>()
    const created: Array<number> = []
    const exits = new Map<number, bigint>()
    const results: Array<ModelL1Result> = []
    const edges = { exitAtBalance: 0, exitOverByOne: 0 }
    for (const tx of txs) {
      const { position } = tx
      if (tx.type === "CreateAccountDeposit") {
        const idx = this.nextIdx(working)
        working.set(idx, { idx, token: tx.token, wallet: tx.wallet, balance: tx.depositAmount, nonce: 0n })
        created.push(idx)
        touched.add(idx)
        results.push({ position, effectiveFromIdx: idx, amountSuccess: true, depositAmountSuccess: true })
        continue
      }
      const account = tx.fromIdx === null ? undefined : working.get(tx.fromIdx)
      if (account === undefined || account.token !== tx.token || account.wallet !== tx.wallet) {
        results.push({ position, effectiveFromIdx: 0, amountSuccess: false, depositAmountSuccess: false })
        continue
      }
      touched.add(account.idx)
      if (tx.type === "Deposit") {
        working.set(account.idx, { ...account, balance: account.balance + tx.depositAmount })
        results.push({ position, effectiveFromIdx: account.idx, amountSuccess: true, depositAmountSuccess: true })
      } else {
        const paid = account.balance >= tx.amount
        if (tx.amount === account.balance) edges.exitAtBalance++
        if (tx.amount === account.balance + 1n) edges.exitOverByOne++
        if (paid) {
          working.set(account.idx, { ...account, balance: account.balance - tx.amount })
          exits.set(account.idx, (exits.get(account.idx) ?? 0n) + tx.amount)
        }
        results.push({ position, effectiveFromIdx: account.idx, amountSuccess: paid, depositAmountSuccess: true })
      }
    }
    for (const [i, tx] of txs.entries()) {
      tx.batch = batch
      tx.result = results[i]!
      this.rolledBackFrom.delete(tx.id)
    }
    this.forgedQueues.set(queue, batch)
    this.accounts = working
    const forged = txs.map((tx) => tx.id)
    this.addBatch({ num: batch, forged, accounts: new Map(working), exits, queue, updated: touched })
    const byIdx = (idx: number) => working.get(idx)!
    return {
      batch,
      queue,
      results,
      created: created.map(byIdx),
      updates: [...touched].sort((a, b) => a - b).map(byIdx),
      exits,
      edges
    }
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
