/** Migration 19, `maxNumBatch` on pool transactions (the anchor's final dialect): the last batch each may be forged in
 * (0: no limit), and the index on which a forged batch or a reorg finds the live ones it takes past their limit
 * (`core/ledger/max_num_batch.ts`). */

/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE pool_tx ADD COLUMN max_num_batch int8 NOT NULL DEFAULT 0`,
  `CREATE INDEX pool_tx_live_limit ON pool_tx (max_num_batch) WHERE max_num_batch > 0 AND state IN ('pend', 'fing')`
]
