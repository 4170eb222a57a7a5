/**
 * Migration 7, an account's balance history: `account_update` (one row per account per batch that changed it,
 * written since migration 1) gains the batch's itemId (the history item's own) and a gap-free ordinal per account,
 * both backfilled from the rows already stored, so the history is complete from the first batch; the index
 * `(idx, item_id) INCLUDE (ord)` serves a page as a keyset read and its count as two probes.
 */
/** The statements of the migration, in order. */
export const STATEMENTS = [
    `ALTER TABLE account_update ADD COLUMN item_id bigint, ADD COLUMN ord bigint`,
    `UPDATE account_update u SET item_id = r.item_id, ord = r.ord
   FROM (
     SELECT s.idx, s.batch_num, b.item_id, row_number() OVER (PARTITION BY s.idx ORDER BY s.batch_num) AS ord
     FROM account_update s JOIN batch b ON b.batch_num = s.batch_num
   ) r
   WHERE u.idx = r.idx AND u.batch_num = r.batch_num`,
    `ALTER TABLE account_update ALTER COLUMN item_id SET NOT NULL, ALTER COLUMN ord SET NOT NULL`,
    `CREATE UNIQUE INDEX account_update_history ON account_update (idx, item_id) INCLUDE (ord)`
];
