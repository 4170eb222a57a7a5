/**
 * Migration 9, finality: each event recorded by forging a batch names that batch (`batch_num`, from its keys), on an
 * index, so a batch's events are found again when it becomes final (`minFinality=finalized` holds them back till then).
 */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE event ADD COLUMN batch_num bigint`,
  `CREATE INDEX event_batch ON event (batch_num, id) WHERE batch_num IS NOT NULL`
]
