/** `units · 10^decimals / 10^fractionDigits`: e.g. `tokenAmount(15, 18, 1)` is 1.5 tokens of 18 decimals. */
export declare function tokenAmount(units: number, decimals: number, fractionDigits?: number): bigint;
/** `value` rounded down to its three most significant decimal digits (always Float40-representable). */
export declare function roundAmount(value: bigint): bigint;
/** Whether `amount` can be written as Float40. */
export declare function isFloat40(amount: bigint): boolean;
