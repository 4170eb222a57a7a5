/** Migration 9, finality: a batch's events name it (`batch_num`, indexed) to be found again once it is final, and
 * stored events get the `finality` the ledger wrote them with (events of older batches keep no `batch_num`). */

/** The rewrites of stored event data, appending `finality` where the ledger now writes it (at the end of the batch or transaction). */
export const FINALITY_REWRITES: ReadonlyArray<string> = [
  `UPDATE event SET data = regexp_replace(data, '("ethereumTxHash":(null|"0x[0-9a-f]{64}"))\\}', '\\1,"finality":"forged"}')
  WHERE type = 'batch' AND data NOT LIKE '%"finality":%'`,
  `UPDATE event SET data = left(data, -1) || ',"finality":"forged"}' WHERE type = 'transaction' AND data NOT LIKE '%"finality":%'`,
  `UPDATE event SET data = left(data, -1) || ',"finality":"pending"}' WHERE type = 'l1' AND data NOT LIKE '%"finality":%'`
]

/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE event ADD COLUMN batch_num bigint`,
  `CREATE INDEX event_batch ON event (batch_num, id) WHERE batch_num IS NOT NULL`,
  ...FINALITY_REWRITES
]
