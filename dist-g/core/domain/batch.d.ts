/** Forged batches (`interface.md` Batch, FullBatch). */
import { Schema } from "effect";
/** Fees collected by the forger: token id (as a string key) → amount; at most 64 tokens. */
export declare const CollectedFees: Schema.$Record<Schema.String, Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
export type CollectedFees = typeof CollectedFees.Type;
/** The fields this node adds to the interface's Batch (extensions, `decisions.md`): the earlier revision's Batch has none of them. */
export declare const BATCH_EXTENSION_FIELDS: readonly ["forgedTransactions", "ethereumTxHash"];
/** A forged batch, with the extension fields (`BATCH_EXTENSION_FIELDS`). */
export declare const Batch: Schema.Struct<{
    readonly itemId: Schema.brand<Schema.Int, "ItemId">;
    readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
    readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly ethereumBlockHash: Schema.brand<Schema.String, "EthHash">;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly collectedFees: Schema.$Record<Schema.String, Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
    readonly historicTotalCollectedFeesUSD: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
    readonly stateRoot: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly numAccounts: Schema.Int;
    readonly exitRoot: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly forgeL1TransactionsNum: Schema.NullOr<Schema.brand<Schema.Int, "ToForgeL1TransactionsNum">>;
    readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
    readonly forgedTransactions: Schema.Int;
    readonly ethereumTxHash: Schema.NullOr<Schema.brand<Schema.String, "EthHash">>;
}>;
export type Batch = typeof Batch.Type;
/** A batch with every transaction forged in it, in position order. */
export declare const FullBatch: Schema.Struct<{
    readonly batch: Schema.Struct<{
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly ethereumBlockHash: Schema.brand<Schema.String, "EthHash">;
        readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
        readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly collectedFees: Schema.$Record<Schema.String, Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
        readonly historicTotalCollectedFeesUSD: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
        readonly stateRoot: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly numAccounts: Schema.Int;
        readonly exitRoot: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly forgeL1TransactionsNum: Schema.NullOr<Schema.brand<Schema.Int, "ToForgeL1TransactionsNum">>;
        readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
        readonly forgedTransactions: Schema.Int;
        readonly ethereumTxHash: Schema.NullOr<Schema.brand<Schema.String, "EthHash">>;
    }>;
    readonly transactions: Schema.$Array<Schema.Struct<{
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
    }>>;
}>;
export type FullBatch = typeof FullBatch.Type;
