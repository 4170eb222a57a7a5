/**
 * A fee quote (`GET /fee-quote`, an extension of the contract): the fee in the token's own units
 * that meets the node's recommended fee for a transaction type, the fee selector that pays it for
 * an amount, and the USD figures it was worked out from — what a wallet otherwise computes itself
 * from `/state`'s `recommendedFee` and the token's `USD`.
 */
import { Schema } from "effect";
/** The field of `/state`'s `recommendedFee` a quote meets. */
export declare const RecommendedFeeKind: Schema.Literals<readonly ["existingAccount", "createAccount", "createAccountInternal"]>;
export type RecommendedFeeKind = typeof RecommendedFeeKind.Type;
/** What the quote could answer. */
export declare const FeeQuoteStatus: Schema.Literals<readonly ["quoted", "amountTooSmall", "unpriced"]>;
export type FeeQuoteStatus = typeof FeeQuoteStatus.Type;
/** The USD figures a quote was worked out from. */
export declare const FeeQuoteBasis: Schema.Struct<{
    readonly recommendedFee: Schema.Literals<readonly ["existingAccount", "createAccount", "createAccountInternal"]>;
    readonly recommendedFeeUSD: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
    readonly tokenUSD: Schema.NullOr<Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>>;
    readonly fiatUpdate: Schema.NullOr<Schema.decodeTo<Schema.Date, Schema.String, never, never>>;
}>;
export type FeeQuoteBasis = typeof FeeQuoteBasis.Type;
/** The fee that meets the node's recommended fee for a token, a type and optionally an amount. */
export declare const FeeQuote: Schema.Struct<{
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
}>;
export type FeeQuote = typeof FeeQuote.Type;
