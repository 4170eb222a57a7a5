/** Answers charged by what they send, a middleware of the edge just outside the representation: a body's bytes as
 * sent (compressed, none for a 304 or a HEAD) cost one point per `REQUEST_COSTS.bytesPerPoint` beyond the first, drawn
 * from the budget the rate limiter charged the request to; a streamed body as it streams, and cut when the budget is
 * spent. The event stream charges itself (its replay's bytes and the time it stays open). */
import { Effect } from "effect"
import { HttpBody, HttpServerResponse } from "effect/http"
import { pipeline, Readable, Transform } from "node:stream"
import type { RequestBudget } from "./request_budget.ts"
import { type Middleware, withRequest } from "./request_context.ts"
import { sizeCost } from "./request_cost.ts"
import { streamCharge } from "./stream_charge.ts"

/** The event stream's media type: it charges itself. */
const EVENT_STREAM = /^text\/event-stream/u

/** `body` counted as it streams, charged to `budget`; destroyed (the answer cut) once the budget is spent. */
function metered(body: Readable, budget: RequestBudget): Readable {
  const charge = streamCharge(budget, {
    onSpent: () => counted.destroy(new Error("the client's rate limit budget is spent"))
  })
  const counter = new Transform({
    transform(chunk: Uint8Array, _encoding, done) {
      charge.pushed(chunk.byteLength)
      done(null, chunk)
    }
  })
  const counted: Readable = pipeline(body, counter, () => charge.stop())
  return counted
}

/** The app's answer charged to its request's budget (when the rate limiter charged it to one) by the bytes it sends. */
export const chargedBySize: Middleware = (app) =>
  withRequest((request, facts) =>
    Effect.flatMap(app, (response) => {
      const budget = facts.budget
      if (budget === undefined || request.method === "HEAD") return Effect.succeed(response)
      const body = response.body
      if (body._tag === "Uint8Array") {
        const points = sizeCost(body.contentLength)
        return points === 0
          ? Effect.succeed(response)
          : Effect.as(
              Effect.promise(() => budget.charge(points)),
              response
            )
      }
      if (body._tag !== "Raw" || !(body.body instanceof Readable) || EVENT_STREAM.test(body.contentType ?? ""))
        return Effect.succeed(response)
      return Effect.succeed(
        HttpServerResponse.setBody(
          response,
          HttpBody.raw(metered(body.body, budget), { contentType: body.contentType })
        )
      )
    })
  )
