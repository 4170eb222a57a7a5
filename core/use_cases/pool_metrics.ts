/** The outcomes of `POST /transactions-pool` a metric counts submissions by: `accepted`, the rejection's catalogue
 * type, `ErrStorageUnavailable` or `ErrInternal`; an interrupted submission has none. */
import { Exit } from "effect"
import { BadRequest, BadRequestType, Unavailable } from "../errors.ts"

/** Every outcome a submission can have. */
export const POOL_SUBMISSION_OUTCOMES: ReadonlyArray<string> = [
  "accepted",
  ...BadRequestType.literals,
  "ErrStorageUnavailable",
  "ErrInternal"
]

/** The outcome of a finished submission, or undefined when it was interrupted. */
export function outcomeOf(exit: Exit.Exit<unknown, unknown>): string | undefined {
  if (Exit.isSuccess(exit)) return "accepted"
  for (const reason of exit.cause.reasons) {
    if (reason._tag === "Fail") return reason.error instanceof BadRequest ? reason.error.type : "ErrInternal"
    if (reason._tag === "Die") return reason.defect instanceof Unavailable ? "ErrStorageUnavailable" : "ErrInternal"
  }
  return undefined
}
