/**
 * What `GET /search` answers (an extension of the later revision): every resource a term names, each a result of
 * its `kind` with the resource's URL, relative to the revision's base path, and the few fields a result list
 * shows. The kinds come in the order of `SEARCH_RESULT_KINDS`.
 */
import { Schema } from "effect";
import type { Account } from "./account.ts";
import type { Coordinator } from "./auction.ts";
import type { Batch } from "./batch.ts";
import { type BjjKey } from "./bjj.ts";
import { type EthAddress } from "./eth_address.ts";
import type { HistoryTransaction } from "./history_transaction.ts";
import { type PoolL2Transaction } from "./pool_transaction.ts";
import type { Token } from "./token.ts";
/** Where a resource lives: its path and query, relative to the revision's base path. */
export declare const ResourceUrl: Schema.String;
/** A forged transaction, or an L1 user transaction not forged yet (`GET /transactions-history/{id}`). */
export declare const TransactionResult: Schema.Struct<{
    readonly kind: Schema.Literal<"transaction">;
    readonly url: Schema.String;
    readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
    readonly type: Schema.Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
    readonly batchNum: Schema.NullOr<Schema.brand<Schema.Int, "BatchNum">>;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
}>;
/** A transaction of the coordinator's pool (`GET /transactions-pool/{id}`). */
export declare const PoolTransactionResult: Schema.Struct<{
    readonly kind: Schema.Literal<"poolTransaction">;
    readonly url: Schema.String;
    readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
    readonly type: Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
    readonly state: Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
}>;
/** A forged batch (`GET /batches/{batchNum}`). */
export declare const BatchResult: Schema.Struct<{
    readonly kind: Schema.Literal<"batch">;
    readonly url: Schema.String;
    readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
}>;
/** An account (`GET /accounts/{accountIndex}`). */
export declare const AccountResult: Schema.Struct<{
    readonly kind: Schema.Literal<"account">;
    readonly url: Schema.String;
    readonly accountIndex: Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>;
    readonly zkEthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly balance: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
}>;
/** The accounts of an Ethereum address (`GET /accounts?zkEthereumAddress=…`). */
export declare const AccountsByAddressResult: Schema.Struct<{
    readonly kind: Schema.Literal<"accountsByAddress">;
    readonly url: Schema.String;
    readonly zkEthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly count: Schema.Int;
}>;
/** The accounts of a BabyJubJub key (`GET /accounts?BJJ=…`). */
export declare const AccountsByBjjResult: Schema.Struct<{
    readonly kind: Schema.Literal<"accountsByBJJ">;
    readonly url: Schema.String;
    readonly bjj: Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>;
    readonly count: Schema.Int;
}>;
/** A token (`GET /tokens/{id}`). */
export declare const TokenResult: Schema.Struct<{
    readonly kind: Schema.Literal<"token">;
    readonly url: Schema.String;
    readonly id: Schema.brand<Schema.Int, "TokenId">;
    readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
    readonly name: Schema.brand<Schema.String, "TokenName">;
    readonly ethereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
}>;
/** A coordinator (`GET /coordinators/{bidderAddr}`). */
export declare const CoordinatorResult: Schema.Struct<{
    readonly kind: Schema.Literal<"coordinator">;
    readonly url: Schema.String;
    readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly URL: Schema.brand<Schema.String, "Url">;
}>;
/** One resource a search term names, told apart by its `kind`. */
export declare const SearchResult: Schema.Union<readonly [Schema.Struct<{
    readonly kind: Schema.Literal<"transaction">;
    readonly url: Schema.String;
    readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
    readonly type: Schema.Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
    readonly batchNum: Schema.NullOr<Schema.brand<Schema.Int, "BatchNum">>;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
}>, Schema.Struct<{
    readonly kind: Schema.Literal<"poolTransaction">;
    readonly url: Schema.String;
    readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
    readonly type: Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
    readonly state: Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
}>, Schema.Struct<{
    readonly kind: Schema.Literal<"batch">;
    readonly url: Schema.String;
    readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
}>, Schema.Struct<{
    readonly kind: Schema.Literal<"account">;
    readonly url: Schema.String;
    readonly accountIndex: Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>;
    readonly zkEthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly balance: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
}>, Schema.Struct<{
    readonly kind: Schema.Literal<"accountsByAddress">;
    readonly url: Schema.String;
    readonly zkEthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly count: Schema.Int;
}>, Schema.Struct<{
    readonly kind: Schema.Literal<"accountsByBJJ">;
    readonly url: Schema.String;
    readonly bjj: Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>;
    readonly count: Schema.Int;
}>, Schema.Struct<{
    readonly kind: Schema.Literal<"token">;
    readonly url: Schema.String;
    readonly id: Schema.brand<Schema.Int, "TokenId">;
    readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
    readonly name: Schema.brand<Schema.String, "TokenName">;
    readonly ethereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
}>, Schema.Struct<{
    readonly kind: Schema.Literal<"coordinator">;
    readonly url: Schema.String;
    readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly URL: Schema.brand<Schema.String, "Url">;
}>]>;
export type SearchResult = typeof SearchResult.Type;
/** The kind of a result. */
export type SearchResultKind = SearchResult["kind"];
/** The order results come in, by kind (tokens, the one kind a term can find several of, by id). */
export declare const SEARCH_RESULT_KINDS: ReadonlyArray<SearchResultKind>;
/** The answer of `GET /search`: every result, in the order of their kinds; empty when the term names nothing. */
export declare const SearchResults: Schema.Struct<{
    readonly results: Schema.$Array<Schema.Union<readonly [Schema.Struct<{
        readonly kind: Schema.Literal<"transaction">;
        readonly url: Schema.String;
        readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
        readonly type: Schema.Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
        readonly batchNum: Schema.NullOr<Schema.brand<Schema.Int, "BatchNum">>;
        readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    }>, Schema.Struct<{
        readonly kind: Schema.Literal<"poolTransaction">;
        readonly url: Schema.String;
        readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
        readonly type: Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
        readonly state: Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>;
        readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    }>, Schema.Struct<{
        readonly kind: Schema.Literal<"batch">;
        readonly url: Schema.String;
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
        readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
        readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
    }>, Schema.Struct<{
        readonly kind: Schema.Literal<"account">;
        readonly url: Schema.String;
        readonly accountIndex: Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>;
        readonly zkEthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly balance: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    }>, Schema.Struct<{
        readonly kind: Schema.Literal<"accountsByAddress">;
        readonly url: Schema.String;
        readonly zkEthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly count: Schema.Int;
    }>, Schema.Struct<{
        readonly kind: Schema.Literal<"accountsByBJJ">;
        readonly url: Schema.String;
        readonly bjj: Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>;
        readonly count: Schema.Int;
    }>, Schema.Struct<{
        readonly kind: Schema.Literal<"token">;
        readonly url: Schema.String;
        readonly id: Schema.brand<Schema.Int, "TokenId">;
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly name: Schema.brand<Schema.String, "TokenName">;
        readonly ethereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    }>, Schema.Struct<{
        readonly kind: Schema.Literal<"coordinator">;
        readonly url: Schema.String;
        readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly URL: Schema.brand<Schema.String, "Url">;
    }>]>>;
}>;
export type SearchResults = typeof SearchResults.Type;
/** The result of a forged or queued transaction. */
export declare function transactionResult(tx: HistoryTransaction): SearchResult;
/** The result of a pool transaction. */
export declare function poolTransactionResult(tx: PoolL2Transaction): SearchResult;
/** The result of a batch. */
export declare function batchResult(batch: Batch): SearchResult;
/** The result of an account. */
export declare function accountResult(account: Account): SearchResult;
/** The result of the `count` accounts of an Ethereum address. */
export declare function accountsByAddressResult(ethAddr: EthAddress, count: number): SearchResult;
/** The result of the `count` accounts of a BabyJubJub key. */
export declare function accountsByBjjResult(bjj: BjjKey, count: number): SearchResult;
/** The result of a token. */
export declare function tokenResult(token: Token): SearchResult;
/** The result of a coordinator: its entry, or for the boot coordinator (no bidder) the list of its forger address. */
export declare function coordinatorResult(coordinator: Coordinator): SearchResult;
