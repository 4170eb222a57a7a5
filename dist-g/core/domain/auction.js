/** The forger auction: coordinators, bids and slots (`anchor-api.md` §2.9). */
import { Schema } from "effect";
import { EthereumAddress } from "./eth_address.js";
import { BigIntString, EthBlockNum, ItemId, SlotNum, Timestamp, Url } from "./scalars.js";
/** A registered coordinator (the latest registration of its bidder). */
export const Coordinator = Schema.Struct({
    itemId: ItemId,
    forgerAddr: EthereumAddress,
    bidderAddr: EthereumAddress,
    URL: Url,
    ethereumBlock: EthBlockNum
}).annotate({ identifier: "Coordinator" });
/** A bid for the right to forge in a slot. */
export const Bid = Schema.Struct({
    itemId: ItemId,
    slotNum: SlotNum,
    bidValue: BigIntString,
    ethereumBlockNum: EthBlockNum,
    bidderAddr: EthereumAddress,
    forgerAddr: EthereumAddress,
    withdrawAddr: EthereumAddress,
    URL: Url,
    timestamp: Timestamp
}).annotate({ identifier: "Bid" });
/** A slot of the auction with its block range and its best (latest) bid, if any. */
export const Slot = Schema.Struct({
    itemId: ItemId,
    slotNum: SlotNum,
    firstBlock: EthBlockNum,
    lastBlock: EthBlockNum,
    openAuction: Schema.Boolean,
    bestBid: Schema.NullOr(Bid)
}).annotate({ identifier: "Slot" });
