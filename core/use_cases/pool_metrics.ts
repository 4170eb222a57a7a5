/**
 * The metric of `POST /transactions-pool`: submissions by outcome, recorded with Effect's own
 * `Metric` (the one observability seam; the HTTP adapter renders every Effect metric on
 * `/metrics`). `counted` wraps a submission (`Pool.submit`) and counts its outcome once it is
 * known: `accepted`, the rejection's catalogue type (`ErrInvalidSignature`, `ErrInvalidNonce`, …),
 * `ErrStorageUnavailable` when the storage could not answer, `ErrInternal` for any other defect.
 * An interrupted submission (the client went away) is not counted.
 */
import { Effect, Exit, Metric } from "effect"
import { BadRequest, BadRequestType, Unavailable } from "../errors.ts"

/** Name of the counter of pool submissions, labelled `outcome`. */
export const POOL_SUBMISSIONS_METRIC = "pool_transaction_submissions_total"

/** Every outcome a submission can have. */
export const POOL_SUBMISSION_OUTCOMES: ReadonlyArray<string> = [
  "accepted",
  ...BadRequestType.literals,
  "ErrStorageUnavailable",
  "ErrInternal"
]

/** One counter per outcome (built once, so recording allocates nothing). */
const counters: ReadonlyMap<string, Metric.Counter<number>> = new Map(
  POOL_SUBMISSION_OUTCOMES.map((outcome) => [
    outcome,
    Metric.counter(POOL_SUBMISSIONS_METRIC, {
      description: "L2 transactions submitted to the pool (POST /transactions-pool), by outcome: accepted or the error type",
      attributes: { outcome },
      incremental: true
    })
  ])
)

/** The outcome of a finished submission, or undefined when it was interrupted. */
export function outcomeOf(exit: Exit.Exit<unknown, unknown>): string | undefined {
  if (Exit.isSuccess(exit)) return "accepted"
  for (const reason of exit.cause.reasons) {
    if (reason._tag === "Fail") return reason.error instanceof BadRequest ? reason.error.type : "ErrInternal"
    if (reason._tag === "Die") return reason.defect instanceof Unavailable ? "ErrStorageUnavailable" : "ErrInternal"
  }
  return undefined
}

/** The submission, its outcome counted when it ends. */
export function counted<A, E, R>(submission: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
  return Effect.onExit(submission, (exit) => {
    const outcome = outcomeOf(exit)
    const counter = outcome === undefined ? undefined : counters.get(outcome)
    return counter === undefined ? Effect.void : Metric.update(counter, 1)
  })
}
