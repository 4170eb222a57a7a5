/** The circuit's `requestOffset`: where the requested transaction sits relative to its requester among the batch's L2
 * transactions (1, 2, 3 → +1, +2, +3; 4, 5, 6, 7 → −4, −3, −2, −1; 0 requests nothing), as a table. */

/** Each requestOffset the circuit accepts with the relative position it names, in requestOffset order. */
export const REQUEST_OFFSETS: ReadonlyArray<readonly [requestOffset: number, relativePosition: number]> = [
  [1, 1],
  [2, 2],
  [3, 3],
  [4, -4],
  [5, -3],
  [6, -2],
  [7, -1]
]

/** The relative positions a requested transaction may take, nearest first (the order a search tries them in). */
export const ALLOWED_RELATIVE_POSITIONS: ReadonlyArray<number> = REQUEST_OFFSETS.map(([, relative]) => relative).sort(
  (a, b) => Math.abs(a) - Math.abs(b) || a - b
)

/** The relative position `requestOffset` names; undefined for 0 (no request) and anything outside 1..7. */
export function relativePositionOf(requestOffset: number): number | undefined {
  return REQUEST_OFFSETS.find(([offset]) => offset === requestOffset)?.[1]
}

/** The requestOffset that names `relativePosition`; undefined when the circuit allows no such position. */
export function requestOffsetOf(relativePosition: number): number | undefined {
  return REQUEST_OFFSETS.find(([, relative]) => relative === relativePosition)?.[0]
}

/** A relative position with its sign: `+2`, `−3`. */
export function signedPosition(relativePosition: number): string {
  return relativePosition > 0 ? `+${relativePosition}` : `−${-relativePosition}`
}

/** The allowed relative positions as people read them: `−4..−1 or +1..+3`. */
export const ALLOWED_RELATIVE_POSITIONS_TEXT = `${signedPosition(Math.min(...ALLOWED_RELATIVE_POSITIONS))}..−1 or +1..${signedPosition(Math.max(...ALLOWED_RELATIVE_POSITIONS))}`
