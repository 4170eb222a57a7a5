/**
 * The chain's finality as a storage sees it (`domain/finality.ts`): its last synced L1 block and its last final batch,
 * at the depth of `FinalityDepth`. Stores compute every finality they answer from one reading; the use cases read it
 * for `minFinality` filters and the transaction status.
 */
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
