/** The devnet's faucet: queues an L1 deposit creating an account, which the devnet's forger forges. Only a node running
 * the devnet provides it (`devnet/faucet.ts`); elsewhere `POST /devnet/deposits` is not served. */
import { Context, type Effect } from "effect"
import type { BjjKey } from "../domain/bjj.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import type { FaucetDeposit } from "../domain/faucet_deposit.ts"
import type { TokenId } from "../domain/scalars.ts"

/** A checked faucet request: the owner of the account to create, its token (a registered one) and its deposit (a
 * positive Float40 amount). */
export interface FaucetRequest {
  readonly ethAddr: EthAddress
  readonly bjj: BjjKey
  readonly tokenId: TokenId
  readonly amount: bigint
}

/** The devnet's faucet. */
export class DevnetFaucet extends Context.Service<
  DevnetFaucet,
  {
    /** Queues a CreateAccountDeposit of `request` at the end of the open L1 queue, for the forger's next step. */
    readonly deposit: (request: FaucetRequest) => Effect.Effect<FaucetDeposit>
  }
>()("zk-api/ports/DevnetFaucet") {}
