/** Pagination: a request names an inclusive `fromItem`, an order and a limit; a page carries the items and the counts.
 * `paginate` is the reference semantics, which the SQL adapter is contract-tested against. */
import { Schema } from "effect"

/** Sort order of a list. */
export const Order = Schema.Literals(["ASC", "DESC"])
export type Order = typeof Order.Type

/** Default page size. */
export const DEFAULT_LIMIT = 20
/** Largest page size. */
export const MAX_LIMIT = 2049

/** Page size, 1..2049. */
export const Limit = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LIMIT }))

/** What the caller asks for: items from `fromItem` (inclusive; absent = from the start) in `order`, at most `limit`. */
export interface PageRequest {
  readonly fromItem: number | undefined
  readonly order: Order
  readonly limit: number
}

/** A page of items with the counts of both revisions (of the one envelope `ShownPageCounts` names, when set: the others 0 and null). */
export interface Page<A> {
  /** The items of this page, in the requested order. */
  readonly items: ReadonlyArray<A>
  /** Items matching the filters after the last returned one, in the requested order (later revision). */
  readonly pendingItems: number
  /** Items matching the filters, regardless of `fromItem` (earlier revision). */
  readonly totalItems: number
  /** Smallest itemId matching the filters, regardless of `fromItem`; null when none (earlier revision). */
  readonly firstItem: number | null
  /** Largest itemId matching the filters, regardless of `fromItem`; null when none (earlier revision). */
  readonly lastItem: number | null
}

/** The first page of everything, in ascending order. */
export const FIRST_PAGE: PageRequest = { fromItem: undefined, order: "ASC", limit: DEFAULT_LIMIT }

/**
 * The page of `matching` (every item that matches the filters, sorted by ascending itemId)
 * selected by `request`.
 */
export function paginate<A>(matching: ReadonlyArray<A>, request: PageRequest, itemId: (a: A) => number): Page<A> {
  const totalItems = matching.length
  const firstItem = totalItems === 0 ? null : itemId(matching[0]!)
  const lastItem = totalItems === 0 ? null : itemId(matching[totalItems - 1]!)
  const from = request.fromItem
  let candidates: Array<A>
  if (request.order === "ASC") {
    const start = from === undefined ? 0 : lowerBound(matching, from, itemId)
    candidates = matching.slice(start)
  } else {
    const end = from === undefined ? totalItems : lowerBound(matching, from + 1, itemId)
    candidates = matching.slice(0, end).reverse()
  }
  const items = candidates.slice(0, request.limit)
  return { items, pendingItems: candidates.length - items.length, totalItems, firstItem, lastItem }
}

/** Index of the first item whose itemId is ≥ `target` in an ascending array. */
function lowerBound<A>(sorted: ReadonlyArray<A>, target: number, itemId: (a: A) => number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (itemId(sorted[mid]!) < target) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The same page with its items mapped. */
export function mapPage<A, B>(page: Page<A>, f: (a: A) => B): Page<B> {
  return { ...page, items: page.items.map(f) }
}
