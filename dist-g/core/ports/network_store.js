/** Read port for the raw facts `/state` is derived from. */
import { Context } from "effect";
/** Facts about the chain and the node, for `/state` and the slot computations. */
export class NetworkStore extends Context.Service()("zk-api/ports/NetworkStore") {
}
