/**
 * How a handler answers: it runs a use case and renders the outcome itself — the success encoded by the encoder
 * compiled once from its schema (`json_encoder.ts`) and serialized once, items remembered per id (`item_text_memo.ts`),
 * a core error through `../errors/core_errors.ts`. The declared success schemas stay the contract: the tests decode
 * every response with them.
 */
import { Context, Effect, Schema } from "effect";
import { HttpServerResponse } from "effect/http";
import type { Page } from "../../../core/pagination/page.ts";
import { type Revision } from "../../../core/revision/revision.ts";
import type { DomainEncoder } from "../../../core/revision/wire_view.ts";
import { type CoreError } from "../errors/core_errors.ts";
/** Renders a success value as a 200 JSON response. */
export type Render<A> = (value: A) => HttpServerResponse.HttpServerResponse;
/** A 200 JSON response of ready JSON text. */
export declare function jsonResponse(text: string): HttpServerResponse.HttpServerResponse;
/**
 * A 200 JSON response of ready JSON text with its entity tag, set on the response's own fresh header record (the
 * `headers` option of `HttpServerResponse.text` would normalize and copy it).
 */
export declare function taggedJsonResponse(text: string, tag: string): HttpServerResponse.HttpServerResponse;
/** The renderer of one resource of `schema` (remembered while the same value, when it has an item id). */
export declare function resource<A, I>(schema: Schema.Codec<A, I>): Render<A>;
/** The renderer of one domain value through a view: projected, then rendered as a resource of the view's schema. */
export declare function viewResource<D>(view: DomainEncoder<D>): Render<D>;
/** The renderer of a success without content: 200 with no body. */
export declare const emptyOk: Render<void>;
/** The renderer of a list page in `revision`: `{[key]: items, ...envelope}`, the items' texts remembered per item id. */
export declare function listPage<A, I>(revision: Revision, key: string, item: Schema.Codec<A, I>): Render<Page<A>>;
/** `listPage` of domain values through a view: the items projected onto its schema. */
export declare function viewListPage<D>(revision: Revision, key: string, view: DomainEncoder<D>): Render<Page<D>>;
/** The response of a use case: its success rendered, or its core error mapped to a status. */
export declare function respond<A, E extends CoreError, R>(useCase: Effect.Effect<A, E, R>, render: Render<A>): Effect.Effect<HttpServerResponse.HttpServerResponse, never, R>;
/** Runs use cases needing services `S` with services captured once (when the handlers are built) and responds. */
export type Responder<S> = <A, E extends CoreError>(useCase: Effect.Effect<A, E, S>, render: Render<A>) => Effect.Effect<HttpServerResponse.HttpServerResponse>;
/**
 * A responder over `services`: the use case runs with exactly the handlers' context (every port) plus the request's
 * read view when the edge gave it one, since merging the request fiber's context (`Effect.provideContext`) would copy
 * both maps on every request, and core reads nothing else of it.
 */
export declare function responder<S>(services: Context.Context<S>): Responder<S>;
