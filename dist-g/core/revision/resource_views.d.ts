/**
 * The wire views of the resources whose shape differs between the revisions, each keyed by the
 * value of the revision-table row that selects it (`revision.ts`): Exit by `exitShape`, Slot by
 * `slotBidKey`, HistoryTransaction by `l1Info`, Batch by `batchExtensions`, State by `stateShape`,
 * the pool transaction by `walletExtensions` (its `invalidationReason`); a FullBatch is written
 * with the batch and history transaction views of its revision (`fullBatchView`). The later values
 * are the domain schemas themselves; the earlier ones project the same domain values onto the
 * shapes of `core/domain/*_earlier.ts`. Every other resource is written alike by both.
 */
import { Schema } from "effect";
import { Batch, type FullBatch } from "../domain/batch.ts";
import { HistoryTransaction } from "../domain/history_transaction.ts";
import type { NetworkReading } from "../domain/network_reading.ts";
import { type WireView } from "./wire_view.ts";
/** Exits, by the `exitShape` row. */
export declare const ExitViews: {
    readonly withdraw: WireView<{
        readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
        readonly accountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        };
        readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
        readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly merkleProof: {
            readonly root: bigint;
            readonly siblings: readonly bigint[];
            readonly oldKey: bigint;
            readonly oldValue: bigint;
            readonly isOld0: boolean;
            readonly key: bigint;
            readonly value: bigint;
            readonly fnc: number;
        };
        readonly balance: bigint;
        readonly instantWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
        readonly delayedWithdrawRequest: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
        readonly delayedWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
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
    }, Schema.Struct<{
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
        readonly accountIndex: Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>;
        readonly bjj: Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>;
        readonly zkEthereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly merkleProof: Schema.Struct<{
            readonly root: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly siblings: Schema.$Array<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
            readonly oldKey: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly oldValue: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly isOld0: Schema.Boolean;
            readonly key: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly value: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly fnc: Schema.Int;
        }>;
        readonly balance: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly instantWithdraw: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly delayedWithdrawRequest: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly delayedWithdraw: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly token: Schema.Struct<{
            readonly itemId: Schema.brand<Schema.Int, "ItemId">;
            readonly id: Schema.brand<Schema.Int, "TokenId">;
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly name: Schema.brand<Schema.String, "TokenName">;
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly decimals: Schema.Int;
            readonly USD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
            readonly fiatUpdate: Schema.NullOr<Schema.decodeTo<Schema.Date, Schema.String, never, never>>;
        }>;
    }>>;
    readonly withdrawn: WireView<{
        readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
        readonly accountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        };
        readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
        readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly merkleProof: {
            readonly root: bigint;
            readonly siblings: readonly bigint[];
            readonly oldKey: bigint;
            readonly oldValue: bigint;
            readonly isOld0: boolean;
            readonly key: bigint;
            readonly value: bigint;
            readonly fnc: number;
        };
        readonly balance: bigint;
        readonly instantWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
        readonly delayedWithdrawRequest: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
        readonly delayedWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
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
    }, Schema.Struct<{
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
        readonly accountIndex: Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>;
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly merkleProof: Schema.Struct<{
            readonly Root: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly Siblings: Schema.$Array<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
            readonly OldKey: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly OldValue: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly IsOld0: Schema.Boolean;
            readonly Key: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly Value: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly Fnc: Schema.Int;
        }>;
        readonly balance: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly instantWithdrawn: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly delayedWithdrawRequest: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly delayedWithdrawn: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly token: Schema.Struct<{
            readonly itemId: Schema.brand<Schema.Int, "ItemId">;
            readonly id: Schema.brand<Schema.Int, "TokenId">;
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly name: Schema.brand<Schema.String, "TokenName">;
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly decimals: Schema.Int;
            readonly USD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
            readonly fiatUpdate: Schema.NullOr<Schema.decodeTo<Schema.Date, Schema.String, never, never>>;
        }>;
    }>>;
};
/** Slots, by the `slotBidKey` row. */
export declare const SlotViews: {
    readonly bestBid: WireView<{
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
        readonly firstBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly lastBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly openAuction: boolean;
        readonly bestBid: {
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
            readonly bidValue: bigint;
            readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly withdrawAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly URL: string & import("effect/Brand").Brand<"Url">;
            readonly timestamp: Date;
        } | null;
    }, Schema.Struct<{
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
        readonly firstBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly lastBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly openAuction: Schema.Boolean;
        readonly bestBid: Schema.NullOr<Schema.Struct<{
            readonly itemId: Schema.brand<Schema.Int, "ItemId">;
            readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
            readonly bidValue: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly withdrawAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly URL: Schema.brand<Schema.String, "Url">;
            readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
        }>>;
    }>>;
    readonly winnerBid: WireView<{
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
        readonly firstBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly lastBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly openAuction: boolean;
        readonly bestBid: {
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
            readonly bidValue: bigint;
            readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly withdrawAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly URL: string & import("effect/Brand").Brand<"Url">;
            readonly timestamp: Date;
        } | null;
    }, Schema.Struct<{
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
        readonly firstBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly lastBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly openAuction: Schema.Boolean;
        readonly winnerBid: Schema.NullOr<Schema.Struct<{
            readonly itemId: Schema.brand<Schema.Int, "ItemId">;
            readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
            readonly bidValue: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly withdrawAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly URL: Schema.brand<Schema.String, "Url">;
            readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
        }>>;
    }>>;
};
/** History transactions, by the `l1Info` row. */
export declare const HistoryTransactionViews: {
    readonly deposit: WireView<{
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
    }, Schema.Struct<{
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
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        }>>;
        readonly L2Info: Schema.NullOr<Schema.Struct<{
            readonly fee: Schema.brand<Schema.Int, "FeeSelector">;
            readonly historicFeeUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
            readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        }>>;
    }>>;
    readonly load: WireView<{
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
    }, Schema.Struct<{
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
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
            readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        }>>;
        readonly L1Info: Schema.NullOr<Schema.Struct<{
            readonly toForgeL1TransactionsNum: Schema.NullOr<Schema.brand<Schema.Int, "ToForgeL1TransactionsNum">>;
            readonly userOrigin: Schema.Boolean;
            readonly loadAmount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly historicLoadAmountUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        }>>;
    }>>;
};
/** Batches, by the `batchExtensions` row. */
export declare const BatchViews: {
    readonly true: WireView<{
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
    }, Schema.Struct<{
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
    }>>;
    readonly false: WireView<{
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
    }, Schema.Struct<{
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
    }>>;
};
/** The response fields each value of the `batchExtensions` row adds to the interface, by schema identifier (marked in the OpenAPI document). */
export declare const BatchExtensionFields: {
    readonly [K in "true" | "false"]: Readonly<Record<string, ReadonlyArray<string>>>;
};
/** The pool transaction's extension fields, by the `walletExtensions` row (marked in the OpenAPI document). */
export declare const PoolTransactionExtensionFields: {
    readonly [K in "true" | "false"]: Readonly<Record<string, ReadonlyArray<string>>>;
};
/** A wire schema a view may write with (no services to encode or decode). */
type ViewSchema = Schema.Codec<unknown, unknown, never, never>;
/** The view of full batches written with `batch` and `transaction`, the views of one revision. */
export declare function fullBatchView<B extends ViewSchema, T extends ViewSchema>(batch: WireView<Batch, B>, transaction: WireView<HistoryTransaction, T>): WireView<FullBatch, Schema.Struct<{
    readonly batch: B;
    readonly transactions: Schema.$Array<T>;
}>>;
/** The network state, by the `stateShape` row: both are written from the same reading. */
export declare const StateViews: {
    readonly nodeConfig: WireView<NetworkReading, Schema.Struct<{
        readonly nodeConfig: Schema.Struct<{
            readonly forgeDelay: Schema.Finite;
            readonly poolLoad: Schema.Int;
        }>;
        readonly network: Schema.Struct<{
            readonly lastEthereumBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly lastSynchedBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly lastBatch: Schema.NullOr<Schema.Struct<{
                readonly itemId: Schema.brand<Schema.Int, "ItemId">;
                readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
                readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
            }>>;
            readonly currentSlot: Schema.brand<Schema.Int, "SlotNum">;
            readonly nextForgers: Schema.$Array<Schema.Struct<{
                readonly coordinator: Schema.Struct<{
                    readonly itemId: Schema.brand<Schema.Int, "ItemId">;
                    readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
                    readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
                    readonly URL: Schema.brand<Schema.String, "Url">;
                    readonly ethereumBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                }>;
                readonly period: Schema.Struct<{
                    readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
                    readonly fromBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                    readonly toBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                    readonly fromTimestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
                    readonly toTimestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
                }>;
            }>>;
        }>;
        readonly metrics: Schema.Struct<{
            readonly transactionsPerBatch: Schema.Finite;
            readonly batchFrequency: Schema.Finite;
            readonly transactionsPerSecond: Schema.Finite;
            readonly totalAccounts: Schema.Int;
            readonly totalBJJs: Schema.Int;
            readonly avgTransactionFee: Schema.Finite;
            readonly estimatedTimeToForgeL1: Schema.Finite;
        }>;
        readonly rollup: Schema.Struct<{
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly forgeL1L2BatchTimeout: Schema.Int;
            readonly feeAddToken: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly withdrawalDelay: Schema.Int;
            readonly buckets: Schema.$Array<Schema.Struct<{
                readonly ceilUSD: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
                readonly withdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
                readonly blockWithdrawalRate: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
                readonly maxWithdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            }>>;
        }>;
        readonly auction: Schema.Struct<{
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly donationAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly bootCoordinator: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly bootCoordinatorUrl: Schema.brand<Schema.String, "Url">;
            readonly defaultSlotSetBid: Schema.$Array<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
            readonly defaultSlotSetBidSlotNum: Schema.brand<Schema.Int, "SlotNum">;
            readonly closedAuctionSlots: Schema.Int;
            readonly openAuctionSlots: Schema.Int;
            readonly allocationRatio: Schema.$Array<Schema.Int>;
            readonly outbidding: Schema.Int;
            readonly slotDeadline: Schema.Int;
        }>;
        readonly withdrawalDelayer: Schema.Struct<{
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly hermezGovernanceAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly emergencyCouncilAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly withdrawalDelay: Schema.Int;
            readonly emergencyModeStartingBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly emergencyMode: Schema.Boolean;
        }>;
        readonly recommendedFee: Schema.Struct<{
            readonly existingAccount: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
            readonly createAccount: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
            readonly createAccountInternal: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
        }>;
    }>>;
    readonly pagination: WireView<NetworkReading, Schema.Struct<{
        readonly network: Schema.Struct<{
            readonly lastBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly lastBatch: Schema.NullOr<Schema.Struct<{
                readonly itemId: Schema.brand<Schema.Int, "ItemId">;
                readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
                readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
            }>>;
            readonly currentSlot: Schema.brand<Schema.Int, "SlotNum">;
            readonly nextForgers: Schema.$Array<Schema.Struct<{
                readonly itemId: Schema.brand<Schema.Int, "ItemId">;
                readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
                readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
                readonly URL: Schema.brand<Schema.String, "Url">;
                readonly ethereumBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            }>>;
        }>;
        readonly metrics: Schema.Struct<{
            readonly transactionsPerBatch: Schema.Finite;
            readonly batchFrequency: Schema.Finite;
            readonly transactionsPerSecond: Schema.Finite;
            readonly totalAccounts: Schema.Int;
            readonly totalBJJs: Schema.Int;
            readonly avgTransactionFee: Schema.Finite;
        }>;
        readonly rollup: Schema.Struct<{
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly forgeL1L2BatchTimeout: Schema.Int;
            readonly feeAddToken: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly withdrawalDelay: Schema.Int;
            readonly buckets: Schema.$Array<Schema.Struct<{
                readonly ceilUSD: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
                readonly blockStamp: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
                readonly withdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
                readonly blockWithdrawalRate: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
                readonly maxWithdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            }>>;
        }>;
        readonly auction: Schema.Struct<{
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly donationAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly bootCoordinator: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly defaultSlotSetBid: Schema.$Array<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
            readonly closedAuctionSlots: Schema.Int;
            readonly openAuctionSlots: Schema.Int;
            readonly allocationRatio: Schema.$Array<Schema.Int>;
            readonly outbidding: Schema.Int;
            readonly slotDeadline: Schema.Int;
        }>;
        readonly withdrawalDelayer: Schema.Struct<{
            readonly hermezRollupAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly hermezGovernanceDAOAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly whiteHackGroupAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly hermezKeeperAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly withdrawalDelay: Schema.Int;
            readonly emergencyModeStartingTime: Schema.Int;
            readonly emergencyMode: Schema.Boolean;
        }>;
        readonly recommendedFee: Schema.Struct<{
            readonly existingAccount: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
            readonly createAccount: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
            readonly createAccountInternal: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
        }>;
    }>>;
};
/** Pool transactions, by the `walletExtensions` row: with why an `invl` one was dropped, or the contract's fields only. */
export declare const PoolTransactionViews: {
    readonly true: WireView<{
        readonly id: string & import("effect/Brand").Brand<"TxId">;
        readonly type: "Exit" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
        readonly fromAccountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        };
        readonly fromZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
        readonly fromBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
        readonly toAccountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        } | null;
        readonly toZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
        readonly toBjj: (string & import("effect/Brand").Brand<"BjjKey">) | null;
        readonly amount: bigint;
        readonly fee: number & import("effect/Brand").Brand<"FeeSelector">;
        readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
        readonly state: "fged" | "fing" | "invl" | "pend";
        readonly signature: string & import("effect/Brand").Brand<"BjjSignature">;
        readonly timestamp: Date;
        readonly batchNum: (number & import("effect/Brand").Brand<"BatchNum">) | null;
        readonly invalidationReason: {
            readonly code: "insufficientBalance" | "invalidTransaction" | "nonceTooLow" | "other" | "receiverNotFound" | "replaced";
            readonly message: string;
        } | null;
        readonly requestFromAccountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        } | null;
        readonly requestToAccountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        } | null;
        readonly requestToZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
        readonly requestToBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
        readonly requestTokenId: (number & import("effect/Brand").Brand<"TokenId">) | null;
        readonly requestAmount: bigint | null;
        readonly requestFee: (number & import("effect/Brand").Brand<"FeeSelector">) | null;
        readonly requestNonce: (bigint & import("effect/Brand").Brand<"Nonce">) | null;
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
    }, Schema.Struct<{
        readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
        readonly type: Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
        readonly fromAccountIndex: Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>;
        readonly fromZkEthereumAddress: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
        readonly fromBJJ: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
        readonly toAccountIndex: Schema.NullOr<Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>>;
        readonly toZkEthereumAddress: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
        readonly toBjj: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
        readonly amount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly fee: Schema.brand<Schema.Int, "FeeSelector">;
        readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        readonly state: Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>;
        readonly signature: Schema.decodeTo<Schema.brand<Schema.String, "BjjSignature">, Schema.String, never, never>;
        readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
        readonly batchNum: Schema.NullOr<Schema.brand<Schema.Int, "BatchNum">>;
        readonly invalidationReason: Schema.NullOr<Schema.Struct<{
            readonly code: Schema.Literals<readonly ["replaced", "nonceTooLow", "insufficientBalance", "receiverNotFound", "invalidTransaction", "other"]>;
            readonly message: Schema.String;
        }>>;
        readonly requestFromAccountIndex: Schema.NullOr<Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>>;
        readonly requestToAccountIndex: Schema.NullOr<Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>>;
        readonly requestToZkEthereumAddress: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
        readonly requestToBJJ: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
        readonly requestTokenId: Schema.NullOr<Schema.brand<Schema.Int, "TokenId">>;
        readonly requestAmount: Schema.NullOr<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
        readonly requestFee: Schema.NullOr<Schema.brand<Schema.Int, "FeeSelector">>;
        readonly requestNonce: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
        readonly token: Schema.Struct<{
            readonly itemId: Schema.brand<Schema.Int, "ItemId">;
            readonly id: Schema.brand<Schema.Int, "TokenId">;
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly name: Schema.brand<Schema.String, "TokenName">;
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly decimals: Schema.Int;
            readonly USD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
            readonly fiatUpdate: Schema.NullOr<Schema.decodeTo<Schema.Date, Schema.String, never, never>>;
        }>;
    }>>;
    readonly false: WireView<{
        readonly id: string & import("effect/Brand").Brand<"TxId">;
        readonly type: "Exit" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
        readonly fromAccountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        };
        readonly fromZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
        readonly fromBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
        readonly toAccountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        } | null;
        readonly toZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
        readonly toBjj: (string & import("effect/Brand").Brand<"BjjKey">) | null;
        readonly amount: bigint;
        readonly fee: number & import("effect/Brand").Brand<"FeeSelector">;
        readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
        readonly state: "fged" | "fing" | "invl" | "pend";
        readonly signature: string & import("effect/Brand").Brand<"BjjSignature">;
        readonly timestamp: Date;
        readonly batchNum: (number & import("effect/Brand").Brand<"BatchNum">) | null;
        readonly invalidationReason: {
            readonly code: "insufficientBalance" | "invalidTransaction" | "nonceTooLow" | "other" | "receiverNotFound" | "replaced";
            readonly message: string;
        } | null;
        readonly requestFromAccountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        } | null;
        readonly requestToAccountIndex: {
            readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
            readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
        } | null;
        readonly requestToZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
        readonly requestToBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
        readonly requestTokenId: (number & import("effect/Brand").Brand<"TokenId">) | null;
        readonly requestAmount: bigint | null;
        readonly requestFee: (number & import("effect/Brand").Brand<"FeeSelector">) | null;
        readonly requestNonce: (bigint & import("effect/Brand").Brand<"Nonce">) | null;
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
    }, Schema.Struct<{
        readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
        readonly type: Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
        readonly fromAccountIndex: Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>;
        readonly fromZkEthereumAddress: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
        readonly fromBJJ: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
        readonly toAccountIndex: Schema.NullOr<Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>>;
        readonly toZkEthereumAddress: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
        readonly toBjj: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
        readonly amount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly fee: Schema.brand<Schema.Int, "FeeSelector">;
        readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        readonly state: Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>;
        readonly signature: Schema.decodeTo<Schema.brand<Schema.String, "BjjSignature">, Schema.String, never, never>;
        readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
        readonly batchNum: Schema.NullOr<Schema.brand<Schema.Int, "BatchNum">>;
        readonly requestFromAccountIndex: Schema.NullOr<Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>>;
        readonly requestToAccountIndex: Schema.NullOr<Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>>;
        readonly requestToZkEthereumAddress: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
        readonly requestToBJJ: Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
        readonly requestTokenId: Schema.NullOr<Schema.brand<Schema.Int, "TokenId">>;
        readonly requestAmount: Schema.NullOr<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
        readonly requestFee: Schema.NullOr<Schema.brand<Schema.Int, "FeeSelector">>;
        readonly requestNonce: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
        readonly token: Schema.Struct<{
            readonly itemId: Schema.brand<Schema.Int, "ItemId">;
            readonly id: Schema.brand<Schema.Int, "TokenId">;
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly name: Schema.brand<Schema.String, "TokenName">;
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly decimals: Schema.Int;
            readonly USD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
            readonly fiatUpdate: Schema.NullOr<Schema.decodeTo<Schema.Date, Schema.String, never, never>>;
        }>;
    }>>;
};
export {};
