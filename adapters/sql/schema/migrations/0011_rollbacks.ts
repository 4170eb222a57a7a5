/** Migration 11, naming a rollback: the batch the last reorg undid a pool or queued L1 transaction's forging in, kept
 * until it is forged again. Rows written before it have none (nullable, no rewrite). */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE pool_tx ADD COLUMN rolled_back_from bigint`,
  `ALTER TABLE l1_user_tx ADD COLUMN rolled_back_from bigint`
]
