/** The Events group: `GET /events`, a resumable Server-Sent Events stream (an extension, later revision only). */
import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Error503 } from "../error_schemas.ts";
/** Every event the stream carries, as the typed client decodes it. */
export declare const NodeEventSse: Schema.Union<readonly [Schema.Struct<{
    readonly event: Schema.Literal<"batch">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
        readonly batch: Schema.Struct<{
            readonly itemId: Schema.brand<Schema.Int, "ItemId">;
            readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
        readonly transactions: Schema.Int;
        readonly createdAccounts: Schema.Int;
        readonly exits: Schema.Int;
    }>>;
}>, Schema.Struct<{
    readonly event: Schema.Literal<"transaction">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
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
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        }>>;
        readonly L2Info: Schema.NullOr<Schema.Struct<{
            readonly fee: Schema.brand<Schema.Int, "FeeSelector">;
            readonly historicFeeUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
            readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        }>>;
    }>>;
}>, Schema.Struct<{
    readonly event: Schema.Literal<"pool">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
        readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
        readonly previousState: Schema.NullOr<Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>>;
        readonly state: Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>;
        readonly batchNum: Schema.NullOr<Schema.brand<Schema.Int, "BatchNum">>;
        readonly reason: Schema.NullOr<Schema.String>;
        readonly reasonCode: Schema.optionalKey<Schema.NullOr<Schema.Literals<readonly ["replaced", "nonceTooLow", "insufficientBalance", "receiverNotFound", "invalidTransaction", "other"]>>>;
    }>>;
}>, Schema.Struct<{
    readonly event: Schema.Literal<"reorg">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
    }>>;
}>, Schema.Struct<{
    readonly event: Schema.Literal<"l1">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
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
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        }>>;
        readonly L2Info: Schema.NullOr<Schema.Struct<{
            readonly fee: Schema.brand<Schema.Int, "FeeSelector">;
            readonly historicFeeUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
            readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        }>>;
    }>>;
}>, Schema.Struct<{
    readonly event: Schema.Literal<"resync">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
        readonly reason: Schema.Literals<readonly ["expired", "overflow", "unknown"]>;
        readonly resumeAfter: Schema.brand<Schema.Int, "EventId">;
    }>>;
}>]>;
export type NodeEventSse = typeof NodeEventSse.Type;
/** The Events group: the live event stream. */
export declare const events: HttpApiGroup.HttpApiGroup<"events", HttpApiEndpoint.HttpApiEndpoint<"subscribeEvents", "GET", "/events", never, Schema.toCodecStringTree<Schema.Struct<{
    readonly types: Schema.optionalKey<Schema.decodeTo<Schema.$Array<Schema.Literals<readonly ["batch", "transaction", "pool", "reorg", "l1"]>>, Schema.String, never, never>>;
    readonly accountIndex: Schema.optionalKey<Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>>;
    readonly zkEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly BJJ: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
    readonly tokenId: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly txId: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>>;
    readonly after: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
}>>, never, Schema.toCodecStringTree<Schema.Struct<{
    readonly "last-event-id": Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
}>>, HttpApiSchema.StreamSse<Schema.Union<readonly [Schema.Struct<{
    readonly event: Schema.Literal<"batch">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
        readonly batch: Schema.Struct<{
            readonly itemId: Schema.brand<Schema.Int, "ItemId">;
            readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
        readonly transactions: Schema.Int;
        readonly createdAccounts: Schema.Int;
        readonly exits: Schema.Int;
    }>>;
}>, Schema.Struct<{
    readonly event: Schema.Literal<"transaction">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
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
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        }>>;
        readonly L2Info: Schema.NullOr<Schema.Struct<{
            readonly fee: Schema.brand<Schema.Int, "FeeSelector">;
            readonly historicFeeUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
            readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        }>>;
    }>>;
}>, Schema.Struct<{
    readonly event: Schema.Literal<"pool">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
        readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
        readonly previousState: Schema.NullOr<Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>>;
        readonly state: Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>;
        readonly batchNum: Schema.NullOr<Schema.brand<Schema.Int, "BatchNum">>;
        readonly reason: Schema.NullOr<Schema.String>;
        readonly reasonCode: Schema.optionalKey<Schema.NullOr<Schema.Literals<readonly ["replaced", "nonceTooLow", "insufficientBalance", "receiverNotFound", "invalidTransaction", "other"]>>>;
    }>>;
}>, Schema.Struct<{
    readonly event: Schema.Literal<"reorg">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
    }>>;
}>, Schema.Struct<{
    readonly event: Schema.Literal<"l1">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
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
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        }>>;
        readonly L2Info: Schema.NullOr<Schema.Struct<{
            readonly fee: Schema.brand<Schema.Int, "FeeSelector">;
            readonly historicFeeUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
            readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
        }>>;
    }>>;
}>, Schema.Struct<{
    readonly event: Schema.Literal<"resync">;
    readonly id: Schema.optional<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.String, never, never>>;
    readonly data: Schema.fromJsonString<Schema.Struct<{
        readonly reason: Schema.Literals<readonly ["expired", "overflow", "unknown"]>;
        readonly resumeAfter: Schema.brand<Schema.Int, "EventId">;
    }>>;
}>]>, Schema.Never, {
    readonly event: "batch";
    readonly id?: (number & import("effect/Brand").Brand<"EventId">) | undefined;
    readonly data: {
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
        readonly transactions: number;
        readonly createdAccounts: number;
        readonly exits: number;
    };
} | {
    readonly event: "transaction";
    readonly id?: (number & import("effect/Brand").Brand<"EventId">) | undefined;
    readonly data: {
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
    };
} | {
    readonly event: "pool";
    readonly id?: (number & import("effect/Brand").Brand<"EventId">) | undefined;
    readonly data: {
        readonly id: string & import("effect/Brand").Brand<"TxId">;
        readonly previousState: "fged" | "fing" | "invl" | "pend" | null;
        readonly state: "fged" | "fing" | "invl" | "pend";
        readonly batchNum: (number & import("effect/Brand").Brand<"BatchNum">) | null;
        readonly reason: string | null;
        readonly reasonCode?: "insufficientBalance" | "invalidTransaction" | "nonceTooLow" | "other" | "receiverNotFound" | "replaced" | null;
    };
} | {
    readonly event: "reorg";
    readonly id?: (number & import("effect/Brand").Brand<"EventId">) | undefined;
    readonly data: {
        readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
    };
} | {
    readonly event: "l1";
    readonly id?: (number & import("effect/Brand").Brand<"EventId">) | undefined;
    readonly data: {
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
    };
} | {
    readonly event: "resync";
    readonly id?: (number & import("effect/Brand").Brand<"EventId">) | undefined;
    readonly data: {
        readonly reason: "expired" | "overflow" | "unknown";
        readonly resumeAfter: number & import("effect/Brand").Brand<"EventId">;
    };
}>, Schema.toCodecJson<typeof Error503>, never, never>, false>;
