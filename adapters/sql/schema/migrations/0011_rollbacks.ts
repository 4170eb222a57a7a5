/**
 * Migration 11, naming a rollback: the batch the last reorg undid a transaction's forging in, kept beside a pool
 * transaction it returned to `pend` and an L1 user transaction it returned to its queue until either is forged again
 * (`core/ledger/pool_lifecycle.ts`). Rows written before it have none (nullable, no rewrite).
 */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE pool_tx ADD COLUMN rolled_back_from bigint`,
  `ALTER TABLE l1_user_tx ADD COLUMN rolled_back_from bigint`
]
