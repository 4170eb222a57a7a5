/**
 * The shared list query: a keyset page with both revisions' counts in one statement, a count being F(hi) − F(lo − 1)
 * (F: one index probe) or else one scan (`docs/storage.md`, exact counts); its text is built once per shape.
 */
import type { Page, PageRequest } from "../../../core/pagination/page.ts";
import { Params } from "../rows/params.ts";
import { type Values } from "../rows/row.ts";
/** Where a list's items are walked. */
export interface ListSource {
    /** The table (or side table) whose rows are the items. */
    readonly table: string;
    /** Its item column, the page order (itemId, or slotNum for won slots). */
    readonly item: string;
    /** Equality conditions defining the dimension, as column and placeholder. */
    readonly keys: ReadonlyArray<readonly [column: string, placeholder: string]>;
    /** A key matching any value of an array placeholder (the dimension is the union of its values). */
    readonly anyOf?: readonly [column: string, arrayPlaceholder: string] | undefined;
    /** The dimension's ordinal column, when the keys (and `anyOf`) are exactly an ordinal dimension. */
    readonly ordinal?: string | undefined;
    /** F(at), the number of the dimension's items at or before item `at` (undefined: all), for an ordinal kept otherwise (the pool's). */
    readonly probe?: ((at: string | undefined) => string) | undefined;
    /** Further conditions on the source's columns (alias `x`); any of them means counting. */
    readonly residual?: ReadonlyArray<string> | undefined;
    /** Inclusive lower bound of the item, a scalar SQL expression (absent: none). */
    readonly lo?: string | undefined;
    /** Inclusive upper bound of the item, a scalar SQL expression (absent: none). */
    readonly hi?: string | undefined;
    /** The table is small by nature (tokens, coordinators: tens to hundreds of rows), so counting it costs as little as an ordinal. */
    readonly small?: boolean | undefined;
}
/** A filter on a dimension's key: its column, value and the dimension's ordinal column. */
export type KeyFilter = readonly [column: string, value: unknown, ordinal: string];
/** The source of `table` driven by the first of `filters` (none: every row), the others residual conditions. */
export declare function drivenSource(table: string, filters: ReadonlyArray<KeyFilter>, params: Params): {
    table: string;
    item: string;
    keys: (readonly [string, string])[];
    ordinal: string;
    residual: string[];
};
/** The itemId range of the `kind` rows (`tx`, `exit`) batch `batch` (a placeholder) wrote, from its row's start and count; empty without one. */
export declare function batchItems(kind: string, batch: string): {
    readonly lo: string;
    readonly hi: string;
};
/** How a store lists: the source of a request's items, the page rows built from them (`pageRows`), and their decoding (the item's columns from `at` on). */
export interface ListReader<Q, A> {
    readonly source: (request: Q, params: Params) => ListSource;
    readonly rows: (driver: string) => string;
    readonly decode: (row: Values, at: number) => A;
}
/** The page rows' SELECT from `driver` (a subquery of the page's `item`s): `page_item`, then `columns` of `joins` on alias `d`. */
export declare function pageRows(columns: string, joins: string): (driver: string) => string;
/** Whether a source's statement counts its rows (the count strategy) rather than subtracting ordinals. */
export declare function counts(source: ListSource): boolean;
/** Whether a source's statement may cost in proportion to the data: it counts rows of a table that is not small. */
export declare function growsWithData(source: ListSource): boolean;
/** The statement and parameters of the page `page` of `request` listed by `reader` (its text built once per shape), and its source. */
export declare function pageStatement<Q>(reader: ListReader<Q, unknown>, request: Q, page: PageRequest): {
    source: ListSource;
    text: string;
    values: unknown[];
};
/** The page of a list statement's rows, each item decoded by `decode` from its own columns on. */
export declare function pageOf<A>(rows: ReadonlyArray<Values>, decode: (row: Values, at: number) => A): Page<A>;
