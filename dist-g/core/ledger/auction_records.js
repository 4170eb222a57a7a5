import { ItemId } from "../domain/scalars.js";
/** The coordinator record of a registration, at `itemId`. */
export function coordinatorRecord(input, itemId) {
    return {
        itemId: ItemId.make(itemId),
        forgerAddr: input.forgerAddr,
        bidderAddr: input.bidderAddr,
        URL: input.URL,
        ethereumBlock: input.ethereumBlock
    };
}
/** The bid record of a bid seen in the auction contract, at `itemId`. */
export function bidRecord(input, itemId) {
    return {
        itemId: ItemId.make(itemId),
        slotNum: input.slotNum,
        bidValue: input.bidValue,
        ethereumBlockNum: input.ethereumBlockNum,
        bidderAddr: input.bidderAddr,
        forgerAddr: input.forgerAddr,
        withdrawAddr: input.withdrawAddr,
        URL: input.URL,
        timestamp: input.timestamp
    };
}
