/** The request id: the client's `X-Request-Id` when safe to log and echo, a new UUID otherwise. */
import { randomUUID } from "node:crypto";
/** The request and response header carrying the id. */
export const REQUEST_ID_HEADER = "x-request-id";
/** A request id a client may choose. */
const WELL_FORMED = /^[A-Za-z0-9\-_.:/+=]{1,128}$/u;
/** The id of a request: the client's when well formed, a new UUID otherwise. */
export function requestIdOf(header) {
    return header !== undefined && WELL_FORMED.test(header) ? header : randomUUID();
}
