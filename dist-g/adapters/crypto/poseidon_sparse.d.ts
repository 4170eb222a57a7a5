/** The largest number of inputs supported (poseidon-lite ships constants for 1..16). */
export declare const MAX_INPUTS: number;
/** The plain constants of one width: round constants (rounds × t, flattened) and the t × t MDS matrix. */
export interface PlainConstants {
    readonly C: ReadonlyArray<bigint>;
    readonly M: ReadonlyArray<ReadonlyArray<bigint>>;
}
/** The sparse form of one width. */
interface Sparse {
    readonly t: number;
    /** Constants of the 4 opening full rounds (t each). */
    readonly openingConstants: ReadonlyArray<ReadonlyArray<bigint>>;
    /** Matrices of the 4 opening full rounds (the last one absorbs the partial rounds' D(Â)). */
    readonly openingMatrices: ReadonlyArray<ReadonlyArray<ReadonlyArray<bigint>>>;
    /** One scalar constant per partial round, added to s[0] before its S-box. */
    readonly partialConstants: ReadonlyArray<bigint>;
    /** Per partial round: the first row [a00, ŵ…] (t entries). */
    readonly partialRows: ReadonlyArray<ReadonlyArray<bigint>>;
    /** Per partial round: the first column below the diagonal, a10 (t − 1 entries). */
    readonly partialColumns: ReadonlyArray<ReadonlyArray<bigint>>;
    /** Constants of the 4 closing full rounds (the first one carries the partial rounds' linear terms). */
    readonly closingConstants: ReadonlyArray<ReadonlyArray<bigint>>;
    /** The plain MDS matrix (closing rounds). */
    readonly M: ReadonlyArray<ReadonlyArray<bigint>>;
}
/**
 * poseidon-lite's plain constants for `inputs` inputs (width inputs + 1), read from its
 * `constants/<inputs>.js` (not in its export map, so required by file path) and checked for shape.
 */
export declare function plainConstants(inputs: number): PlainConstants;
/** The sparse form derived from the plain constants of width t. */
export declare function sparseForm(plain: PlainConstants): Sparse;
/**
 * Poseidon of 1..16 field elements (each 0 ≤ x < p; not checked here) with circomlib's
 * parameters. Throws a RangeError for another count.
 */
export declare function poseidonSparse(inputs: ReadonlyArray<bigint>): bigint;
export {};
