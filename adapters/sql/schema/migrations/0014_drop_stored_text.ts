/** Migration 14: the stored wire text goes (items are rendered from their values). Dropping a column rewrites nothing;
 * migration 16 rebuilds both tables without it. */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE tx DROP COLUMN IF EXISTS wire_head, DROP COLUMN IF EXISTS wire_tail, DROP COLUMN IF EXISTS wire_tail_earlier, DROP COLUMN IF EXISTS wire_tag`,
  `ALTER TABLE exit DROP COLUMN IF EXISTS wire_head, DROP COLUMN IF EXISTS wire_head_earlier, DROP COLUMN IF EXISTS wire_tag`
]
