/**
 * The request id: taken from the request's `X-Request-Id` when it is well formed (1–128
 * characters of letters, digits and `-_.:/+=`, so it is safe to log and echo), generated
 * otherwise (a random UUID), returned on every response, and attached to every log line written
 * while the request runs (Effect's log annotations), 5xx causes included.
 */
import { Context, Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { randomUUID } from "node:crypto"
import { CurrentRequest, RequestFacts } from "./request_context.ts"

/** The request and response header carrying the id. */
export const REQUEST_ID_HEADER = "x-request-id"

/** A request id a client may choose. */
const WELL_FORMED = /^[A-Za-z0-9\-_.:/+=]{1,128}$/u

/** The id of a request: the client's when well formed, a new UUID otherwise. */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && WELL_FORMED.test(header) ? header : randomUUID()
}

/** The global middleware that assigns the request id and starts the request's facts. */
export function requestId<E, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest> {
  return Effect.withFiber((fiber) => {
    const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
    const facts = new RequestFacts(requestIdOf(request.headers[REQUEST_ID_HEADER]), performance.now())
    return app.pipe(
      Effect.map((response) => HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, facts.id)),
      Effect.annotateLogs("requestId", facts.id),
      Effect.provideService(CurrentRequest, facts)
    )
  })
}
