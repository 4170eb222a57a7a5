/** Submitting a pool transaction and following it until forged, discarded or out of time: through the node's live
 * events, subscribed before submitting so no change goes unseen, else by polling. */
import { Clock, Deferred, Duration, Effect, Option, Pull, Queue, type Scope, Stream } from "effect"
import type { BatchNum } from "../core/domain/scalars.ts"
import type { TxId } from "../core/domain/tx_id.ts"
import type { NodeApi, NodeError, PoolState } from "./node_api.ts"

/** How following a transaction ended. */
export type WatchOutcome =
  | { readonly _tag: "Forged"; readonly batchNum: BatchNum | null }
  | { readonly _tag: "Invalid"; readonly batchNum: BatchNum | null }
  | { readonly _tag: "TimedOut"; readonly last: PoolState["state"] | "unknown" }

/** How to follow. */
export interface WatchOptions {
  /** How long to follow after submitting. */
  readonly timeout: Duration.Duration
  /** Time between two polls, when the node's events cannot be followed. */
  readonly interval: Duration.Duration
  /** Called with each new state (and, when polling, once with `unknown` if the node does not know the id yet). */
  readonly onChange: (state: PoolState | undefined) => Effect.Effect<void>
}

/** What waiting for the next change gave: a state (none: unknown), the stream's end, or the deadline. */
type Next =
  | { readonly _tag: "State"; readonly state: PoolState | undefined }
  | { readonly _tag: "Ended" }
  | { readonly _tag: "TimedOut" }

/** What has been reported so far, and the outcome it means when final. */
interface Progress {
  /** `state/batchNum` of the last state reported; undefined before any. */
  readonly key: string | undefined
  readonly state: PoolState | undefined
}

/** The outcome of a final state; none while it may still change. */
function finalOutcome(state: PoolState | undefined): Option.Option<WatchOutcome> {
  if (state?.state === "fged") return Option.some({ _tag: "Forged", batchNum: state.batchNum })
  if (state?.state === "invl") return Option.some({ _tag: "Invalid", batchNum: state.batchNum })
  return Option.none()
}

/** Reports `state` when it differs from the last one reported; the progress after it. */
const report = Effect.fnUntraced(function* (progress: Progress, state: PoolState | undefined, options: WatchOptions) {
  const key = state === undefined ? "unknown" : `${state.state}/${state.batchNum}`
  if (key === progress.key) return progress
  yield* options.onChange(state)
  return { key, state }
})

/** Polls the state of `id` until it is final or `deadline` (epoch ms) has passed. */
const poll = Effect.fnUntraced(function* (
  api: NodeApi,
  id: TxId,
  deadline: number,
  from: Progress,
  options: WatchOptions
): Effect.fn.Return<WatchOutcome, NodeError> {
  let progress = from
  for (;;) {
    progress = yield* report(progress, Option.getOrUndefined(yield* api.poolState(id)), options)
    const outcome = finalOutcome(progress.state)
    if (Option.isSome(outcome)) return outcome.value
    if ((yield* Clock.currentTimeMillis) >= deadline)
      return { _tag: "TimedOut", last: progress.state?.state ?? "unknown" }
    yield* Effect.sleep(options.interval)
  }
})

/**
 * Runs `submit` (the POST) and follows `id` until its state is final or `options.timeout` has
 * passed since: through the node's events, subscribed before `submit` runs, else by polling.
 */
export const submitAndWatch = Effect.fn("Client.submitAndWatch")(function* <A>(
  api: NodeApi,
  id: TxId,
  submit: Effect.Effect<A, NodeError>,
  options: WatchOptions
): Effect.fn.Return<WatchOutcome, NodeError, Scope.Scope> {
  // true once the node has registered the subscription; false when it does not serve events.
  const opened = yield* Deferred.make<boolean, NodeError>()
  const changes = api
    .poolChanges(id, Effect.asVoid(Deferred.succeed(opened, true)))
    .pipe(
      Stream.tapError((error) =>
        error.status === 404 || error.status === 405 ? Deferred.succeed(opened, false) : Deferred.fail(opened, error)
      )
    )
  const queue = yield* Stream.toQueue(changes, { capacity: "unbounded" })
  const streaming = yield* Deferred.await(opened)
  const before = streaming ? Option.getOrUndefined(yield* api.poolState(id)) : undefined
  yield* submit
  const deadline = (yield* Clock.currentTimeMillis) + Duration.toMillis(options.timeout)
  if (!streaming) return yield* poll(api, id, deadline, { key: undefined, state: undefined }, options)

  let progress: Progress = { key: undefined, state: undefined }
  if (before !== undefined) progress = yield* report(progress, before, options)
  for (;;) {
    const outcome = finalOutcome(progress.state)
    if (Option.isSome(outcome)) return outcome.value
    const remaining = deadline - (yield* Clock.currentTimeMillis)
    const next: Next = yield* Queue.take(queue).pipe(
      Effect.map((state): Next => ({ _tag: "State", state: Option.getOrUndefined(state) })),
      Effect.timeoutOrElse({
        duration: Duration.millis(Math.max(remaining, 0)),
        orElse: () => Effect.succeed<Next>({ _tag: "TimedOut" })
      }),
      // The stream gave up reconnecting after a clean end: poll for the time left.
      Pull.catchDone(() => Effect.succeed<Next>({ _tag: "Ended" }))
    )
    if (next._tag === "TimedOut") return { _tag: "TimedOut", last: progress.state?.state ?? "unknown" }
    if (next._tag === "Ended") return yield* poll(api, id, deadline, progress, options)
    progress = yield* report(progress, next.state, options)
  }
}, Effect.scoped)
