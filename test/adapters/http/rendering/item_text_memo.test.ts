/** The item memo and `pageRenderer`: pages equal `JSON.stringify` of the generic encoding with or without the memo, one
 * ETag per body; an item rendered again exactly when changed; the schema comparator. */
import { describe, it } from "@effect/vitest"
import { Arbitrary, Schema } from "effect"
import { expect } from "vitest"
import { ItemTextMemo, itemIdOf, renderedItem } from "../../../../adapters/http/rendering/item_text_memo.ts"
import { listPage, viewListPage } from "../../../../adapters/http/rendering/render.ts"
import { sameEncoding } from "../../../../adapters/http/rendering/schema_equivalence.ts"
import { Account } from "../../../../core/domain/account.ts"
import { Batch } from "../../../../core/domain/batch.ts"
import { Token } from "../../../../core/domain/token.ts"
import { HistoryTransaction } from "../../../../core/domain/history_transaction.ts"
import type { Page } from "../../../../core/pagination/page.ts"
import { envelopeFields, REVISIONS } from "../../../../core/revision/revision.ts"
import { selectionsFor } from "../../../../core/revision/revision_schemas.ts"

/** The text of a rendered response. */
function bodyText(response: { readonly body: unknown }): string {
  const body = response.body
  if (typeof body !== "object" || body === null || !("body" in body) || !(body.body instanceof Uint8Array)) {
    throw new Error("not a body of bytes")
  }
  return new TextDecoder().decode(body.body)
}

/** A fresh value equal to `value`: every object and date rebuilt with the same prototype (as a storage decoding a row builds one). */
function copy(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value
  if (value instanceof Date) return new Date(value.getTime())
  if (Array.isArray(value)) return value.map(copy)
  const rebuilt: object = Object.create(Object.getPrototypeOf(value))
  for (const key of Object.keys(value)) Reflect.set(rebuilt, key, copy(Reflect.get(value, key)))
  return rebuilt
}

/** A page of `items` with fixed counts. */
function pageOf<A>(items: ReadonlyArray<A>): Page<A> {
  return { items, pendingItems: 3, totalItems: items.length + 3, firstItem: 1, lastItem: items.length + 3 }
}

describe("ItemTextMemo", () => {
  it("renders an item once while it stays the same value, again when it changes", () => {
    const rendered: Array<unknown> = []
    const memo = new ItemTextMemo(
      (item: { readonly itemId: number; readonly v: unknown }) => {
        rendered.push(item)
        return renderedItem(JSON.stringify({ itemId: item.itemId, v: String(item.v) }))
      },
      sameEncoding(Schema.Struct({ itemId: Schema.Number, v: Schema.Unknown }))
    )
    const a = { itemId: 1, v: new Date(5) }
    // Remembered from the second time it is asked for.
    memo.rendered(1, a)
    expect(memo.rendered(1, a).text).toBe('{"itemId":1,"v":"' + String(new Date(5)) + '"}')
    expect(memo.rendered(1, { itemId: 1, v: new Date(5) })).toBe(memo.rendered(1, a))
    expect(rendered).toHaveLength(2)
    memo.rendered(1, { itemId: 1, v: new Date(6) })
    memo.rendered(1, { itemId: 1, v: 5n })
    memo.rendered(1, { itemId: 1, v: 5 })
    memo.rendered(1, { itemId: 1, v: [5] })
    memo.rendered(1, { itemId: 1, v: { n: 5 } })
    memo.rendered(1, { itemId: 1, v: { n: 5, extra: undefined } })
    expect(rendered).toHaveLength(8)
    expect(memo.hits).toBe(2)
  })

  it("keeps at most two generations", () => {
    const memo = new ItemTextMemo(
      (item: { readonly itemId: number }) => renderedItem(String(item.itemId)),
      Object.is,
      4
    )
    const items = Array.from({ length: 20 }, (_, i) => ({ itemId: i }))
    for (const item of items) memo.rendered(item.itemId, item)
    expect(memo.size).toBe(0)
    for (const item of items) memo.rendered(item.itemId, item)
    expect(memo.size).toBeLessThanOrEqual(8)
    // The current generation (items 16–19) is held; item 0 is long gone.
    for (const item of items.slice(16)) memo.rendered(item.itemId, item)
    expect([memo.hits, memo.misses]).toEqual([4, 40])
    memo.rendered(0, { itemId: 0 })
    expect([memo.hits, memo.misses]).toEqual([4, 41])
  })

  it("takes the item id of items that have one", () => {
    expect(itemIdOf({ itemId: 7 })).toBe(7)
    expect(itemIdOf({ itemId: "7" })).toBeUndefined()
    expect(itemIdOf({ slotNum: 7 })).toBeUndefined()
    expect(itemIdOf(null)).toBeUndefined()
  })
})

describe("sameEncoding", () => {
  const schemas: ReadonlyArray<readonly [string, Schema.Top]> = [
    ["Account", Account],
    ["Token", Token],
    ...REVISIONS.flatMap((revision) => {
      const selected = selectionsFor(revision)
      return [
        [`${revision} HistoryTransaction`, selected.historyTransaction.schema],
        [`${revision} Exit`, selected.exit.schema],
        [`${revision} Batch`, selected.batch.schema]
      ] as ReadonlyArray<readonly [string, Schema.Top]>
    })
  ]
  for (const [name, schema] of schemas) {
    const same = sameEncoding(schema)
    const encode = Schema.encodeUnknownSync(schema as Schema.Codec<unknown, unknown>, { disableChecks: true })
    const json = (value: unknown) => JSON.stringify(encode(value))
    it.prop(
      `${name}: a copy is the same; a value with one property of another is the same only if it encodes alike`,
      [schema, schema],
      ([a, c]) => {
        expect(same(a, copy(a))).toBe(true)
        if (typeof a !== "object" || a === null || typeof c !== "object" || c === null) return
        for (const key of Object.keys(a)) {
          const fresh = copy(a)
          if (typeof fresh !== "object" || fresh === null) continue
          const b = { ...fresh, [key]: Reflect.get(c, key) }
          if (same(a, b)) expect(json(b)).toBe(json(a))
          if (json(b) !== json(a)) expect(same(a, b)).toBe(false)
        }
      },
      { arbitrary: { runs: 50 } }
    )
  }
})

describe("list pages assembled from remembered items", () => {
  for (const revision of REVISIONS) {
    const view = selectionsFor(revision).historyTransaction
    const history = viewListPage(revision, "transactions", view)
    const encodeHistory = Schema.encodeSync(view.schema, { disableChecks: true })
    const batchView = selectionsFor(revision).batch
    const batches = viewListPage(revision, "batches", batchView)
    const encodeBatch = Schema.encodeSync(batchView.schema, { disableChecks: true })
    const tokens = listPage(revision, "tokens", Token)
    const encodeToken = Schema.encodeSync(Token, { disableChecks: true })
    const historyItems = Arbitrary.array(Arbitrary.schema(HistoryTransaction), { maxLength: 6 })
    const batchItems = Arbitrary.array(Arbitrary.schema(Batch), { maxLength: 6 })
    const tokenItems = Arbitrary.array(Arbitrary.schema(Token), { maxLength: 6 })

    it.prop(
      `${revision}: a history page is JSON.stringify of the page, before and after its items change`,
      [historyItems, historyItems],
      ([first, second]) => {
        // The second page reuses the first page's item ids: the memo holds the first values.
        const changed = second.map((item, i) => ({ ...item, itemId: first[i]?.itemId ?? item.itemId }))
        const tags = new Map<string, string>()
        for (const items of [first, first, changed, changed]) {
          const page = pageOf(items)
          const expected = JSON.stringify({
            transactions: items.map((item) => encodeHistory(view.project(item))),
            ...envelopeFields(revision, page)
          })
          const response = history(page)
          expect(bodyText(response)).toBe(expected)
          // One tag per body, whether its items came from the memo or not.
          const tag = response.headers["etag"] ?? ""
          expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/u)
          expect(tags.get(expected) ?? tag).toBe(tag)
          tags.set(expected, tag)
        }
        expect(new Set(tags.values()).size).toBe(tags.size)
      },
      { arbitrary: { runs: 60 } }
    )

    it.prop(
      `${revision}: a batch page is JSON.stringify of the page, before and after its items change`,
      [batchItems, batchItems],
      ([first, second]) => {
        const changed = second.map((item, i) => ({ ...item, itemId: first[i]?.itemId ?? item.itemId }))
        for (const items of [first, first, changed, [], changed]) {
          const page = pageOf(items)
          const expected = JSON.stringify({
            batches: items.map((item) => encodeBatch(batchView.project(item))),
            ...envelopeFields(revision, page)
          })
          expect(bodyText(batches(page))).toBe(expected)
        }
      },
      { arbitrary: { runs: 60 } }
    )

    it.prop(
      `${revision}: a token page is JSON.stringify of the page, before and after its items change`,
      [tokenItems, tokenItems],
      ([first, second]) => {
        const changed = second.map((item, i) => ({ ...item, itemId: first[i]?.itemId ?? item.itemId }))
        for (const items of [first, first, changed, [], changed]) {
          const page = pageOf(items)
          const expected = JSON.stringify({
            tokens: items.map((item) => encodeToken(item)),
            ...envelopeFields(revision, page)
          })
          expect(bodyText(tokens(page))).toBe(expected)
        }
      },
      { arbitrary: { runs: 60 } }
    )
  }
})
