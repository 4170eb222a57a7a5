/**
 * A secondary index of the in-memory database: for each key, the values having it, in insertion
 * order. The stores only ever append newer items and remove the newest ones (a reorg removes a
 * tail), so each list stays sorted by itemId and removal is a pop.
 */
const EMPTY = [];
/** Values grouped by key, each group in insertion (= itemId) order. */
export class MultiIndex {
    groups = new Map();
    /** Appends `value` to the group of `key`. */
    add(key, value) {
        const group = this.groups.get(key);
        if (group === undefined)
            this.groups.set(key, [value]);
        else
            group.push(value);
    }
    /** The values of `key`, oldest first. */
    get(key) {
        return this.groups.get(key) ?? EMPTY;
    }
    /** The number of keys that have values. */
    get size() {
        return this.groups.size;
    }
    /** Removes `value`, which must be the newest of its group. */
    removeNewest(key, value) {
        const group = this.groups.get(key);
        if (group === undefined || group[group.length - 1] !== value) {
            throw new Error(`MultiIndex invariant broken: the value removed under ${String(key)} is not the newest`);
        }
        group.pop();
        if (group.length === 0)
            this.groups.delete(key);
    }
}
/** The distinct keys among `keys`, ignoring null. */
export function distinctKeys(keys) {
    const out = [];
    for (const key of keys)
        if (key !== null && !out.includes(key))
            out.push(key);
    return out;
}
