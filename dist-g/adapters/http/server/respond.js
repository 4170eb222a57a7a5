/**
 * How a handler answers: it runs a use case and renders the outcome itself — the success encoded by the encoder
 * compiled once from its schema (`json_encoder.ts`) and serialized once, items remembered per id (`item_text_memo.ts`),
 * a core error through `../errors/core_errors.ts`. The declared success schemas stay the contract: the tests decode
 * every response with them.
 */
import { Context, Effect, Schema } from "effect";
import { Headers, HttpServerResponse } from "effect/http";
import { CurrentReadView } from "../../../core/ports/read_view.js";
import { envelopeFields } from "../../../core/revision/revision.js";
import { coreErrorResponse } from "../errors/core_errors.js";
import { entityTag, tagOfDigest } from "../edge/caching.js";
import { itemIdOf, ItemTextMemo, memoizedItemText, renderedItem } from "./item_text_memo.js";
import { jsonEncoder } from "./json_encoder.js";
import { sameEncoding } from "./schema_equivalence.js";
/** A 200 JSON response of ready JSON text. */
export function jsonResponse(text) {
    return HttpServerResponse.text(text, { contentType: "application/json" });
}
/**
 * A 200 JSON response of ready JSON text with its entity tag, set on the response's own fresh header record (the
 * `headers` option of `HttpServerResponse.text` would normalize and copy it).
 */
export function taggedJsonResponse(text, tag) {
    const response = jsonResponse(text);
    if (response.headers === Headers.empty)
        return HttpServerResponse.setHeader(response, "etag", tag);
    response.headers["etag"] = tag;
    return response;
}
/** Single values written by `write` and compared with `same`: one with an item id through the item memo, its `ETag` its digest (the tag the edge would compute); any other written afresh. */
function rememberedResource(write, same) {
    const memo = new ItemTextMemo((value) => renderedItem(write(value)), same);
    return (value) => {
        const id = itemIdOf(value);
        if (id === undefined)
            return jsonResponse(write(value));
        const { digest, text } = memo.rendered(id, value);
        return taggedJsonResponse(text, tagOfDigest(digest));
    };
}
/** The renderer of one resource of `schema` (remembered while the same value, when it has an item id). */
export function resource(schema) {
    return rememberedResource(jsonEncoder(schema), sameEncoding(schema));
}
/** The renderer of one domain value through a view: projected, then rendered as a resource of the view's schema. */
export function viewResource(view) {
    const render = rememberedResource(jsonEncoder(view.schema), sameEncoding(view.schema));
    const project = view.project;
    return (value) => render(project(value));
}
/** The renderer of a success without content: 200 with no body. */
export const emptyOk = () => HttpServerResponse.empty({ status: 200 });
/**
 * A list page in `revision`: the text `JSON.stringify` writes for `{[key]: items, ...envelope}`, assembled from the
 * items' texts (`itemOf`) so each can be remembered; its strong `ETag` is made from the page's own text and its items'
 * digests in order (`edge/caching.ts` `entityTag`), so a page of remembered items is not hashed whole.
 */
function pageRenderer(revision, key, itemOf) {
    const head = `{${JSON.stringify(key)}:[`;
    return (page) => {
        let text = head;
        let digests = head;
        const items = page.items;
        for (let i = 0; i < items.length; i++) {
            const item = items[i];
            if (item === undefined)
                continue;
            const rendered = itemOf(item);
            text += i === 0 ? rendered.text : "," + rendered.text;
            digests += rendered.digest;
        }
        const envelope = JSON.stringify(envelopeFields(revision, page));
        const tail = envelope === "{}" ? "]}" : "]," + envelope.slice(1);
        return taggedJsonResponse(text + tail, entityTag(digests + tail));
    };
}
/** The renderer of a list page in `revision`: `{[key]: items, ...envelope}`, the items' texts remembered per item id. */
export function listPage(revision, key, item) {
    return pageRenderer(revision, key, memoizedItemText(jsonEncoder(item), sameEncoding(item)));
}
/** `listPage` of domain values through a view: the items projected onto its schema. */
export function viewListPage(revision, key, view) {
    const text = memoizedItemText(jsonEncoder(view.schema), sameEncoding(view.schema));
    const project = view.project;
    return pageRenderer(revision, key, (item) => text(project(item)));
}
/** The response of a use case: its success rendered, or its core error mapped to a status. */
export function respond(useCase, render) {
    return Effect.match(useCase, { onSuccess: render, onFailure: coreErrorResponse });
}
/**
 * A responder over `services`: the use case runs with exactly the handlers' context (every port) plus the request's
 * read view when the edge gave it one, since merging the request fiber's context (`Effect.provideContext`) would copy
 * both maps on every request, and core reads nothing else of it.
 */
export function responder(services) {
    const withServices = (current) => {
        const view = Context.get(current, CurrentReadView);
        return view === undefined ? services : Context.add(services, CurrentReadView, view);
    };
    return (useCase, render) => respond(Effect.updateContext(useCase, withServices), render);
}
