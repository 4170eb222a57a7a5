/** How fresh the reads of one request must be (`X-Min-Batch`), and which batch they reflect (`X-Last-Batch`); without a
 * view (the default) every read goes to the primary. */
import { Context, Result, Schema } from "effect"
import { BatchNumParam } from "../domain/query_params.ts"
import { MAX_UINT32 } from "../domain/scalars.ts"
import { type BadRequest, invalidParam } from "../errors.ts"

/** A batch number as written in a parameter (the query parameters' rule). */
const decodeBatchNum = Schema.decodeUnknownResult(BatchNumParam)

/** What one request asks of the freshness of its reads, and what it got. */
export class ReadView {
  /** The least batch the answer must reflect (0: any replica within the storage's lag bound). */
  readonly minBatch: number
  /** A batch every read of the request reflects (the least of those recorded); unset until one is recorded. */
  reflectedBatch: number | undefined = undefined

  constructor(minBatch: number) {
    this.minBatch = minBatch
  }

  /** Records that a read reflects `batch` at least (keeps the least). */
  reflect(batch: number): void {
    if (this.reflectedBatch === undefined || batch < this.reflectedBatch) this.reflectedBatch = batch
  }
}

/** The read view of the running request; undefined (the default): read from the primary. */
export const CurrentReadView: Context.Reference<ReadView | undefined> = Context.Reference<ReadView | undefined>(
  "zk-api/ports/CurrentReadView",
  { defaultValue: () => undefined }
)

/** The view a request's `X-Min-Batch` value asks for (absent: 0), or the 400 for a value that is not a batch number. */
export function readViewOf(minBatch: string | undefined): Result.Result<ReadView, BadRequest> {
  if (minBatch === undefined || minBatch === "") return Result.succeed(new ReadView(0))
  const batch = decodeBatchNum(minBatch)
  if (Result.isFailure(batch)) {
    return Result.fail(
      invalidParam(
        `X-Min-Batch: must be a batch number (an integer from 0 to ${MAX_UINT32}), got "${minBatch.slice(0, 40)}"`
      )
    )
  }
  return Result.succeed(new ReadView(batch.success))
}
