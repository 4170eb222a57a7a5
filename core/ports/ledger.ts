/** The write port through which a coordinator (or the devnet) records what it syncs and forges; read ports view it,
 * and adapters derive the rest (TxIDs, owners, USD values, itemIds) alike, with core's `ledger/` functions. */
import { Context, Effect, Result, Schema } from "effect"
import type { AccountIdx } from "../domain/account_index.ts"
import type { Bid, Coordinator } from "../domain/auction.ts"
import type { Batch, CollectedFees } from "../domain/batch.ts"
import type { BjjKey } from "../domain/bjj.ts"
import type { ContractVariables } from "../domain/contract_variables.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import type { MerkleProof } from "../domain/exit.ts"
import type { HistoryTransaction } from "../domain/history_transaction.ts"
import type { InvalidationCode } from "../domain/invalidation_reason.ts"
import type { BatchNum, EthBlockNum, EthHash, Nonce, SlotNum, TokenId, Url } from "../domain/scalars.ts"
import type { Token } from "../domain/token.ts"
import type { TransactionType, TransactionTypeL2 } from "../domain/transaction_type.ts"
import type { TxId } from "../domain/tx_id.ts"

/** The ledger refused an input that contradicts what it holds (unknown account, batch out of sequence, …). */
export class LedgerRejected extends Schema.TaggedError<LedgerRejected>()("LedgerRejected", {
  message: Schema.String
}) {}

/** Fails with LedgerRejected saying `message`. */
export function rejectLedgerCall(message: string): Effect.Effect<never, LedgerRejected> {
  return Effect.fail(new LedgerRejected({ message }))
}

/** The success of a rule's `result`, or LedgerRejected with its message. */
export function orReject<A>(result: Result.Result<A, string>): Effect.Effect<A, LedgerRejected> {
  return Result.isFailure(result) ? rejectLedgerCall(result.failure) : Effect.succeed(result.success)
}

/** A token added to the rollup. Token ids must be registered in increasing order. */
export interface NewToken {
  readonly id: TokenId
  readonly ethereumBlockNum: EthBlockNum
  readonly ethereumAddress: EthAddress
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

/** An Ethereum block the synchronizer processed. */
export interface NewBlock {
  readonly num: EthBlockNum
  readonly hash: EthHash
  readonly timestamp: Date
}

/** A coordinator registration (a later one for the same bidder replaces it). */
export interface NewCoordinator {
  readonly bidderAddr: EthAddress
  readonly forgerAddr: EthAddress
  readonly URL: Url
  readonly ethereumBlock: EthBlockNum
}

/** A bid seen in the auction contract. */
export interface NewBid {
  readonly slotNum: SlotNum
  readonly bidValue: bigint
  readonly ethereumBlockNum: EthBlockNum
  readonly bidderAddr: EthAddress
  readonly forgerAddr: EthAddress
  readonly withdrawAddr: EthAddress
  readonly URL: Url
  readonly timestamp: Date
}

/** An L1 user transaction queued in the rollup contract, not forged yet. */
export interface NewL1UserTransaction {
  readonly toForgeL1TransactionsNum: number
  /** Position in its L1 queue. */
  readonly position: number
  readonly type: TransactionType
  /** Sender account; null for the CreateAccount* types (the account does not exist yet). */
  readonly fromIdx: AccountIdx | null
  readonly fromEthAddr: EthAddress
  readonly fromBjj: BjjKey
  /** Receiver account; 0 when none (deposits), 1 for ForceExit. */
  readonly toIdx: AccountIdx
  readonly tokenId: TokenId
  readonly amount: bigint
  readonly depositAmount: bigint
  readonly ethereumBlockNum: EthBlockNum
  readonly timestamp: Date
}

/** The outcome of forging one queued L1 user transaction. */
export interface L1UserResult {
  readonly position: number
  /** The account the transaction acted on (the created account for CreateAccount*). */
  readonly effectiveFromIdx: AccountIdx
  readonly amountSuccess: boolean
  readonly depositAmountSuccess: boolean
}

/** An L1 transaction the coordinator itself added to the batch (always an account creation). */
export interface NewL1CoordinatorTransaction {
  readonly position: number
  /** The account it creates. */
  readonly createdIdx: AccountIdx
  readonly tokenId: TokenId
}

/** An L2 transaction forged in the batch. */
export interface NewL2Transaction {
  readonly position: number
  readonly type: TransactionTypeL2
  readonly fromIdx: AccountIdx
  /** The resolved receiver account (1 for exits). */
  readonly toIdx: AccountIdx
  readonly amount: bigint
  readonly fee: number
  readonly nonce: Nonce
}

/** An account created in a batch. */
export interface NewAccount {
  readonly idx: AccountIdx
  readonly tokenId: TokenId
  readonly bjj: BjjKey
  readonly ethAddr: EthAddress
}

/** The state of an account after a batch. */
export interface AccountUpdate {
  readonly idx: AccountIdx
  readonly nonce: Nonce
  readonly balance: bigint
}

/** A leaf of the batch's exit tree. */
export interface NewExit {
  readonly idx: AccountIdx
  readonly balance: bigint
  readonly merkleProof: MerkleProof
}

/** Everything a forged batch changes, in the order it is applied. */
export interface NewBatch {
  readonly batchNum: BatchNum
  readonly ethereumBlockNum: EthBlockNum
  readonly ethereumBlockHash: EthHash
  /** The Ethereum transaction that forged the batch (the rollup contract's forge call). */
  readonly ethereumTxHash: EthHash
  readonly timestamp: Date
  readonly forgerAddr: EthAddress
  readonly slotNum: SlotNum
  /** The state tree's root after the batch as the coordinator computed it: refused unless it is the ledger's own
   * (absent: the ledger's is recorded). */
  readonly stateRoot?: bigint | undefined
  readonly exitRoot: bigint
  readonly collectedFees: CollectedFees
  /** The L1 queue this batch forges, or null. */
  readonly forgeL1TransactionsNum: number | null
  /** Outcome of each queued transaction of that queue (all of them). */
  readonly l1UserResults: ReadonlyArray<L1UserResult>
  readonly createdAccounts: ReadonlyArray<NewAccount>
  readonly l1CoordinatorTransactions: ReadonlyArray<NewL1CoordinatorTransaction>
  readonly l2Transactions: ReadonlyArray<NewL2Transaction>
  readonly accountUpdates: ReadonlyArray<AccountUpdate>
  readonly exits: ReadonlyArray<NewExit>
}

/** A withdrawal step of an exit, seen on Ethereum. */
export interface NewWithdrawal {
  readonly batchNum: BatchNum
  readonly idx: AccountIdx
  readonly kind: "instant" | "delayedRequest" | "delayed"
  readonly ethereumBlockNum: EthBlockNum
}

/** A pool transaction the coordinator discards, with the reason. */
export interface PoolInvalidation {
  readonly id: TxId
  /** Why, for people (the message `GET /transactions-pool/{id}` shows). */
  readonly reason: string
  /** Why, as a stable code; absent: `other`. */
  readonly code?: InvalidationCode | undefined
}

/** The write side: what the coordinator records. Each call is atomic. */
export class Ledger extends Context.Service<
  Ledger,
  {
    readonly recordBlock: (block: NewBlock) => Effect.Effect<void, LedgerRejected>
    readonly registerToken: (token: NewToken) => Effect.Effect<Token, LedgerRejected>
    readonly setTokenPrice: (id: TokenId, usd: number, at: Date) => Effect.Effect<void, LedgerRejected>
    readonly setContractVariables: (variables: ContractVariables) => Effect.Effect<void>
    readonly registerCoordinator: (coordinator: NewCoordinator) => Effect.Effect<Coordinator>
    readonly recordBid: (bid: NewBid) => Effect.Effect<Bid>
    readonly queueL1Transaction: (tx: NewL1UserTransaction) => Effect.Effect<HistoryTransaction, LedgerRejected>
    /** Records a forged batch; pool transactions whose TxID it forges become `fged` in it. */
    readonly forgeBatch: (batch: NewBatch) => Effect.Effect<Batch, LedgerRejected>
    /** Pool transactions selected for the batch being built: `pend` → `fing` with that batchNum. */
    readonly selectForForging: (ids: ReadonlyArray<TxId>, batchNum: BatchNum) => Effect.Effect<void, LedgerRejected>
    /** Pool transactions the coordinator discards: `pend`/`fing` → `invl` with a reason (and the batch that decided it, if any). */
    readonly invalidatePoolTransactions: (
      invalidations: ReadonlyArray<PoolInvalidation>,
      batchNum: BatchNum | null
    ) => Effect.Effect<void, LedgerRejected>
    readonly recordWithdrawal: (withdrawal: NewWithdrawal) => Effect.Effect<void, LedgerRejected>
    /**
     * Undo every batch after `batchNum`: its L1 user transactions return to the queue with new
     * itemIds, and pool transactions selected, forged or invalidated after it return to `pend`.
     */
    readonly reorg: (batchNum: BatchNum) => Effect.Effect<void>
  }
>()("zk-api/ports/Ledger") {}
