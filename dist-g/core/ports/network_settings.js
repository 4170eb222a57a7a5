/** The network's constant configuration and node settings, provided by the application's configuration. */
import { Context } from "effect";
/** `/config` content, node settings, and the EIP-712 domain name of account-creation authorizations. */
export class NetworkSettings extends Context.Service()("zk-api/ports/NetworkSettings") {
}
