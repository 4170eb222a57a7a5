/**
 * Migration 7, an account's balance history: `account_update` (one row per account per batch that changed it,
 * written since migration 1) gains the batch's itemId (the history item's own) and a gap-free ordinal per account,
 * both backfilled from the rows already stored, so the history is complete from the first batch; the index
 * `(idx, item_id) INCLUDE (ord)` serves a page as a keyset read and its count as two probes.
 */
/** The statements of the migration, in order. */
export declare const STATEMENTS: ReadonlyArray<string>;
