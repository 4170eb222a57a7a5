/**
 * The ChainFinalityReader port on PostgreSQL: the last synced block and the last batch in a final block, read in one
 * statement and kept for at most a second, or until this process commits events (a batch forged, a block that
 * finalized one), so a page's finality costs no statement of its own. A reading can only lag: what it calls final is.
 */
import { Effect, Layer } from "effect"
import type { ChainFinality } from "../../../core/domain/finality.ts"
import { ChainFinalityReader, FinalityDepth } from "../../../core/ports/chain_finality.ts"
import { SqlDatabase } from "../connection/database.ts"
import { EventSignal } from "../events/event_signal.ts"
import { bigOrNullAt, intAt } from "../rows/row.ts"

/** How long a reading is kept (ms). */
const MAX_AGE_MILLIS = 1000

/** The last synced block and the last batch whose block is at least $1 blocks below it (0: none). */
const READ = `SELECT l.num, COALESCE((SELECT b.batch_num FROM batch b WHERE b.eth_block_num <= l.num - $1 ORDER BY b.batch_num DESC LIMIT 1), 0)
FROM (SELECT max(num) AS num FROM eth_block) l`

/** The ChainFinalityReader port on the SQL database. */
export const layer: Layer.Layer<ChainFinalityReader, never, SqlDatabase | EventSignal> = Layer.effect(
  ChainFinalityReader,
  Effect.gen(function*() {
    const db = yield* SqlDatabase
    const signal = yield* EventSignal
    const required = yield* FinalityDepth
    let kept: { readonly chain: ChainFinality; readonly at: number; readonly rings: number } | undefined
    const read = Effect.suspend(() => {
      const at = performance.now()
      const rings = signal.rings()
      return db.read(READ, [required], (rows): ChainFinality => {
        const row = rows[0]!
        const chain = { lastBlock: bigOrNullAt(row, 0), required, finalizedThrough: intAt(row, 1) }
        if (kept === undefined || at >= kept.at) kept = { chain, at, rings }
        return chain
      })
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
