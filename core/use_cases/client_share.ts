/** A client's share of a bounded resource (each admission class's slots, the event streams): a percent of its bound,
 * never less than one, so no handful of connections can take all of it from everyone else. */

/** Default share, in percent, of each bounded resource one client may hold (`CLIENT_SHARE_PERCENT`). */
export const DEFAULT_CLIENT_SHARE_PERCENT = 25

/** How many of a resource bounded by `bound` one client may hold at `percent` (1–100): at least one. */
export function clientShare(bound: number, percent: number): number {
  return Math.max(1, Math.floor((bound * percent) / 100))
}
