/** One item before every other of a list (the boot coordinator, itemId 0), added to a page of the rest. */
import type { Page, PageRequest } from "./page.ts"

/** The page of `request` over `item` followed by the items of `rest` (the page of the same request over the others, whose itemIds all exceed `item`'s). */
export function withLeadingItem<A>(rest: Page<A>, item: A, request: PageRequest, itemId: (a: A) => number): Page<A> {
  const id = itemId(item)
  const totals = { totalItems: rest.totalItems + 1, firstItem: id, lastItem: rest.lastItem ?? id }
  const from = request.fromItem
  if (request.order === "ASC") {
    if (from !== undefined && from > id) return { ...rest, ...totals }
    const items = [item, ...rest.items]
    const full = items.length > request.limit
    return {
      items: full ? items.slice(0, request.limit) : items,
      pendingItems: rest.pendingItems + (full ? 1 : 0),
      ...totals
    }
  }
  if (from !== undefined && from < id) return { ...rest, ...totals }
  // DESC: the item comes last, on the page that has room left once the rest is exhausted.
  if (rest.items.length < request.limit) return { items: [...rest.items, item], pendingItems: 0, ...totals }
  return { items: rest.items, pendingItems: rest.pendingItems + 1, ...totals }
}
