/**
 * Use case of `GET /health`: one read of the storage through the NetworkStore port (the summary
 * `/state` is computed from, asked for no recent batches: the last batch and the pool load),
 * timed, plus the version the caller names and the wall clock. A storage that cannot answer
 * fails as storage adapters fail, with core's `Unavailable` as a defect (the HTTP adapter answers
 * 503 with the error shape); one that does not answer within `timeout` (default 5 s, well inside
 * the request deadline, so a monitor gets its answer) fails the same way. The read runs on the
 * primary; the streaming replicas GETs read from, if any, are reported beside it (a replica that
 * is down or lagging does not make the node unhealthy: its reads go to the primary).
 */
import { Duration, Effect } from "effect";
import { WallClock } from "../ports/clock.ts";
import { NetworkStore } from "../ports/network_store.ts";
/** Default time the storage has to answer the health check. */
export declare const DEFAULT_HEALTH_TIMEOUT: Duration.Duration;
/** What the caller tells the health check. */
export interface HealthOptions {
    /** The node's version, reported as is (the package version; core reads no files). */
    readonly version: string;
    /** How long the storage may take before it counts as unreachable (default 5 s). */
    readonly timeout?: Duration.Input | undefined;
}
/** The node's health: the storage answered, with the last batch, the pool size and the answer time. */
export declare const check: (options: HealthOptions) => Effect.Effect<{
    readonly status: "UP";
    readonly version: string;
    readonly timestamp: Date;
    readonly storage: {
        readonly status: "UP";
        readonly latencyMs: number;
        readonly replicas?: readonly {
            readonly name: string;
            readonly status: "UNUSED" | "UP";
            readonly reason: string | null;
            readonly lagSeconds: number | null;
            readonly lastBatch: number;
        }[];
    };
    readonly lastBatch: {
        readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
        readonly timestamp: Date;
        readonly ageSeconds: number;
    } | null;
    readonly poolSize: number;
}, never, NetworkStore | WallClock>;
