/** What `GET /search` answers (an extension, later revision): every resource a term names, its URL and a few fields. */
import { Schema } from "effect"
import type { Account } from "./account.ts"
import { AccountIndex, formatAccountIndex } from "./account_index.ts"
import type { Coordinator } from "./auction.ts"
import type { Batch } from "./batch.ts"
import { Bjj, type BjjKey, encodeBjj } from "./bjj.ts"
import { type EthAddress, EthereumAddress, ZERO_ADDRESS, ZkEthereumAddress } from "./eth_address.ts"
import type { HistoryTransaction } from "./history_transaction.ts"
import { PoolL2TransactionState, type PoolL2Transaction } from "./pool_transaction.ts"
import { BatchNum, BigIntString, SlotNum, Timestamp, TokenId, TokenName, TokenSymbol, Url } from "./scalars.ts"
import type { Token } from "./token.ts"
import { TransactionType, TransactionTypeL2 } from "./transaction_type.ts"
import { TransactionId } from "./tx_id.ts"

/** Where a resource lives: its path and query, relative to the revision's base path. */
export const ResourceUrl = Schema.String.check(
  Schema.isPattern(/^\/\S*$/u, { expected: "a path starting with /" })
).annotate({ description: "Where the resource lives: its path (and query), relative to the revision's base path" })

/** A result's `kind` and `url`. */
function located<const K extends string>(kind: K) {
  return { kind: Schema.Literal(kind), url: ResourceUrl }
}

/** A forged transaction, or an L1 user transaction not forged yet (`GET /transactions-history/{id}`). */
export const TransactionResult = Schema.Struct({
  ...located("transaction"),
  id: TransactionId,
  type: TransactionType,
  batchNum: Schema.NullOr(BatchNum).annotate({
    description: "The batch that forged it; null while an L1 transaction waits in its queue"
  }),
  timestamp: Timestamp
}).annotate({ identifier: "TransactionSearchResult" })

/** A transaction of the coordinator's pool (`GET /transactions-pool/{id}`). */
export const PoolTransactionResult = Schema.Struct({
  ...located("poolTransaction"),
  id: TransactionId,
  type: TransactionTypeL2,
  state: PoolL2TransactionState,
  timestamp: Timestamp
}).annotate({ identifier: "PoolTransactionSearchResult" })

/** A forged batch (`GET /batches/{batchNum}`). */
export const BatchResult = Schema.Struct({
  ...located("batch"),
  batchNum: BatchNum,
  timestamp: Timestamp,
  forgerAddr: EthereumAddress,
  slotNum: SlotNum
}).annotate({ identifier: "BatchSearchResult" })

/** An account (`GET /accounts/{accountIndex}`). */
export const AccountResult = Schema.Struct({
  ...located("account"),
  accountIndex: AccountIndex,
  zkEthereumAddress: ZkEthereumAddress,
  balance: BigIntString
}).annotate({ identifier: "AccountSearchResult" })

/** The accounts of an Ethereum address (`GET /accounts?zkEthereumAddress=…`). */
export const AccountsByAddressResult = Schema.Struct({
  ...located("accountsByAddress"),
  zkEthereumAddress: ZkEthereumAddress,
  count: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)).annotate({
    description: "How many accounts the address has"
  })
}).annotate({ identifier: "AccountsByAddressSearchResult" })

/** The accounts of a BabyJubJub key (`GET /accounts?BJJ=…`). */
export const AccountsByBjjResult = Schema.Struct({
  ...located("accountsByBJJ"),
  bjj: Bjj,
  count: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)).annotate({ description: "How many accounts the key has" })
}).annotate({ identifier: "AccountsByBjjSearchResult" })

/** A token (`GET /tokens/{id}`). */
export const TokenResult = Schema.Struct({
  ...located("token"),
  id: TokenId,
  symbol: TokenSymbol,
  name: TokenName,
  ethereumAddress: EthereumAddress
}).annotate({ identifier: "TokenSearchResult" })

/** A coordinator (`GET /coordinators/{bidderAddr}`). */
export const CoordinatorResult = Schema.Struct({
  ...located("coordinator"),
  bidderAddr: EthereumAddress,
  forgerAddr: EthereumAddress,
  URL: Url
}).annotate({ identifier: "CoordinatorSearchResult" })

/** One resource a search term names, told apart by its `kind`. */
export const SearchResult = Schema.Union([
  TransactionResult,
  PoolTransactionResult,
  BatchResult,
  AccountResult,
  AccountsByAddressResult,
  AccountsByBjjResult,
  TokenResult,
  CoordinatorResult
]).annotate({
  identifier: "SearchResult",
  description: "A resource the term names; `kind` tells which, `url` where it lives"
})
export type SearchResult = typeof SearchResult.Type

/** The kind of a result. */
export type SearchResultKind = SearchResult["kind"]

/** The order results come in, by kind (tokens, the one kind a term can find several of, by id). */
export const SEARCH_RESULT_KINDS: ReadonlyArray<SearchResultKind> = [
  "transaction",
  "poolTransaction",
  "batch",
  "account",
  "accountsByAddress",
  "accountsByBJJ",
  "token",
  "coordinator"
]

/** The answer of `GET /search`: every result, in the order of their kinds; empty when the term names nothing. */
export const SearchResults = Schema.Struct({
  results: Schema.Array(SearchResult)
}).annotate({ identifier: "SearchResults" })
export type SearchResults = typeof SearchResults.Type

/** The result of a forged or queued transaction. */
export function transactionResult(tx: HistoryTransaction): SearchResult {
  return {
    kind: "transaction",
    url: `/transactions-history/${tx.id}`,
    id: tx.id,
    type: tx.type,
    batchNum: tx.batchNum,
    timestamp: tx.timestamp
  }
}

/** The result of a pool transaction. */
export function poolTransactionResult(tx: PoolL2Transaction): SearchResult {
  return {
    kind: "poolTransaction",
    url: `/transactions-pool/${tx.id}`,
    id: tx.id,
    type: tx.type,
    state: tx.state,
    timestamp: tx.timestamp
  }
}

/** The result of a batch. */
export function batchResult(batch: Batch): SearchResult {
  return {
    kind: "batch",
    url: `/batches/${batch.batchNum}`,
    batchNum: batch.batchNum,
    timestamp: batch.timestamp,
    forgerAddr: batch.forgerAddr,
    slotNum: batch.slotNum
  }
}

/** The result of an account. */
export function accountResult(account: Account): SearchResult {
  return {
    kind: "account",
    url: `/accounts/${formatAccountIndex(account.accountIndex)}`,
    accountIndex: account.accountIndex,
    zkEthereumAddress: account.zkEthereumAddress,
    balance: account.balance
  }
}

/** The result of the `count` accounts of an Ethereum address. */
export function accountsByAddressResult(ethAddr: EthAddress, count: number): SearchResult {
  return {
    kind: "accountsByAddress",
    url: `/accounts?zkEthereumAddress=zk:${ethAddr}`,
    zkEthereumAddress: ethAddr,
    count
  }
}

/** The result of the `count` accounts of a BabyJubJub key. */
export function accountsByBjjResult(bjj: BjjKey, count: number): SearchResult {
  return { kind: "accountsByBJJ", url: `/accounts?BJJ=${encodeBjj(bjj)}`, bjj, count }
}

/** The result of a token. */
export function tokenResult(token: Token): SearchResult {
  return {
    kind: "token",
    url: `/tokens/${token.id}`,
    id: token.id,
    symbol: token.symbol,
    name: token.name,
    ethereumAddress: token.ethereumAddress
  }
}

/** The result of a coordinator: its entry, or for the boot coordinator (no bidder) the list of its forger address. */
export function coordinatorResult(coordinator: Coordinator): SearchResult {
  return {
    kind: "coordinator",
    url:
      coordinator.bidderAddr === ZERO_ADDRESS
        ? `/coordinators?forgerAddr=${coordinator.forgerAddr.toLowerCase()}`
        : `/coordinators/${coordinator.bidderAddr.toLowerCase()}`,
    bidderAddr: coordinator.bidderAddr,
    forgerAddr: coordinator.forgerAddr,
    URL: coordinator.URL
  }
}
