/** The WallClock port over Effect's Clock, so tests control it with TestClock. */
import { Clock, Effect, Layer } from "effect"
import { WallClock } from "../../core/ports/clock.ts"

/** WallClock reading Effect's current Clock. */
export const layer: Layer.Layer<WallClock> = Layer.succeed(
  WallClock,
  WallClock.of({ now: Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms)) })
)
