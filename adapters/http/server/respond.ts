/**
 * How a handler answers: it runs a use case and renders the outcome itself — the success
 * encoded by the encoder compiled once from the resource's core schema (`json_encoder.ts`) and
 * serialized once, a core error through the one mapping of `../errors/core_errors.ts`. The
 * declared success schemas remain the contract: the tests decode every response with them.
 */
import { Context, Effect, Schema } from "effect"
import { Headers, HttpServerResponse } from "effect/http"
import type { Page } from "../../../core/pagination/page.ts"
import { CurrentReadView } from "../../../core/ports/read_view.ts"
import { envelopeFields, type Revision } from "../../../core/revision/revision.ts"
import { type CoreError, coreErrorResponse } from "../errors/core_errors.ts"
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
 * A 200 JSON response of ready JSON text with its entity tag. The tag is set on the headers the
 * response was just made with (a body with a content type gets a fresh record of its own), rather
 * than handed to `HttpServerResponse.text` as an option, which normalizes the record and copies it.
 */
export function taggedJsonResponse(text: string, tag: string): HttpServerResponse.HttpServerResponse {
  const response = jsonResponse(text)
  if (response.headers === Headers.empty) return HttpServerResponse.setHeader(response, "etag", tag)
  ;(response.headers as Record<string, string>)["etag"] = tag
  return response
}

/**
 * The renderer of one resource, written by the JSON encoder compiled from its core schema
 * (`json_encoder.ts`). A resource with an item id (a token, an account, a batch, …) is rendered
 * through the same memo as list items (`item_text_memo.ts`): while it is the same value its text
 * and digest are reused, and its `ETag` is its digest (the very tag the edge would compute from
 * the body, `edge/caching.ts` `entityTag`), so neither is computed again.
 */
export function resource<A, I>(schema: Schema.Codec<A, I>): Render<A> {
  return rememberedResource(jsonEncoder(schema), sameEncoding(schema))
}

/**
 * The renderer of single values written by `write` (a pure function of the value) and compared
 * with `same`: a value with an item id through the item memo, its `ETag` its digest; any other
 * written afresh (the edge tags it).
 */
export function rememberedResource<A>(write: (value: A) => string, same: SameEncoding): Render<A> {
  const memo = new ItemTextMemo((value: A) => renderedItem(write(value)), same)
  return (value) => {
    const id = itemIdOf(value)
    if (id === undefined) return jsonResponse(write(value))
    const { digest, text } = memo.rendered(id, value)
    return taggedJsonResponse(text, tagOfDigest(digest))
  }
}

/** The renderer of a success without content: 200 with no body. */
export const emptyOk: Render<void> = () => HttpServerResponse.empty({ status: 200 })

/**
 * The renderer of a list page in `revision` whose items are rendered by `itemOf`: the text
 * `JSON.stringify` writes for `{[key]: items, ...envelope}`, assembled from the items' texts, so
 * that each item's text can be remembered (`item_text_memo.ts`). Its strong `ETag` is made from
 * the page's own text and its items' digests in order (`edge/caching.ts` `entityTag`), so a page of
 * remembered items is not hashed whole.
 */
export function pageRenderer<A>(revision: Revision, key: string, itemOf: (item: A) => RenderedItem): Render<Page<A>> {
  const head = `{${JSON.stringify(key)}:[`
  return (page) => {
    let text = head
    let digests = head
    const items = page.items
    for (let i = 0; i < items.length; i++) {
      const item = items[i]
      if (item === undefined) continue
      const rendered = itemOf(item)
      text += i === 0 ? rendered.text : "," + rendered.text
      digests += rendered.digest
    }
    const envelope = JSON.stringify(envelopeFields(revision, page))
    const tail = envelope === "{}" ? "]}" : "]," + envelope.slice(1)
    return taggedJsonResponse(text + tail, entityTag(digests + tail))
  }
}

/** The renderer of a list page in `revision`: `{[key]: items, ...envelope}`, the items' texts remembered per item id. */
export function listPage<A, I>(revision: Revision, key: string, item: Schema.Codec<A, I>): Render<Page<A>> {
  return pageRenderer(revision, key, memoizedItemText(jsonEncoder(item), sameEncoding(item)))
}

/** The response of a use case: its success rendered, or its core error mapped to a status. */
export function respond<A, E extends CoreError, R>(
  useCase: Effect.Effect<A, E, R>,
  render: Render<A>
): Effect.Effect<HttpServerResponse.HttpServerResponse, never, R> {
  return Effect.match(useCase, { onSuccess: render, onFailure: coreErrorResponse })
}

/** Runs use cases needing services `S` with services captured once (when the handlers are built) and responds. */
export type Responder<S> = <A, E extends CoreError>(
  useCase: Effect.Effect<A, E, S>,
  render: Render<A>
) => Effect.Effect<HttpServerResponse.HttpServerResponse>

/**
 * A responder over `services`. The use case runs with exactly `services` (the context the
 * handlers were built in, which holds every port), in place of the request fiber's own: merging
 * the two (`Effect.provideContext`) copies both maps on every request, and a use case reads
 * nothing of the request's context (core knows nothing of HTTP)
 * but its read view (`core/ports/read_view.ts`), carried over when the edge gave it one (only on
 * a storage with replicas).
 */
export function responder<S>(services: Context.Context<S>): Responder<S> {
  const withServices = (current: Context.Context<never>) => {
    const view = Context.get(current, CurrentReadView)
    return view === undefined ? services : Context.add(services, CurrentReadView, view)
  }
  return (useCase, render) => respond(Effect.updateContext(useCase, withServices), render)
}
