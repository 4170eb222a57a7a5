/**
 * The request log: one structured line per request through Effect's logger (level Info, so
 * `LOG_LEVEL=warn` silences it), with the method, the route template (never the raw URL, which
 * may carry addresses), the status, the duration in milliseconds, the body bytes sent (after
 * compression), the request id and, for a 5xx, the cause the error envelope recorded. The edge
 * writes it just before the response is sent (`mod.ts`), so it describes the response as it goes
 * out.
 */
import { Effect } from "effect"
import type { HttpServerResponse } from "effect/http"
import type { RequestFacts } from "./request_context.ts"

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

/** The log line of a response about to be sent. */
export function logRequest(
  method: string,
  route: string,
  response: HttpServerResponse.HttpServerResponse,
  facts: RequestFacts
): Effect.Effect<void> {
  const annotations: Record<string, unknown> = {
    method,
    route,
    status: response.status,
    durationMs: Math.round((performance.now() - facts.startedAt) * 100) / 100,
    bytes: bodyBytes(response),
    requestId: facts.id
  }
  if (facts.failure !== undefined) annotations["cause"] = facts.failure
  return Effect.annotateLogs(Effect.logInfo("request"), annotations)
}
