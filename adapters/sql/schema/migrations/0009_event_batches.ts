/**
 * Migration 9, finality: each event recorded by forging a batch names that batch (`batch_num`, from its keys), on an
 * index, so a batch's events are found again when it becomes final (`minFinality=finalized` holds them back till then).
 * Stored events get the `finality` their data now carries, as the ledger wrote it when it recorded them: `forged` for a
 * batch and its transactions, `pending` for a queued L1 transaction, so a client replaying the log decodes every event
 * alike. (The events of batches forged before keep no `batch_num`: they are delivered as they were recorded.)
 */

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
