import { PoolL2Transaction } from "./pool_transaction.ts";
/** A pool transaction as the earlier revision writes it. */
export declare const PoolL2TransactionEarlier: import("effect/Schema").Struct<{
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
    readonly nonce: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
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
    readonly requestNonce: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
    readonly token: import("effect/Schema").Struct<{
        readonly itemId: import("effect/Schema").brand<import("effect/Schema").Int, "ItemId">;
        readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "TokenId">;
        readonly ethereumBlockNum: import("effect/Schema").brand<import("effect/Schema").decodeTo<import("effect/Schema").BigInt, import("effect/Schema").declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly ethereumAddress: import("effect/Schema").decodeTo<import("effect/Schema").brand<import("effect/Schema").String, "EthAddress">, import("effect/Schema").String, never, never>;
        readonly name: import("effect/Schema").brand<import("effect/Schema").String, "TokenName">;
        readonly symbol: import("effect/Schema").brand<import("effect/Schema").String, "TokenSymbol">;
        readonly decimals: import("effect/Schema").Int;
        readonly USD: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Finite, import("effect/Schema").Finite, never, never>>;
        readonly fiatUpdate: import("effect/Schema").NullOr<import("effect/Schema").decodeTo<import("effect/Schema").Date, import("effect/Schema").String, never, never>>;
    }>;
}>;
export type PoolL2TransactionEarlier = typeof PoolL2TransactionEarlier.Type;
/** The earlier revision's form of a pool transaction. */
export declare function toPoolL2TransactionEarlier(tx: PoolL2Transaction): PoolL2TransactionEarlier;
