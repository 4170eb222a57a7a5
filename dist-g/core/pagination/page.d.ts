/**
 * Pagination (`decisions.md`, Pagination): a request names an inclusive `fromItem`, an order and
 * a limit; a page carries the items plus the counts both revisions' envelopes need.
 * `paginate` is the reference semantics: the memory adapter uses it and the SQL adapter is
 * contract-tested against it.
 */
import { Schema } from "effect";
/** Sort order of a list. */
export declare const Order: Schema.Literals<readonly ["ASC", "DESC"]>;
export type Order = typeof Order.Type;
/** Default page size. */
export declare const DEFAULT_LIMIT = 20;
/** Largest page size. */
export declare const MAX_LIMIT = 2049;
/** Page size, 1..2049. */
export declare const Limit: Schema.Int;
/** What the caller asks for: items from `fromItem` (inclusive; absent = from the start) in `order`, at most `limit`. */
export interface PageRequest {
    readonly fromItem: number | undefined;
    readonly order: Order;
    readonly limit: number;
}
/** A page of items with the counts of both revisions. */
export interface Page<A> {
    /** The items of this page, in the requested order. */
    readonly items: ReadonlyArray<A>;
    /** Items matching the filters after the last returned one, in the requested order (later revision). */
    readonly pendingItems: number;
    /** Items matching the filters, regardless of `fromItem` (earlier revision). */
    readonly totalItems: number;
    /** Smallest itemId matching the filters, regardless of `fromItem`; null when none (earlier revision). */
    readonly firstItem: number | null;
    /** Largest itemId matching the filters, regardless of `fromItem`; null when none (earlier revision). */
    readonly lastItem: number | null;
}
/** The first page of everything, in ascending order. */
export declare const FIRST_PAGE: PageRequest;
/**
 * The page of `matching` (every item that matches the filters, sorted by ascending itemId)
 * selected by `request`.
 */
export declare function paginate<A>(matching: ReadonlyArray<A>, request: PageRequest, itemId: (a: A) => number): Page<A>;
/** The same page with its items mapped. */
export declare function mapPage<A, B>(page: Page<A>, f: (a: A) => B): Page<B>;
