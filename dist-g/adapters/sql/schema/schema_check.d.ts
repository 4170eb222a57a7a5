/**
 * A reader's check instead of migrating: exactly the known migrations are applied. An older schema is waited for while
 * the writer holds its lock or briefly (`WRITER_GRACE`) while none does yet; otherwise the reader is refused.
 */
import { Duration, Effect, Schema } from "effect";
import type { SqlClient } from "effect/sql/SqlClient";
import type { SqlError } from "effect/sql/SqlError";
declare const SchemaMismatch_base: Schema.Class<SchemaMismatch, Schema.TaggedStruct<"SchemaMismatch", {
    readonly message: Schema.String;
}>, import("effect/Cause").YieldableError>;
/** The database's schema is not the one this node expects. */
export declare class SchemaMismatch extends SchemaMismatch_base {
}
/** The id of the newest migration this node's code knows. */
export declare const EXPECTED_MIGRATION: number;
/** How long a reader finding an old schema and no writer yet looks for one before it is refused. */
export declare const WRITER_GRACE: Duration.Duration;
/** Succeeds once the applied migrations are exactly those this node knows, waiting as the module says (on the wall clock) up to `waitForWriter` for a writer holding the lock. */
export declare function requireCurrentSchema(sql: SqlClient, options: {
    readonly waitForWriter: Duration.Input;
}): Effect.Effect<void, SchemaMismatch | SqlError>;
export {};
