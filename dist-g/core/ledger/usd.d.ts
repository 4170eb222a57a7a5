/**
 * Historic USD values, computed when a transaction is recorded (L1 user transactions when
 * queued, the others when forged) with the token price of that moment, as the anchor's `set_tx`
 * trigger does: `usd / 10^decimals × amount`, null when the token has no positive price or the
 * amount is 0.
 */
import { Result } from "effect";
import type { CollectedFees } from "../domain/batch.ts";
import { TokenId } from "../domain/scalars.ts";
import type { Token } from "../domain/token.ts";
/** The USD value of `amount` base units of `token` at its current price, or null. */
export declare function historicUsd(amount: bigint, token: Pick<Token, "USD" | "decimals">): number | null;
/**
 * The USD value of a batch's collected fees: the sum over its tokens of `historicUsd`, tokens
 * without a price counting 0; fails naming the first token `tokenOf` does not know.
 */
export declare function totalFeesUsd(fees: CollectedFees, tokenOf: (id: TokenId) => Pick<Token, "USD" | "decimals"> | undefined): Result.Result<number, string>;
