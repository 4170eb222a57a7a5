/**
 * The system adapter: what the node reads from the machine itself rather than from storage —
 * today the wall clock (`SystemClock.layer`, over Effect's `Clock`).
 */
export * as SystemClock from "./system_clock.ts";
