/** Properties of core's reference `paginate` (docs/api.md, Pagination). */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { Order, paginate, type PageRequest } from "../../../core/pagination/page.ts"
import { checkListAgainst, walkPages } from "../../contract/page_walk.ts"

/** Item ids of a list: any set of small non-negative integers. */
const ItemIds = Schema.Array(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 300 })))
/** Small page sizes, so walks take many pages. */
const SmallLimit = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 }))
/** Cursors inside and around the id range. */
const FromItem = Schema.Int.check(Schema.isBetween({ minimum: -5, maximum: 310 }))

/** The ascending, distinct ids of `ids`. */
function sorted(ids: ReadonlyArray<number>): Array<number> {
  return [...new Set(ids)].sort((a, b) => a - b)
}

/** `paginate` over `ids`, as a list endpoint. */
function listOf(ids: ReadonlyArray<number>) {
  return (request: PageRequest) => Effect.succeed(paginate(ids, request, (id) => id))
}

describe("paginate", () => {
  it("selects an inclusive fromItem in both orders", () => {
    const ids = [1, 2, 3, 5, 8]
    assert.deepStrictEqual(
      paginate(ids, { fromItem: 3, order: "ASC", limit: 2 }, (x) => x),
      {
        items: [3, 5],
        pendingItems: 1,
        totalItems: 5,
        firstItem: 1,
        lastItem: 8
      }
    )
    assert.deepStrictEqual(
      paginate(ids, { fromItem: 4, order: "DESC", limit: 2 }, (x) => x),
      {
        items: [3, 2],
        pendingItems: 1,
        totalItems: 5,
        firstItem: 1,
        lastItem: 8
      }
    )
    assert.deepStrictEqual(
      paginate(ids, { fromItem: undefined, order: "DESC", limit: 10 }, (x) => x).items,
      [8, 5, 3, 2, 1]
    )
  })

  it("returns an empty page with pendingItems 0 past the end, and null counts when nothing matches", () => {
    assert.deepStrictEqual(
      paginate([1, 2], { fromItem: 3, order: "ASC", limit: 5 }, (x) => x),
      {
        items: [],
        pendingItems: 0,
        totalItems: 2,
        firstItem: 1,
        lastItem: 2
      }
    )
    assert.deepStrictEqual(
      paginate([], { fromItem: undefined, order: "ASC", limit: 5 }, (x: number) => x),
      {
        items: [],
        pendingItems: 0,
        totalItems: 0,
        firstItem: null,
        lastItem: null
      }
    )
  })

  it.effect.prop(
    "walks ASC and DESC return every item once, DESC reversed, with constant received + pendingItems",
    { ids: ItemIds, limit: SmallLimit },
    ({ ids, limit }) => checkListAgainst(listOf(sorted(ids)), sorted(ids), { limit, itemId: (id) => id }),
    { timeout: 30_000, arbitrary: { runs: 200 } }
  )

  it.effect.prop(
    "a walk from any fromItem returns exactly the items at or after it",
    { ids: ItemIds, limit: SmallLimit, order: Order, fromItem: FromItem },
    ({ ids, limit, order, fromItem }) =>
      Effect.gen(function* () {
        const all = sorted(ids)
        const first = paginate(all, { fromItem, order, limit }, (id) => id)
        const expected =
          order === "ASC" ? all.filter((id) => id >= fromItem) : all.filter((id) => id <= fromItem).reverse()
        assert.deepStrictEqual(first.items, expected.slice(0, limit))
        assert.strictEqual(first.pendingItems, expected.length - first.items.length)
        assert.strictEqual(first.totalItems, all.length, "totalItems ignores fromItem")
        assert.strictEqual(first.firstItem, all[0] ?? null, "firstItem ignores fromItem")
        assert.strictEqual(first.lastItem, all.at(-1) ?? null, "lastItem ignores fromItem")
        const walked = yield* walkPages(listOf(all), { order, limit, itemId: (id) => id, fromItem })
        assert.deepStrictEqual(walked, expected, "walking on from fromItem returns the items at or after it")
      }),
    { timeout: 30_000, arbitrary: { runs: 200 } }
  )
})
