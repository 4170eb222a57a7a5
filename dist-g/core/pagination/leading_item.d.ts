/**
 * One item before every other of a list, added to a page of the rest: for an item the storage does not hold but a
 * revision lists (the boot coordinator, itemId 0, before every registered one). The result is the page `paginate`
 * gives for the whole list, so the counts stay exact.
 */
import type { Page, PageRequest } from "./page.ts";
/** The page of `request` over `item` followed by the items of `rest` (the page of the same request over the others, whose itemIds all exceed `item`'s). */
export declare function withLeadingItem<A>(rest: Page<A>, item: A, request: PageRequest, itemId: (a: A) => number): Page<A>;
