/**
 * Migration 13, exits' stored wire text (`core/revision/exit_text.ts`): each revision's fixed head of an exit's JSON
 * text, written with it, so a read appends the moving fields to ready text. Rows written before it have none
 * (nullable, no rewrite) and are encoded from their columns as before.
 */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE exit ADD COLUMN wire_head text, ADD COLUMN wire_head_earlier text, ADD COLUMN wire_tag text`
]
