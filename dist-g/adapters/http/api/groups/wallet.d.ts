/**
 * The Wallet group: the pool list, an account's next nonce and balance history, and fee quotes, later-revision
 * extensions (`dryRun` lives on the POSTs in `../api.ts`).
 */
import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { Error404 } from "../error_schemas.ts";
/** The Wallet group: the pool list, the next nonce, the balance history and the fee quote. */
export declare const wallet: HttpApiGroup.HttpApiGroup<"wallet", HttpApiEndpoint.HttpApiEndpoint<"getAccountNonce", "GET", "/accounts/:accountIndex/nonce", Schema.toCodecStringTree<Schema.Struct<{
    accountIndex: Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>;
}>>, never, never, never, Schema.toCodecJson<Schema.Struct<{
    readonly accountIndex: Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>;
    readonly forgedNonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
    readonly nextNonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
    readonly pendingNonces: Schema.$Array<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
}>>, Schema.toCodecJson<typeof Error404>, never, never> | HttpApiEndpoint.HttpApiEndpoint<"getFeeQuote", "GET", "/fee-quote", never, Schema.toCodecStringTree<Schema.Struct<{
    readonly tokenId: Schema.decodeTo<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>;
    readonly type: Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
    readonly amount: Schema.optionalKey<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
}>>, never, never, Schema.toCodecJson<Schema.Struct<{
    readonly tokenId: Schema.brand<Schema.Int, "TokenId">;
    readonly type: Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
    readonly amount: Schema.NullOr<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
    readonly status: Schema.Literals<readonly ["quoted", "amountTooSmall", "unpriced"]>;
    readonly minimumFeeAmount: Schema.NullOr<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
    readonly fee: Schema.NullOr<Schema.brand<Schema.Int, "FeeSelector">>;
    readonly feeAmount: Schema.NullOr<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
    readonly basis: Schema.Struct<{
        readonly recommendedFee: Schema.Literals<readonly ["existingAccount", "createAccount", "createAccountInternal"]>;
        readonly recommendedFeeUSD: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
        readonly tokenUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
        readonly fiatUpdate: Schema.NullOr<Schema.decodeTo<Schema.Date, Schema.String, never, never>>;
    }>;
}>>, Schema.toCodecJson<typeof Error404>, never, never> | HttpApiEndpoint.HttpApiEndpoint<"listBalanceHistory", "GET", "/accounts/:accountIndex/balance-history", Schema.toCodecStringTree<Schema.Struct<{
    accountIndex: Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>;
}>>, Schema.toCodecStringTree<Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly asOfBatchNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "BatchNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
}>>, never, never, Schema.toCodecJson<Schema.Struct<{
    readonly pendingItems: Schema.Int;
    readonly balances: Schema.$Array<Schema.Struct<{
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
        readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly balance: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
    }>>;
}>>, Schema.toCodecJson<typeof Error404>, never, never> | HttpApiEndpoint.HttpApiEndpoint<"listPoolTransactions", "GET", "/transactions-pool", never, Schema.toCodecStringTree<Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly zkEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly BJJ: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
    readonly accountIndex: Schema.optionalKey<Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>>;
    readonly state: Schema.optionalKey<Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>>;
    readonly type: Schema.optionalKey<Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>>;
    readonly tokenId: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
}>>, never, never, Schema.toCodecJson<Schema.Struct<{
    readonly pendingItems: Schema.Int;
    readonly transactions: Schema.$Array<Schema.Struct<{
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
        readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
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
        readonly requestNonce: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("../../../../core/domain/scalars.ts").RawJsonNumber, number | import("../../../../core/domain/scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
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
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
    }>>;
}>>, never, never, never>, false>;
