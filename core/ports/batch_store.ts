/** Read port for batches. */
import { Context, type Effect, type Option } from "effect"
import type { Batch } from "../domain/batch.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import type { BatchNum, SlotNum } from "../domain/scalars.ts"
import type { Page, PageRequest } from "../pagination/page.ts"

/** Which batches a list returns; absent fields do not filter. */
export interface BatchFilter {
  /** Only batchNum > minBatchNum. */
  readonly minBatchNum?: BatchNum | undefined
  /** Only batchNum < maxBatchNum. */
  readonly maxBatchNum?: number | undefined
  readonly slotNum?: SlotNum | undefined
  readonly forgerAddr?: EthAddress | undefined
}

/** Batches in increasing batchNum (= itemId) order. */
export class BatchStore extends Context.Service<
  BatchStore,
  {
    readonly list: (filter: BatchFilter, page: PageRequest) => Effect.Effect<Page<Batch>>
    readonly get: (batchNum: BatchNum) => Effect.Effect<Option.Option<Batch>>
  }
>()("zk-api/ports/BatchStore") {}
