/**
 * L2 transactions in the coordinator's pool: the body a client POSTs (`PostPoolL2Transaction`)
 * and the view GET returns (`PoolL2Transaction`): the fields `interface.md` lists and, an extension
 * of the contract, why an `invl` one was dropped (`invalidationReason`; the earlier revision's view,
 * `pool_transaction_earlier.ts`, has the contract's fields only); the items of the pool list (an
 * extension) are that view with their `itemId`.
 */
import { Schema } from "effect";
/** State of a pool transaction: pending, forging (selected for a batch), forged, invalid. */
export declare const PoolL2TransactionState: Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>;
export type PoolL2TransactionState = typeof PoolL2TransactionState.Type;
/** A compressed BabyJubJub signature in memory: 128 lowercase hex characters (R8 ‖ S). */
export declare const BjjSignatureValue: Schema.brand<Schema.String, "BjjSignature">;
export type BjjSignature = typeof BjjSignatureValue.Type;
/** A BabyJubJub signature on the wire: 128 hex characters in any case, emitted lowercase. */
export declare const BJJSignature: Schema.decodeTo<Schema.brand<Schema.String, "BjjSignature">, Schema.String, never, never>;
/** The body of `POST /transactions-pool`; no other property is allowed. */
export declare const PostPoolL2Transaction: Schema.Struct<{
    readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
    readonly type: Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
    readonly tokenId: Schema.brand<Schema.Int, "TokenId">;
    readonly fromAccountIndex: Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>;
    readonly toAccountIndex: Schema.optionalKey<Schema.NullOr<Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>>>;
    readonly toZkEthereumAddress: Schema.optionalKey<Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>>;
    readonly toBjj: Schema.optionalKey<Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>>;
    readonly amount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly fee: Schema.brand<Schema.Int, "FeeSelector">;
    readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
    readonly signature: Schema.decodeTo<Schema.brand<Schema.String, "BjjSignature">, Schema.String, never, never>;
    readonly requestFromAccountIndex: Schema.optionalKey<Schema.NullOr<Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>>>;
    readonly requestToAccountIndex: Schema.optionalKey<Schema.NullOr<Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>>>;
    readonly requestToZkEthereumAddress: Schema.optionalKey<Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>>;
    readonly requestToBjj: Schema.optionalKey<Schema.NullOr<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>>;
    readonly requestTokenId: Schema.optionalKey<Schema.NullOr<Schema.brand<Schema.Int, "TokenId">>>;
    readonly requestAmount: Schema.optionalKey<Schema.NullOr<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>>;
    readonly requestFee: Schema.optionalKey<Schema.NullOr<Schema.brand<Schema.Int, "FeeSelector">>>;
    readonly requestNonce: Schema.optionalKey<Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">>>;
}>;
export type PostPoolL2Transaction = typeof PostPoolL2Transaction.Type;
/** A pool transaction as `GET /transactions-pool/{id}` shows it in the later revision. */
export declare const PoolL2Transaction: Schema.Struct<{
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
    readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
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
    readonly requestNonce: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
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
}>;
export type PoolL2Transaction = typeof PoolL2Transaction.Type;
/** An item of `GET /transactions-pool` (an extension): the view of `GET /transactions-pool/{id}` with its itemId (the order transactions entered the pool). */
export declare const PoolL2TransactionItem: Schema.Struct<{
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
    readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
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
    readonly requestNonce: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
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
    readonly itemId: Schema.brand<Schema.Int, "ItemId">;
}>;
export type PoolL2TransactionItem = typeof PoolL2TransactionItem.Type;
