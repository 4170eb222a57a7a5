/** Migration 15: the rendering cache, templates of forged transactions' and exits' JSON text beside them, dropped with
 * their item (a template of another shaping is not read, and is made again), and how far each table was checked. */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `CREATE TABLE tx_template (
    item_id bigint PRIMARY KEY REFERENCES tx ON DELETE CASCADE,
    shaping integer NOT NULL,
    template text NOT NULL
  )`,
  `CREATE TABLE exit_template (
    item_id bigint PRIMARY KEY REFERENCES exit ON DELETE CASCADE,
    shaping integer NOT NULL,
    template text NOT NULL
  )`,
  `CREATE TABLE template_watermark (
    items text PRIMARY KEY,
    shaping integer NOT NULL,
    through bigint NOT NULL
  )`
]
