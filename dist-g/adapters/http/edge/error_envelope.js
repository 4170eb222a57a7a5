/**
 * The error envelope: a core error, failure or defect (storage raises `Unavailable` as a defect), gets its status from
 * `core_errors.ts`; anything else is a logged 500 `ErrInternal`, never returned. An interruption stays one.
 */
import { Cause, Effect } from "effect";
import { Unavailable } from "../../../core/errors.js";
import { coreErrorResponse, isCoreError } from "../errors/core_errors.js";
import { errorResponse, messageOfStatus } from "../errors/error_response.js";
/** The core error carried by the cause, as a failure or a defect. */
function coreErrorOf(cause) {
    for (const reason of cause.reasons) {
        if (reason._tag === "Fail" && isCoreError(reason.error))
            return reason.error;
        if (reason._tag === "Die" && isCoreError(reason.defect))
            return reason.defect;
    }
    return undefined;
}
/** The response of a cause the request's effect failed or died with; a 5xx is logged with the request id, its cause kept on `facts`. */
function recover(cause, facts) {
    if (Cause.hasInterruptsOnly(cause))
        return Effect.interrupt;
    const coreError = coreErrorOf(cause);
    const outage = coreError instanceof Unavailable;
    if (coreError !== undefined && !outage)
        return Effect.succeed(coreErrorResponse(coreError));
    facts.failure = Cause.pretty(cause);
    const log = outage ? Effect.logWarning("storage unavailable", cause) : Effect.logError("unhandled failure", cause);
    const response = outage ? coreErrorResponse(coreError) : errorResponse(500, "ErrInternal", messageOfStatus(500));
    return Effect.as(Effect.annotateLogs(log, "requestId", facts.id), response);
}
/** `effect` with every failure and defect answered with the error shape; `facts` receive a 5xx's cause. */
export function enveloped(effect, facts) {
    return Effect.catchCause(effect, (cause) => recover(cause, facts));
}
