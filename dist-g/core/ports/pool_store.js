/** The coordinator's pool of L2 transactions: the write side of `POST /transactions-pool` and its reads. */
import { Context } from "effect";
/** Pool transactions by id and in the order they entered the pool (itemId); adding is atomic and durable before it returns. */
export class PoolStore extends Context.Service()("zk-api/ports/PoolStore") {
}
