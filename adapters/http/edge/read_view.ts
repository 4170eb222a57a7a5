/** Which batch an answer reflects (`X-Last-Batch`) and read-your-writes over replicas: a request's view opens on the
 * storage's batch floor, at least a GET's `X-Min-Batch`; a POST's reads are the primary's. */
import { Effect, Result } from "effect"
import type { HttpServerResponse } from "effect/http"
import type { BatchFloor } from "../../../core/ports/batch_floor.ts"
import { CurrentReadView, ReadView, readViewOf } from "../../../core/ports/read_view.ts"
import { type EdgeRequest, type InnerMiddleware, type RequestFacts, withRequest } from "./request_context.ts"
import { isGetOrHead } from "./route_policy.ts"

/** The request header naming the least batch the answer must reflect. */
export const MIN_BATCH_HEADER = "x-min-batch"

/** The response header naming a batch the answer reflects (at least). */
export const LAST_BATCH_HEADER = "x-last-batch"

/** How the edge opens read views. */
export interface ReadViewOptions {
  /** The storage's batch floor, when it provides one. */
  readonly floor: BatchFloor["Service"] | undefined
  /** Whether GETs' reads are routed by their view (the storage reads from replicas): `X-Min-Batch` is then checked (400 when not a batch number). */
  readonly routes: boolean
}

/**
 * The request's effect run with its read view: a GET's or HEAD's asks for its `X-Min-Batch` (failing with the 400 of a bad
 * value when `routes`; a node that does not route, its reads being current, ignores one), a POST's for nothing; other methods unchanged.
 */
export function withReadView<E>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E>,
  request: EdgeRequest,
  facts: RequestFacts,
  options: ReadViewOptions
): Effect.Effect<HttpServerResponse.HttpServerResponse, E> {
  const isRead = isGetOrHead(request.method)
  if (!isRead && request.method !== "POST") return app
  let view = new ReadView(0)
  if (isRead) {
    const asked = readViewOf(request.headers[MIN_BATCH_HEADER])
    // As a defect: the envelope renders a core error carried either way, and the app's error channel is not typed for it.
    if (Result.isSuccess(asked)) view = asked.success
    else if (options.routes) return Effect.die(asked.failure)
  }
  facts.readView = view
  const routed = isRead && options.routes ? Effect.provideService(app, CurrentReadView, view) : app
  const floor = options.floor
  if (floor === undefined) return routed
  return Effect.flatMap(floor.floor(view.minBatch), (batch) => {
    if (batch !== undefined) view.reflect(batch)
    return routed
  })
}

/** The read view as the edge's middleware: the app run on the request's read view (`withReadView`). */
export function readView(options: ReadViewOptions): InnerMiddleware {
  return (app) => withRequest((request, facts) => withReadView(app, request, facts, options))
}
