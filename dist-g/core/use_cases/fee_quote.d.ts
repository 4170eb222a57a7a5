/**
 * Use case of `GET /fee-quote` (an extension of the contract, served in the later revision): the
 * fee in a token's own units that meets the node's recommended fee (`/state`'s `recommendedFee`,
 * `Network.currentRecommendedFee`) for a transaction type, and for an amount the cheapest fee
 * selector that pays it — the arithmetic wallets of the anchor did client-side.
 *
 * Which recommended fee applies follows the anchor's wallet: a Transfer (its receiver account
 * exists) and an Exit pay `existingAccount`; a TransferToEthAddr pays `createAccount` (the
 * coordinator may have to create the address's account); a TransferToBJJ pays
 * `createAccountInternal`. The minimum fee is ⌈fee USD × 10^decimals / price⌉, computed exactly on
 * the decimal figures the quote shows (USD amounts as every answer writes them, 12 significant
 * digits); the selector's fee is the protocol's (`signing/fee_selection.ts`, the very rule — with
 * the 128-bit limit — by which the pool rejects a posted fee). The pool has no minimum fee of its
 * own: the interface accepts any fee, and an extension never makes a request it accepts fail.
 */
import { Effect, Option, Schema } from "effect";
import type { FeeQuote, RecommendedFeeKind } from "../domain/fee_quote.ts";
import type { RecommendedFee } from "../domain/network_state.ts";
import type { Token } from "../domain/token.ts";
import { TransactionTypeL2 } from "../domain/transaction_type.ts";
import { BadRequest, type NotFound } from "../errors.ts";
import type { WallClock } from "../ports/clock.ts";
import type { NetworkSettings } from "../ports/network_settings.ts";
import type { NetworkStore } from "../ports/network_store.ts";
import type { TokenStore } from "../ports/token_store.ts";
/** Query parameters of `GET /fee-quote`. */
export declare const Query: Schema.Struct<{
    readonly tokenId: Schema.decodeTo<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>;
    readonly type: Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>;
    readonly amount: Schema.optionalKey<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
}>;
export type Query = typeof Query.Type;
/** The recommended fee each L2 transaction type pays. */
export declare const RECOMMENDED_FEE_OF: Readonly<Record<TransactionTypeL2, RecommendedFeeKind>>;
/**
 * The smallest fee in base units of a token with `decimals` and USD price `priceUsd` worth at least
 * `feeUsd`: ⌈feeUsd × 10^decimals / priceUsd⌉ on the exact decimals of both figures; 0 when the fee
 * is 0, none when the token has no positive (finite) price to convert a positive fee with, or the
 * fee is not finite.
 */
export declare function minimumFeeAmount(feeUsd: number, priceUsd: number | null, decimals: number): Option.Option<bigint>;
/** What a quote is worked out from: the transaction type, the token, the recommended fees now and the amount, if any. */
export interface QuoteInput {
    readonly type: TransactionTypeL2;
    readonly token: Pick<Token, "id" | "decimals" | "USD" | "fiatUpdate">;
    readonly recommendedFee: RecommendedFee;
    readonly amount: bigint | null;
}
/** The fee quote of `input`, on its USD figures as they are written (rounded to 12 significant digits). */
export declare function quote(input: QuoteInput): FeeQuote;
/**
 * The fee quote the query asks for. An amount Float40 cannot represent is the pool's 400
 * (`ErrInvalidFloat40Amount`, naming `amount`): no transaction could carry it. An unknown token is a 404.
 */
export declare const get: (query: {
    readonly tokenId: number & import("effect/Brand").Brand<"TokenId">;
    readonly type: "Exit" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
    readonly amount?: bigint;
}) => Effect.Effect<{
    readonly tokenId: number & import("effect/Brand").Brand<"TokenId">;
    readonly type: "Exit" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
    readonly amount: bigint | null;
    readonly status: "amountTooSmall" | "quoted" | "unpriced";
    readonly minimumFeeAmount: bigint | null;
    readonly fee: (number & import("effect/Brand").Brand<"FeeSelector">) | null;
    readonly feeAmount: bigint | null;
    readonly basis: {
        readonly recommendedFee: "createAccount" | "createAccountInternal" | "existingAccount";
        readonly recommendedFeeUSD: number;
        readonly tokenUSD: number | null;
        readonly fiatUpdate: Date | null;
    };
}, BadRequest | NotFound, NetworkSettings | NetworkStore | TokenStore | WallClock>;
