/** The answers the transport gives itself before any application sees the request, recorded like every other answer:
 * counted in the request metrics under the route `transport` and logged with their error type. */
import type { Fiber } from "effect"
import { logRequestFieldsIn, type RequestLogFields, roundedMillis } from "./access_log.ts"
import type { RequestMetrics } from "./metrics.ts"

/** The route label of the transport's own answers (no route took their requests). */
export const TRANSPORT_ROUTE = "transport"

/** The method label of an answer to bytes Node could not parse as a request. */
export const UNPARSED_METHOD = "-"

/** An answer the transport gave itself. */
export interface OwnAnswer {
  /** The request's method (`-` when Node could not parse one). */
  readonly method: string
  readonly status: number
  /** The error body's `type` (`ErrStarting`). */
  readonly type: string
  readonly requestId: string
  /** Body bytes sent. */
  readonly bytes: number
  /** Milliseconds from the request's arrival to the answer. */
  readonly millis: number
  /** The connection's peer address, when known. */
  readonly client: string | undefined
}

/** The request log fields of `answer`. */
export function ownAnswerFields(answer: OwnAnswer): RequestLogFields {
  return {
    method: answer.method,
    route: TRANSPORT_ROUTE,
    status: answer.status,
    durationMs: roundedMillis(answer.millis),
    bytes: answer.bytes,
    requestId: answer.requestId,
    client: answer.client,
    errorType: answer.type
  }
}

/** What records the transport's own answers in an application: its request `metrics` (when on) and, when `accessLog`, its request log through the loggers of `fiber`. */
export function ownAnswerRecorder(
  metrics: RequestMetrics | undefined,
  accessLog: boolean,
  fiber: Fiber.Fiber<unknown, unknown>
): (answer: OwnAnswer) => void {
  return (answer) => {
    metrics?.record(answer.method, TRANSPORT_ROUTE, answer.status, answer.millis / 1000)
    if (accessLog) logRequestFieldsIn(fiber, ownAnswerFields(answer))
  }
}
