/** Auction rows: bids and coordinators, the selected columns and their decoding by position. */
import type { Bid, Coordinator } from "../../../core/domain/auction.ts"
import { addressOf } from "./codecs.ts"
import { bigAt, bytesAt, dateAt, intAt, selectList, textAt, type Values } from "./row.ts"
import * as Stored from "./stored_brands.ts"

/** The positions of a bid's columns within its group of a row. */
const B = {
  item_id: 0,
  slot_num: 1,
  bid_value: 2,
  eth_block_num: 3,
  bidder_addr: 4,
  forger_addr: 5,
  withdraw_addr: 6,
  url: 7,
  timestamp: 8
} as const

/** The select list of a bid of `bid` aliased `alias`. */
export const bidColumns = selectList(B, "bid_")

/** The bid of a row whose columns from `at` on were selected with `bidColumns`. */
export function bidOf(row: Values, at: number): Bid {
  return {
    itemId: Stored.ItemId(intAt(row, at + B.item_id)),
    slotNum: Stored.SlotNum(intAt(row, at + B.slot_num)),
    bidValue: bigAt(row, at + B.bid_value),
    ethereumBlockNum: Stored.EthBlockNum(bigAt(row, at + B.eth_block_num)),
    bidderAddr: addressOf(bytesAt(row, at + B.bidder_addr)),
    forgerAddr: addressOf(bytesAt(row, at + B.forger_addr)),
    withdrawAddr: addressOf(bytesAt(row, at + B.withdraw_addr)),
    URL: Stored.Url(textAt(row, at + B.url)),
    timestamp: dateAt(row, at + B.timestamp)
  }
}

/** The positions of a coordinator's columns within its group of a row. */
const C = { item_id: 0, bidder_addr: 1, forger_addr: 2, url: 3, eth_block: 4 } as const

/** The select list of a coordinator of `coordinator` aliased `alias`. */
export const coordinatorColumns = selectList(C, "co_")

/** The coordinator of a row whose columns from `at` on were selected with `coordinatorColumns`. */
export function coordinatorOf(row: Values, at: number): Coordinator {
  return {
    itemId: Stored.ItemId(intAt(row, at + C.item_id)),
    forgerAddr: addressOf(bytesAt(row, at + C.forger_addr)),
    bidderAddr: addressOf(bytesAt(row, at + C.bidder_addr)),
    URL: Stored.Url(textAt(row, at + C.url)),
    ethereumBlock: Stored.EthBlockNum(bigAt(row, at + C.eth_block))
  }
}
