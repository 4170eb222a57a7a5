/** Migration 3, live events: the `event` log (BRIN on `at` for pruning), its pruning point, and a `zk_events` notify
 * trigger. */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `CREATE TABLE event (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    type text NOT NULL,
    at timestamptz NOT NULL DEFAULT now(),
    keys text NOT NULL,
    data text NOT NULL
  )`,
  `CREATE INDEX event_at ON event USING brin (at)`,
  `CREATE TABLE event_pruned (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    through bigint NOT NULL
  )`,
  `INSERT INTO event_pruned (through) VALUES (0)`,
  `CREATE FUNCTION event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('zk_events', '');
    RETURN NULL;
  END
  $$`,
  `CREATE TRIGGER event_appended AFTER INSERT ON event FOR EACH STATEMENT EXECUTE FUNCTION event_notify()`
]
