/** Error responses of the request path, with the body and status of `error_body.ts`. */
import { HttpServerResponse } from "effect/http";
import { errorBody } from "./error_body.js";
export { messageOfStatus, statusOfType } from "./error_body.js";
/** A JSON error response with `status` and the catalogue entry `type`. */
export function errorResponse(status, type, message, headers) {
    return HttpServerResponse.text(errorBody(type, message), { status, contentType: "application/json", ...(headers && { headers }) });
}
