/**
 * Tokens as the ledger records them: ids registered in increasing order (so itemId order is id
 * order), one token per Ethereum address, a symbol usable in account indexes; a price is a
 * finite, non-negative USD amount with the moment it was set (`fiatUpdate`).
 */
import { Result } from "effect";
import type { Token } from "../domain/token.ts";
import type { NewToken } from "../ports/ledger.ts";
/** What registering a token must know about the tokens already registered. */
export interface TokenRegistry {
    /** The highest registered token id, undefined when there is none. */
    readonly lastTokenId: number | undefined;
    /** Whether a token with this Ethereum address is registered. */
    readonly addressTaken: boolean;
}
/** The token record of a newly registered token, or why the ledger rejects it. */
export declare function newTokenRecord(token: NewToken, itemId: number, registry: TokenRegistry): Result.Result<Token, string>;
/** The token with a new USD price set at `at`, or why the ledger rejects the price. */
export declare function pricedToken(token: Token, usd: number, at: Date): Result.Result<Token, string>;
