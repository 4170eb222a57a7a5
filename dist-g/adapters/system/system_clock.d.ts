/**
 * The production WallClock: the machine's time, read through Effect's `Clock` — so a test that
 * installs TestClock controls it, and every storage (memory, PostgreSQL, PGlite) shares it.
 */
import { Layer } from "effect";
import { WallClock } from "../../core/ports/clock.ts";
/** WallClock reading Effect's current Clock (the system clock unless a TestClock is in force). */
export declare const layer: Layer.Layer<WallClock>;
