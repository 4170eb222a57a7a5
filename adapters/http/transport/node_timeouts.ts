/**
 * Node's own request timeouts, set from the request deadline (`REQUEST_TIMEOUT_SECONDS`) so that
 * they agree with the edge's deadline middleware (`../edge/deadline.ts`), which answers a request
 * that reached the application with a JSON 503 at the deadline:
 *
 * - `headersTimeout` = the deadline: a client that has not finished its headers by then (a slow
 *   client) never reaches the application; Node reports `ERR_HTTP_REQUEST_TIMEOUT` and
 *   `client_error.ts` answers 503 `ErrRequestTimeout`.
 * - `requestTimeout` = the deadline + 1 s: a body still arriving after that is cut the same
 *   way; a request that reached the application has had its JSON 503 from the edge by then.
 * - Node checks both every `CONNECTIONS_CHECKING_INTERVAL` (its default, 30 s, would let a stalled
 *   request live up to 30 s past its deadline).
 */
import type { Server } from "node:http"

/** How often Node looks for requests past their timeouts (ms); fixed when the server is created. */
export const CONNECTIONS_CHECKING_INTERVAL = 1_000

/** How much longer than the deadline Node lets a request's body arrive (ms). */
export const BODY_GRACE_MILLIS = 1_000

/** Node's timeouts for a request deadline of `deadlineMillis`. */
export function nodeTimeouts(deadlineMillis: number): { readonly headersTimeout: number; readonly requestTimeout: number } {
  const deadline = Math.max(1, Math.ceil(deadlineMillis))
  return { headersTimeout: deadline, requestTimeout: deadline + BODY_GRACE_MILLIS }
}

/** Sets `server`'s timeouts for a request deadline of `deadlineMillis`. */
export function applyNodeTimeouts(server: Server, deadlineMillis: number): void {
  const timeouts = nodeTimeouts(deadlineMillis)
  server.headersTimeout = timeouts.headersTimeout
  server.requestTimeout = timeouts.requestTimeout
}
