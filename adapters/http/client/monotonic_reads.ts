/**
 * Monotonic reads across nodes and replicas of a load-balanced deployment: the client sends the
 * highest `X-Last-Batch` it has been answered as `X-Min-Batch` on every later GET.
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
