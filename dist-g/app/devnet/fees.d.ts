/** The fee, in base units, of an amount sent with a fee selector. */
export declare function feeAmount(amount: bigint, selector: number): bigint;
