/** Walks a paginated list as clients do (fromItem = last itemId ± 1), checking docs/api.md's invariants per page. */
import { assert } from "@effect/vitest"
import { Effect } from "effect"
import type { Order, Page, PageRequest } from "../../core/pagination/page.ts"
import { type PageCounts, ShownPageCounts } from "../../core/pagination/shown_counts.ts"

/** A list endpoint of a store: one page per request. */
export type PagedList<A, E = never, R = never> = (request: PageRequest) => Effect.Effect<Page<A>, E, R>

/**
 * Every item of `list` in `order` (from `fromItem` when given), fetched `limit` at a time, after checking on each page: at
 * most `limit` items, strictly ordered itemIds starting at the inclusive `fromItem`,
 * `received + pendingItems` constant, an empty page has pendingItems 0, the earlier-revision
 * counts (totalItems, firstItem, lastItem) are those of the first page; and that the page after
 * the last one is empty.
 */
export function walkPages<A, E, R>(
  list: PagedList<A, E, R>,
  options: {
    readonly order: Order
    readonly limit: number
    readonly itemId: (a: A) => number
    /** Where the walk starts (inclusive); absent = from the first item. */
    readonly fromItem?: number | undefined
  }
): Effect.Effect<ReadonlyArray<A>, E, R> {
  return Effect.gen(function* () {
    const { order, limit, itemId } = options
    const step = order === "ASC" ? 1 : -1
    const received: Array<A> = []
    let fromItem: number | undefined = options.fromItem
    let expectedTotal: number | undefined
    let counts: Pick<Page<A>, "totalItems" | "firstItem" | "lastItem"> | undefined
    for (let pages = 0; ; pages++) {
      const page: Page<A> = yield* list({ fromItem, order, limit })
      const ids = page.items.map(itemId)
      assert.isAtMost(page.items.length, limit, "a page has at most limit items")
      for (let i = 1; i < ids.length; i++) {
        assert.isTrue(
          step * (ids[i]! - ids[i - 1]!) > 0,
          `itemIds are strictly ${order === "ASC" ? "increasing" : "decreasing"}`
        )
      }
      if (fromItem !== undefined && ids.length > 0) {
        assert.isTrue(step * (ids[0]! - fromItem) >= 0, "the first item is at or after fromItem")
      }
      if (page.items.length === 0) assert.strictEqual(page.pendingItems, 0, "an empty page has pendingItems 0")
      const current = { totalItems: page.totalItems, firstItem: page.firstItem, lastItem: page.lastItem }
      if (counts === undefined) counts = current
      else assert.deepStrictEqual(current, counts, "earlier-revision counts ignore fromItem")
      received.push(...page.items)
      const total = received.length + page.pendingItems
      if (expectedTotal === undefined) expectedTotal = total
      else assert.strictEqual(total, expectedTotal, "received + pendingItems is constant along the walk")
      const last = ids.at(-1)
      if (page.pendingItems === 0 || last === undefined) {
        if (last !== undefined) {
          const after = yield* list({ fromItem: last + step, order, limit })
          assert.deepStrictEqual(after.items.map(itemId), [], "nothing comes after the last page")
          assert.strictEqual(after.pendingItems, 0)
        }
        break
      }
      assert.isBelow(pages, expectedTotal + 1, "the walk terminates")
      fromItem = last + step
    }
    assert.strictEqual(received.length, expectedTotal, "the walk returns received + pendingItems items")
    if (options.fromItem === undefined) {
      assert.strictEqual(received.length, counts?.totalItems, "a full walk returns totalItems items")
    }
    return received
  })
}

/**
 * Checks that walking `list` ASC and DESC with `limit` returns exactly `expected` (the matching
 * items in ascending itemId order) each once, DESC being the reverse of ASC, with the
 * earlier-revision counts of the full result; that `fromItem` is inclusive at an item; and that a page read showing one
 * envelope's counts (`ShownPageCounts`) has the same items and those counts exact.
 */
export function checkListAgainst<A, E, R>(
  list: PagedList<A, E, R>,
  expected: ReadonlyArray<number>,
  options: { readonly limit: number; readonly itemId: (a: A) => number }
): Effect.Effect<void, E, R> {
  return Effect.gen(function* () {
    const { limit, itemId } = options
    const asc = (yield* walkPages(list, { order: "ASC", limit, itemId })).map(itemId)
    const desc = (yield* walkPages(list, { order: "DESC", limit, itemId })).map(itemId)
    assert.deepStrictEqual(asc, [...expected], "ASC walk returns every matching item once, in order")
    assert.deepStrictEqual(desc, [...expected].reverse(), "DESC walk is the reverse of the ASC walk")
    const first = yield* list({ fromItem: undefined, order: "DESC", limit })
    assert.strictEqual(first.totalItems, expected.length)
    assert.strictEqual(first.firstItem, expected[0] ?? null)
    assert.strictEqual(first.lastItem, expected.at(-1) ?? null)
    const middle = expected[Math.floor(expected.length / 2)]
    if (middle !== undefined) {
      for (const order of ["ASC", "DESC"] as const) {
        const page = yield* list({ fromItem: middle, order, limit })
        assert.strictEqual(page.items.map(itemId)[0], middle, `fromItem is inclusive (${order})`)
        const after = expected.filter((id) => (order === "ASC" ? id >= middle : id <= middle)).length
        assert.strictEqual(page.items.length + page.pendingItems, after, `pendingItems counts from fromItem (${order})`)
        assert.strictEqual(page.totalItems, expected.length, "totalItems ignores fromItem")
      }
    }
    for (const fromItem of [undefined, middle]) {
      for (const order of ["ASC", "DESC"] as const) {
        const request = { fromItem, order, limit }
        const full = yield* list(request)
        for (const shown of ["pendingItems", "pagination"] as const satisfies ReadonlyArray<PageCounts>) {
          const page = yield* Effect.provideService(list(request), ShownPageCounts, shown)
          assert.deepStrictEqual(
            page.items.map(itemId),
            full.items.map(itemId),
            `the items do not depend on the counts shown (${shown})`
          )
          if (shown === "pendingItems") assert.strictEqual(page.pendingItems, full.pendingItems)
          else
            assert.deepStrictEqual(
              [page.totalItems, page.firstItem, page.lastItem],
              [full.totalItems, full.firstItem, full.lastItem]
            )
        }
      }
    }
  })
}
