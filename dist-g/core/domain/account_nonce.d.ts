/**
 * The next nonce of an account (`GET /accounts/{accountIndex}/nonce`, an extension of the
 * contract): what a wallet signs its next transaction with, computed by the node on one snapshot
 * of the account and the pool instead of by each client from two reads.
 */
import { Schema } from "effect";
import { Nonce } from "./scalars.ts";
/** An account's forged nonce, the nonces its pending pool transactions take, and the next free one. */
export declare const AccountNonce: Schema.Struct<{
    readonly accountIndex: Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>;
    readonly forgedNonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
    readonly nextNonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
    readonly pendingNonces: Schema.$Array<Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">>;
}>;
export type AccountNonce = typeof AccountNonce.Type;
/** The lowest nonce ≥ `forged` that is not in `taken` (ascending, distinct). */
export declare function nextFreeNonce(forged: Nonce, taken: ReadonlyArray<Nonce>): Nonce;
/** `nonces` ascending and distinct. */
export declare function distinctAscending(nonces: ReadonlyArray<Nonce>): Array<Nonce>;
