/**
 * Use cases of `/slots` and `/slots/{slotNum}`. Slots are not stored: they are derived from the
 * auction constants and the last synced block, with the best bid of each from the store.
 */
import { Effect, Schema } from "effect"
import type { Slot } from "../domain/auction.ts"
import { EthereumAddress } from "../domain/eth_address.ts"
import { BooleanParam, PaginationQuery, SlotNumParam } from "../domain/query_params.ts"
import type { SlotNum } from "../domain/scalars.ts"
import { type BadRequest, invalidParam } from "../errors.ts"
import { checkFilters, type FilterRules, NO_RULES } from "../filters/rules.ts"
import { mapPage, type Page, type PageRequest } from "../pagination/page.ts"
import { AuctionStore } from "../ports/auction_store.ts"
import { NetworkSettings } from "../ports/network_settings.ts"
import { NetworkStore } from "../ports/network_store.ts"
import { type AuctionSchedule, lastClosedSlot, lastOpenSlot, makeSchedule, toSlot } from "./auction_schedule.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /slots`. */
export const ListQuery = Schema.Struct({
  minSlotNum: Schema.optionalKey(SlotNumParam.annotate({ description: "Only slots with slotNum >= minSlotNum (default 0)" })),
  maxSlotNum: Schema.optionalKey(SlotNumParam.annotate({
    description: "Only slots with slotNum <= maxSlotNum (default: the last slot whose auction is open)"
  })),
  wonByEthereumAddress: Schema.optionalKey(EthereumAddress.annotate({
    description: "Only slots won by the coordinator whose bidderAddr equals it"
  })),
  finishedAuction: Schema.optionalKey(BooleanParam.annotate({ description: "true: only slots whose auction finished" })),
  ...PaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** Filter rules of `GET /slots`: none beyond minSlotNum ≤ maxSlotNum. */
export const Rules: FilterRules = NO_RULES

/** The current auction schedule. */
const schedule = Effect.fnUntraced(function*(): Effect.fn.Return<AuctionSchedule, never, NetworkStore | NetworkSettings> {
  const settings = yield* NetworkSettings
  const network = yield* NetworkStore
  return makeSchedule(settings.config.auction, yield* network.syncStatus)
})

/** The page of slot numbers in [min, max] selected by `request`; slot numbers are the itemIds. */
export function pageOfSlotNumbers(min: number, max: number, request: PageRequest): Page<number> {
  const empty = max < min
  const totalItems = empty ? 0 : max - min + 1
  const bounds = { totalItems, firstItem: empty ? null : min, lastItem: empty ? null : max }
  if (request.order === "ASC") {
    const start = Math.max(request.fromItem ?? min, min)
    if (empty || start > max) return { items: [], pendingItems: 0, ...bounds }
    const end = Math.min(start + request.limit - 1, max)
    return { items: range(start, end), pendingItems: max - end, ...bounds }
  }
  const end = Math.min(request.fromItem ?? max, max)
  if (empty || end < min) return { items: [], pendingItems: 0, ...bounds }
  const start = Math.max(end - request.limit + 1, min)
  return { items: range(start, end).reverse(), pendingItems: start - min, ...bounds }
}

function range(from: number, to: number): Array<number> {
  const out: Array<number> = []
  for (let n = from; n <= to; n++) out.push(n)
  return out
}

/** Slots matching the query, in increasing slotNum order. */
export const list = Effect.fn("Slots.list")(function*(
  query: ListQuery
): Effect.fn.Return<Page<Slot>, BadRequest, AuctionStore | NetworkStore | NetworkSettings> {
  yield* checkFilters(Rules, query)
  const current = yield* schedule()
  const min = query.minSlotNum ?? 0
  const defaultMax = query.finishedAuction === true ? lastClosedSlot(current) : lastOpenSlot(current)
  if (query.maxSlotNum !== undefined && query.maxSlotNum < min) {
    return yield* invalidParam(`"minSlotNum" (${min}) must not exceed "maxSlotNum" (${query.maxSlotNum})`)
  }
  const max = query.finishedAuction === true
    ? Math.min(query.maxSlotNum ?? defaultMax, lastClosedSlot(current))
    : query.maxSlotNum ?? defaultMax
  const store = yield* AuctionStore
  const request = pageRequest(query)
  if (query.wonByEthereumAddress !== undefined) {
    const won = yield* store.listWonBids(query.wonByEthereumAddress, "bidder", { min, max }, request)
    return mapPage(won, (bid) => toSlot(current, bid.slotNum, bid))
  }
  const numbers = pageOfSlotNumbers(min, max, request)
  if (numbers.items.length === 0) return mapPage(numbers, (n) => toSlot(current, n, undefined))
  const lo = Math.min(...numbers.items)
  const hi = Math.max(...numbers.items)
  const best = yield* store.bestBids({ min: lo, max: hi })
  return mapPage(numbers, (n) => toSlot(current, n, best.get(n)))
})

/** The slot with this number (every slot exists; bestBid is null when nobody bid). */
export const get = Effect.fn("Slots.get")(function*(
  slotNum: SlotNum
): Effect.fn.Return<Slot, never, AuctionStore | NetworkStore | NetworkSettings> {
  const current = yield* schedule()
  const store = yield* AuctionStore
  const best = yield* store.bestBids({ min: slotNum, max: slotNum })
  return toSlot(current, slotNum, best.get(slotNum))
})
