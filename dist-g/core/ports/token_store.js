/** Read port for tokens. */
import { Context } from "effect";
/** Tokens, in increasing token id (= itemId) order. */
export class TokenStore extends Context.Service()("zk-api/ports/TokenStore") {
}
