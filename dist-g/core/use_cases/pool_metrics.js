/**
 * The outcomes of `POST /transactions-pool` a metric counts submissions by (the HTTP adapter
 * records them, `adapters/http/edge/metrics.ts`): `accepted`, the rejection's catalogue type
 * (`ErrInvalidSignature`, `ErrInvalidNonce`, …), `ErrStorageUnavailable` when the storage could
 * not answer, `ErrInternal` for any other defect. An interrupted submission (the client went
 * away) has no outcome.
 */
import { Exit } from "effect";
import { BadRequest, BadRequestType, Unavailable } from "../errors.js";
/** Every outcome a submission can have. */
export const POOL_SUBMISSION_OUTCOMES = [
    "accepted",
    ...BadRequestType.literals,
    "ErrStorageUnavailable",
    "ErrInternal"
];
/** The outcome of a finished submission, or undefined when it was interrupted. */
export function outcomeOf(exit) {
    if (Exit.isSuccess(exit))
        return "accepted";
    for (const reason of exit.cause.reasons) {
        if (reason._tag === "Fail")
            return reason.error instanceof BadRequest ? reason.error.type : "ErrInternal";
        if (reason._tag === "Die")
            return reason.defect instanceof Unavailable ? "ErrStorageUnavailable" : "ErrInternal";
    }
    return undefined;
}
