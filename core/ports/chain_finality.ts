/** The chain's finality as a storage sees it: its last synced L1 block and last final batch at `FinalityDepth`; a store
 * computes every finality of one answer from one reading. */
import { Context, type Effect } from "effect"
import { type ChainFinality, DEFAULT_FINALITY_CONFIRMATIONS } from "../domain/finality.ts"

/** Confirmations after which a batch is final (the node's `FINALITY_CONFIRMATIONS`), read by a storage when it is built. */
export const FinalityDepth: Context.Reference<number> = Context.Reference<number>("zk-api/ports/FinalityDepth", {
  defaultValue: () => DEFAULT_FINALITY_CONFIRMATIONS
})

/** The chain's finality now (a reading at most about a second old, never ahead of the storage). */
export class ChainFinalityReader extends Context.Service<
  ChainFinalityReader,
  {
    readonly current: Effect.Effect<ChainFinality>
  }
>()("zk-api/ports/ChainFinalityReader") {}
