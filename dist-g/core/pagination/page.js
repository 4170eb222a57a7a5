/**
 * Pagination (`decisions.md`, Pagination): a request names an inclusive `fromItem`, an order and
 * a limit; a page carries the items plus the counts both revisions' envelopes need.
 * `paginate` is the reference semantics: the memory adapter uses it and the SQL adapter is
 * contract-tested against it.
 */
import { Schema } from "effect";
/** Sort order of a list. */
export const Order = Schema.Literals(["ASC", "DESC"]);
/** Default page size. */
export const DEFAULT_LIMIT = 20;
/** Largest page size. */
export const MAX_LIMIT = 2049;
/** Page size, 1..2049. */
export const Limit = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: MAX_LIMIT }));
/** The first page of everything, in ascending order. */
export const FIRST_PAGE = { fromItem: undefined, order: "ASC", limit: DEFAULT_LIMIT };
/**
 * The page of `matching` (every item that matches the filters, sorted by ascending itemId)
 * selected by `request`.
 */
export function paginate(matching, request, itemId) {
    const totalItems = matching.length;
    const firstItem = totalItems === 0 ? null : itemId(matching[0]);
    const lastItem = totalItems === 0 ? null : itemId(matching[totalItems - 1]);
    const from = request.fromItem;
    let candidates;
    if (request.order === "ASC") {
        const start = from === undefined ? 0 : lowerBound(matching, from, itemId);
        candidates = matching.slice(start);
    }
    else {
        const end = from === undefined ? totalItems : lowerBound(matching, from + 1, itemId);
        candidates = matching.slice(0, end).reverse();
    }
    const items = candidates.slice(0, request.limit);
    return { items, pendingItems: candidates.length - items.length, totalItems, firstItem, lastItem };
}
/** Index of the first item whose itemId is ≥ `target` in an ascending array. */
function lowerBound(sorted, target, itemId) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (itemId(sorted[mid]) < target)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** The same page with its items mapped. */
export function mapPage(page, f) {
    return { ...page, items: page.items.map(f) };
}
