/** Auction rows: bids and coordinators, the selected columns and their decoding. */
import type { Bid, Coordinator } from "../../core/domain/auction.ts"
import { EthBlockNum, ItemId, SlotNum, Url } from "../../core/domain/scalars.ts"
import { addressOf } from "./codecs.ts"
import { big, bytes, date, int, type Row, text, STORED } from "./row.ts"

/** The select list of a bid of `bid` aliased `alias`. */
export function bidColumns(alias: string): string {
  return [
    "item_id", "slot_num", "bid_value", "eth_block_num", "bidder_addr", "forger_addr", "withdraw_addr", "url", "timestamp"
  ].map((column) => `${alias}.${column} AS bid_${column}`).join(", ")
}

/** The bid of a row selected with `bidColumns`. */
export function bidOf(row: Row): Bid {
  return {
    itemId: ItemId.make(int(row, "bid_item_id"), STORED),
    slotNum: SlotNum.make(int(row, "bid_slot_num"), STORED),
    bidValue: big(row, "bid_bid_value"),
    ethereumBlockNum: EthBlockNum.make(big(row, "bid_eth_block_num"), STORED),
    bidderAddr: addressOf(bytes(row, "bid_bidder_addr")),
    forgerAddr: addressOf(bytes(row, "bid_forger_addr")),
    withdrawAddr: addressOf(bytes(row, "bid_withdraw_addr")),
    URL: Url.make(text(row, "bid_url"), STORED),
    timestamp: date(row, "bid_timestamp")
  }
}

/** The select list of a coordinator of `coordinator` aliased `alias`. */
export function coordinatorColumns(alias: string): string {
  return ["item_id", "bidder_addr", "forger_addr", "url", "eth_block"].map((column) => `${alias}.${column} AS co_${column}`).join(", ")
}

/** The coordinator of a row selected with `coordinatorColumns`. */
export function coordinatorOf(row: Row): Coordinator {
  return {
    itemId: ItemId.make(int(row, "co_item_id"), STORED),
    forgerAddr: addressOf(bytes(row, "co_forger_addr")),
    bidderAddr: addressOf(bytes(row, "co_bidder_addr")),
    URL: Url.make(text(row, "co_url"), STORED),
    ethereumBlock: EthBlockNum.make(big(row, "co_eth_block"), STORED)
  }
}
