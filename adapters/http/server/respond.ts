/**
 * How a handler answers: it runs a use case and renders the outcome itself — the success
 * encoded by the encoder compiled once from the resource's core schema (`json_encoder.ts`) and
 * serialized once, a core error through the one mapping of `../errors/core_errors.ts`. The
 * declared success schemas remain the contract: the tests decode every response with them.
 */
import { Context, Effect, Schema } from "effect"
import { HttpServerResponse } from "effect/http"
import type { Page } from "../../../core/pagination/page.ts"
import { CurrentReadView } from "../../../core/ports/read_view.ts"
import { envelopeFields, type Revision } from "../../../core/revision/revision.ts"
import { type CoreError, coreErrorResponse } from "../errors/core_errors.ts"
import { jsonEncoder } from "./json_encoder.ts"

/** Renders a success value as a 200 JSON response. */
export type Render<A> = (value: A) => HttpServerResponse.HttpServerResponse

/** A 200 JSON response of ready JSON text. */
export function jsonResponse(text: string): HttpServerResponse.HttpServerResponse {
  return HttpServerResponse.text(text, { contentType: "application/json" })
}

/** The renderer of one resource, written by the JSON encoder compiled once from its core schema (`json_encoder.ts`). */
export function resource<A, I>(schema: Schema.Codec<A, I>): Render<A> {
  const write = jsonEncoder(schema)
  return (value) => jsonResponse(write(value))
}

/** The renderer of a success without content: 200 with no body. */
export const emptyOk: Render<void> = () => HttpServerResponse.empty({ status: 200 })

/**
 * The renderer of a list page in `revision` whose items are written by `write`: the text
 * `JSON.stringify` writes for `{[key]: items, ...envelope}`.
 */
export function pageRenderer<A>(revision: Revision, key: string, write: (item: A) => string): Render<Page<A>> {
  const head = `{${JSON.stringify(key)}:[`
  return (page) => {
    const envelope = JSON.stringify(envelopeFields(revision, page))
    const tail = envelope === "{}" ? "]}" : "]," + envelope.slice(1)
    return jsonResponse(head + page.items.map(write).join(",") + tail)
  }
}

/** The renderer of a list page in `revision`: `{[key]: items, ...envelope}`. */
export function listPage<A, I>(revision: Revision, key: string, item: Schema.Codec<A, I>): Render<Page<A>> {
  return pageRenderer(revision, key, jsonEncoder(item))
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
