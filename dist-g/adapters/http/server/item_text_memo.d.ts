import type { SameEncoding } from "./schema_equivalence.ts";
/** An item's JSON text and its digest (SHA-256, base64url), from which a page's ETag is made (`respond.ts`). */
export interface RenderedItem {
    readonly text: string;
    readonly digest: string;
}
/** The rendered item of a JSON text. */
export declare function renderedItem(text: string): RenderedItem;
/** Entries per generation by default (two generations: up to twice this many items). */
export declare const DEFAULT_MEMO_GENERATION = 4096;
/** A memo of items' JSON text by item id. */
export declare class ItemTextMemo<A> {
    private current;
    private previous;
    /** Ids asked for once and not remembered yet (two generations, like the entries). */
    private seenNow;
    private seenBefore;
    private readonly render;
    private readonly same;
    private readonly generationSize;
    /** Items answered from the memo. */
    hits: number;
    /** Items rendered. */
    misses: number;
    /** A memo of `render` (a pure function of the item) serving the items `same` finds alike, keeping up to twice `generationSize` items. */
    constructor(render: (item: A) => RenderedItem, same: SameEncoding, generationSize?: number);
    /** The number of items held (at most twice the generation size). */
    get size(): number;
    /** The rendering of `item`, whose item id is `id`. */
    rendered(id: number, item: A): RenderedItem;
    /** Notes an id asked for once, turning the generations of ids when the current one is full. */
    private seen;
    /** Stores an entry in the current generation, turning generations when it is full. */
    private keep;
}
/** The item id of a list item, when it has one (`itemId`, a number). */
export declare function itemIdOf(item: unknown): number | undefined;
/** The rendering of items written by `write`: remembered per item id (`ItemTextMemo`) for those that have one, afresh for the others. */
export declare function memoizedItemText<A>(write: (item: A) => string, same: SameEncoding): (item: A) => RenderedItem;
