/**
 * Live events (`core/ports/event_log.ts`): the `event` log, each row written by the ledger call
 * or pool addition it reports, in the same transaction; its id is an identity (strictly
 * increasing, with gaps where an insert rolled back), `at` the inserting transaction's start,
 * `keys` the JSON of its `EventKeys` (what the subscribers filter on), `data` its wire JSON. A
 * BRIN index on `at` serves pruning by age (rows arrive in `at` order, nearly). `event_pruned`
 * records how far the log has been pruned (0: never). A statement-level trigger notifies channel
 * `zk_events` after every insert into `event`, delivered on commit to the processes listening
 * (`../event_log.ts`; on the embedded database nothing listens).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/** The statements of the migration, in order. */
const STATEMENTS = [
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

/** Adds the event log, its pruning point and its notification. */
export const migration: Effect.Effect<void, unknown, SqlClient.SqlClient> = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  for (const statement of STATEMENTS) yield* sql.unsafe(statement)
})
