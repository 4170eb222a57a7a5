/** The bytes of a success: encoded by its schema's compiled encoder, items remembered per id, lists and entity tags
 * assembled from the items' texts. The one place values become JSON. */
import { Schema } from "effect"
import { Headers, HttpServerResponse } from "effect/http"
import type { Page } from "../../../core/pagination/page.ts"
import { envelopeFields, type Revision } from "../../../core/revision/revision.ts"
import type { DomainEncoder } from "../../../core/revision/wire_view.ts"
import { asPage, type BulkLookup } from "../../../core/use_cases/bulk_lookup.ts"
import { entityTag, tagOfDigest } from "../edge/caching.ts"
import { itemIdOf, ItemTextMemo, memoizedItemText, type RenderedItem, renderedItem } from "./item_text_memo.ts"
import { jsonEncoder } from "./json_encoder.ts"
import { sameEncoding, type SameEncoding } from "./schema_equivalence.ts"

/** Renders a success value as a 200 JSON response. */
export type Render<A> = (value: A) => HttpServerResponse.HttpServerResponse

/** A 200 JSON response of ready JSON text. */
export function jsonResponse(text: string): HttpServerResponse.HttpServerResponse {
  return HttpServerResponse.text(text, { contentType: "application/json" })
}

/**
 * A 200 JSON response of ready JSON text with its entity tag, set on the response's own fresh header record (the
 * `headers` option of `HttpServerResponse.text` would normalize and copy it).
 */
export function taggedJsonResponse(text: string, tag: string): HttpServerResponse.HttpServerResponse {
  const response = jsonResponse(text)
  if (response.headers === Headers.empty) return HttpServerResponse.setHeader(response, "etag", tag)
  ;(response.headers as Record<string, string>)["etag"] = tag
  return response
}

/** Single values written by `write` and compared with `same`: one with an item id through the item memo, its `ETag` its digest (the tag the edge would compute); any other written afresh. */
function rememberedResource<A>(write: (value: A) => string, same: SameEncoding): Render<A> {
  const memo = new ItemTextMemo((value: A) => renderedItem(write(value)), same)
  return (value) => {
    const id = itemIdOf(value)
    if (id === undefined) return jsonResponse(write(value))
    const { text, version } = memo.rendered(id, value)
    return taggedJsonResponse(text, tagOfDigest(version))
  }
}

/** The renderer of one resource of `schema` (remembered while the same value, when it has an item id). */
export function resource<A, I>(schema: Schema.Codec<A, I>): Render<A> {
  return rememberedResource(jsonEncoder(schema), sameEncoding(schema))
}

/** The renderer of one domain value through a view: projected, then rendered as a resource of the view's schema. */
export function viewResource<D>(view: DomainEncoder<D>): Render<D> {
  const render = rememberedResource(jsonEncoder(view.schema), sameEncoding(view.schema))
  const project = view.project
  return (value) => render(project(value))
}

/** The renderer of a success without content: 200 with no body. */
export const emptyOk: Render<void> = () => HttpServerResponse.empty({ status: 200 })

/** How items of a list are written: each one's JSON text and version. */
export type ItemText<A> = (item: A) => RenderedItem

/**
 * A list answer: the text `JSON.stringify` writes for `{[key]: items, ...envelope}`, assembled from the items' texts
 * (`itemOf`) so each can be remembered; its strong `ETag` is made from the answer's own text and its items'
 * versions in order (`edge/caching.ts` `entityTag`), so a list is never hashed whole.
 */
function listRenderer<A, L extends { readonly items: ReadonlyArray<A> }>(
  key: string,
  itemOf: ItemText<A>,
  envelopeOf: (list: L) => object
): Render<L> {
  const head = `{${JSON.stringify(key)}:[`
  return (list) => {
    let text = head
    let versions = head
    const items = list.items
    for (let i = 0; i < items.length; i++) {
      const item = items[i]
      if (item === undefined) continue
      const rendered = itemOf(item)
      text += i === 0 ? rendered.text : "," + rendered.text
      versions += rendered.version
    }
    const envelope = JSON.stringify(envelopeOf(list))
    const tail = envelope === "{}" ? "]}" : "]," + envelope.slice(1)
    return taggedJsonResponse(text + tail, entityTag(versions + tail))
  }
}

/** The renderer of a list page in `revision` whose items `itemOf` writes: `{[key]: items, ...envelope}`. */
export function textListPage<A>(revision: Revision, key: string, itemOf: ItemText<A>): Render<Page<A>> {
  return listRenderer(key, itemOf, (page: Page<A>) => envelopeFields(revision, page))
}

/** The renderer of a list page in `revision`: `{[key]: items, ...envelope}`, the items' texts remembered per item id. */
export function listPage<A, I>(revision: Revision, key: string, item: Schema.Codec<A, I>): Render<Page<A>> {
  return textListPage(revision, key, memoizedItemText(jsonEncoder(item), sameEncoding(item)))
}

/** The texts of domain values through a view: projected onto its schema, remembered per item id. */
export function viewItemText<D>(view: DomainEncoder<D>): ItemText<D> {
  const text = memoizedItemText(jsonEncoder(view.schema), sameEncoding(view.schema))
  const project = view.project
  return (item) => text(project(item))
}

/** `listPage` of domain values through a view: the items projected onto its schema. */
export function viewListPage<D>(revision: Revision, key: string, view: DomainEncoder<D>): Render<Page<D>> {
  return textListPage(revision, key, viewItemText(view))
}

/**
 * The renderer of a bulk lookup's answer in `revision` (`core/use_cases/bulk_lookup.ts`): its items written by `itemOf`
 * under `key` — each the text a list page writes — with the envelope of a page holding all of them, then `notFound`,
 * its keys written with `notFoundKey`.
 */
export function textBulkLookup<D, K>(
  revision: Revision,
  key: string,
  itemOf: ItemText<D>,
  notFoundKey: Schema.Codec<K, unknown>
): Render<BulkLookup<D, K>> {
  const keys = Schema.encodeSync(Schema.Array(notFoundKey))
  return listRenderer(key, itemOf, (lookup: BulkLookup<D, K>) => ({
    ...envelopeFields(revision, asPage(lookup)),
    notFound: keys(lookup.notFound)
  }))
}
