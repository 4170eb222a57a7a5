/**
 * The server-side deadline of every request: a request that has not produced its response
 * within the deadline is interrupted (its storage work included) and answered with a JSON 503
 * `ErrRequestTimeout`, never left hanging or cut silently. A POST interrupted this way may or may
 * not have been stored; posting it again is safe (the pool answers an identical transaction with
 * the same id).
 */
import { Duration, Effect } from "effect"
import type { HttpServerResponse } from "effect/http"
import { errorResponse } from "../error_response.ts"

/** The global middleware bounding every request by `timeout`. */
export function deadline(timeout: Duration.Duration) {
  const seconds = Math.round(Duration.toMillis(timeout) / 100) / 10
  return <E, R>(
    app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R> =>
    Effect.timeoutOrElse(app, {
      duration: timeout,
      orElse: () =>
        Effect.succeed(
          errorResponse(503, "ErrRequestTimeout", `the request did not complete within ${seconds} s; retry later`, {
            "retry-after": "1"
          })
        )
    })
}
