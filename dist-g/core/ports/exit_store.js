/** Read port for exits. */
import { Context } from "effect";
/** Exits in increasing (batchNum, accountIndex) = itemId order. */
export class ExitStore extends Context.Service()("zk-api/ports/ExitStore") {
}
