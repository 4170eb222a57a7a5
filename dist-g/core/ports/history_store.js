/** Read port for forged transactions (and unforged L1 user transactions by id). */
import { Context } from "effect";
/** Forged transactions in (batchNum, position) = itemId order. */
export class HistoryStore extends Context.Service()("zk-api/ports/HistoryStore") {
}
