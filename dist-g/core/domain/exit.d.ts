/** Exits: balances that left the rollup in a batch's exit tree, with the proof to withdraw them (`anchor-api.md` §2.3). */
import { Schema } from "effect";
/** A sparse-Merkle-tree proof of the exit leaf, in the smart contract's form (no trailing zero siblings). */
export declare const MerkleProof: Schema.Struct<{
    readonly root: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly siblings: Schema.$Array<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
    readonly oldKey: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly oldValue: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly isOld0: Schema.Boolean;
    readonly key: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly value: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly fnc: Schema.Int;
}>;
export type MerkleProof = typeof MerkleProof.Type;
/** An exit of one account in one batch, with its withdrawal progress (Ethereum block numbers, null until done). */
export declare const Exit: Schema.Struct<{
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
    readonly instantWithdraw: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
    readonly delayedWithdrawRequest: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
    readonly delayedWithdraw: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
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
export type Exit = typeof Exit.Type;
