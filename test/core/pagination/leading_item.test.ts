/** `withLeadingItem` gives the page `paginate` gives over the whole list: the leading item, then the rest. */
import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { withLeadingItem } from "../../../core/pagination/leading_item.ts"
import { Order, paginate, type PageRequest } from "../../../core/pagination/page.ts"

/** Item ids of the rest: small positive integers (the leading item is 0). */
const RestIds = Schema.Array(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 40 })))
/** Small page sizes. */
const SmallLimit = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 6 }))
/** Cursors at, around and beyond the ids, or none. */
const FromItem = Schema.UndefinedOr(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 45 })))

/** The page of `request` over item 0 followed by `rest`, from the page of the rest. */
function leading(rest: ReadonlyArray<number>, request: PageRequest) {
  return withLeadingItem(
    paginate(rest, request, (id) => id),
    0,
    request,
    (id) => id
  )
}

describe("withLeadingItem", () => {
  it("puts the item first (ASC) or last (DESC), counting it where the page has no room", () => {
    assert.deepStrictEqual(leading([3, 5], { fromItem: undefined, order: "ASC", limit: 2 }), {
      items: [0, 3],
      pendingItems: 1,
      totalItems: 3,
      firstItem: 0,
      lastItem: 5
    })
    assert.deepStrictEqual(leading([3, 5], { fromItem: undefined, order: "DESC", limit: 2 }), {
      items: [5, 3],
      pendingItems: 1,
      totalItems: 3,
      firstItem: 0,
      lastItem: 5
    })
    assert.deepStrictEqual(leading([3, 5], { fromItem: 1, order: "DESC", limit: 2 }).items, [0])
    assert.deepStrictEqual(leading([3, 5], { fromItem: 1, order: "ASC", limit: 2 }).items, [3, 5])
    assert.deepStrictEqual(leading([], { fromItem: undefined, order: "ASC", limit: 1 }), {
      items: [0],
      pendingItems: 0,
      totalItems: 1,
      firstItem: 0,
      lastItem: 0
    })
  })

  it.prop(
    "equals paginate over the whole list, for any request",
    { ids: RestIds, limit: SmallLimit, order: Order, fromItem: FromItem },
    ({ ids, limit, order, fromItem }) => {
      const rest = [...new Set(ids)].sort((a, b) => a - b)
      const request = { fromItem, order, limit }
      assert.deepStrictEqual(
        leading(rest, request),
        paginate([0, ...rest], request, (id) => id)
      )
    },
    { arbitrary: { runs: 300 } }
  )
})
