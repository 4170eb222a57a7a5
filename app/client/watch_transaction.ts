/**
 * Following a pool transaction: poll `GET /transactions-pool/{id}` every interval, report each
 * state change, and stop when it is forged (`fged`), discarded (`invl`) or the time is up.
 */
import { Clock, Duration, Effect, Option } from "effect"
import type { BatchNum } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import type { NodeApi, NodeError, PoolState } from "./node_api.ts"

/** How following a transaction ended. */
export type WatchOutcome =
  | { readonly _tag: "Forged"; readonly batchNum: BatchNum | null }
  | { readonly _tag: "Invalid"; readonly batchNum: BatchNum | null }
  | { readonly _tag: "TimedOut"; readonly last: PoolState["state"] | "unknown" }

/** How to follow. */
export interface WatchOptions {
  readonly timeout: Duration.Duration
  readonly interval: Duration.Duration
  /** Called with each new state (and once with `unknown` if the node does not know the id yet). */
  readonly onChange: (state: PoolState | undefined) => Effect.Effect<void>
}

/** Polls the state of `id` until it is final or `timeout` has passed. */
export const watchTransaction = Effect.fn("Client.watchTransaction")(function*(
  api: NodeApi,
  id: TxId,
  options: WatchOptions
): Effect.fn.Return<WatchOutcome, NodeError> {
  const deadline = (yield* Clock.currentTimeMillis) + Duration.toMillis(options.timeout)
  let last: string | undefined
  for (;;) {
    const current = Option.getOrUndefined(yield* api.poolState(id))
    const key = current === undefined ? "unknown" : `${current.state}/${current.batchNum}`
    if (key !== last) {
      last = key
      yield* options.onChange(current)
    }
    if (current?.state === "fged") return { _tag: "Forged", batchNum: current.batchNum }
    if (current?.state === "invl") return { _tag: "Invalid", batchNum: current.batchNum }
    if ((yield* Clock.currentTimeMillis) >= deadline) return { _tag: "TimedOut", last: current?.state ?? "unknown" }
    yield* Effect.sleep(options.interval)
  }
})
