/**
 * The current time, a port so tests and the devnet control it. The production layer reads the
 * system clock through Effect's `Clock` (`adapters/system`, `SystemClock.layer`).
 */
import { Context, type Effect } from "effect";
declare const WallClock_base: Context.ServiceClass<WallClock, "zk-api/ports/WallClock", {
    readonly now: Effect.Effect<Date>;
}>;
/** Wall-clock time. */
export declare class WallClock extends WallClock_base {
}
export {};
