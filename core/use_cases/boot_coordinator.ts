/**
 * The boot coordinator as a coordinator entry: it forges the slots nobody won, is named by the auction's variables
 * (`bootCoordinator`, `bootCoordinatorUrl`) and never registers as a bidder, so the anchor showed it with itemId 0,
 * the zero address as bidder and block 0 (`docs/api.md`, NextForger). `/state`'s next forgers and the later
 * revision's coordinator list show it so.
 */
import type { Coordinator } from "../domain/auction.ts"
import type { ContractVariables } from "../domain/contract_variables.ts"
import { ZERO_ADDRESS } from "../domain/eth_address.ts"
import { EthBlockNum, ItemId } from "../domain/scalars.ts"

/** The boot coordinator's itemId, below every registered coordinator's. */
export const BOOT_COORDINATOR_ITEM_ID = ItemId.make(0)

/** The boot coordinator of these contract variables. */
export function bootCoordinator(variables: ContractVariables): Coordinator {
  return {
    itemId: BOOT_COORDINATOR_ITEM_ID,
    bidderAddr: ZERO_ADDRESS,
    forgerAddr: variables.auction.bootCoordinator,
    URL: variables.auction.bootCoordinatorUrl,
    ethereumBlock: EthBlockNum.make(0n)
  }
}
