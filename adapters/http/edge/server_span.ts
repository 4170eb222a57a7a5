/** The request's server span: whether it is traced and under which parent, decided on arrival, and its span `METHOD
 * route` around the edge's work, with its status, its trace id given to the request log line. */
import { Effect, Option, References, type Tracer } from "effect"
import { Headers, type HttpServerResponse, HttpTraceContext } from "effect/http"
import { type EdgeRequest, type Middleware, type RequestFacts, withRequest } from "./request_context.ts"

/** Whether a request carries a caller's trace context (W3C `traceparent`, or B3). */
function carriesTrace(headers: EdgeRequest["headers"]): boolean {
  return headers["traceparent"] !== undefined || headers["b3"] !== undefined || headers["x-b3-traceid"] !== undefined
}

/** How a request is traced: not at all (its trace not sampled), or in a span continuing `parent` if any. */
export type RequestTracing = undefined | { readonly parent: Option.Option<Tracer.AnySpan> }

/** Whether and under which span a request is traced: a mounting server's span, else the caller's; their sampling flag, else the node's at `ratio`. */
export function requestTracing(
  headers: EdgeRequest["headers"],
  ratio: number,
  mountedIn: Tracer.AnySpan | undefined
): RequestTracing {
  const parent =
    mountedIn !== undefined
      ? Option.some(mountedIn)
      : carriesTrace(headers)
        ? HttpTraceContext.fromHeaders(Headers.fromInput(headers as Record<string, string>))
        : Option.none()
  const sampled = Option.isSome(parent) ? parent.value.sampled : ratio >= 1 || Math.random() < ratio
  return sampled ? { parent } : undefined
}

/** `answered` inside the request's server span `METHOD label` (under the context's parent span, if any), its status recorded. */
export function inServerSpan(
  request: EdgeRequest,
  facts: RequestFacts,
  label: string,
  answered: Effect.Effect<HttpServerResponse.HttpServerResponse>
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  const query = request.url.indexOf("?")
  const options = {
    kind: "server",
    attributes: {
      "http.request.method": request.method,
      "http.route": label,
      "url.path": query < 0 ? request.url : request.url.slice(0, query),
      "http.request.id": facts.id
    }
  } as const
  return Effect.useSpan(`${request.method} ${label}`, options, (span) => {
    facts.traceId = span.traceId
    return Effect.tap(Effect.withParentSpan(answered, span), (out) =>
      Effect.sync(() => span.attribute("http.response.status_code", out.status))
    )
  })
}

/** The request's span around the app when tracing is on, in which the `route` (labelled `label`) is recorded in the request's facts (a deadline's answer is recorded under it). */
export function routeSpan(route: RequestFacts["route"] & object, label: string): Middleware {
  return (app) =>
    withRequest((request, facts, fiber) => {
      facts.route = route
      return fiber.getRef(References.TracerEnabled) ? inServerSpan(request, facts, label, app) : app
    })
}
