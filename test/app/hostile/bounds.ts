/** The node's stall bounds a hostile socket is held to, the variables that set them, and each socket's verdict: how
 * long it lived from the start of its bound, against that bound plus a tolerance. */
import type { BoundName, HostileOutcome } from "./hostile_socket.ts"

/** The bounds (ms) and the tolerance a close may come after its bound. */
export interface Bounds {
  /** `SEND_TIMEOUT_MS`: an answer with bytes waiting that makes no progress. */
  readonly send: number
  /** `BODY_READ_TIMEOUT_MS`: the longest wait between two reads of a body. */
  readonly bodyRead: number
  /** `HEADERS_TIMEOUT_MS`: a request's whole head, from the connection. */
  readonly headers: number
  /** `KEEP_ALIVE_TIMEOUT_MS`: an idle keep-alive connection. */
  readonly keepAlive: number
  /** How much later than its bound a close still counts as within it. */
  readonly tolerance: number
}

/** The node's defaults (the fix's `app/config.ts`), with the tolerance a benchmark allows. */
export const DEFAULT_BOUNDS: Bounds = {
  send: 10_000,
  bodyRead: 10_000,
  headers: 10_000,
  keepAlive: 5_000,
  tolerance: 2_000
}

/** The variables that set `bounds` on the node. */
export function boundsEnvironment(bounds: Bounds): Record<string, string> {
  return {
    SEND_TIMEOUT_MS: String(bounds.send),
    BODY_READ_TIMEOUT_MS: String(bounds.bodyRead),
    HEADERS_TIMEOUT_MS: String(bounds.headers),
    KEEP_ALIVE_TIMEOUT_MS: String(bounds.keepAlive)
  }
}

/** The bound of `name` (ms); a connection the node said it closes has none; a held stream is not bounded. */
export function boundOf(bounds: Bounds, name: BoundName): number {
  switch (name) {
    case "send":
      return bounds.send
    case "bodyRead":
      return bounds.bodyRead
    case "headers":
      return bounds.headers
    case "keepAlive":
      return bounds.keepAlive
    case "closing":
      return 0
    case "held":
      return Number.POSITIVE_INFINITY
  }
}

/** When (`performance.now()`) a socket's bound began: at its kind's moment (`boundFrom`), but not before the node
 * accepted it, since a connection waiting in the listening socket's queue is not yet the node's (nginx's timeouts start
 * at accept too); a socket not yet seen accepted, not before `now`. */
function boundStart(outcome: HostileOutcome, now: number): number | undefined {
  const from = outcome.boundFrom ?? outcome.connectedAt
  if (from === undefined) return undefined
  return Math.max(from, outcome.acceptedAt ?? (outcome.closedAt === undefined ? now : from))
}

/** When (`performance.now()`) a socket must have been closed by; undefined for a held stream. */
export function deadlineOf(bounds: Bounds, outcome: HostileOutcome): number | undefined {
  const bound = boundOf(bounds, outcome.bound)
  if (!Number.isFinite(bound)) return undefined
  const now = performance.now()
  return (boundStart(outcome, now) ?? now) + bound + bounds.tolerance
}

/** One socket's verdict. */
export interface Verdict {
  readonly outcome: HostileOutcome
  /** The bound it is held to (ms; Infinity when held). */
  readonly bound: number
  /** From the start of its bound to its close by the node (ms); undefined when the node never closed it. */
  readonly lived: number | undefined
  /** Whether the node closed it within its bound and the tolerance (a held stream always is). */
  readonly within: boolean
}

/** The verdict of `outcome` under `bounds`. */
export function verdictOf(bounds: Bounds, outcome: HostileOutcome): Verdict {
  const bound = boundOf(bounds, outcome.bound)
  // A socket that never connected lived no time.
  const from = boundStart(outcome, outcome.closedAt ?? performance.now()) ?? outcome.closedAt
  const lived = outcome.closedAt === undefined || from === undefined ? undefined : Math.max(0, outcome.closedAt - from)
  const within = !Number.isFinite(bound) || (lived !== undefined && lived <= bound + bounds.tolerance)
  return { outcome, bound, lived, within }
}
