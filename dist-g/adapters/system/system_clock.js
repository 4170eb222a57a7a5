/**
 * The production WallClock: the machine's time, read through Effect's `Clock` — so a test that
 * installs TestClock controls it, and every storage (memory, PostgreSQL, PGlite) shares it.
 */
import { Clock, Effect, Layer } from "effect";
import { WallClock } from "../../core/ports/clock.js";
/** WallClock reading Effect's current Clock (the system clock unless a TestClock is in force). */
export const layer = Layer.succeed(WallClock, WallClock.of({ now: Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms)) }));
