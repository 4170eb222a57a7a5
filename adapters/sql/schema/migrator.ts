/**
 * Versioned migrations: each is an effect keyed `<id>_<name>`, applied once, in id order, inside
 * one transaction with the migrations table locked (effect's SQL migrator), so concurrent
 * starters (several API processes on one server) apply each migration exactly once and a
 * migrated database is left as it is.
 */
import { Effect } from "effect"
import * as Migrator from "effect/sql/Migrator"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { migration as initial } from "./migrations/0001_initial.ts"
import { migration as poolList } from "./migrations/0002_pool_list.ts"
import { migration as events } from "./migrations/0003_events.ts"

/** The table recording applied migrations. */
export const MIGRATIONS_TABLE = "zk_migrations"

/** Every migration, by `<id>_<name>`. */
export const MIGRATIONS = {
  "0001_initial": initial,
  "0002_pool_list": poolList,
  "0003_events": events
}

/** Applies the pending migrations; returns the ones applied (empty when the schema is current). */
export const migrate: Effect.Effect<
  ReadonlyArray<readonly [id: number, name: string]>,
  Migrator.MigrationError | SqlError,
  SqlClient
> = Migrator.make({})({ loader: Migrator.fromRecord(MIGRATIONS), table: MIGRATIONS_TABLE })
