/**
 * The one request path, transport → router → edge → handler → renderer → writer (docs/architecture.md): one fiber per
 * request, interrupted at the deadline by a native timer rather than a racing fiber; its 503 goes through the edge.
 */
import { Cause, Context, Effect, Exit, Fiber, Option, References, type Scope, type Tracer } from "effect"
import { Headers, type HttpServerResponse, HttpTraceContext } from "effect/http"
import { UNMATCHED_ROUTE } from "../edge/access_log.ts"
import { timeoutResponse } from "../edge/deadline.ts"
import type { Edge, Finished } from "../edge/mod.ts"
import { RequestFacts } from "../edge/request_context.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../edge/request_id.ts"
import type { ServerRequest } from "./request.ts"
import type { Router } from "./router.ts"
import { RootSampleRatio } from "./trace_sampling.ts"

/** What a transport does with the outcome of a request. */
export interface Writer {
  /** Sends the finished response (called at most once). */
  readonly write: (finished: Finished) => void
  /** The request ended without a response to send (interrupted, or an unexpected defect): drop the exchange. */
  readonly drop: () => void
}

/** Stops a request whose client went away (nothing once it has finished). */
export type Abort = () => void

/** The one request path of an application. */
export interface Pipeline {
  /**
   * Serves `request`, handing its outcome to `writer`; returns what aborts it, or undefined when it is already answered.
   * `parent`: the span of a server the node is mounted in (`platform_app.ts`), which the request's span continues
   * instead of the request's own trace context.
   */
  readonly serve: (request: ServerRequest, writer: Writer, parent?: Tracer.AnySpan) => Abort | undefined
}

/** Whether a request carries a caller's trace context (W3C `traceparent`, or B3). */
function carriesTrace(headers: ServerRequest["headers"]): boolean {
  return headers["traceparent"] !== undefined || headers["b3"] !== undefined || headers["x-b3-traceid"] !== undefined
}

/** How a request is traced: not at all (tracing off, or its trace not sampled), or in a span continuing `parent` if any. */
type Tracing = undefined | { readonly parent: Option.Option<Tracer.AnySpan> }

/** Whether and under which span a request is traced: a mounting server's span, else the caller's; their sampling flag, else the node's at `ratio`. */
function tracingOf(request: ServerRequest, ratio: number, mountedIn: Tracer.AnySpan | undefined): Tracing {
  const parent = mountedIn !== undefined
    ? Option.some(mountedIn)
    : carriesTrace(request.headers) ? HttpTraceContext.fromHeaders(Headers.fromInput(request.headers)) : Option.none()
  const sampled = Option.isSome(parent) ? parent.value.sampled : ratio >= 1 || Math.random() < ratio
  return sampled ? { parent } : undefined
}

/** `finished` inside the request's server span, `METHOD route`, under `parent` if any; the status recorded, its trace id given to the request log line. */
function traced(
  request: ServerRequest, facts: RequestFacts, route: string | undefined, parent: Option.Option<Tracer.AnySpan>, finished: Effect.Effect<Finished>
): Effect.Effect<Finished> {
  const query = request.url.indexOf("?")
  const options = {
    kind: "server",
    ...(Option.isSome(parent) ? { parent: parent.value } : {}),
    attributes: {
      "http.request.method": request.method,
      "http.route": route ?? UNMATCHED_ROUTE,
      "url.path": query < 0 ? request.url : request.url.slice(0, query),
      "http.request.id": facts.id
    }
  } as const
  return Effect.useSpan(`${request.method} ${route ?? UNMATCHED_ROUTE}`, options, (span) => {
    facts.traceId = span.traceId
    return Effect.tap(Effect.withParentSpan(finished, span), (out) => Effect.sync(() => span.attribute("http.response.status_code", out.response.status)))
  })
}

/**
 * The pipeline of `router` and `edge`, running request fibers with `services` in `scope`. When `services` enable
 * tracing, a sampled request runs in a server span; one not sampled runs with the tracer disabled (no span at all).
 */
export function makePipeline(router: Router, edge: Edge, services: Context.Context<never>, scope: Scope.Scope): Pipeline {
  const run = Effect.runForkWith(services)
  const runUntraced = Effect.runForkWith(Context.add(services, References.TracerEnabled, false))
  const deadline = edge.deadlineMillis
  const tracing = Context.get(services, References.TracerEnabled)
  const ratio = Context.get(services, RootSampleRatio)

  /** `response` finished by the edge, labelled with the request's route template, under its route's policy. */
  const answer = (request: ServerRequest, response: HttpServerResponse.HttpServerResponse, facts: RequestFacts) => {
    const route = router.templateOf(request.method, request.url)
    const policy = router.policyOf(request.method, request.url)
    return Effect.withFiber((fiber) => edge.finish(fiber, request, response, facts, route, policy))
  }

  /** The finished response of a request. */
  const program = (request: ServerRequest, facts: RequestFacts, tracing: Tracing) => {
    const preflight = edge.preflight(request)
    if (preflight !== undefined) return answer(request, preflight, facts)
    const { method, url } = request
    const routed = router.find(method, url)
    const route = method === "OPTIONS" ? router.templateOf(method, url) : routed?.route.path
    const policy = routed === undefined ? router.policyOf(method, url) : routed.route.policy
    const app = routed === undefined ? Effect.succeed(router.unrouted(method, url)) : routed.route.run(request, routed)
    // The rate limiter, when on, after routing: the route's policy and its query give the request's cost.
    const admitted = edge.limit === undefined ? app : edge.limit(app, request, facts, policy, routed?.searchParams)
    const finished = Effect.withFiber((fiber) =>
      Effect.flatMap(edge.wrap(admitted, request, facts), (sent) => edge.finish(fiber, request, sent, facts, route, policy))
    )
    return tracing === undefined ? finished : traced(request, facts, route, tracing.parent, finished)
  }

  const serve = (request: ServerRequest, writer: Writer, parent?: Tracer.AnySpan): Abort | undefined => {
    const facts = new RequestFacts(requestIdOf(request.headers[REQUEST_ID_HEADER]), performance.now())
    facts.client = request.remoteAddress
    const trace = tracing ? tracingOf(request, ratio, parent) : undefined
    const fiber = Fiber.runIn(tracing && trace === undefined ? runUntraced(program(request, facts, trace)) : run(program(request, facts, trace)), scope)
    const settle = (exit: Exit.Exit<Finished>) => {
      if (Exit.isSuccess(exit)) return writer.write(exit.value)
      if (!facts.timedOut || !Cause.hasInterruptsOnly(exit.cause)) return writer.drop()
      run(answer(request, timeoutResponse(deadline), facts)).addObserver((late) =>
        Exit.isSuccess(late) ? writer.write(late.value) : writer.drop()
      )
    }
    const immediate = fiber.pollUnsafe()
    if (immediate !== undefined) {
      settle(immediate)
      return undefined
    }
    const timer = setTimeout(() => {
      facts.timedOut = true
      fiber.interruptUnsafe()
    }, deadline)
    fiber.addObserver((exit) => {
      clearTimeout(timer)
      settle(exit)
    })
    return () => fiber.interruptUnsafe()
  }

  return { serve }
}
