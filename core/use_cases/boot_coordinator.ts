/** The boot coordinator as a coordinator entry, shown as the anchor did (itemId 0, zero address as bidder, block 0):
 * it forges the slots nobody won and never registers as a bidder. */
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
