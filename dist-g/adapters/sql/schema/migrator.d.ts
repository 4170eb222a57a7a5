/** Versioned migrations (`<id>_<name>`) applied once each in id order, in one transaction locking the migrations table, so concurrent starters apply each once. */
import { Effect } from "effect";
import * as Migrator from "effect/sql/Migrator";
import { SqlClient } from "effect/sql/SqlClient";
import type { SqlError } from "effect/sql/SqlError";
/** The table recording applied migrations. */
export declare const MIGRATIONS_TABLE = "zk_migrations";
/** Every migration, by `<id>_<name>`. */
export declare const MIGRATIONS: {
    "0001_initial": Effect.Effect<void, SqlError, SqlClient>;
    "0002_pool_list": Effect.Effect<void, SqlError, SqlClient>;
    "0003_events": Effect.Effect<void, SqlError, SqlClient>;
    "0004_rate_limits": Effect.Effect<void, SqlError, SqlClient>;
    "0005_batch_extensions": Effect.Effect<void, SqlError, SqlClient>;
    "0006_pool_replacement": Effect.Effect<void, SqlError, SqlClient>;
    "0007_balance_history": Effect.Effect<void, SqlError, SqlClient>;
    "0008_coordinator_forgers": Effect.Effect<void, SqlError, SqlClient>;
};
/** Applies the pending migrations; returns the ones applied (empty when the schema is current). */
export declare const migrate: Effect.Effect<ReadonlyArray<readonly [id: number, name: string]>, Migrator.MigrationError | SqlError, SqlClient>;
