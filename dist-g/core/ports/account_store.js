/** Read port for accounts. */
import { Context } from "effect";
/** Accounts with their latest nonce and balance, in increasing account index (= itemId) order. */
export class AccountStore extends Context.Service()("zk-api/ports/AccountStore") {
}
