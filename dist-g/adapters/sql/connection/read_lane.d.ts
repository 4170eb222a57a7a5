import { Effect } from "effect";
import type { OperationMetrics } from "./operation_metrics.ts";
import type { ReadSessions } from "./read_sessions.ts";
import type { Values } from "../rows/row.ts";
/** Runs one read statement with `params` and returns `decode` of its rows. */
export type Reader = <A>(statement: string, params: ReadonlyArray<unknown>, decode: (rows: ReadonlyArray<Values>) => A) => Effect.Effect<A>;
/** The reader on `sessions`, each read bounded by `timeoutMillis` and timed by `metrics`. */
export declare function makeReader(sessions: ReadSessions, options: {
    readonly timeoutMillis: number;
    readonly metrics: OperationMetrics;
}): Reader;
