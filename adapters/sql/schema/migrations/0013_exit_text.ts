/** Migration 13: columns for exits' stored wire text, which reads no longer use; migration 14 drops them. */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE exit ADD COLUMN wire_head text, ADD COLUMN wire_head_earlier text, ADD COLUMN wire_tag text`
]
