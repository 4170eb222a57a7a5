/** Use cases of `/slots` and `/slots/{slotNum}`: slots derived from the auction constants and the last synced block,
 * with each one's best bid from the store; the revision table picks the bound's name and the winner's role. */
import { Effect, Schema } from "effect"
import type { Slot } from "../domain/auction.ts"
import { type EthAddress, EthereumAddress } from "../domain/eth_address.ts"
import { BooleanParam, PaginationQuery, SlotNumParam } from "../domain/query_params.ts"
import type { SlotNum } from "../domain/scalars.ts"
import { type BadRequest, invalidParam } from "../errors.ts"
import { checkFilters, type FilterRules, NO_RULES } from "../filters/rules.ts"
import { mapPage, type Page, type PageRequest } from "../pagination/page.ts"
import { AuctionStore, type WinnerRole } from "../ports/auction_store.ts"
import { NetworkSettings } from "../ports/network_settings.ts"
import { NetworkStore } from "../ports/network_store.ts"
import { type AuctionSchedule, lastClosedSlot, lastOpenSlot, makeSchedule, toSlot } from "./auction_schedule.ts"
import { type PaginationFields, pageRequest } from "./page_request.ts"

/** The lower bound, alike in both revisions. */
const MinSlotNumField = {
  minSlotNum: Schema.optionalKey(
    SlotNumParam.annotate({ description: "Only slots with slotNum >= minSlotNum (default 0)" })
  )
}

/** The upper bound's description. */
const MAX_SLOT_NUM_DESCRIPTION = "Only slots with slotNum <= this bound (default: the last slot whose auction is open)"

/** The `wonByEthereumAddress` filter, documented for the winner's role. */
function wonByField(wonBy: WinnerRole) {
  return {
    wonByEthereumAddress: Schema.optionalKey(
      EthereumAddress.annotate({
        description: `Only slots whose best bid's ${wonBy === "bidder" ? "bidderAddr" : "forgerAddr"} equals it`
      })
    )
  }
}

/** The rest of the query, alike in both revisions. */
const FinishedAuctionField = {
  finishedAuction: Schema.optionalKey(BooleanParam.annotate({ description: "true: only slots whose auction finished" }))
}

/** Query parameters of `GET /slots` with the later revision's bound `maxSlotNum`. */
export function listQueryMaxSlotNum(wonBy: WinnerRole) {
  return Schema.Struct({
    ...MinSlotNumField,
    maxSlotNum: Schema.optionalKey(SlotNumParam.annotate({ description: MAX_SLOT_NUM_DESCRIPTION })),
    ...wonByField(wonBy),
    ...FinishedAuctionField,
    ...PaginationQuery
  })
}

/** Query parameters of `GET /slots` with the earlier revision's bound `maxSlothNum`. */
export function listQueryMaxSlothNum(wonBy: WinnerRole) {
  return Schema.Struct({
    ...MinSlotNumField,
    maxSlothNum: Schema.optionalKey(SlotNumParam.annotate({ description: MAX_SLOT_NUM_DESCRIPTION })),
    ...wonByField(wonBy),
    ...FinishedAuctionField,
    ...PaginationQuery
  })
}

/** Query parameters of `GET /slots` (later revision). */
export const ListQuery = listQueryMaxSlotNum("bidder")
export type ListQuery = typeof ListQuery.Type

/** Query parameters of `GET /slots` in the earlier revision. */
export const ListQueryEarlier = listQueryMaxSlothNum("forger")
export type ListQueryEarlier = typeof ListQueryEarlier.Type

/** The queries, keyed by the revision table's `slotsMaxParam` row, then by its `slotsWonBy` row. */
export const ListQueries = {
  maxSlotNum: { bidder: ListQuery, forger: listQueryMaxSlotNum("forger") },
  maxSlothNum: { bidder: listQueryMaxSlothNum("bidder"), forger: ListQueryEarlier }
} as const

/** What `list` takes: the decoded query of either revision. */
export type ListInput = PaginationFields & {
  readonly minSlotNum?: SlotNum | undefined
  readonly maxSlotNum?: SlotNum | undefined
  readonly maxSlothNum?: SlotNum | undefined
  readonly wonByEthereumAddress?: EthAddress | undefined
  readonly finishedAuction?: boolean | undefined
}

/** The revision-dependent choices of `list`. */
export interface ListOptions {
  /** The name of the upper bound parameter (read from the input, named in messages). */
  readonly maxParam: "maxSlotNum" | "maxSlothNum"
  /** Whose address `wonByEthereumAddress` matches: the best bid's bidder or forger. */
  readonly wonBy: WinnerRole
}

/** The later revision's choices. */
export const LATER_LIST_OPTIONS: ListOptions = { maxParam: "maxSlotNum", wonBy: "bidder" }

/** Filter rules of `GET /slots`: none beyond minSlotNum ≤ maxSlotNum. */
export const Rules: FilterRules = NO_RULES

/** The current auction schedule. */
const schedule = Effect.fnUntraced(function* (): Effect.fn.Return<
  AuctionSchedule,
  never,
  NetworkStore | NetworkSettings
> {
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

/** Slots matching the query, in increasing slotNum order (`options`: the revision's bound name and winner role; default later). */
export const list = Effect.fnUntraced(function* (
  query: ListInput,
  options: ListOptions = LATER_LIST_OPTIONS
): Effect.fn.Return<Page<Slot>, BadRequest, AuctionStore | NetworkStore | NetworkSettings> {
  yield* checkFilters(Rules, { ...query })
  const current = yield* schedule()
  const min = query.minSlotNum ?? 0
  const maxParam = query[options.maxParam]
  const defaultMax = query.finishedAuction === true ? lastClosedSlot(current) : lastOpenSlot(current)
  if (maxParam !== undefined && maxParam < min) {
    return yield* invalidParam(`"minSlotNum" (${min}) must not exceed "${options.maxParam}" (${maxParam})`)
  }
  const max =
    query.finishedAuction === true
      ? Math.min(maxParam ?? defaultMax, lastClosedSlot(current))
      : (maxParam ?? defaultMax)
  const store = yield* AuctionStore
  const request = pageRequest(query)
  if (query.wonByEthereumAddress !== undefined) {
    const won = yield* store.listWonBids(query.wonByEthereumAddress, options.wonBy, { min, max }, request)
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
export const get = Effect.fnUntraced(function* (
  slotNum: SlotNum
): Effect.fn.Return<Slot, never, AuctionStore | NetworkStore | NetworkSettings> {
  const current = yield* schedule()
  const store = yield* AuctionStore
  const best = yield* store.bestBids({ min: slotNum, max: slotNum })
  return toSlot(current, slotNum, best.get(slotNum))
})
