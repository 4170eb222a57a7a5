/**
 * One writer per database: it holds a session-level advisory lock on its own connection for its whole life;
 * a second writer is refused at start. Not the ledger's per-call lock (`WRITER_LOCK_KEY`).
 */
import { Effect, Schema, type Scope } from "effect";
import type { SqlClient } from "effect/sql/SqlClient";
import type { SqlError } from "effect/sql/SqlError";
/** The advisory lock key the one writer process holds. */
export declare const WRITER_PROCESS_LOCK_KEY = 2053832706;
/** The backend holding the writer lock (`$1`) on the current database: pid, client address, start; no row when none does. */
export declare const WRITER_HOLDER_SQL = "SELECT a.pid, COALESCE(host(a.client_addr), 'a local socket'), a.backend_start\n  FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid\n  WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1 AND l.objsubid = 1\n    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())\n  LIMIT 1";
declare const WriterTaken_base: Schema.Class<WriterTaken, Schema.TaggedStruct<"WriterTaken", {
    readonly message: Schema.String;
}>, import("effect/Cause").YieldableError>;
/** Another writer holds the database. */
export declare class WriterTaken extends WriterTaken_base {
}
/** Holds the writer's lock for the scope, or fails when another process holds it. */
export declare function claimWriter(sql: SqlClient): Effect.Effect<void, WriterTaken | SqlError, Scope.Scope>;
export {};
