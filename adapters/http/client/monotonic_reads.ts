/**
 * Monotonic reads for a client of nodes that answer from streaming replicas (the typed client's
 * `monotonicReads` option): the client remembers the highest `X-Last-Batch` the nodes answered
 * and sends it as `X-Min-Batch` on every later GET, so no answer it gets is older than one it has
 * already seen — whichever node or replica of a load-balanced deployment answers. A node that
 * reads only from its primary sends no `X-Last-Batch` and ignores `X-Min-Batch`.
 */
import { Effect } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { LAST_BATCH_HEADER as LAST_BATCH, MIN_BATCH_HEADER as MIN_BATCH } from "../edge/read_view.ts"

/** `client` sending the highest `X-Last-Batch` it has been answered as `X-Min-Batch` on each GET. */
export function monotonicReads<E, R>(client: HttpClient.HttpClient.With<E, R>): HttpClient.HttpClient.With<E, R> {
  let seen = -1
  const floored = HttpClient.mapRequest(client, (request) =>
    seen < 0 || request.method !== "GET" ? request : HttpClientRequest.setHeader(request, MIN_BATCH, String(seen)))
  return HttpClient.tap(floored, (response) =>
    Effect.sync(() => {
      const value = response.headers[LAST_BATCH]
      const batch = value === undefined ? Number.NaN : Number(value)
      if (Number.isSafeInteger(batch) && batch > seen) seen = batch
    }))
}
