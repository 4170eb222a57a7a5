/**
 * The AuctionStore port on PostgreSQL: bids by ordinal (combined filters count, slot first); each slot's best
 * bid is kept in `slot_best` as bids are recorded, and won slots walk it; coordinators (a handful) count, found by
 * forger through every forger address their bidder has registered (`coordinator_forger`).
 */
import type { Bid } from "../../../core/domain/auction.ts"
import { AuctionStore, type BidFilter, type CoordinatorFilter } from "../../../core/ports/auction_store.ts"
import { bidColumns, bidOf, coordinatorColumns, coordinatorOf } from "../rows/auction_rows.ts"
import { addressBytes } from "../rows/codecs.ts"
import { drivenSource, type KeyFilter, type ListSource } from "./keyset_page.ts"
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
    residual: forgerAddr === undefined
      ? []
      : [`x.bidder_addr IN (SELECT f.bidder_addr FROM coordinator_forger f WHERE f.forger_addr = ${params.add(addressBytes(forgerAddr))})`],
    small: true
  }
}

const bidRows = (driver: string) => `SELECT d.item AS page_item, ${bidColumns("b")} FROM (${driver}) d JOIN bid b ON b.item_id = d.item`

const wonRows = (driver: string) =>
  `SELECT d.item AS page_item, ${bidColumns("b")} FROM (${driver}) d ` +
  `JOIN slot_best s ON s.slot_num = d.item JOIN bid b ON b.item_id = s.item_id`

const coordinatorRows = (driver: string) =>
  `SELECT d.item AS page_item, ${coordinatorColumns("c")} FROM (${driver}) d JOIN coordinator c ON c.item_id = d.item`

const BEST_BIDS = `SELECT ${bidColumns("b")} FROM slot_best s JOIN bid b ON b.item_id = s.item_id ` +
  `WHERE s.slot_num >= $1 AND s.slot_num <= $2 ORDER BY s.slot_num`

const GET_COORDINATOR = `SELECT ${coordinatorColumns("c")} FROM coordinator c WHERE c.bidder_addr = $1`

/** The AuctionStore port on the SQL database. */
export const layer = storeLayer(AuctionStore, (db) => ({
  listBids: (filter, page) => readPage(db, { source: bidSource, rows: bidRows, decode: bidOf }, filter, page),
  bestBids: (range) =>
    db.read(BEST_BIDS, [range.min, range.max], (found): ReadonlyMap<number, Bid> => new Map(found.map((row) => bidOf(row, 0)).map((b) => [b.slotNum, b]))),
  listWonBids: (address, role, range, page) =>
    readPage(db, {
      source: (_: undefined, params: Params): ListSource => ({
        table: "slot_best",
        item: "slot_num",
        keys: [[role === "bidder" ? "bidder_addr" : "forger_addr", params.add(addressBytes(address))]],
        lo: params.add(range.min),
        hi: params.add(range.max)
      }),
      rows: wonRows,
      decode: bidOf
    }, undefined, page),
  listCoordinators: (filter, page) => readPage(db, { source: coordinatorSource, rows: coordinatorRows, decode: coordinatorOf }, filter, page),
  getCoordinator: (bidderAddr) => readFirst(db, GET_COORDINATOR, [addressBytes(bidderAddr)], coordinatorOf)
}))
