/**
 * Values derived from byte strings, keyed by a 32-bit FNV-1a hash (no hex string per lookup), in two generations.
 * Kept: `npm run bench:http` (the history page on PostgreSQL) decodes its addresses and keys here.
 */
function fnv1a(bytes) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < bytes.length; i++)
        hash = Math.imul(hash ^ (bytes[i] ?? 0), 0x01000193);
    return hash >>> 0;
}
function equal(a, b) {
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return false;
    return true;
}
/** Values derived from byte strings, remembered while in use. */
export class BytesMemo {
    current = new Map();
    previous = new Map();
    generationSize;
    derive;
    /** A memo of `derive` keeping between `generationSize` and twice that many entries. */
    constructor(generationSize, derive) {
        this.generationSize = generationSize;
        this.derive = derive;
    }
    /** The value of `bytes`, derived once while it stays in use. */
    get(bytes) {
        const hash = fnv1a(bytes);
        let entry = this.current.get(hash);
        if (entry === undefined) {
            entry = this.previous.get(hash);
            if (entry !== undefined)
                this.hold(hash, entry);
        }
        if (entry !== undefined && equal(entry.bytes, bytes))
            return entry.value;
        const value = this.derive(bytes);
        this.hold(hash, { bytes: bytes.slice(), value });
        return value;
    }
    /** Holds `entry` in the current generation, starting a new one when it is full. */
    hold(hash, entry) {
        if (this.current.size >= this.generationSize) {
            this.previous = this.current;
            this.current = new Map();
        }
        this.current.set(hash, entry);
    }
}
