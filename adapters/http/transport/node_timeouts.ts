/**
 * Node's request timeouts, derived from the request deadline: headers by the deadline, a body one grace
 * second later (a request that reached the application has had the edge's JSON 503 by then).
 */
import type { Server } from "node:http"

/** How often Node checks request timeouts (ms); its default would let a stalled request outlive its deadline. */
export const CONNECTIONS_CHECKING_INTERVAL = 1_000

/** How much longer than the deadline Node lets a request's body arrive (ms). */
const BODY_GRACE_MILLIS = 1_000

/** Node's timeouts for a request deadline of `deadlineMillis`. */
export function nodeTimeouts(deadlineMillis: number): { readonly headersTimeout: number; readonly requestTimeout: number } {
  const deadline = Math.max(1, Math.ceil(deadlineMillis))
  return { headersTimeout: deadline, requestTimeout: deadline + BODY_GRACE_MILLIS }
}

/** Sets `server`'s timeouts for a request deadline of `deadlineMillis`. */
export function applyNodeTimeouts(server: Server, deadlineMillis: number): void {
  Object.assign(server, nodeTimeouts(deadlineMillis))
}
