import { ZERO_ADDRESS } from "../domain/eth_address.js";
import { EthBlockNum, ItemId } from "../domain/scalars.js";
/** The boot coordinator's itemId, below every registered coordinator's. */
export const BOOT_COORDINATOR_ITEM_ID = ItemId.make(0);
/** The boot coordinator of these contract variables. */
export function bootCoordinator(variables) {
    return {
        itemId: BOOT_COORDINATOR_ITEM_ID,
        bidderAddr: ZERO_ADDRESS,
        forgerAddr: variables.auction.bootCoordinator,
        URL: variables.auction.bootCoordinatorUrl,
        ethereumBlock: EthBlockNum.make(0n)
    };
}
