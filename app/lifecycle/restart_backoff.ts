/** How long the supervisor waits before replacing a worker that died: doubling while its replacements keep dying soon
 * after they start, so a worker that cannot live does not spin the machine. */

/** The first delay, and the delay after a worker that lived `STABLE_MILLIS` (ms). */
export const FIRST_RESTART_DELAY_MILLIS = 500

/** The longest delay (ms). */
export const MAX_RESTART_DELAY_MILLIS = 30_000

/** How long a worker must have lived for its death to start the count again (ms). */
export const STABLE_MILLIS = 60_000

/** The delay before replacing a worker that lived `livedMillis`, the previous replacement of its place having waited `previousMillis` (undefined: none yet). */
export function restartDelay(previousMillis: number | undefined, options: { readonly livedMillis: number }): number {
  if (previousMillis === undefined || options.livedMillis >= STABLE_MILLIS) return FIRST_RESTART_DELAY_MILLIS
  return Math.min(MAX_RESTART_DELAY_MILLIS, previousMillis * 2)
}
