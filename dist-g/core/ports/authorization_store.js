/** Account-creation authorizations by Ethereum address. */
import { Context } from "effect";
/** Authorizations, one per address; adding is atomic and durable before it returns. */
export class AuthorizationStore extends Context.Service()("zk-api/ports/AuthorizationStore") {
}
