/**
 * How fresh the reads of one request must be, for a storage that can answer reads from streaming
 * replicas of its database (`adapters/sql/replicas/replica_routing.ts`). A request runs with a `ReadView`
 * only when it may be answered from a replica — the HTTP adapter gives one to each GET — and
 * without one (the default) every read goes to the primary: writes, the reads a write makes (a
 * pool submission's checks), the forger, anything outside a request.
 *
 * The view names the least batch the answer must reflect (`X-Min-Batch`), and the storage that
 * answered writes back the last batch the database it read had forged when last checked
 * (`X-Last-Batch`), so a client can ask for at least that batch next time (`decisions.md`-style
 * read-your-writes; the README's "Consistency" paragraph).
 */
import { Context, Result, Schema } from "effect";
import { BatchNumParam } from "../domain/query_params.js";
import { MAX_UINT32 } from "../domain/scalars.js";
import { invalidParam } from "../errors.js";
/** A batch number as written in a parameter (the query parameters' rule). */
const decodeBatchNum = Schema.decodeUnknownResult(BatchNumParam);
/** What one request asks of the freshness of its reads, and what it got. */
export class ReadView {
    /** The least batch the answer must reflect (0: any replica within the storage's lag bound). */
    minBatch;
    /** The last batch the database that answered had forged when last checked, the least over its reads; unset until a routed read ran. */
    reflectedBatch = undefined;
    constructor(minBatch) {
        this.minBatch = minBatch;
    }
    /** Records that a read was answered by a database whose last batch was `batch` (keeps the least). */
    reflect(batch) {
        if (this.reflectedBatch === undefined || batch < this.reflectedBatch)
            this.reflectedBatch = batch;
    }
}
/** The read view of the running request; undefined (the default): read from the primary. */
export const CurrentReadView = Context.Reference("zk-api/ports/CurrentReadView", { defaultValue: () => undefined });
/** The view a request's `X-Min-Batch` value asks for (absent: 0), or the 400 for a value that is not a batch number. */
export function readViewOf(minBatch) {
    if (minBatch === undefined || minBatch === "")
        return Result.succeed(new ReadView(0));
    const batch = decodeBatchNum(minBatch);
    if (Result.isFailure(batch)) {
        return Result.fail(invalidParam(`X-Min-Batch: must be a batch number (an integer from 0 to ${MAX_UINT32}), got "${minBatch.slice(0, 40)}"`));
    }
    return Result.succeed(new ReadView(batch.success));
}
