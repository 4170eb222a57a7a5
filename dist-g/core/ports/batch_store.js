/** Read port for batches. */
import { Context } from "effect";
/** Batches in increasing batchNum (= itemId) order. */
export class BatchStore extends Context.Service()("zk-api/ports/BatchStore") {
}
