/** Tokens registered in the rollup (`anchor-api.md` §2.1). */
import { Schema } from "effect";
/** A token with its USD price (null until a price is known). */
export declare const Token: Schema.Struct<{
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
export type Token = typeof Token.Type;
