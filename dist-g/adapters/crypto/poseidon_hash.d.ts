/** The largest number of inputs supported. */
export declare const MAX_POSEIDON_INPUTS: number;
/** Whether `value` is a field element: 0 ≤ value < p. */
export declare function isFieldElement(value: bigint): boolean;
/** Poseidon of 1..6 field elements; undefined for another count or an input outside 0..p−1. */
export declare function poseidonHash(inputs: ReadonlyArray<bigint>): bigint | undefined;
