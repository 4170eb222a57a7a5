/**
 * A small seeded pseudo-random generator (mulberry32) so the devnet's choices are the same on
 * every run and every machine.
 */
/** A deterministic source of choices. */
export interface Random {
    /** A float in [0, 1). */
    readonly next: () => number;
    /** An integer in [min, max]. */
    readonly int: (min: number, max: number) => number;
    /** One element of a non-empty array. */
    readonly pick: <A>(items: ReadonlyArray<A>) => A;
}
/** A generator seeded with a 32-bit integer. */
export declare function makeRandom(seed: number): Random;
