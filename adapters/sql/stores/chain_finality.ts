/** The ChainFinalityReader port on PostgreSQL: the last synced block and last final batch in one statement, kept up to
 * a second or until this process commits events or a block (another process's block can be a second late). A reading
 * can only lag: what it calls final is. */
import { Deferred, Effect, Layer } from "effect"
import type { ChainFinality } from "../../../core/domain/finality.ts"
import { ChainFinalityReader, FinalityDepth } from "../../../core/ports/chain_finality.ts"
import { SqlDatabase } from "../connection/database.ts"
import { EventSignal } from "../events/event_signal.ts"
import { CHAIN_FINALITY, chainFinalityOf } from "../rows/finality_rows.ts"

/** How long a reading is kept (ms). */
const MAX_AGE_MILLIS = 1000

/** The ChainFinalityReader port on the SQL database. */
export const layer: Layer.Layer<ChainFinalityReader, never, SqlDatabase | EventSignal> = Layer.effect(
  ChainFinalityReader,
  Effect.gen(function* () {
    const db = yield* SqlDatabase
    const signal = yield* EventSignal
    const required = yield* FinalityDepth
    let kept: { readonly chain: ChainFinality; readonly at: number; readonly rings: number } | undefined
    /** The statement in flight, and the doorbell count when it started: a later ring needs a later statement. Requests
     * finding the reading stale await it rather than each sending its own (one per request in flight under load). */
    let inFlight: { readonly rings: number; readonly chain: Deferred.Deferred<ChainFinality> } | undefined
    const read = Effect.suspend(() => {
      const rings = signal.rings()
      if (inFlight !== undefined && inFlight.rings === rings) return Deferred.await(inFlight.chain)
      const mine = { rings, chain: Deferred.makeUnsafe<ChainFinality>() }
      inFlight = mine
      const at = performance.now()
      // Uninterruptible: the requests waiting on it are not the one that sent it.
      return db
        .read(CHAIN_FINALITY, [required], (rows): ChainFinality => {
          const chain = chainFinalityOf(rows, required)
          if (kept === undefined || at >= kept.at) kept = { chain, at, rings }
          return chain
        })
        .pipe(
          Effect.onExit((exit) => {
            if (inFlight === mine) inFlight = undefined
            return Deferred.done(mine.chain, exit)
          }),
          Effect.uninterruptible
        )
    })
    return ChainFinalityReader.of({
      current: Effect.suspend(() =>
        kept !== undefined && performance.now() - kept.at < MAX_AGE_MILLIS && kept.rings === signal.rings()
          ? Effect.succeed(kept.chain)
          : read
      )
    })
  })
)
