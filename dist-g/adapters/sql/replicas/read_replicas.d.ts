/**
 * The streaming replicas a node reads from, checked every `checkInterval`: used while answering, in recovery
 * (a promoted one left the primary's history) and at most `maxLag` behind; a failing read marks one down at once.
 */
import { Duration, Effect } from "effect";
import type { SqlDatabase } from "../connection/database.ts";
/** Default longest lag of a replica that is read from. */
export declare const DEFAULT_MAX_REPLICA_LAG: Duration.Duration;
/** Default time between two health checks. */
export declare const DEFAULT_REPLICA_CHECK_INTERVAL: Duration.Duration;
/** What the node knows of one replica. */
export interface ReplicaState {
    /** `host:port/database`, for logs and metric labels (no credentials). */
    readonly name: string;
    /** Whether reads may go to it now. */
    usable: boolean;
    /** Why it is not used (undefined while usable). */
    reason: string | undefined;
    /** Seconds behind the primary at the last check (infinite: behind the whole sampling window). */
    lagSeconds: number;
    /** The last batch it had at the last check. */
    lastBatch: number;
}
/** Settings of the health checks. */
export interface ReplicaCheckOptions {
    /** Longest lag of a replica that is read from (default 5 s). */
    readonly maxLag?: Duration.Input | undefined;
    /** Time between two checks (default 1 s). */
    readonly checkInterval?: Duration.Input | undefined;
}
/** A replica's name from its URL: host, port and database, without credentials. */
export declare function replicaName(url: string): string;
/** The replicas, their health and the choice of one for a read. */
export declare class ReadReplicas {
    /** One state per replica, in the configured order. */
    readonly replicas: ReadonlyArray<ReplicaState>;
    /** The primary's last batch at the last check. */
    primaryBatch: number;
    private turn;
    private readonly maxLagSeconds;
    private readonly interval;
    private readonly timeout;
    private readonly samples;
    constructor(names: ReadonlyArray<string>, options?: ReplicaCheckOptions);
    /** The replica (index) to read from — usable, with at least `minBatch` — in turn, or -1 for the primary. */
    pick(minBatch: number): number;
    /** Stops reading from replica `index` until a check finds it usable again (a read failed on it). */
    markDown(index: number, reason: string): Effect.Effect<void>;
    /** Sets a replica's state and reports a change of usability (a log line and the gauges). */
    private settle;
    private report;
    /** Checks the primary then each replica once, each read bounded by `timeout`. */
    check(primary: SqlDatabase["Service"], replicas: ReadonlyArray<SqlDatabase["Service"]>): Effect.Effect<void>;
    /** Checks every `checkInterval` (wall clock) for as long as the returned effect runs. */
    watch(primary: SqlDatabase["Service"], replicas: ReadonlyArray<SqlDatabase["Service"]>): Effect.Effect<never>;
}
