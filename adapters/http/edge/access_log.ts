/**
 * The request log: one structured line per request through Effect's logger (level Info, so
 * `LOG_LEVEL=warn` silences it), with the method, the route template (never the raw URL, which
 * may carry addresses), the status, the duration in milliseconds, the body bytes sent (after
 * compression), the request id and, for a 5xx, the cause the error envelope recorded. The line
 * is written just before the response is sent, by a pre-response handler registered once the
 * endpoint has answered, so it sees the response as it goes out (CORS, compression and caching
 * applied).
 */
import { Context, Effect } from "effect"
import { HttpEffect, HttpServerRequest, type HttpServerResponse } from "effect/http"
import { CurrentRequest, type RequestFacts } from "./request_context.ts"

/** The route template of a request (`/accounts/:accountIndex`), or undefined when no route matches. */
export type RouteOf = (method: string, url: string) => string | undefined

/** The label of a request that matched no route. */
export const UNMATCHED_ROUTE = "unmatched"

/** The number of body bytes of a response, when known. */
export function bodyBytes(response: HttpServerResponse.HttpServerResponse): number | undefined {
  const body = response.body
  switch (body._tag) {
    case "Empty":
      return 0
    case "Uint8Array":
      return body.body.byteLength
    default: {
      const header = response.headers["content-length"]
      return header === undefined ? body.contentLength : Number(header)
    }
  }
}

/** Writes the log line of a response about to be sent; `facts` are the request's (absent without `request_id.ts`). */
function logLine(routeOf: RouteOf, startedAt: number, facts: RequestFacts | undefined) {
  return (
    request: HttpServerRequest.HttpServerRequest,
    response: HttpServerResponse.HttpServerResponse
  ): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
    const annotations: Record<string, unknown> = {
      method: request.method,
      route: routeOf(request.method, request.originalUrl) ?? UNMATCHED_ROUTE,
      status: response.status,
      durationMs: Math.round((performance.now() - (facts?.startedAt ?? startedAt)) * 100) / 100,
      bytes: bodyBytes(response),
      requestId: facts?.id
    }
    if (facts?.failure !== undefined) annotations["cause"] = facts.failure
    return Effect.as(Effect.annotateLogs(Effect.logInfo("request"), annotations), response)
  }
}

/** The global middleware writing the request log, with route templates from `routeOf`. */
export function accessLog(routeOf: RouteOf) {
  return <E, R>(
    app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest> =>
    Effect.withFiber((fiber) => {
      const handler = logLine(routeOf, performance.now(), Context.get(fiber.context, CurrentRequest))
      return Effect.tap(app, () => HttpEffect.appendPreResponseHandler(handler))
    })
}
