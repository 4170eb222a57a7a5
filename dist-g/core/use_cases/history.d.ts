/** Use cases of `/transactions-history` and `/transactions-history/{id}`. */
import { Effect, Schema } from "effect";
import { type BadRequest, NotFound } from "../errors.ts";
import type { FilterRules } from "../filters/rules.ts";
import type { Page } from "../pagination/page.ts";
import type { AccountStore } from "../ports/account_store.ts";
import { HistoryStore } from "../ports/history_store.ts";
/** Query parameters of `GET /transactions-history`. */
export declare const ListQuery: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly tokenId: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
    readonly zkEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly BJJ: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
    readonly accountIndex: Schema.optionalKey<Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>>;
    readonly batchNum: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "BatchNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
    readonly type: Schema.optionalKey<Schema.Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>>;
}>;
export type ListQuery = typeof ListQuery.Type;
/** Filter rules of `GET /transactions-history`. */
export declare const Rules: FilterRules;
/** Forged transactions matching the query, in (batchNum, position) order. */
export declare const list: (query: {
    readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
    readonly order: "ASC" | "DESC";
    readonly limit: number;
    readonly tokenId?: number & import("effect/Brand").Brand<"TokenId">;
    readonly zkEthereumAddress?: string & import("effect/Brand").Brand<"EthAddress">;
    readonly BJJ?: string & import("effect/Brand").Brand<"BjjKey">;
    readonly accountIndex?: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly batchNum?: number & import("effect/Brand").Brand<"BatchNum">;
    readonly type?: "CreateAccountDeposit" | "CreateAccountDepositTransfer" | "Deposit" | "DepositTransfer" | "Exit" | "ForceExit" | "ForceTransfer" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
}) => Effect.Effect<Page<{
    readonly L1orL2: "L1" | "L2";
    readonly id: string & import("effect/Brand").Brand<"TxId">;
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly type: "CreateAccountDeposit" | "CreateAccountDepositTransfer" | "Deposit" | "DepositTransfer" | "Exit" | "ForceExit" | "ForceTransfer" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
    readonly position: number & import("effect/Brand").Brand<"TransactionPosition">;
    readonly fromAccountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    } | null;
    readonly fromZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
    readonly fromBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
    readonly toAccountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly toZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
    readonly toBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
    readonly amount: bigint;
    readonly batchNum: (number & import("effect/Brand").Brand<"BatchNum">) | null;
    readonly historicUSD: number | null;
    readonly timestamp: Date;
    readonly token: {
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly id: number & import("effect/Brand").Brand<"TokenId">;
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly name: string & import("effect/Brand").Brand<"TokenName">;
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly decimals: number;
        readonly USD: number | null;
        readonly fiatUpdate: Date | null;
    };
    readonly L1Info: {
        readonly toForgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
        readonly userOrigin: boolean;
        readonly depositAmount: bigint;
        readonly amountSuccess: boolean;
        readonly depositAmountSuccess: boolean;
        readonly historicDepositAmountUSD: number | null;
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    } | null;
    readonly L2Info: {
        readonly fee: number & import("effect/Brand").Brand<"FeeSelector">;
        readonly historicFeeUSD: number | null;
        readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
    } | null;
}>, BadRequest, AccountStore | HistoryStore>;
/** The transaction with this id: forged, or an L1 user transaction not forged yet. */
export declare const get: (id: string & import("effect/Brand").Brand<"TxId">) => Effect.Effect<{
    readonly L1orL2: "L1" | "L2";
    readonly id: string & import("effect/Brand").Brand<"TxId">;
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly type: "CreateAccountDeposit" | "CreateAccountDepositTransfer" | "Deposit" | "DepositTransfer" | "Exit" | "ForceExit" | "ForceTransfer" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
    readonly position: number & import("effect/Brand").Brand<"TransactionPosition">;
    readonly fromAccountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    } | null;
    readonly fromZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
    readonly fromBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
    readonly toAccountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly toZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
    readonly toBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
    readonly amount: bigint;
    readonly batchNum: (number & import("effect/Brand").Brand<"BatchNum">) | null;
    readonly historicUSD: number | null;
    readonly timestamp: Date;
    readonly token: {
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly id: number & import("effect/Brand").Brand<"TokenId">;
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly name: string & import("effect/Brand").Brand<"TokenName">;
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly decimals: number;
        readonly USD: number | null;
        readonly fiatUpdate: Date | null;
    };
    readonly L1Info: {
        readonly toForgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
        readonly userOrigin: boolean;
        readonly depositAmount: bigint;
        readonly amountSuccess: boolean;
        readonly depositAmountSuccess: boolean;
        readonly historicDepositAmountUSD: number | null;
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    } | null;
    readonly L2Info: {
        readonly fee: number & import("effect/Brand").Brand<"FeeSelector">;
        readonly historicFeeUSD: number | null;
        readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
    } | null;
}, NotFound, HistoryStore>;
