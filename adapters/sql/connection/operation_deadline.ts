/**
 * A storage operation bounded by a wall-clock deadline: it runs on a child fiber and a native timer
 * interrupts it when the deadline passes, the caller failing at once with the defect `late()`
 * gives, without waiting for the interrupted operation (a stuck statement) to end. Unlike
 * `Effect.timeout`, the bound holds in real time under a test clock, as storage I/O does.
 */
import { Effect, Fiber } from "effect"

/** `effect` run within `millis` of wall-clock time; past it, interrupted, and the caller dies with `late()`. */
export function withinDeadline<A, E, R>(
  effect: Effect.Effect<A, E, R>,
  millis: number,
  late: () => unknown
): Effect.Effect<A, E, R> {
  return Effect.withFiber((parent) =>
    Effect.callback<A, E>((resume) => {
      const child = Effect.runForkWith(parent.context)(effect as Effect.Effect<A, E>)
      let settled = false
      const timer = setTimeout(() => {
        if (settled) return
        settled = true
        child.interruptUnsafe()
        resume(Effect.die(late()))
      }, millis)
      child.addObserver((exit) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        resume(exit)
      })
      return Effect.suspend(() => {
        if (settled) return Effect.void
        settled = true
        clearTimeout(timer)
        return Fiber.interrupt(child)
      })
    })
  )
}
