/** Auction records as the ledger stores them: a registered coordinator or a seen bid, with its assigned itemId. */
import type { Bid, Coordinator } from "../domain/auction.ts"
import { ItemId } from "../domain/scalars.ts"
import type { NewBid, NewCoordinator } from "../ports/ledger.ts"

/** The coordinator record of a registration, at `itemId`. */
export function coordinatorRecord(input: NewCoordinator, itemId: number): Coordinator {
  return {
    itemId: ItemId.make(itemId),
    forgerAddr: input.forgerAddr,
    bidderAddr: input.bidderAddr,
    URL: input.URL,
    ethereumBlock: input.ethereumBlock
  }
}

/** The bid record of a bid seen in the auction contract, at `itemId`. */
export function bidRecord(input: NewBid, itemId: number): Bid {
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
  }
}
