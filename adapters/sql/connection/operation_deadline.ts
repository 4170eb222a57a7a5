/**
 * A storage operation bounded by a wall-clock deadline: the operation runs on a child fiber and a
 * native timer interrupts it when the deadline passes, the caller then failing with the defect
 * `late()` gives. The same bound as `Effect.timeoutOrElse`, whose race of fibers and an Effect
 * timer added ≈ 8.6 µs to an operation here against ≈ 3.1 µs for this
 * (`bench/operation_deadline.ts`), on every statement the API runs. A native timer also keeps the bound in real time under a test
 * clock, as storage I/O is. Interrupting the caller interrupts the operation and waits for it.
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
