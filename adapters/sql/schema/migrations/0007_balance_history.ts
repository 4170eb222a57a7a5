/** Migration 7, balance history: `account_update` gains its batch's itemId and a gap-free ordinal per account,
 * backfilled so the history is complete, indexed `(idx, item_id) INCLUDE (ord)` for keyset pages and counts. */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE account_update ADD COLUMN item_id bigint, ADD COLUMN ord bigint`,
  `UPDATE account_update u SET item_id = r.item_id, ord = r.ord
   FROM (
     SELECT s.idx, s.batch_num, b.item_id, row_number() OVER (PARTITION BY s.idx ORDER BY s.batch_num) AS ord
     FROM account_update s JOIN batch b ON b.batch_num = s.batch_num
   ) r
   WHERE u.idx = r.idx AND u.batch_num = r.batch_num`,
  `ALTER TABLE account_update ALTER COLUMN item_id SET NOT NULL, ALTER COLUMN ord SET NOT NULL`,
  `CREATE UNIQUE INDEX account_update_history ON account_update (idx, item_id) INCLUDE (ord)`
]
