/**
 * Token amounts as people write them (`1.5` ETH) and as the rollup holds them (base units, an
 * integer scaled by 10^decimals), and the Float40 rule L2 amounts must follow (`anchor-api.md`
 * §5.3): a failing amount comes with the nearest smaller amount that is representable.
 */
import { Result } from "effect";
/** Base units of a decimal text with at most `decimals` fraction digits (`1.5` with 18 decimals → 1500000000000000000). */
export declare function parseDecimalAmount(text: string, decimals: number): Result.Result<bigint, string>;
/** The decimal text of an amount in base units (`1500000000000000000` with 18 decimals → `1.5`). */
export declare function formatDecimalAmount(amount: bigint, decimals: number): string;
/** The largest Float40-representable amount not above `amount`. */
export declare function float40Floor(amount: bigint): bigint;
/** `amount` when it is representable as Float40; otherwise why not, with the nearest smaller representable amount. */
export declare function requireFloat40(amount: bigint, decimals: number): Result.Result<bigint, string>;
