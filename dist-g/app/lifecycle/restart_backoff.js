/**
 * How long the supervisor waits before replacing a worker that died: half a second after a worker
 * that had lived a while, then doubling up to 30 seconds while its replacements keep dying soon
 * after they start (within a minute), so a worker that cannot live does not spin the machine; a
 * replacement that lives a minute starts the count again.
 */
/** The first delay, and the delay after a worker that lived `STABLE_MILLIS` (ms). */
export const FIRST_RESTART_DELAY_MILLIS = 500;
/** The longest delay (ms). */
export const MAX_RESTART_DELAY_MILLIS = 30_000;
/** How long a worker must have lived for its death to start the count again (ms). */
export const STABLE_MILLIS = 60_000;
/** The delay before replacing a worker that lived `livedMillis`, the previous replacement of its place having waited `previousMillis` (undefined: none yet). */
export function restartDelay(previousMillis, options) {
    if (previousMillis === undefined || options.livedMillis >= STABLE_MILLIS)
        return FIRST_RESTART_DELAY_MILLIS;
    return Math.min(MAX_RESTART_DELAY_MILLIS, previousMillis * 2);
}
