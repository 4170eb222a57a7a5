/** Migration 16: `tx` and `exit` rebuilt without the columns migration 14 dropped, which PostgreSQL keeps in every row's
 * layout for good (reading a page of them cost more; docs/storage.md), with the same indexes, constraints and names. */

/** Rebuilds `table` when it has dropped columns: copied into a table made like it, which takes its name, its indexes,
 * its constraints and the foreign keys pointing at it (each as the catalog writes its definition). */
function compacted(table: string): string {
  return `DO $$
DECLARE
  target regclass := '${table}'::regclass;
  own text[];
  incoming text[];
  statement text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = target AND attisdropped) THEN RETURN; END IF;
  own := ARRAY(
    SELECT format('ALTER TABLE ${table} ADD CONSTRAINT %I %s', conname, pg_get_constraintdef(oid)) FROM pg_constraint
    WHERE conrelid = target AND contype IN ('p', 'u', 'x', 'f') ORDER BY contype = 'f', conname)
    || ARRAY(
    SELECT pg_get_indexdef(i.indexrelid) FROM pg_index i
    WHERE i.indrelid = target AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = target)
    ORDER BY i.indexrelid);
  incoming := ARRAY(
    SELECT format('ALTER TABLE %s ADD CONSTRAINT %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
    FROM pg_constraint WHERE confrelid = target AND conrelid <> target AND contype = 'f' ORDER BY conname);
  FOR statement IN
    SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', conrelid::regclass, conname)
    FROM pg_constraint WHERE confrelid = target AND conrelid <> target AND contype = 'f'
  LOOP EXECUTE statement; END LOOP;
  CREATE TABLE ${table}_compact (LIKE ${table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED
    INCLUDING IDENTITY INCLUDING STORAGE INCLUDING COMPRESSION INCLUDING STATISTICS INCLUDING COMMENTS);
  INSERT INTO ${table}_compact SELECT * FROM ${table};
  DROP TABLE ${table};
  ALTER TABLE ${table}_compact RENAME TO ${table};
  FOREACH statement IN ARRAY own || incoming LOOP EXECUTE statement; END LOOP;
  ANALYZE ${table};
END $$`
}

/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [compacted("tx"), compacted("exit")]
