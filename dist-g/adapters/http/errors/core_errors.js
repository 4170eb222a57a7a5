import { BadRequest, NotFound, TooManySubscribers, Unavailable } from "../../../core/errors.js";
import { errorResponse, statusOfType } from "./error_response.js";
/** The response of a core error, with its catalogue type's status (`statusOfType`, the one the document lists). */
export function coreErrorResponse(error) {
    switch (error._tag) {
        case "BadRequest":
            return errorResponse(statusOfType(error.type), error.type, error.message);
        case "NotFound":
            return errorResponse(statusOfType("ErrNotFound"), "ErrNotFound", error.message);
        case "Unavailable":
            return errorResponse(statusOfType("ErrStorageUnavailable"), "ErrStorageUnavailable", error.message);
        case "TooManySubscribers":
            return errorResponse(statusOfType("ErrTooManySubscribers"), "ErrTooManySubscribers", error.message, { "retry-after": "5" });
    }
}
/** Whether a value (a defect, typically) is a core error. */
export function isCoreError(u) {
    return u instanceof BadRequest || u instanceof NotFound || u instanceof Unavailable || u instanceof TooManySubscribers;
}
