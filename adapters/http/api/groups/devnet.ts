/** The Devnet group: the devnet's faucet `POST /devnet/deposits`, an extension of the later revision, served only by a
 * node running the devnet (elsewhere a 404). */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { FaucetDeposit, FaucetDepositPost } from "../../../../core/domain/faucet_deposit.ts"
import { Error404 } from "../error_schemas.ts"
import { jsonWrite } from "../json_write.ts"
import { extensionOperation } from "../openapi_extension.ts"
import { prose } from "../prose.ts"

/** What the operation's description says. */
const DESCRIPTION = prose`The devnet's faucet: queues an L1 CreateAccountDeposit, as the rollup contract queues a
  user's, that creates an account of zkEthereumAddress and bjj in tokenId holding amount (in the token's base units).
  The devnet's forger forges the queue at its next step, in an L1 batch of its own; GET /transactions-history/{id}
  follows the deposit until then (an unforged L1 user transaction) and shows its account once forged. 400 for the zero
  or 0xFF…FF address, the empty key, a token not registered, an amount of 0 or one Float40 cannot represent
  (ErrInvalidFloat40Amount). 404 ErrRouteNotFound on a node that does not run the devnet (DEVNET=false, a reader
  process). An extension of the contract, for wallet developers: never served on a real network.`

/** The Devnet group: the faucet. */
export const devnet = HttpApiGroup.make("devnet")
  .add(
    jsonWrite(
      HttpApiEndpoint.post("postDevnetDeposit", "/devnet/deposits", {
        payload: FaucetDepositPost,
        success: FaucetDeposit,
        error: Error404
      }),
      extensionOperation("Queue a devnet deposit", DESCRIPTION)
    )
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Devnet",
      description:
        "Extension of the contract: the devnet's faucet, served only by a node running the devnet; later revision only"
    })
  )
