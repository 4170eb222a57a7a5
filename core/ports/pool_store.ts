/** The coordinator's pool of L2 transactions: the write side of `POST /transactions-pool` and its reads. */
import { Context, type Effect, type Option } from "effect"
import type { AccountIdx, AccountIndexValue } from "../domain/account_index.ts"
import type { AtomicGroupId } from "../domain/atomic_group.ts"
import type { BjjKey } from "../domain/bjj.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import type { InvalidationReason } from "../domain/invalidation_reason.ts"
import type { PoolL2Transaction, PoolL2TransactionItem, PoolL2TransactionState } from "../domain/pool_transaction.ts"
import type { BatchNum, Nonce, TokenId } from "../domain/scalars.ts"
import type { TransactionTypeL2 } from "../domain/transaction_type.ts"
import type { TxId } from "../domain/tx_id.ts"
import type { BadRequestType } from "../errors.ts"
import type { Page, PageRequest } from "../pagination/page.ts"

/** A pool transaction as stored: the GET view with its token by id (joined when read), without why it was dropped (kept
 * beside it) nor what it waits for (derived from it, `core/ledger/pool_groups.ts`). */
export type PoolRecord = Omit<PoolL2Transaction, "token" | "toBJJ" | "invalidationReason" | "info"> & {
  readonly tokenId: TokenId
}

/** What `GET /transactions/{id}/status` reads of a pool transaction: its state, its batch, why it was dropped and its rollback record. */
export interface PoolTransactionStatus {
  readonly state: PoolL2TransactionState
  /** The batch it is selected for, forged in, or that discarded it; null while pending. */
  readonly batchNum: BatchNum | null
  /** Why it was dropped (`invl` only); null in every other state. */
  readonly reason: InvalidationReason | null
  /** The batch the last reorg undid its forging in, until it is forged again (`core/ledger/pool_lifecycle.ts`); else null. */
  readonly rolledBackFrom: BatchNum | null
}

/** The outcome of adding a transaction: added, or the id was already taken by this stored record. */
export type PoolAddOutcome = { readonly _tag: "Added" } | { readonly _tag: "Existing"; readonly record: PoolRecord }

/** The outcome of adding an atomic group: added, or some of its ids were already taken by these stored records (in the
 * group's order; nothing was written). */
export type PoolGroupAddOutcome =
  | { readonly _tag: "Added" }
  | { readonly _tag: "Existing"; readonly records: ReadonlyArray<PoolRecord> }

/** Why a replacement is refused (`core/ledger/pool_replacement.ts`): the catalogue type and a message naming the transactions. */
export interface ReplacementRefusal {
  readonly type: Extract<
    BadRequestType,
    "ErrNothingToReplace" | "ErrReplacementNotPending" | "ErrReplacementFeeTooLow" | "ErrReplacementAtomicMember"
  >
  readonly message: string
}

/** The outcome of a replacement: stored in place of the listed ones, the id was already taken by this stored record, or refused. */
export type PoolReplaceOutcome =
  | { readonly _tag: "Replaced"; readonly replaced: ReadonlyArray<TxId> }
  | { readonly _tag: "Existing"; readonly record: PoolRecord }
  | { readonly _tag: "Refused"; readonly refusal: ReplacementRefusal }

/**
 * Which pool transactions a list returns; absent fields do not filter, given ones all hold. `accountIdx`, `ethAddr` and
 * `bjj` match either side (the sender's or the receiver's), the `from*` and `to*` filters one side (the anchor's final
 * listing).
 */
export interface PoolFilter {
  /** Sent from or to an account of this address. */
  readonly ethAddr?: EthAddress | undefined
  /** Sent from or to an account of this key. */
  readonly bjj?: BjjKey | undefined
  /** Sent from or to this account. */
  readonly accountIdx?: AccountIdx | undefined
  /** Sent from an account of this address. */
  readonly fromEthAddr?: EthAddress | undefined
  /** Sent to this address (an account of it, or a TransferToEthAddr's address). */
  readonly toEthAddr?: EthAddress | undefined
  /** Sent from an account of this key. */
  readonly fromBjj?: BjjKey | undefined
  /** Sent to this key (an account of it, or a TransferToBJJ's key). */
  readonly toBjj?: BjjKey | undefined
  /** Sent from this account. */
  readonly fromAccountIdx?: AccountIdx | undefined
  /** Sent to this account. */
  readonly toAccountIdx?: AccountIdx | undefined
  readonly state?: PoolL2TransactionState | undefined
  readonly type?: TransactionTypeL2 | undefined
  readonly tokenId?: TokenId | undefined
}

/** An account's forged nonce and the nonces its pend and fing pool transactions take, read on one snapshot. */
export interface AccountNonces {
  /** The account's index with its token's symbol. */
  readonly accountIndex: AccountIndexValue
  readonly forgedNonce: Nonce
  /** Ascending and distinct. */
  readonly poolNonces: ReadonlyArray<Nonce>
}

/** Pool transactions by id and in the order they entered the pool (itemId); adding is atomic and durable before it returns. */
export class PoolStore extends Context.Service<
  PoolStore,
  {
    /**
     * Adds the record unless its id is taken; then returns the stored record instead (nothing is written). A record
     * that enters ungrouped forms an atomic group with the first pending, ungrouped transaction it pairs with
     * (`planMatch` over `matchLookups`), both taking the group's id in the same write.
     */
    readonly add: (record: PoolRecord) => Effect.Effect<PoolAddOutcome>
    /**
     * Adds the members of an atomic group (each record carrying the group's id), in the group's order, all at once with
     * their events, unless one of their ids is taken: then returns the stored records of the taken ids, writing nothing.
     */
    readonly addGroup: (records: ReadonlyArray<PoolRecord>) => Effect.Effect<PoolGroupAddOutcome>
    /** The members of atomic group `id` in the group's order (the order they entered the pool), as `get` shows each;
     * empty when the pool holds no such group. */
    readonly group: (id: AtomicGroupId) => Effect.Effect<ReadonlyArray<PoolL2Transaction>>
    /**
     * Adds the record in place of its sender's pending transactions with its nonce, as `planReplacement` decides over the
     * sender's transactions with that nonce, all at once with its events (the record entering, then each replaced one
     * invalidated): of concurrent replacements and selections of one transaction, exactly one wins. When the id is
     * taken it returns the stored record and, when refused, why; either way nothing is written. Takes an itemId and
     * forms a group as `add`.
     */
    readonly replace: (record: PoolRecord) => Effect.Effect<PoolReplaceOutcome>
    /** The pool transactions of account `idx` with `nonce`, in any state, in the order they entered the pool. */
    readonly withNonce: (idx: AccountIdx, nonce: Nonce) => Effect.Effect<ReadonlyArray<PoolRecord>>
    readonly get: (id: TxId) => Effect.Effect<Option.Option<PoolL2Transaction>>
    /** The status of the pool transaction `id` with its rollback record (one read), or none when the pool does not hold it. */
    readonly status: (id: TxId) => Effect.Effect<Option.Option<PoolTransactionStatus>>
    /**
     * The pool transaction of each id as `list` shows it (`get`'s view with its itemId), in the order given (repeats
     * included), read at once (one round trip, one snapshot).
     */
    readonly getMany: (ids: ReadonlyArray<TxId>) => Effect.Effect<ReadonlyArray<Option.Option<PoolL2TransactionItem>>>
    /** Pending transactions in the order they were added, at most `limit` (what a forger selects from). */
    readonly pending: (limit: number) => Effect.Effect<ReadonlyArray<PoolL2Transaction>>
    /** Pool transactions matching `filter`, in itemId order. */
    readonly list: (filter: PoolFilter, page: PageRequest) => Effect.Effect<Page<PoolL2TransactionItem>>
    /** The nonces of account `idx`, or none when the account does not exist. */
    readonly accountNonces: (idx: AccountIdx) => Effect.Effect<Option.Option<AccountNonces>>
  }
>()("zk-api/ports/PoolStore") {}
