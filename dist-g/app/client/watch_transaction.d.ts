/**
 * Submitting a pool transaction and following it: report each state change, and stop when it is
 * forged (`fged`), discarded (`invl`) or the time is up.
 *
 * Through the node's live events when it serves them (`NodeApi.poolChanges`): the subscription
 * (to this transaction's id, known before it is sent) is registered before the transaction is
 * submitted, so no change can happen unseen — the stream is live from then on and reconnects
 * without a gap. Its state is read once before submitting too: a transaction sent again, already
 * in the pool, moves no state by being sent. A node that does not serve events (404, 405) is
 * polled instead (`GET /transactions-pool/{id}` every interval), as is one whose stream gives up.
 */
import { Duration, Effect } from "effect";
import type { BatchNum } from "../../core/domain/scalars.ts";
import type { NodeApi, NodeError, PoolState } from "./node_api.ts";
/** How following a transaction ended. */
export type WatchOutcome = {
    readonly _tag: "Forged";
    readonly batchNum: BatchNum | null;
} | {
    readonly _tag: "Invalid";
    readonly batchNum: BatchNum | null;
} | {
    readonly _tag: "TimedOut";
    readonly last: PoolState["state"] | "unknown";
};
/** How to follow. */
export interface WatchOptions {
    /** How long to follow after submitting. */
    readonly timeout: Duration.Duration;
    /** Time between two polls, when the node's events cannot be followed. */
    readonly interval: Duration.Duration;
    /** Called with each new state (and, when polling, once with `unknown` if the node does not know the id yet). */
    readonly onChange: (state: PoolState | undefined) => Effect.Effect<void>;
}
/**
 * Runs `submit` (the POST) and follows `id` until its state is final or `options.timeout` has
 * passed since: through the node's events, subscribed before `submit` runs, else by polling.
 */
export declare const submitAndWatch: <A>(api: NodeApi, id: string & import("effect/Brand").Brand<"TxId">, submit: Effect.Effect<A, NodeError, never>, options: WatchOptions) => Effect.Effect<WatchOutcome, NodeError, never>;
