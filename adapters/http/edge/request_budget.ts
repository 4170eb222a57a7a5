/** What a request the rate limiter let through may still be charged once it has run: its answer's size, and a
 * stream's bytes and the time it stays open, drawn from the budget its request was charged to. */

/** The budget a request was charged to, for what it costs after it ran. */
export interface RequestBudget {
  /** The window of the client's tier, in seconds: an open event stream is charged again every window. */
  readonly windowSeconds: number
  /** Draws `points` more from the budget; resolves whether it still had them (false: spent, so a stream ends). */
  readonly charge: (points: number) => Promise<boolean>
}
