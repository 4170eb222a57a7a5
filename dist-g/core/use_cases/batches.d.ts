/** Use cases of `/batches`, `/batches/{batchNum}` and `/full-batches/{batchNum}`. */
import { Effect, Schema } from "effect";
import { type BadRequest, NotFound } from "../errors.ts";
import { type FilterRules } from "../filters/rules.ts";
import type { Page } from "../pagination/page.ts";
import { BatchStore } from "../ports/batch_store.ts";
import { HistoryStore } from "../ports/history_store.ts";
/** Query parameters of `GET /batches`. */
export declare const ListQuery: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly minBatchNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "BatchNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly maxBatchNum: Schema.optionalKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>>;
    readonly slotNum: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
    readonly forgerAddr: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
}>;
export type ListQuery = typeof ListQuery.Type;
/** Filter rules of `GET /batches`: none. */
export declare const Rules: FilterRules;
/** Batches matching the query, in increasing batchNum order. */
export declare const list: (query: {
    readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
    readonly order: "ASC" | "DESC";
    readonly limit: number;
    readonly minBatchNum?: number & import("effect/Brand").Brand<"BatchNum">;
    readonly maxBatchNum?: number;
    readonly slotNum?: number & import("effect/Brand").Brand<"SlotNum">;
    readonly forgerAddr?: string & import("effect/Brand").Brand<"EthAddress">;
}) => Effect.Effect<Page<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
    readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    readonly ethereumBlockHash: string & import("effect/Brand").Brand<"EthHash">;
    readonly timestamp: Date;
    readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
    readonly collectedFees: {
        readonly [x: string]: bigint;
    };
    readonly historicTotalCollectedFeesUSD: number;
    readonly stateRoot: bigint;
    readonly numAccounts: number;
    readonly exitRoot: bigint;
    readonly forgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
    readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
    readonly forgedTransactions: number;
    readonly ethereumTxHash: (string & import("effect/Brand").Brand<"EthHash">) | null;
}>, BadRequest, BatchStore>;
/** The batch with this number. */
export declare const get: (batchNum: number & import("effect/Brand").Brand<"BatchNum">) => Effect.Effect<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
    readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    readonly ethereumBlockHash: string & import("effect/Brand").Brand<"EthHash">;
    readonly timestamp: Date;
    readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
    readonly collectedFees: {
        readonly [x: string]: bigint;
    };
    readonly historicTotalCollectedFeesUSD: number;
    readonly stateRoot: bigint;
    readonly numAccounts: number;
    readonly exitRoot: bigint;
    readonly forgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
    readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
    readonly forgedTransactions: number;
    readonly ethereumTxHash: (string & import("effect/Brand").Brand<"EthHash">) | null;
}, NotFound, BatchStore>;
/** The batch with this number and every transaction forged in it, in position order. */
export declare const getFull: (batchNum: number & import("effect/Brand").Brand<"BatchNum">) => Effect.Effect<{
    readonly batch: {
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly ethereumBlockHash: string & import("effect/Brand").Brand<"EthHash">;
        readonly timestamp: Date;
        readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
        readonly collectedFees: {
            readonly [x: string]: bigint;
        };
        readonly historicTotalCollectedFeesUSD: number;
        readonly stateRoot: bigint;
        readonly numAccounts: number;
        readonly exitRoot: bigint;
        readonly forgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
        readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
        readonly forgedTransactions: number;
        readonly ethereumTxHash: (string & import("effect/Brand").Brand<"EthHash">) | null;
    };
    readonly transactions: readonly {
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
    }[];
}, NotFound, BatchStore | HistoryStore>;
