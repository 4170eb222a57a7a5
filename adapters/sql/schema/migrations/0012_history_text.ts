/**
 * Migration 12, history transactions' stored wire text (`core/revision/history_text.ts`): the fixed parts of each forged
 * transaction's JSON text, written with it, so a read joins ready text with its token and finality. Rows written before
 * it have none (nullable, no rewrite) and are encoded from their columns as before.
 */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE tx ADD COLUMN wire_head text, ADD COLUMN wire_tail text, ADD COLUMN wire_tail_earlier text, ADD COLUMN wire_tag text`
]
