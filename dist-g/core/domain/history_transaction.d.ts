/** Forged (historical) transactions and unforged L1 user transactions (`interface.md` HistoryTransaction). */
import { Schema } from "effect";
/** L1-only details (later revision). */
export declare const L1Info: Schema.Struct<{
    readonly toForgeL1TransactionsNum: Schema.NullOr<Schema.brand<Schema.Int, "ToForgeL1TransactionsNum">>;
    readonly userOrigin: Schema.Boolean;
    readonly depositAmount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly amountSuccess: Schema.Boolean;
    readonly depositAmountSuccess: Schema.Boolean;
    readonly historicDepositAmountUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
    readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
}>;
export type L1Info = typeof L1Info.Type;
/** L2-only details. */
export declare const L2Info: Schema.Struct<{
    readonly fee: Schema.brand<Schema.Int, "FeeSelector">;
    readonly historicFeeUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
    readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
}>;
export type L2Info = typeof L2Info.Type;
/** A transaction as the history shows it; `batchNum` null means an L1 transaction not forged yet. */
export declare const HistoryTransaction: Schema.Struct<{
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
    readonly L1Info: Schema.NullOr<Schema.Struct<{
        readonly toForgeL1TransactionsNum: Schema.NullOr<Schema.brand<Schema.Int, "ToForgeL1TransactionsNum">>;
        readonly userOrigin: Schema.Boolean;
        readonly depositAmount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly amountSuccess: Schema.Boolean;
        readonly depositAmountSuccess: Schema.Boolean;
        readonly historicDepositAmountUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    }>>;
    readonly L2Info: Schema.NullOr<Schema.Struct<{
        readonly fee: Schema.brand<Schema.Int, "FeeSelector">;
        readonly historicFeeUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
        readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
    }>>;
}>;
export type HistoryTransaction = typeof HistoryTransaction.Type;
