/** The system adapter: what the node reads from the machine rather than from storage (the wall clock,
 * `SystemClock.layer`). */
export * as SystemClock from "./system_clock.ts"
