/**
 * The batch a storage's reads reflect at least, taken before them: its last batch as a floor. Chain data is appended batch
 * by batch (one transaction per ledger call), so a read that starts after the floor was taken sees that batch or a later
 * one. The HTTP edge takes it for every GET (with the request's `X-Min-Batch`) and POST and answers it as `X-Last-Batch`;
 * a storage provides it beside its ports, as an optional service (`read_view.ts`).
 */
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
