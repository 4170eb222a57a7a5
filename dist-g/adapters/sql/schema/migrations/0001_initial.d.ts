/**
 * Migration 1, the whole schema. Lists are append-only, so each row carries a gap-free ordinal per filter dimension
 * with an index `(key…, item_id) INCLUDE (ord)`: a count is one index-only probe (`docs/storage.md`, exact counts).
 */
/** The statements of the migration, in order. */
export declare const STATEMENTS: ReadonlyArray<string>;
