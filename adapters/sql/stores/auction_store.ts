/** The AuctionStore port on PostgreSQL: bids by ordinal (combined filters count); won slots walk `slot_best`, kept as
 * bids are recorded; coordinators (a handful) count, found by any forger address their bidder registered. */
import type { Bid, Coordinator } from "../../../core/domain/auction.ts"
import type { EthAddress } from "../../../core/domain/eth_address.ts"
import {
  AuctionStore,
  type BidFilter,
  type CoordinatorFilter,
  type SlotRange,
  type WinnerRole
} from "../../../core/ports/auction_store.ts"
import { bidColumns, bidOf, coordinatorColumns, coordinatorOf } from "../rows/auction_rows.ts"
import { addressBytes } from "../rows/codecs.ts"
import { drivenSource, type KeyFilter, type ListReader, type ListSource, pageRows } from "./keyset_page.ts"
import type { Params } from "../rows/params.ts"
import { readFirst, readPage, storeLayer } from "./store_reads.ts"

function bidSource(filter: BidFilter, params: Params): ListSource {
  const filters: Array<KeyFilter> = []
  if (filter.slotNum !== undefined) filters.push(["slot_num", filter.slotNum, "ord_slot"])
  if (filter.bidderAddr !== undefined) filters.push(["bidder_addr", addressBytes(filter.bidderAddr), "ord_bidder"])
  if (filter.forgerAddr !== undefined) filters.push(["forger_addr", addressBytes(filter.forgerAddr), "ord_forger"])
  return drivenSource("bid", filters, params)
}

/** The registered coordinators matching `filter`: a bidder's row by its unique key, a forger's bidders through `coordinator_forger`. */
function coordinatorSource(filter: CoordinatorFilter, params: Params): ListSource {
  const { forgerAddr, bidderAddr } = filter
  return {
    table: "coordinator",
    item: "item_id",
    keys: bidderAddr === undefined ? [] : [["bidder_addr", params.add(addressBytes(bidderAddr))]],
    residual:
      forgerAddr === undefined
        ? []
        : [
            `x.bidder_addr IN (SELECT f.bidder_addr FROM coordinator_forger f WHERE f.forger_addr = ${params.add(addressBytes(forgerAddr))})`
          ],
    small: true
  }
}

const BIDS: ListReader<BidFilter, Bid> = {
  source: bidSource,
  rows: pageRows(bidColumns("b"), "JOIN bid b ON b.item_id = d.item"),
  decode: bidOf
}

/** The won slots of an address in a role within a range of slots, by their best bids (`slot_best`). */
const WON_BIDS: ListReader<
  { readonly address: EthAddress; readonly role: WinnerRole; readonly range: SlotRange },
  Bid
> = {
  source: ({ address, role, range }, params) => ({
    table: "slot_best",
    item: "slot_num",
    keys: [[role === "bidder" ? "bidder_addr" : "forger_addr", params.add(addressBytes(address))]],
    lo: params.add(range.min),
    hi: params.add(range.max)
  }),
  rows: pageRows(bidColumns("b"), "JOIN slot_best s ON s.slot_num = d.item JOIN bid b ON b.item_id = s.item_id"),
  decode: bidOf
}

const COORDINATORS: ListReader<CoordinatorFilter, Coordinator> = {
  source: coordinatorSource,
  rows: pageRows(coordinatorColumns("c"), "JOIN coordinator c ON c.item_id = d.item"),
  decode: coordinatorOf
}

const BEST_BIDS =
  `SELECT ${bidColumns("b")} FROM slot_best s JOIN bid b ON b.item_id = s.item_id ` +
  `WHERE s.slot_num >= $1 AND s.slot_num <= $2 ORDER BY s.slot_num`

const GET_COORDINATOR = `SELECT ${coordinatorColumns("c")} FROM coordinator c WHERE c.bidder_addr = $1`

/** The AuctionStore port on the SQL database. */
export const layer = storeLayer(AuctionStore, (db) => ({
  listBids: (filter, page) => readPage(db, BIDS, filter, page),
  bestBids: (range) =>
    db.read(
      BEST_BIDS,
      [range.min, range.max],
      (found): ReadonlyMap<number, Bid> => new Map(found.map((row) => bidOf(row, 0)).map((b) => [b.slotNum, b]))
    ),
  listWonBids: (address, role, range, page) => readPage(db, WON_BIDS, { address, role, range }, page),
  listCoordinators: (filter, page) => readPage(db, COORDINATORS, filter, page),
  getCoordinator: (bidderAddr) => readFirst(db.read, GET_COORDINATOR, [addressBytes(bidderAddr)], coordinatorOf)
}))
