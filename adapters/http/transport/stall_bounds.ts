/** A connection's stall bounds, the one place that names them: how long each phase of a connection may go without
 * progress (its headers, each read of its body, each write of its answer, an idle keep-alive), what Node is told of
 * them, and the smaller bounds around them (a refused connection's wait, an unread body's discard, the sweeps' period).
 * The transport (`transport_server.ts`, `node_writer.ts`, `send_watch.ts`) reads them here; `app/connection_settings.ts`
 * sets them from the configuration. No Effect imports (the transport's). */

/** The stall bounds of a connection's phases by default (ms): nginx's hardened settings. */
export const DEFAULT_STALL_BOUNDS = {
  headersTimeoutMillis: 10_000,
  bodyReadTimeoutMillis: 10_000,
  keepAliveTimeoutMillis: 5_000
} as const

/** The send bounds. */
export interface SendBounds {
  /** How long an answer with bytes waiting may make no progress before its connection is closed (ms). */
  readonly sendTimeoutMillis: number
  /** The most bytes the node keeps queued for one connection (its answer's unsent rest and the socket's queue). */
  readonly maxBytesPerConnection: number
  /** The most bytes the node keeps queued for every connection together. */
  readonly maxBytes: number
}

/** Defaults: 10 s without progress (nginx's hardened `send_timeout`), 32 MiB per connection (above an event stream's own buffer, whose overflow ends it with a `resync`), 256 MiB in all. */
export const DEFAULT_SEND_BOUNDS: SendBounds = {
  sendTimeoutMillis: 10_000,
  maxBytesPerConnection: 32 * 1024 * 1024,
  maxBytes: 256 * 1024 * 1024
}

/** How often Node checks header and request timeouts (ms), which a header slowloris outlives by up to this much: its
 * default (30 s) would let a stalled request outlive its deadline. A check walks Node's native list of connections. */
export const CONNECTIONS_CHECKING_INTERVAL = 250

/** How much longer than the deadline Node lets a request's body arrive (ms): a request that reached the application has had the edge's JSON 503 by then. */
const BODY_GRACE_MILLIS = 1_000

/** How long a connection past its client's share may wait for its request before it is closed unanswered (ms). */
export const REFUSED_WAIT_MILLIS = 1_000

/** The most of an unread request body read and discarded before the answer (a lingering close's bound): beyond it the
 * answer closes the connection at once, and a client still sending may be reset before it reads the answer. */
export const MAX_DISCARD_BYTES = 4 * 1024 * 1024

/** How long the rest of an unread body may take to arrive before the answer goes anyway, closing the connection (ms). */
export const MAX_DISCARD_MILLIS = 3_000

/** The longest time between two sweeps of the send watch (ms). */
export const LONGEST_SWEEP_MILLIS = 1_000

/** Node's timeouts for a request deadline of `deadlineMillis`: headers within `headersMillis` (at most the deadline), the
 * whole request a grace second past the deadline. */
export function nodeTimeouts(
  deadlineMillis: number,
  headersMillis: number = DEFAULT_STALL_BOUNDS.headersTimeoutMillis
): {
  readonly headersTimeout: number
  readonly requestTimeout: number
} {
  const deadline = Math.max(1, Math.ceil(deadlineMillis))
  return {
    headersTimeout: Math.min(deadline, Math.max(1, Math.ceil(headersMillis))),
    requestTimeout: deadline + BODY_GRACE_MILLIS
  }
}
