/**
 * Pool ordinals: POSTs insert concurrently (`seq` from an identity), so the ledger writer numbers them later up to a
 * horizon, recorded in `pool_ordinal` in the same transaction so every snapshot sees ordinals and horizon agree.
 */
import { Effect, Option } from "effect";
import type { SqlClient } from "effect/sql/SqlClient";
import type { SqlError } from "effect/sql/SqlError";
import { type SqlDatabase } from "../connection/database.ts";
/** The horizon now, or none when the lock was not granted in time (the horizon then waits for the next ledger call). */
export declare function poolHorizon(db: SqlDatabase["Service"]): Effect.Effect<Option.Option<number>>;
/** Numbers the pool after the recorded horizon up to `horizon` (SQL; every insert that can take a `seq` up to it has ended) and records it. */
export declare function numberPoolStatement(horizon: string): string;
/** Numbers the pool transactions up to `horizon` not numbered yet and records the horizon (inside the writer's transaction). */
export declare function absorbPoolOrdinals(sql: SqlClient, horizon: Option.Option<number>): Effect.Effect<void, SqlError>;
