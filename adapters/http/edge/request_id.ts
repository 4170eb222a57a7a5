/**
 * The request id: taken from the request's `X-Request-Id` when it is well formed (1–128
 * characters of letters, digits and `-_.:/+=`, so it is safe to log and echo), generated
 * otherwise (a random UUID); the edge returns it on every response and writes it on the request's
 * log lines, 5xx causes included.
 */
import { randomUUID } from "node:crypto"

/** The request and response header carrying the id. */
export const REQUEST_ID_HEADER = "x-request-id"

/** A request id a client may choose. */
const WELL_FORMED = /^[A-Za-z0-9\-_.:/+=]{1,128}$/u

/** The id of a request: the client's when well formed, a new UUID otherwise. */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && WELL_FORMED.test(header) ? header : randomUUID()
}
