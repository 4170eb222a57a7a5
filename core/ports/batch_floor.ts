/** The batch a storage's reads reflect at least, taken before them (its last batch): chain data is appended batch by
 * batch, so a later read sees that batch or a later one. Answered as `X-Last-Batch`; an optional service. */
import { Context, type Effect } from "effect"

/** The floor of a storage's reads. */
export class BatchFloor extends Context.Service<
  BatchFloor,
  {
    /**
     * A batch every read that starts once this succeeds sees (at least): the storage's last batch, at least `minBatch`
     * whenever the storage has forged `minBatch`; undefined when the storage could not say (e.g. unreachable).
     */
    readonly floor: (minBatch: number) => Effect.Effect<number | undefined>
  }
>()("zk-api/ports/BatchFloor") {}
