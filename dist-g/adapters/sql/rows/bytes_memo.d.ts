/**
 * Values derived from byte strings, keyed by a 32-bit FNV-1a hash (no hex string per lookup), in two generations.
 * Kept: `npm run bench:http` (the history page on PostgreSQL) decodes its addresses and keys here.
 */
/** Values derived from byte strings, remembered while in use. */
export declare class BytesMemo<V> {
    private current;
    private previous;
    private readonly generationSize;
    private readonly derive;
    /** A memo of `derive` keeping between `generationSize` and twice that many entries. */
    constructor(generationSize: number, derive: (bytes: Uint8Array) => V);
    /** The value of `bytes`, derived once while it stays in use. */
    get(bytes: Uint8Array): V;
    /** Holds `entry` in the current generation, starting a new one when it is full. */
    private hold;
}
