/** Items' JSON text and version by item id, reused while the item is the same value, so writes need no invalidation and
 * text is never stale; two generations bound memory. Kept: `npm run bench:http`. */
import { hash } from "node:crypto"
import type { SameEncoding } from "./schema_equivalence.ts"

/** An item's JSON text and its version, from which the ETag of an answer holding it is made (`respond.ts`). */
export interface RenderedItem {
  readonly text: string
  /** A string that differs whenever the text does: the text's SHA-256 (base64url). */
  readonly version: string
}

/** The rendered item of a JSON text, versioned by its digest. */
export function renderedItem(text: string): RenderedItem {
  return { text, version: hash("sha256", text, "base64url") }
}

/** An item's rendering and the value it was rendered from. */
interface Rendered {
  readonly value: unknown
  readonly rendered: RenderedItem
}

/** Entries per generation by default (two generations: up to twice this many items). */
export const DEFAULT_MEMO_GENERATION = 4096

/** Ids remembered as asked-for-once per entry of a generation (an id costs far less than an entry's text). */
const SEEN_PER_ENTRY = 4

/** A memo of items' JSON text by item id. */
export class ItemTextMemo<A> {
  private current = new Map<number, Rendered>()
  private previous = new Map<number, Rendered>()
  /** Ids asked for once and not remembered yet (two generations, like the entries). */
  private seenNow = new Set<number>()
  private seenBefore = new Set<number>()
  private readonly render: (item: A) => RenderedItem
  private readonly same: SameEncoding
  private readonly generationSize: number
  /** Items answered from the memo. */
  hits = 0
  /** Items rendered. */
  misses = 0

  /** A memo of `render` (a pure function of the item) serving the items `same` finds alike, keeping up to twice `generationSize` items. */
  constructor(render: (item: A) => RenderedItem, same: SameEncoding, generationSize: number = DEFAULT_MEMO_GENERATION) {
    this.render = render
    this.same = same
    this.generationSize = generationSize
  }

  /** The number of items held (at most twice the generation size). */
  get size(): number {
    return this.current.size + this.previous.size
  }

  /** The rendering of `item`, whose item id is `id`. */
  rendered(id: number, item: A): RenderedItem {
    let found = this.current.get(id)
    const inCurrent = found !== undefined
    if (!inCurrent) found = this.previous.get(id)
    if (found !== undefined && this.same(found.value, item)) {
      this.hits++
      if (!inCurrent) this.keep(id, found)
      return found.rendered
    }
    this.misses++
    const rendered = this.render(item)
    // Remembered the second time it is asked for: a crawler reading each item once would only add garbage.
    if (found !== undefined || this.seenNow.has(id) || this.seenBefore.has(id)) {
      this.keep(id, { value: item, rendered })
    } else {
      this.seen(id)
    }
    return rendered
  }

  /** Notes an id asked for once, turning the generations of ids when the current one is full. */
  private seen(id: number): void {
    if (this.seenNow.size >= this.generationSize * SEEN_PER_ENTRY) {
      this.seenBefore = this.seenNow
      this.seenNow = new Set()
    }
    this.seenNow.add(id)
  }

  /** Stores an entry in the current generation, turning generations when it is full. */
  private keep(id: number, rendered: Rendered): void {
    if (this.current.size >= this.generationSize && !this.current.has(id)) {
      this.previous = this.current
      this.current = new Map()
    }
    this.current.set(id, rendered)
  }
}

/** The item id of a list item, when it has one (`itemId`, a number). */
export function itemIdOf(item: unknown): number | undefined {
  return typeof item === "object" && item !== null && "itemId" in item && typeof item.itemId === "number"
    ? item.itemId
    : undefined
}

/** The rendering of items written by `write`: remembered per item id (`ItemTextMemo`) for those that have one, afresh for the others. */
export function memoizedItemText<A>(write: (item: A) => string, same: SameEncoding): (item: A) => RenderedItem {
  const render = (item: A) => renderedItem(write(item))
  const memo = new ItemTextMemo(render, same)
  return (item) => {
    const id = itemIdOf(item)
    return id === undefined ? render(item) : memo.rendered(id, item)
  }
}
