/**
 * The earlier revision's Exit (`decisions.md`, Resource fields; `anchor-api.md` §2.3, pagination
 * era): `instantWithdrawn` and `delayedWithdrawn` instead of `instantWithdraw` and
 * `delayedWithdraw`, no owner (`bjj`, `zkEthereumAddress`), and the merkleProof keys capitalised
 * (`Root`, `Siblings`, `OldKey`, `OldValue`, `IsOld0`, `Key`, `Value`, `Fnc`). Values are written
 * as in the later revision; `toExitEarlier` projects the domain Exit onto this shape.
 */
import { Schema } from "effect";
import type { Exit } from "./exit.ts";
/** The exit leaf's sparse-Merkle-tree proof with the earlier, capitalised keys. */
export declare const MerkleProofEarlier: Schema.Struct<{
    readonly Root: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly Siblings: Schema.$Array<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
    readonly OldKey: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly OldValue: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly IsOld0: Schema.Boolean;
    readonly Key: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly Value: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly Fnc: Schema.Int;
}>;
export type MerkleProofEarlier = typeof MerkleProofEarlier.Type;
/** An exit as the earlier revision writes it. */
export declare const ExitEarlier: Schema.Struct<{
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
    readonly instantWithdrawn: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
    readonly delayedWithdrawRequest: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
    readonly delayedWithdrawn: Schema.NullOr<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">>;
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
export type ExitEarlier = typeof ExitEarlier.Type;
/** The earlier revision's form of an exit. */
export declare function toExitEarlier(exit: Exit): ExitEarlier;
