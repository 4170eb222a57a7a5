/**
 * The AuctionStore port on PostgreSQL: bids in itemId (chronological) order; the best bid of a
 * slot is its latest bid, kept per slot in `slot_best` as bids are recorded; coordinators are the
 * latest registration per bidder (a re-registration replaces the row with a new itemId).
 *
 * Strategies (`keyset_page.ts`): bids by slot (`ord_slot`), bidder (`ord_bidder`), forger
 * (`ord_forger`) or all (`ord_all`) by ordinal subtraction; combined filters count the driving
 * dimension's bids (slot first: a slot has a few bids). Won slots walk `slot_best` by slotNum
 * within the range on the (winner, slot) index and count there (at most one row per slot of the
 * range). Coordinators (a handful; registrations replace rows, so no ordinal) count.
 */
import { Effect, Layer } from "effect"
import type { Bid } from "../../../core/domain/auction.ts"
import { AuctionStore, type BidFilter } from "../../../core/ports/auction_store.ts"
import { bidColumns, bidOf, coordinatorColumns, coordinatorOf } from "../rows/auction_rows.ts"
import { addressBytes } from "../rows/codecs.ts"
import { SqlDatabase } from "../connection/database.ts"
import type { ListSource } from "./keyset_page.ts"
import type { Params } from "../rows/params.ts"
import { readFirst, readPage } from "./store_reads.ts"

/** The source of the bids matching `filter`. */
function bidSource(filter: BidFilter, params: Params): ListSource {
  const filters: Array<readonly [column: string, value: unknown, ordinal: string]> = []
  if (filter.slotNum !== undefined) filters.push(["slot_num", filter.slotNum, "ord_slot"])
  if (filter.bidderAddr !== undefined) filters.push(["bidder_addr", addressBytes(filter.bidderAddr), "ord_bidder"])
  if (filter.forgerAddr !== undefined) filters.push(["forger_addr", addressBytes(filter.forgerAddr), "ord_forger"])
  const [driving, ...others] = filters
  return {
    table: "bid",
    item: "item_id",
    keys: driving === undefined ? [] : [[driving[0], params.add(driving[1])]],
    ordinal: driving === undefined ? "ord_all" : driving[2],
    residual: others.map(([column, value]) => `x.${column} = ${params.add(value)}`)
  }
}

/** The page rows of bids. */
const bidRows = (driver: string) => `SELECT d.item AS page_item, ${bidColumns("b")} FROM (${driver}) d JOIN bid b ON b.item_id = d.item`

/** The page rows of won slots (the item is the slot number). */
const wonRows = (driver: string) =>
  `SELECT d.item AS page_item, ${bidColumns("b")} FROM (${driver}) d ` +
  `JOIN slot_best s ON s.slot_num = d.item JOIN bid b ON b.item_id = s.item_id`

/** The page rows of coordinators. */
const coordinatorRows = (driver: string) =>
  `SELECT d.item AS page_item, ${coordinatorColumns("c")} FROM (${driver}) d JOIN coordinator c ON c.item_id = d.item`

/** The statement reading the best bids of a slot range. (built once) */
const BEST_BIDS = `SELECT ${bidColumns("b")} FROM slot_best s JOIN bid b ON b.item_id = s.item_id ` +
  `WHERE s.slot_num >= $1 AND s.slot_num <= $2 ORDER BY s.slot_num`

/** The statement reading one coordinator by bidder address. (built once) */
const GET_COORDINATOR = `SELECT ${coordinatorColumns("c")} FROM coordinator c WHERE c.bidder_addr = $1`

/** The AuctionStore port on the SQL database. */
export const layer: Layer.Layer<AuctionStore, never, SqlDatabase> = Layer.effect(
  AuctionStore,
  Effect.gen(function*() {
    const db = yield* SqlDatabase
    return AuctionStore.of({
      listBids: (filter, page) => readPage(db, { source: bidSource, rows: bidRows, decode: bidOf }, filter, page),
      bestBids: (range) =>
        db.read(
          BEST_BIDS,
          [range.min, range.max],
          (found): ReadonlyMap<number, Bid> => new Map(found.map((row) => bidOf(row, 0)).map((b) => [b.slotNum, b]))
        ),
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
      listCoordinators: (page) =>
        readPage(db, {
          source: (): ListSource => ({ table: "coordinator", item: "item_id", keys: [], small: true }),
          rows: coordinatorRows,
          decode: coordinatorOf
        }, undefined, page),
      getCoordinator: (bidderAddr) =>
        readFirst(db, GET_COORDINATOR, [addressBytes(bidderAddr)], coordinatorOf)
    })
  })
)
