/**
 * Read-your-writes over replicas, at the edge: each GET (and HEAD) runs with a `ReadView`
 * (`core/ports/read_view.ts`) built from its `X-Min-Batch` header — the least batch the answer
 * must reflect; a value that is not a batch number is a 400 — so a storage that reads from
 * streaming replicas may answer it from one that has that batch, and the response carries
 * `X-Last-Batch`, the last batch the database that answered had (a lower bound: it may have
 * forged more since its last check). Other methods run without a view: their reads go to the
 * primary. Off (no view, no header, `X-Min-Batch` ignored) when the storage reads no replica.
 */
import { Effect, Result } from "effect"
import type { HttpServerResponse } from "effect/http"
import { CurrentReadView, readViewOf } from "../../../core/ports/read_view.ts"
import type { EdgeRequest, RequestFacts } from "./request_context.ts"

/** The request header naming the least batch the answer must reflect. */
export const MIN_BATCH_HEADER = "x-min-batch"

/** The response header naming the last batch the answer reflects (at least). */
export const LAST_BATCH_HEADER = "x-last-batch"

/** The request's effect run with the read view its `X-Min-Batch` asks for (GET and HEAD), or failing with the 400 of a bad value. */
export function withReadView(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse>,
  request: EdgeRequest,
  facts: RequestFacts
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  if (request.method !== "GET" && request.method !== "HEAD") return app
  const view = readViewOf(request.headers[MIN_BATCH_HEADER])
  // As a defect: the envelope renders a core error carried either way, and the app's error channel is not typed for it.
  if (Result.isFailure(view)) return Effect.die(view.failure)
  facts.readView = view.success
  return Effect.provideService(app, CurrentReadView, view.success)
}
