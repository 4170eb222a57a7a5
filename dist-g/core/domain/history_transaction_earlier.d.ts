/**
 * The earlier revision's HistoryTransaction (`interface.md` Versioning; `anchor-api.md` §2.5,
 * pagination era): its L1Info has `loadAmount` and `historicLoadAmountUSD` in place of
 * `depositAmount`, `amountSuccess`, `depositAmountSuccess` and `historicDepositAmountUSD` (the
 * load amount is the deposit amount; the success flags did not exist). Every other field is the
 * later revision's.
 */
import { Schema } from "effect";
import { HistoryTransaction, type L1Info } from "./history_transaction.ts";
/** L1-only details as the earlier revision writes them. */
export declare const L1InfoEarlier: Schema.Struct<{
    readonly toForgeL1TransactionsNum: Schema.NullOr<Schema.brand<Schema.Int, "ToForgeL1TransactionsNum">>;
    readonly userOrigin: Schema.Boolean;
    readonly loadAmount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly historicLoadAmountUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
    readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
}>;
export type L1InfoEarlier = typeof L1InfoEarlier.Type;
/** A history transaction as the earlier revision writes it: the later fields, with the earlier L1Info. */
export declare const HistoryTransactionEarlier: Schema.Struct<{
    readonly L1orL2: Schema.Literals<readonly ["L1", "L2"]>;
    readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
    readonly itemId: Schema.brand<Schema.Int, "ItemId">;
    readonly type: Schema.Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
    readonly position: Schema.brand<Schema.Int, "TransactionPosition">;
    readonly fromAccountIndex: Schema.NullOr<Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>>;
    readonly fromZkEthereumAddress: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly fromBJJ: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
    readonly toAccountIndex: Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>;
    readonly toZkEthereumAddress: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly toBJJ: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
    readonly amount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly batchNum: Schema.NullOr<Schema.brand<Schema.Int, "BatchNum">>;
    readonly historicUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    readonly token: Schema.Struct<{
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly id: Schema.brand<Schema.Int, "TokenId">;
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly ethereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly name: Schema.brand<Schema.String, "TokenName">;
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly decimals: Schema.Int;
        readonly USD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
        readonly fiatUpdate: Schema.NullOr<Schema.decodeTo<Schema.Date, Schema.String, never, never>>;
    }>;
    readonly L2Info: Schema.NullOr<Schema.Struct<{
        readonly fee: Schema.brand<Schema.Int, "FeeSelector">;
        readonly historicFeeUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
        readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
    }>>;
    readonly L1Info: Schema.NullOr<Schema.Struct<{
        readonly toForgeL1TransactionsNum: Schema.NullOr<Schema.brand<Schema.Int, "ToForgeL1TransactionsNum">>;
        readonly userOrigin: Schema.Boolean;
        readonly loadAmount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly historicLoadAmountUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    }>>;
}>;
export type HistoryTransactionEarlier = typeof HistoryTransactionEarlier.Type;
/** The earlier revision's form of L1 details. */
export declare function toL1InfoEarlier(info: L1Info): L1InfoEarlier;
/** The earlier revision's form of a history transaction. */
export declare function toHistoryTransactionEarlier(tx: HistoryTransaction): HistoryTransactionEarlier;
