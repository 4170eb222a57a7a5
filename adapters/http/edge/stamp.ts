/** The headers every answer carries from its request's facts: its request id, `nosniff`, its rate limit's state and
 * the batch its reads reflect; a middleware of the edge. */
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { LAST_BATCH_HEADER } from "./read_view.ts"
import { type Middleware, withRequest } from "./request_context.ts"
import { REQUEST_ID_HEADER } from "./request_id.ts"

/** The app's answer stamped with the request's facts as headers (`nosniff`: a browser takes the body as the `Content-Type` it is sent with, OWASP secure headers). */
export const stamped: Middleware = (app) =>
  withRequest((_, facts) =>
    Effect.map(app, (response) => {
      const headers: Record<string, string> = {
        [REQUEST_ID_HEADER]: facts.id,
        "x-content-type-options": "nosniff"
      }
      const limited = facts.rateLimit
      if (limited !== undefined) {
        headers["ratelimit-policy"] = limited.policy
        headers["ratelimit"] = limited.remaining
      }
      const reflected = facts.readView?.reflectedBatch
      // An event stream names its batches in its events, not in a header.
      if (reflected !== undefined && response.body._tag !== "Stream") headers[LAST_BATCH_HEADER] = String(reflected)
      return HttpServerResponse.setHeaders(response, headers)
    })
  )
