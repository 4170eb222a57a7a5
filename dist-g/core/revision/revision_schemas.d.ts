import { Coordinators, Slots } from "../use_cases/mod.ts";
import { type Revision } from "./revision.ts";
/** The list envelope fields (`listEnvelope` row). */
export declare const EnvelopeFieldsOf: {
    readonly later: {
        pendingItems: import("effect/Schema").Int;
    };
    readonly earlier: {
        pagination: import("effect/Schema").Struct<{
            readonly totalItems: import("effect/Schema").Int;
            readonly firstItem: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">>;
            readonly lastItem: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">>;
        }>;
    };
};
/** The empty-list rule (`emptyListIsNotFound` row). */
export declare const EmptyListRuleOf: {
    readonly later: <A>(page: import("../pagination/page.ts").Page<A>) => import("effect/Effect").Effect<import("../pagination/page.ts").Page<A>, import("../errors.ts").NotFound>;
    readonly earlier: <A>(page: import("../pagination/page.ts").Page<A>) => import("effect/Effect").Effect<import("../pagination/page.ts").Page<A>, import("../errors.ts").NotFound>;
};
/** How exits are written (`exitShape` row). */
export declare const ExitViewOf: {
    readonly later: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
        readonly accountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>;
        readonly bjj: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>;
        readonly zkEthereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
        readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
        readonly merkleProof: import("effect/Schema").Struct<{
            readonly root: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly siblings: import("effect/Schema").$Array<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
            readonly oldKey: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly oldValue: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly isOld0: import("effect/Schema").Boolean;
            readonly key: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly value: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly fnc: import("effect/Schema").Int;
        }>;
        readonly balance: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
        readonly instantWithdraw: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly delayedWithdrawRequest: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly delayedWithdraw: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly token: import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly decimals: import("effect/Schema").Int;
            readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
        }>;
    }>>;
    readonly earlier: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
        readonly accountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>;
        readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
        readonly merkleProof: import("effect/Schema").Struct<{
            readonly Root: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly Siblings: import("effect/Schema").$Array<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
            readonly OldKey: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly OldValue: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly IsOld0: import("effect/Schema").Boolean;
            readonly Key: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly Value: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly Fnc: import("effect/Schema").Int;
        }>;
        readonly balance: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
        readonly instantWithdrawn: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly delayedWithdrawRequest: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly delayedWithdrawn: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
        readonly token: import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly decimals: import("effect/Schema").Int;
            readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
        }>;
    }>>;
};
/** How slots are written (`slotBidKey` row). */
export declare const SlotViewOf: {
    readonly later: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
        readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
        readonly firstBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly lastBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly openAuction: import("effect/Schema").Boolean;
        readonly bestBid: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
            readonly bidValue: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly bidderAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly withdrawAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly URL: import("effect/Schema").brand<import("effect/Schema").String, "Url">;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
        }>>;
    }>>;
    readonly earlier: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
        readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
        readonly firstBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly lastBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly openAuction: import("effect/Schema").Boolean;
        readonly winnerBid: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
            readonly bidValue: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly bidderAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly withdrawAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly URL: import("effect/Schema").brand<import("effect/Schema").String, "Url">;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
        }>>;
    }>>;
};
/** How history transactions are written (`l1Info` row). */
export declare const HistoryTransactionViewOf: {
    readonly later: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly L1orL2: import("effect/Schema").Literals<readonly ["L1", "L2"]>;
        readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
        readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
        readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
        readonly position: import("effect/Schema").brand<import("effect/Schema").Int, "TransactionPosition">;
        readonly fromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>>;
        readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly toAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>;
        readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly toBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
        readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
        readonly historicUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
        readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
        readonly token: import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly decimals: import("effect/Schema").Int;
            readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
        }>;
        readonly L1Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
            readonly toForgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
            readonly userOrigin: import("effect/Schema").Boolean;
            readonly depositAmount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly amountSuccess: import("effect/Schema").Boolean;
            readonly depositAmountSuccess: import("effect/Schema").Boolean;
            readonly historicDepositAmountUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        }>>;
        readonly L2Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
            readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
            readonly historicFeeUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        }>>;
    }>>;
    readonly earlier: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly L1orL2: import("effect/Schema").Literals<readonly ["L1", "L2"]>;
        readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
        readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
        readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
        readonly position: import("effect/Schema").brand<import("effect/Schema").Int, "TransactionPosition">;
        readonly fromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>>;
        readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly toAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>;
        readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly toBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
        readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
        readonly historicUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
        readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
        readonly token: import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly decimals: import("effect/Schema").Int;
            readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
        }>;
        readonly L2Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
            readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
            readonly historicFeeUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        }>>;
        readonly L1Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
            readonly toForgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
            readonly userOrigin: import("effect/Schema").Boolean;
            readonly loadAmount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly historicLoadAmountUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        }>>;
    }>>;
};
/** How batches are written (`batchExtensions` row). */
export declare const BatchViewOf: {
    readonly later: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
        readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
        readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
        readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
        readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
        readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
        readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
        readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
        readonly numAccounts: import("effect/Schema").Int;
        readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
        readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
        readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
        readonly forgedTransactions: import("effect/Schema").Int;
        readonly ethereumTxHash: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").String, "EthHash">>;
    }>>;
    readonly earlier: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
        readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
        readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
        readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
        readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
        readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
        readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
        readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
        readonly numAccounts: import("effect/Schema").Int;
        readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
        readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
        readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
    }>>;
};
/** How full batches are written: with the revision's batch and history transaction views (`batchExtensions` and `l1Info` rows). */
export declare const FullBatchViewOf: {
    readonly later: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly batch: import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
            readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
            readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly numAccounts: import("effect/Schema").Int;
            readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
            readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
            readonly forgedTransactions: import("effect/Schema").Int;
            readonly ethereumTxHash: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").String, "EthHash">>;
        }>;
        readonly transactions: import("effect/Schema").$Array<import("effect/Schema").Struct<{
            readonly L1orL2: import("effect/Schema").Literals<readonly ["L1", "L2"]>;
            readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
            readonly position: import("effect/Schema").brand<import("effect/Schema").Int, "TransactionPosition">;
            readonly fromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly toAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>;
            readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly toBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
            readonly historicUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            readonly token: import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly decimals: import("effect/Schema").Int;
                readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
            }>;
            readonly L1Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly toForgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                readonly userOrigin: import("effect/Schema").Boolean;
                readonly depositAmount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly amountSuccess: import("effect/Schema").Boolean;
                readonly depositAmountSuccess: import("effect/Schema").Boolean;
                readonly historicDepositAmountUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            }>>;
            readonly L2Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
                readonly historicFeeUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
            }>>;
        }>>;
    }>>;
    readonly earlier: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly batch: import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
            readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
            readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly numAccounts: import("effect/Schema").Int;
            readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
            readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
        }>;
        readonly transactions: import("effect/Schema").$Array<import("effect/Schema").Struct<{
            readonly L1orL2: import("effect/Schema").Literals<readonly ["L1", "L2"]>;
            readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
            readonly position: import("effect/Schema").brand<import("effect/Schema").Int, "TransactionPosition">;
            readonly fromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly toAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>;
            readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly toBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
            readonly historicUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            readonly token: import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly decimals: import("effect/Schema").Int;
                readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
            }>;
            readonly L2Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
                readonly historicFeeUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
            }>>;
            readonly L1Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly toForgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                readonly userOrigin: import("effect/Schema").Boolean;
                readonly loadAmount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly historicLoadAmountUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            }>>;
        }>>;
    }>>;
};
/** The response fields the revision adds to the interface, by schema identifier (`batchExtensions` and `walletExtensions` rows): marked `x-extension` in its OpenAPI document. */
export declare const ExtensionFieldsOf: {
    readonly later: {
        readonly [x: string]: readonly string[];
    };
    readonly earlier: {
        readonly [x: string]: readonly string[];
    };
};
/** How the network state is written (`stateShape` row). */
export declare const StateViewOf: {
    readonly later: import("./wire_view.ts").WireView<import("../domain/network_reading.ts").NetworkReading, import("effect/Schema").Struct<{
        readonly nodeConfig: import("effect/Schema").Struct<{
            readonly forgeDelay: import("effect/Schema").Finite;
            readonly poolLoad: import("effect/Schema").Int;
        }>;
        readonly network: import("effect/Schema").Struct<{
            readonly lastEthereumBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly lastSynchedBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly lastBatch: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
                readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
                readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
                readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly numAccounts: import("effect/Schema").Int;
                readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
                readonly forgedTransactions: import("effect/Schema").Int;
                readonly ethereumTxHash: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").String, "EthHash">>;
            }>>;
            readonly currentSlot: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
            readonly nextForgers: import("effect/Schema").$Array<import("effect/Schema").Struct<{
                readonly coordinator: import("effect/Schema").Struct<{
                    readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                    readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                    readonly bidderAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                    readonly URL: import("effect/Schema").brand<import("effect/Schema").String, "Url">;
                    readonly ethereumBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                }>;
                readonly period: import("effect/Schema").Struct<{
                    readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
                    readonly fromBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                    readonly toBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                    readonly fromTimestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                    readonly toTimestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                }>;
            }>>;
        }>;
        readonly metrics: import("effect/Schema").Struct<{
            readonly transactionsPerBatch: import("effect/Schema").Finite;
            readonly batchFrequency: import("effect/Schema").Finite;
            readonly transactionsPerSecond: import("effect/Schema").Finite;
            readonly totalAccounts: import("effect/Schema").Int;
            readonly totalBJJs: import("effect/Schema").Int;
            readonly avgTransactionFee: import("effect/Schema").Finite;
            readonly estimatedTimeToForgeL1: import("effect/Schema").Finite;
        }>;
        readonly rollup: import("effect/Schema").Struct<{
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly forgeL1L2BatchTimeout: import("effect/Schema").Int;
            readonly feeAddToken: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly withdrawalDelay: import("effect/Schema").Int;
            readonly buckets: import("effect/Schema").$Array<import("effect/Schema").Struct<{
                readonly ceilUSD: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly withdrawals: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly blockWithdrawalRate: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly maxWithdrawals: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            }>>;
        }>;
        readonly auction: import("effect/Schema").Struct<{
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly donationAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly bootCoordinator: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly bootCoordinatorUrl: import("effect/Schema").brand<import("effect/Schema").String, "Url">;
            readonly defaultSlotSetBid: import("effect/Schema").$Array<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
            readonly defaultSlotSetBidSlotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
            readonly closedAuctionSlots: import("effect/Schema").Int;
            readonly openAuctionSlots: import("effect/Schema").Int;
            readonly allocationRatio: import("effect/Schema").$Array<import("effect/Schema").Int>;
            readonly outbidding: import("effect/Schema").Int;
            readonly slotDeadline: import("effect/Schema").Int;
        }>;
        readonly withdrawalDelayer: import("effect/Schema").Struct<{
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly hermezGovernanceAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly emergencyCouncilAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly withdrawalDelay: import("effect/Schema").Int;
            readonly emergencyModeStartingBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly emergencyMode: import("effect/Schema").Boolean;
        }>;
        readonly recommendedFee: import("effect/Schema").Struct<{
            readonly existingAccount: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
            readonly createAccount: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
            readonly createAccountInternal: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
        }>;
    }>>;
    readonly earlier: import("./wire_view.ts").WireView<import("../domain/network_reading.ts").NetworkReading, import("effect/Schema").Struct<{
        readonly network: import("effect/Schema").Struct<{
            readonly lastBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly lastBatch: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
                readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
                readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
                readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly numAccounts: import("effect/Schema").Int;
                readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
            }>>;
            readonly currentSlot: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
            readonly nextForgers: import("effect/Schema").$Array<import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly bidderAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly URL: import("effect/Schema").brand<import("effect/Schema").String, "Url">;
                readonly ethereumBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            }>>;
        }>;
        readonly metrics: import("effect/Schema").Struct<{
            readonly transactionsPerBatch: import("effect/Schema").Finite;
            readonly batchFrequency: import("effect/Schema").Finite;
            readonly transactionsPerSecond: import("effect/Schema").Finite;
            readonly totalAccounts: import("effect/Schema").Int;
            readonly totalBJJs: import("effect/Schema").Int;
            readonly avgTransactionFee: import("effect/Schema").Finite;
        }>;
        readonly rollup: import("effect/Schema").Struct<{
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly forgeL1L2BatchTimeout: import("effect/Schema").Int;
            readonly feeAddToken: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly withdrawalDelay: import("effect/Schema").Int;
            readonly buckets: import("effect/Schema").$Array<import("effect/Schema").Struct<{
                readonly ceilUSD: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly blockStamp: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly withdrawals: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly blockWithdrawalRate: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly maxWithdrawals: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            }>>;
        }>;
        readonly auction: import("effect/Schema").Struct<{
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly donationAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly bootCoordinator: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly defaultSlotSetBid: import("effect/Schema").$Array<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
            readonly closedAuctionSlots: import("effect/Schema").Int;
            readonly openAuctionSlots: import("effect/Schema").Int;
            readonly allocationRatio: import("effect/Schema").$Array<import("effect/Schema").Int>;
            readonly outbidding: import("effect/Schema").Int;
            readonly slotDeadline: import("effect/Schema").Int;
        }>;
        readonly withdrawalDelayer: import("effect/Schema").Struct<{
            readonly hermezRollupAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly hermezGovernanceDAOAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly whiteHackGroupAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly hermezKeeperAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly withdrawalDelay: import("effect/Schema").Int;
            readonly emergencyModeStartingTime: import("effect/Schema").Int;
            readonly emergencyMode: import("effect/Schema").Boolean;
        }>;
        readonly recommendedFee: import("effect/Schema").Struct<{
            readonly existingAccount: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
            readonly createAccount: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
            readonly createAccountInternal: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
        }>;
    }>>;
};
/** The query of `/exits` (`exitsOnlyPendingWithdraws` row). */
export declare const ExitsQueryOf: {
    readonly later: import("effect/Schema").Struct<{
        readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
        readonly tokenId: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
        readonly zkEthereumAddress: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly BJJ: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly accountIndex: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>>;
        readonly batchNum: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
        readonly onlyPendingWithdraws: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Boolean, import("effect/Schema").Literals<readonly ["true", "false"]>, never, never>>;
    }>;
    readonly earlier: import("effect/Schema").Struct<{
        readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
        readonly tokenId: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
        readonly zkEthereumAddress: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly BJJ: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly accountIndex: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>>;
        readonly batchNum: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
    }>;
};
/** The query of `/slots` (`slotsMaxParam` and `slotsWonBy` rows). */
export declare const SlotsQueryOf: {
    readonly later: import("effect/Schema").Struct<{
        readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
        readonly minSlotNum: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        readonly wonByEthereumAddress: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly finishedAuction: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Boolean, import("effect/Schema").Literals<readonly ["true", "false"]>, never, never>>;
        readonly maxSlotNum: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
    }>;
    readonly earlier: import("effect/Schema").Struct<{
        readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
        readonly minSlotNum: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        readonly wonByEthereumAddress: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly finishedAuction: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Boolean, import("effect/Schema").Literals<readonly ["true", "false"]>, never, never>>;
        readonly maxSlothNum: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
    }>;
};
/** The options of `Slots.list` (`slotsMaxParam` and `slotsWonBy` rows). */
export declare const SlotsListOptionsOf: {
    readonly [R in Revision]: Slots.ListOptions;
};
/** The query of `/bids` (`bidsAddressParam` row). */
export declare const BidsQueryOf: {
    readonly later: import("effect/Schema").Struct<{
        readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
        readonly slotNum: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
        readonly bidderAddr: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
    }>;
    readonly earlier: import("effect/Schema").Struct<{
        readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
        readonly slotNum: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
        readonly forgerAddr: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
    }>;
};
/** The filter rules of `/bids` (`bidsAtLeastOne` and `bidsAddressParam` rows). */
export declare const BidsRulesOf: {
    readonly later: import("../filters/rules.ts").FilterRules;
    readonly earlier: import("../filters/rules.ts").FilterRules;
};
/** The query of `/coordinators` (`coordinatorExtensions` row: the address filters, or none). */
export declare const CoordinatorsQueryOf: {
    readonly later: import("effect/Schema").Struct<{
        readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
        readonly forgerAddr: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly bidderAddr: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
    }>;
    readonly earlier: import("effect/Schema").Struct<{
        readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
    }>;
};
/** The options of `Coordinators.list` (`coordinatorExtensions` row: the boot coordinator listed, or not). */
export declare const CoordinatorsListOptionsOf: {
    readonly [R in Revision]: Coordinators.ListOptions;
};
/** The query of `POST /account-creation-authorization` (`walletExtensions` row: `dryRun`, or none). */
export declare const PostQueryOf: {
    readonly later: import("effect/Schema").Struct<{
        readonly dryRun: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Boolean, import("effect/Schema").Literals<readonly ["true", "false"]>, never, never>>;
    }>;
    readonly earlier: undefined;
};
/** The query of `POST /transactions-pool` (`walletExtensions` row: `dryRun` and `replace`, or none). */
export declare const PoolPostQueryOf: {
    readonly later: import("effect/Schema").Struct<{
        readonly dryRun: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Boolean, import("effect/Schema").Literals<readonly ["true", "false"]>, never, never>>;
        readonly replace: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Boolean, import("effect/Schema").Literals<readonly ["true", "false"]>, never, never>>;
    }>;
    readonly earlier: undefined;
};
/** How pool transactions are written (`walletExtensions` row). */
export declare const PoolTransactionViewOf: {
    readonly later: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
        readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
        readonly fromAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>;
        readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly toAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>>;
        readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly toBjj: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
        readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
        readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        readonly state: import("effect/Schema").Literals<readonly ["pend", "fing", "fged", "invl"]>;
        readonly signature: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjSignature">, import("effect/Schema").String, never, never>;
        readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
        readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
        readonly invalidationReason: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
            readonly code: import("effect/Schema").Literals<readonly ["replaced", "nonceTooLow", "insufficientBalance", "receiverNotFound", "invalidTransaction", "other"]>;
            readonly message: import("effect/Schema").String;
        }>>;
        readonly requestFromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>>;
        readonly requestToAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>>;
        readonly requestToZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly requestToBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly requestTokenId: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">>;
        readonly requestAmount: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
        readonly requestFee: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">>;
        readonly requestNonce: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
        readonly token: import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly decimals: import("effect/Schema").Int;
            readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
        }>;
    }>>;
    readonly earlier: import("./wire_view.ts").WireView<{
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
    }, import("effect/Schema").Struct<{
        readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
        readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
        readonly fromAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>;
        readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly toAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>>;
        readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly toBjj: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
        readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
        readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        readonly state: import("effect/Schema").Literals<readonly ["pend", "fing", "fged", "invl"]>;
        readonly signature: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjSignature">, import("effect/Schema").String, never, never>;
        readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
        readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
        readonly requestFromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>>;
        readonly requestToAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
        }>, import("effect/Schema").String, never, never>>;
        readonly requestToZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        readonly requestToBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
        readonly requestTokenId: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">>;
        readonly requestAmount: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
        readonly requestFee: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">>;
        readonly requestNonce: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
        readonly token: import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
            readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
            readonly decimals: import("effect/Schema").Int;
            readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
        }>;
    }>>;
};
/** What `POST /transactions-pool` answers (`walletExtensions` row). */
export declare const PoolPostSuccessOf: {
    readonly later: import("effect/Schema").Union<readonly [import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>, import("effect/Schema").Struct<{
        readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
        readonly wouldBeState: import("effect/Schema").Literals<readonly ["pend", "fing", "fged", "invl"]>;
        readonly alreadyInPool: import("effect/Schema").Boolean;
        readonly nextNonce: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
        readonly replaces: import("effect/Schema").$Array<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>>;
    }>]>;
    readonly earlier: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
};
/** The body `POST /account-creation-authorization` answers besides none (`walletExtensions` row: a dry run's outcome). */
export declare const AuthorizationPostSuccessOf: {
    readonly later: import("effect/Schema").Struct<{
        readonly zkEthereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
        readonly bjj: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>;
        readonly wouldBeStored: import("effect/Schema").Boolean;
    }>;
    readonly earlier: undefined;
};
/** Every choice of `revision`, with that revision's exact types when `revision` is known. */
export declare function selectionsFor<R extends Revision>(revision: R): {
    envelope: {
        readonly later: {
            pendingItems: import("effect/Schema").Int;
        };
        readonly earlier: {
            pagination: import("effect/Schema").Struct<{
                readonly totalItems: import("effect/Schema").Int;
                readonly firstItem: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">>;
                readonly lastItem: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">>;
            }>;
        };
    }[R];
    emptyList: {
        readonly later: <A>(page: import("../pagination/page.ts").Page<A>) => import("effect/Effect").Effect<import("../pagination/page.ts").Page<A>, import("../errors.ts").NotFound>;
        readonly earlier: <A>(page: import("../pagination/page.ts").Page<A>) => import("effect/Effect").Effect<import("../pagination/page.ts").Page<A>, import("../errors.ts").NotFound>;
    }[R];
    exit: {
        readonly later: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
            readonly accountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>;
            readonly bjj: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>;
            readonly zkEthereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly merkleProof: import("effect/Schema").Struct<{
                readonly root: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly siblings: import("effect/Schema").$Array<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
                readonly oldKey: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly oldValue: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly isOld0: import("effect/Schema").Boolean;
                readonly key: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly value: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly fnc: import("effect/Schema").Int;
            }>;
            readonly balance: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly instantWithdraw: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
            readonly delayedWithdrawRequest: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
            readonly delayedWithdraw: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
            readonly token: import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly decimals: import("effect/Schema").Int;
                readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
            }>;
        }>>;
        readonly earlier: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
            readonly accountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>;
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly merkleProof: import("effect/Schema").Struct<{
                readonly Root: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly Siblings: import("effect/Schema").$Array<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
                readonly OldKey: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly OldValue: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly IsOld0: import("effect/Schema").Boolean;
                readonly Key: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly Value: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly Fnc: import("effect/Schema").Int;
            }>;
            readonly balance: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly instantWithdrawn: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
            readonly delayedWithdrawRequest: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
            readonly delayedWithdrawn: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
            readonly token: import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly decimals: import("effect/Schema").Int;
                readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
            }>;
        }>>;
    }[R];
    slot: {
        readonly later: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
            readonly firstBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly lastBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly openAuction: import("effect/Schema").Boolean;
            readonly bestBid: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
                readonly bidValue: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly bidderAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly withdrawAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly URL: import("effect/Schema").brand<import("effect/Schema").String, "Url">;
                readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            }>>;
        }>>;
        readonly earlier: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
            readonly firstBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly lastBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly openAuction: import("effect/Schema").Boolean;
            readonly winnerBid: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
                readonly bidValue: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly bidderAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly withdrawAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly URL: import("effect/Schema").brand<import("effect/Schema").String, "Url">;
                readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            }>>;
        }>>;
    }[R];
    historyTransaction: {
        readonly later: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly L1orL2: import("effect/Schema").Literals<readonly ["L1", "L2"]>;
            readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
            readonly position: import("effect/Schema").brand<import("effect/Schema").Int, "TransactionPosition">;
            readonly fromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly toAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>;
            readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly toBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
            readonly historicUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            readonly token: import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly decimals: import("effect/Schema").Int;
                readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
            }>;
            readonly L1Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly toForgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                readonly userOrigin: import("effect/Schema").Boolean;
                readonly depositAmount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly amountSuccess: import("effect/Schema").Boolean;
                readonly depositAmountSuccess: import("effect/Schema").Boolean;
                readonly historicDepositAmountUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            }>>;
            readonly L2Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
                readonly historicFeeUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
            }>>;
        }>>;
        readonly earlier: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly L1orL2: import("effect/Schema").Literals<readonly ["L1", "L2"]>;
            readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
            readonly position: import("effect/Schema").brand<import("effect/Schema").Int, "TransactionPosition">;
            readonly fromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly toAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>;
            readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly toBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
            readonly historicUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            readonly token: import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly decimals: import("effect/Schema").Int;
                readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
            }>;
            readonly L2Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
                readonly historicFeeUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
            }>>;
            readonly L1Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly toForgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                readonly userOrigin: import("effect/Schema").Boolean;
                readonly loadAmount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly historicLoadAmountUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            }>>;
        }>>;
    }[R];
    batch: {
        readonly later: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
            readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
            readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly numAccounts: import("effect/Schema").Int;
            readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
            readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
            readonly forgedTransactions: import("effect/Schema").Int;
            readonly ethereumTxHash: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").String, "EthHash">>;
        }>>;
        readonly earlier: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
            readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
            readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
            readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
            readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
            readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly numAccounts: import("effect/Schema").Int;
            readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
            readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
        }>>;
    }[R];
    fullBatch: {
        readonly later: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly batch: import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
                readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
                readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
                readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly numAccounts: import("effect/Schema").Int;
                readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
                readonly forgedTransactions: import("effect/Schema").Int;
                readonly ethereumTxHash: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").String, "EthHash">>;
            }>;
            readonly transactions: import("effect/Schema").$Array<import("effect/Schema").Struct<{
                readonly L1orL2: import("effect/Schema").Literals<readonly ["L1", "L2"]>;
                readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
                readonly position: import("effect/Schema").brand<import("effect/Schema").Int, "TransactionPosition">;
                readonly fromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                    readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                    readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
                }>, import("effect/Schema").String, never, never>>;
                readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
                readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
                readonly toAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                    readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                    readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
                }>, import("effect/Schema").String, never, never>;
                readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
                readonly toBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
                readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
                readonly historicUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                readonly token: import("effect/Schema").Struct<{
                    readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                    readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
                    readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                    readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                    readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
                    readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                    readonly decimals: import("effect/Schema").Int;
                    readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                    readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
                }>;
                readonly L1Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                    readonly toForgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                    readonly userOrigin: import("effect/Schema").Boolean;
                    readonly depositAmount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly amountSuccess: import("effect/Schema").Boolean;
                    readonly depositAmountSuccess: import("effect/Schema").Boolean;
                    readonly historicDepositAmountUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                    readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                }>>;
                readonly L2Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                    readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
                    readonly historicFeeUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                    readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
                }>>;
            }>>;
        }>>;
        readonly earlier: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly batch: import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
                readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
                readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
                readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly numAccounts: import("effect/Schema").Int;
                readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
            }>;
            readonly transactions: import("effect/Schema").$Array<import("effect/Schema").Struct<{
                readonly L1orL2: import("effect/Schema").Literals<readonly ["L1", "L2"]>;
                readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "Deposit", "CreateAccountDeposit", "CreateAccountDepositTransfer", "DepositTransfer", "ForceTransfer", "ForceExit", "TransferToEthAddr", "TransferToBJJ"]>;
                readonly position: import("effect/Schema").brand<import("effect/Schema").Int, "TransactionPosition">;
                readonly fromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                    readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                    readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
                }>, import("effect/Schema").String, never, never>>;
                readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
                readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
                readonly toAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                    readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                    readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
                }>, import("effect/Schema").String, never, never>;
                readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
                readonly toBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
                readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
                readonly historicUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                readonly token: import("effect/Schema").Struct<{
                    readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                    readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
                    readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                    readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                    readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
                    readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                    readonly decimals: import("effect/Schema").Int;
                    readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                    readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
                }>;
                readonly L2Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                    readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
                    readonly historicFeeUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                    readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
                }>>;
                readonly L1Info: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                    readonly toForgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                    readonly userOrigin: import("effect/Schema").Boolean;
                    readonly loadAmount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly historicLoadAmountUSD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                    readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                }>>;
            }>>;
        }>>;
    }[R];
    state: {
        readonly later: import("./wire_view.ts").WireView<import("../domain/network_reading.ts").NetworkReading, import("effect/Schema").Struct<{
            readonly nodeConfig: import("effect/Schema").Struct<{
                readonly forgeDelay: import("effect/Schema").Finite;
                readonly poolLoad: import("effect/Schema").Int;
            }>;
            readonly network: import("effect/Schema").Struct<{
                readonly lastEthereumBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly lastSynchedBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly lastBatch: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                    readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                    readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
                    readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                    readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
                    readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                    readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                    readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
                    readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
                    readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly numAccounts: import("effect/Schema").Int;
                    readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                    readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
                    readonly forgedTransactions: import("effect/Schema").Int;
                    readonly ethereumTxHash: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").String, "EthHash">>;
                }>>;
                readonly currentSlot: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
                readonly nextForgers: import("effect/Schema").$Array<import("effect/Schema").Struct<{
                    readonly coordinator: import("effect/Schema").Struct<{
                        readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                        readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                        readonly bidderAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                        readonly URL: import("effect/Schema").brand<import("effect/Schema").String, "Url">;
                        readonly ethereumBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                    }>;
                    readonly period: import("effect/Schema").Struct<{
                        readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
                        readonly fromBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                        readonly toBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                        readonly fromTimestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                        readonly toTimestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                    }>;
                }>>;
            }>;
            readonly metrics: import("effect/Schema").Struct<{
                readonly transactionsPerBatch: import("effect/Schema").Finite;
                readonly batchFrequency: import("effect/Schema").Finite;
                readonly transactionsPerSecond: import("effect/Schema").Finite;
                readonly totalAccounts: import("effect/Schema").Int;
                readonly totalBJJs: import("effect/Schema").Int;
                readonly avgTransactionFee: import("effect/Schema").Finite;
                readonly estimatedTimeToForgeL1: import("effect/Schema").Finite;
            }>;
            readonly rollup: import("effect/Schema").Struct<{
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly forgeL1L2BatchTimeout: import("effect/Schema").Int;
                readonly feeAddToken: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly withdrawalDelay: import("effect/Schema").Int;
                readonly buckets: import("effect/Schema").$Array<import("effect/Schema").Struct<{
                    readonly ceilUSD: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly withdrawals: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly blockWithdrawalRate: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly maxWithdrawals: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                }>>;
            }>;
            readonly auction: import("effect/Schema").Struct<{
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly donationAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly bootCoordinator: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly bootCoordinatorUrl: import("effect/Schema").brand<import("effect/Schema").String, "Url">;
                readonly defaultSlotSetBid: import("effect/Schema").$Array<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
                readonly defaultSlotSetBidSlotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
                readonly closedAuctionSlots: import("effect/Schema").Int;
                readonly openAuctionSlots: import("effect/Schema").Int;
                readonly allocationRatio: import("effect/Schema").$Array<import("effect/Schema").Int>;
                readonly outbidding: import("effect/Schema").Int;
                readonly slotDeadline: import("effect/Schema").Int;
            }>;
            readonly withdrawalDelayer: import("effect/Schema").Struct<{
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly hermezGovernanceAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly emergencyCouncilAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly withdrawalDelay: import("effect/Schema").Int;
                readonly emergencyModeStartingBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly emergencyMode: import("effect/Schema").Boolean;
            }>;
            readonly recommendedFee: import("effect/Schema").Struct<{
                readonly existingAccount: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
                readonly createAccount: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
                readonly createAccountInternal: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
            }>;
        }>>;
        readonly earlier: import("./wire_view.ts").WireView<import("../domain/network_reading.ts").NetworkReading, import("effect/Schema").Struct<{
            readonly network: import("effect/Schema").Struct<{
                readonly lastBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly lastBatch: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                    readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                    readonly batchNum: import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">;
                    readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                    readonly ethereumBlockHash: import("effect/Schema").brand<import("effect/Schema").String, "EthHash">;
                    readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
                    readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                    readonly collectedFees: import("effect/Schema").$Record<import("effect/Schema").String, import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
                    readonly historicTotalCollectedFeesUSD: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
                    readonly stateRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly numAccounts: import("effect/Schema").Int;
                    readonly exitRoot: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly forgeL1TransactionsNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "ToForgeL1TransactionsNum">>;
                    readonly slotNum: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
                }>>;
                readonly currentSlot: import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">;
                readonly nextForgers: import("effect/Schema").$Array<import("effect/Schema").Struct<{
                    readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                    readonly forgerAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                    readonly bidderAddr: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                    readonly URL: import("effect/Schema").brand<import("effect/Schema").String, "Url">;
                    readonly ethereumBlock: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                }>>;
            }>;
            readonly metrics: import("effect/Schema").Struct<{
                readonly transactionsPerBatch: import("effect/Schema").Finite;
                readonly batchFrequency: import("effect/Schema").Finite;
                readonly transactionsPerSecond: import("effect/Schema").Finite;
                readonly totalAccounts: import("effect/Schema").Int;
                readonly totalBJJs: import("effect/Schema").Int;
                readonly avgTransactionFee: import("effect/Schema").Finite;
            }>;
            readonly rollup: import("effect/Schema").Struct<{
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly forgeL1L2BatchTimeout: import("effect/Schema").Int;
                readonly feeAddToken: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                readonly withdrawalDelay: import("effect/Schema").Int;
                readonly buckets: import("effect/Schema").$Array<import("effect/Schema").Struct<{
                    readonly ceilUSD: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly blockStamp: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly withdrawals: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly blockWithdrawalRate: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                    readonly maxWithdrawals: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
                }>>;
            }>;
            readonly auction: import("effect/Schema").Struct<{
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly donationAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly bootCoordinator: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly defaultSlotSetBid: import("effect/Schema").$Array<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
                readonly closedAuctionSlots: import("effect/Schema").Int;
                readonly openAuctionSlots: import("effect/Schema").Int;
                readonly allocationRatio: import("effect/Schema").$Array<import("effect/Schema").Int>;
                readonly outbidding: import("effect/Schema").Int;
                readonly slotDeadline: import("effect/Schema").Int;
            }>;
            readonly withdrawalDelayer: import("effect/Schema").Struct<{
                readonly hermezRollupAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly hermezGovernanceDAOAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly whiteHackGroupAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly hermezKeeperAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly withdrawalDelay: import("effect/Schema").Int;
                readonly emergencyModeStartingTime: import("effect/Schema").Int;
                readonly emergencyMode: import("effect/Schema").Boolean;
            }>;
            readonly recommendedFee: import("effect/Schema").Struct<{
                readonly existingAccount: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
                readonly createAccount: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
                readonly createAccountInternal: import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>;
            }>;
        }>>;
    }[R];
    poolTransaction: {
        readonly later: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
            readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
            readonly fromAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>;
            readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly toAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly toBjj: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
            readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
            readonly state: import("effect/Schema").Literals<readonly ["pend", "fing", "fged", "invl"]>;
            readonly signature: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjSignature">, import("effect/Schema").String, never, never>;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
            readonly invalidationReason: import("effect/Schema").NullOr<import("effect/Schema").Struct<{
                readonly code: import("effect/Schema").Literals<readonly ["replaced", "nonceTooLow", "insufficientBalance", "receiverNotFound", "invalidTransaction", "other"]>;
                readonly message: import("effect/Schema").String;
            }>>;
            readonly requestFromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly requestToAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly requestToZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly requestToBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly requestTokenId: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">>;
            readonly requestAmount: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
            readonly requestFee: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">>;
            readonly requestNonce: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
            readonly token: import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly decimals: import("effect/Schema").Int;
                readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
            }>;
        }>>;
        readonly earlier: import("./wire_view.ts").WireView<{
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
        }, import("effect/Schema").Struct<{
            readonly id: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "TxId">, import("effect/Schema").String, never, never>;
            readonly type: import("effect/Schema").Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
            readonly fromAccountIndex: import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>;
            readonly fromZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly fromBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly toAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly toZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly toBjj: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly amount: import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>;
            readonly fee: import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">;
            readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
            readonly state: import("effect/Schema").Literals<readonly ["pend", "fing", "fged", "invl"]>;
            readonly signature: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjSignature">, import("effect/Schema").String, never, never>;
            readonly timestamp: import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>;
            readonly batchNum: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">>;
            readonly requestFromAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly requestToAccountIndex: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly requestToZkEthereumAddress: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly requestToBJJ: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly requestTokenId: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">>;
            readonly requestAmount: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").String, never, never>>;
            readonly requestFee: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "FeeSelector">>;
            readonly requestNonce: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
            readonly token: import("effect/Schema").Struct<{
                readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
                readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
                readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("../domain/scalars.ts").RawJsonNumber, number | import("../domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
                readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly decimals: import("effect/Schema").Int;
                readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
                readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
            }>;
        }>>;
    }[R];
    exitsQuery: {
        readonly later: import("effect/Schema").Struct<{
            readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
            readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
            readonly tokenId: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
            readonly zkEthereumAddress: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly BJJ: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly accountIndex: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly batchNum: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
            readonly onlyPendingWithdraws: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Boolean, import("effect/Schema").Literals<readonly ["true", "false"]>, never, never>>;
        }>;
        readonly earlier: import("effect/Schema").Struct<{
            readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
            readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
            readonly tokenId: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
            readonly zkEthereumAddress: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly BJJ: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "BjjKey">, import("effect/Schema").String, never, never>>;
            readonly accountIndex: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Struct<{
                readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
                readonly idx: import("effect/Schema").brand<import("effect/Schema").Int, "AccountIdx">;
            }>, import("effect/Schema").String, never, never>>;
            readonly batchNum: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "BatchNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
        }>;
    }[R];
    slotsQuery: {
        readonly later: import("effect/Schema").Struct<{
            readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
            readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
            readonly minSlotNum: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
            readonly wonByEthereumAddress: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly finishedAuction: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Boolean, import("effect/Schema").Literals<readonly ["true", "false"]>, never, never>>;
            readonly maxSlotNum: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        }>;
        readonly earlier: import("effect/Schema").Struct<{
            readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
            readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
            readonly minSlotNum: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
            readonly wonByEthereumAddress: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly finishedAuction: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").Boolean, import("effect/Schema").Literals<readonly ["true", "false"]>, never, never>>;
            readonly maxSlothNum: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
        }>;
    }[R];
    slotsOptions: {
        readonly earlier: Slots.ListOptions;
        readonly later: Slots.ListOptions;
    }[R];
    bidsQuery: {
        readonly later: import("effect/Schema").Struct<{
            readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
            readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
            readonly slotNum: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
            readonly bidderAddr: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        }>;
        readonly earlier: import("effect/Schema").Struct<{
            readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
            readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
            readonly slotNum: import("effect/Schema").optionalKey<import("effect/Schema").compose<import("effect/Schema").brand<import("effect/Schema").Int, "SlotNum">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>>>;
            readonly forgerAddr: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        }>;
    }[R];
    bidsRules: {
        readonly later: import("../filters/rules.ts").FilterRules;
        readonly earlier: import("../filters/rules.ts").FilterRules;
    }[R];
    coordinatorsQuery: {
        readonly later: import("effect/Schema").Struct<{
            readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
            readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
            readonly forgerAddr: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
            readonly bidderAddr: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>>;
        }>;
        readonly earlier: import("effect/Schema").Struct<{
            readonly fromItem: import("effect/Schema").optionalKey<import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">, import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never, never>>;
            readonly order: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: import("effect/Schema").withDecodingDefaultTypeKey<import("effect/Schema").decodeTo<import("effect/Schema").Int, import("effect/Schema").String, never, never>, never>;
        }>;
    }[R];
    coordinatorsOptions: {
        readonly earlier: Coordinators.ListOptions;
        readonly later: Coordinators.ListOptions;
    }[R];
};
