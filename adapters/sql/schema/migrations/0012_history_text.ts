/** Migration 12: columns for history transactions' stored wire text, which reads no longer use; migration 14 drops
 * them. */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE tx ADD COLUMN wire_head text, ADD COLUMN wire_tail text, ADD COLUMN wire_tail_earlier text, ADD COLUMN wire_tag text`
]
