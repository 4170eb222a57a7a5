/** Versioned migrations (`<id>_<name>`) applied once each in id order, in one transaction locking the migrations table,
 * so concurrent starters apply each once. */
import { Effect } from "effect"
import * as Migrator from "effect/sql/Migrator"
import { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { STATEMENTS as INITIAL } from "./migrations/0001_initial.ts"
import { STATEMENTS as POOL_LIST } from "./migrations/0002_pool_list.ts"
import { STATEMENTS as EVENTS } from "./migrations/0003_events.ts"
import { STATEMENTS as RATE_LIMITS } from "./migrations/0004_rate_limits.ts"
import { STATEMENTS as BATCH_EXTENSIONS } from "./migrations/0005_batch_extensions.ts"
import { STATEMENTS as POOL_REPLACEMENT } from "./migrations/0006_pool_replacement.ts"
import { STATEMENTS as BALANCE_HISTORY } from "./migrations/0007_balance_history.ts"
import { STATEMENTS as COORDINATOR_FORGERS } from "./migrations/0008_coordinator_forgers.ts"
import { STATEMENTS as EVENT_BATCHES } from "./migrations/0009_event_batches.ts"
import { STATEMENTS as WEBHOOKS } from "./migrations/0010_webhooks.ts"
import { STATEMENTS as ROLLBACKS } from "./migrations/0011_rollbacks.ts"
import { STATEMENTS as HISTORY_TEXT } from "./migrations/0012_history_text.ts"
import { STATEMENTS as EXIT_TEXT } from "./migrations/0013_exit_text.ts"
import { STATEMENTS as DROP_STORED_TEXT } from "./migrations/0014_drop_stored_text.ts"
import { STATEMENTS as ITEM_TEMPLATES } from "./migrations/0015_item_templates.ts"
import { STATEMENTS as COMPACT_ITEM_TABLES } from "./migrations/0016_compact_item_tables.ts"
import { STATEMENTS as STATE_TREE } from "./migrations/0017_state_tree.ts"
import { STATEMENTS as ATOMIC_GROUPS } from "./migrations/0018_atomic_groups.ts"
import { STATEMENTS as MAX_NUM_BATCH } from "./migrations/0019_max_num_batch.ts"
import { STATEMENTS as FIAT_RATES } from "./migrations/0020_fiat_rates.ts"
import { STATEMENTS as POOL_RECEIVER } from "./migrations/0021_pool_receiver.ts"

/** The table recording applied migrations. */
export const MIGRATIONS_TABLE = "zk_migrations"

function running(statements: ReadonlyArray<string>): Effect.Effect<void, SqlError, SqlClient> {
  return Effect.flatMap(Effect.service(SqlClient), (sql) =>
    Effect.forEach(statements, (statement) => sql.unsafe(statement), { discard: true })
  )
}

/** Every migration, by `<id>_<name>`. */
export const MIGRATIONS = {
  "0001_initial": running(INITIAL),
  "0002_pool_list": running(POOL_LIST),
  "0003_events": running(EVENTS),
  "0004_rate_limits": running(RATE_LIMITS),
  "0005_batch_extensions": running(BATCH_EXTENSIONS),
  "0006_pool_replacement": running(POOL_REPLACEMENT),
  "0007_balance_history": running(BALANCE_HISTORY),
  "0008_coordinator_forgers": running(COORDINATOR_FORGERS),
  "0009_event_batches": running(EVENT_BATCHES),
  "0010_webhooks": running(WEBHOOKS),
  "0011_rollbacks": running(ROLLBACKS),
  "0012_history_text": running(HISTORY_TEXT),
  "0013_exit_text": running(EXIT_TEXT),
  "0014_drop_stored_text": running(DROP_STORED_TEXT),
  "0015_item_templates": running(ITEM_TEMPLATES),
  "0016_compact_item_tables": running(COMPACT_ITEM_TABLES),
  "0017_state_tree": running(STATE_TREE),
  "0018_atomic_groups": running(ATOMIC_GROUPS),
  "0019_max_num_batch": running(MAX_NUM_BATCH),
  "0020_fiat_rates": running(FIAT_RATES),
  "0021_pool_receiver": running(POOL_RECEIVER)
}

/** Applies the pending migrations; returns the ones applied (empty when the schema is current). */
export const migrate: Effect.Effect<
  ReadonlyArray<readonly [id: number, name: string]>,
  Migrator.MigrationError | SqlError,
  SqlClient
> = Migrator.make({})({ loader: Migrator.fromRecord(MIGRATIONS), table: MIGRATIONS_TABLE })
