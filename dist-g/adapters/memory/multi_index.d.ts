/**
 * A secondary index of the in-memory database: for each key, the values having it, in insertion
 * order. The stores only ever append newer items and remove the newest ones (a reorg removes a
 * tail), so each list stays sorted by itemId and removal is a pop.
 */
/** Values grouped by key, each group in insertion (= itemId) order. */
export declare class MultiIndex<K, V> {
    private readonly groups;
    /** Appends `value` to the group of `key`. */
    add(key: K, value: V): void;
    /** The values of `key`, oldest first. */
    get(key: K): ReadonlyArray<V>;
    /** The number of keys that have values. */
    get size(): number;
    /** Removes `value`, which must be the newest of its group. */
    removeNewest(key: K, value: V): void;
}
/** The distinct keys among `keys`, ignoring null. */
export declare function distinctKeys<K>(keys: ReadonlyArray<K | null>): Array<K>;
