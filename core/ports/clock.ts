/** The current time, a port so tests and the devnet control it. */
import { Context, type Effect } from "effect"

/** Wall-clock time. */
export class WallClock extends Context.Service<
  WallClock,
  {
    readonly now: Effect.Effect<Date>
  }
>()("zk-api/ports/WallClock") {}
