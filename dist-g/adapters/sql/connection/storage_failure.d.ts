/**
 * The one mapping of storage failures: a database that cannot serve now (unreachable, shutting down, out of
 * resources, a timeout) becomes core's `Unavailable` as a defect (503); any other SQL failure is a bug (500).
 */
import { Duration, Effect } from "effect";
import { type SqlError } from "effect/sql/SqlError";
/** `cause` and the causes it names in turn (at most 8 deep). */
export declare function causeChain(cause: unknown): Generator<object>;
/** Whether a failure is a lost connection, so a read may run again: socket or protocol failure, or the server's FATAL (`UnknownError`). */
export declare function isConnectionLoss(error: unknown): boolean;
/** Whether a SQL failure means the database cannot serve now (→ 503) rather than a bug (→ 500). */
export declare function isOutage(error: SqlError): boolean;
/** The defect a SQL failure becomes: core's Unavailable for an outage, the error itself otherwise. */
export declare function defectOf(error: SqlError): unknown;
/** The failures of an effect once its SQL failures are defects. */
export type WithoutSqlError<E> = Exclude<E, SqlError>;
/** How long one storage operation may take before it counts as an outage. */
export declare const DEFAULT_OPERATION_TIMEOUT: Duration.Duration;
/** One storage operation at the edge: SQL failures become defects (`defectOf`), one past `timeout` an Unavailable one; others (a ledger rejection) pass. */
export declare function atEdge(timeout?: Duration.Input): <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>) => Effect.Effect<A, WithoutSqlError<E>, R>;
