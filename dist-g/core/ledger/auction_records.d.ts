/**
 * Auction records as the ledger stores them: a registered coordinator or a seen bid is its input
 * with the itemId the ledger assigns (every storage adapter records the same values).
 */
import type { Bid, Coordinator } from "../domain/auction.ts";
import type { NewBid, NewCoordinator } from "../ports/ledger.ts";
/** The coordinator record of a registration, at `itemId`. */
export declare function coordinatorRecord(input: NewCoordinator, itemId: number): Coordinator;
/** The bid record of a bid seen in the auction contract, at `itemId`. */
export declare function bidRecord(input: NewBid, itemId: number): Bid;
