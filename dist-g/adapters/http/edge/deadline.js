import { errorResponse } from "../errors/error_response.js";
/** The JSON answer to a request whose deadline fired after `millis`. */
export function timeoutResponse(millis) {
    const seconds = Math.round(millis / 100) / 10;
    return errorResponse(503, "ErrRequestTimeout", `the request did not complete within ${seconds} s; retry later`, {
        "retry-after": "1"
    });
}
