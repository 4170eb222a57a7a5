/** The forger auction: coordinators, bids and slots (`docs/api.md`). */
import { Schema } from "effect"
import { EthereumAddress } from "./eth_address.ts"
import { BigIntString, EthBlockNum, ItemId, SlotNum, Timestamp, Url } from "./scalars.ts"

/** A registered coordinator (the latest registration of its bidder). */
export const Coordinator = Schema.Struct({
  itemId: ItemId,
  forgerAddr: EthereumAddress,
  bidderAddr: EthereumAddress,
  URL: Url,
  ethereumBlock: EthBlockNum
}).annotate({ identifier: "Coordinator" })
export type Coordinator = typeof Coordinator.Type

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
}).annotate({ identifier: "Bid" })
export type Bid = typeof Bid.Type

/** A slot of the auction with its block range and its best (latest) bid, if any. */
export const Slot = Schema.Struct({
  itemId: ItemId,
  slotNum: SlotNum,
  firstBlock: EthBlockNum,
  lastBlock: EthBlockNum,
  openAuction: Schema.Boolean,
  bestBid: Schema.NullOr(Bid)
}).annotate({ identifier: "Slot" })
export type Slot = typeof Slot.Type
