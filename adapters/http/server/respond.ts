/** How a handler answers: it runs a use case with the handlers' services and renders its success (`../rendering/`), or
 * fails with the declared error its core error stands for (which the builder encodes with its status). */
import { Context, Effect, References, Tracer } from "effect"
import type { HttpServerResponse } from "effect/http"
import { CurrentReadView } from "../../../core/ports/read_view.ts"
import type { CoreError } from "../errors/core_errors.ts"
import { type DeclaredError, declaredErrorOf } from "../api/error_schemas.ts"
import type { Render } from "../rendering/render.ts"

/** The response of a use case: its success rendered, or the declared error of its core error. */
export function respond<A, E extends CoreError, R>(
  useCase: Effect.Effect<A, E, R>,
  render: Render<A>
): Effect.Effect<HttpServerResponse.HttpServerResponse, DeclaredError, R> {
  return Effect.mapBoth(useCase, { onSuccess: render, onFailure: declaredErrorOf })
}

/** Runs use cases needing services `S` with services captured once (when the handlers are built) and responds. */
export type Responder<S> = <A, E extends CoreError>(
  useCase: Effect.Effect<A, E, S>,
  render: Render<A>
) => Effect.Effect<HttpServerResponse.HttpServerResponse, DeclaredError>

/**
 * A responder over `services`: the use case runs with exactly the handlers' context (every port) plus the request's
 * read view when the edge gave it one and its span when tracing is on (so the storage's spans are its children), since
 * merging the request fiber's context (`Effect.provideContext`) would copy both maps on every request, and core reads
 * nothing else of it.
 */
export function responder<S>(services: Context.Context<S>): Responder<S> {
  const tracing = Context.get(services, References.TracerEnabled)
  // A request whose trace is not sampled runs with the tracer disabled: so do its use case and storage.
  const untraced = tracing ? Context.add(services, References.TracerEnabled, false) : services
  const withServices = (current: Context.Context<never>) => {
    const traced = tracing && Context.get(current, References.TracerEnabled)
    const base = tracing && !traced ? untraced : services
    const view = Context.get(current, CurrentReadView)
    const withView = view === undefined ? base : Context.add(base, CurrentReadView, view)
    if (!traced) return withView
    const span = Context.getOption(current, Tracer.ParentSpan)
    return span._tag === "None" ? withView : Context.add(withView, Tracer.ParentSpan, span.value)
  }
  return (useCase, render) => respond(Effect.updateContext(useCase, withServices), render)
}
