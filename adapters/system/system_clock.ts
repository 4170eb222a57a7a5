/** The production WallClock: the machine's time through Effect's `Clock`, so a test's TestClock controls it, whatever
 * the storage. */
import { Clock, Effect, Layer } from "effect"
import { WallClock } from "../../core/ports/clock.ts"

/** WallClock reading Effect's current Clock (the system clock unless a TestClock is in force). */
export const layer: Layer.Layer<WallClock> = Layer.succeed(
  WallClock,
  WallClock.of({ now: Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms)) })
)
