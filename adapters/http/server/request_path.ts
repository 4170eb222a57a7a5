/** The one request path: every route's app inside the edge on the platform's router, each request in one fiber
 * interrupted at the deadline by a native timer; every transport serves it (`serve`). */
import { Cause, Context, Effect, Exit, Fiber, Option, References, Scope, Tracer } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { timeoutResponse } from "../edge/deadline.ts"
import type { Edge, RouteApp } from "../edge/mod.ts"
import { CurrentRequestFacts, RequestFacts } from "../edge/request_context.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../edge/request_id.ts"
import { methodPolicy } from "../edge/route_policy.ts"
import { requestTracing } from "../edge/server_span.ts"
import { makeRouteIndex, type Route, type RouteIndex, type RoutedApp } from "./router.ts"

/** What a routed request needs in context: the request and the application's scope. */
type RoutedRequirements = HttpServerRequest.HttpServerRequest | Scope.Scope
import { RootSampleRatio } from "./trace_sampling.ts"

/** What a transport does with the outcome of a request. */
export interface Writer {
  /** Sends the response (called at most once). */
  readonly write: (response: HttpServerResponse.HttpServerResponse) => void
  /** The request ended without a response to send (interrupted, or an unexpected defect): drop the exchange. */
  readonly drop: () => void
}

/** Stops a request whose client went away (nothing once it has finished). */
export type Abort = () => void

/** Where a request came from, as its transport knows it. */
export interface Arrival {
  /** The connection's peer address. */
  readonly client?: string | undefined
  /** The span of a server the node is mounted in (`platform_app.ts`), which the request's span continues instead of the request's own trace context. */
  readonly parent?: Tracer.AnySpan | undefined
}

/** The one request path of an application. */
export interface RequestPath {
  /** Serves `request`, handing its outcome to `writer`; returns what aborts it, or undefined when it is already answered. */
  readonly serve: (request: HttpServerRequest.HttpServerRequest, writer: Writer, arrival?: Arrival) => Abort | undefined
  /** What is known of the routes without routing (a request's admission class). */
  readonly index: RouteIndex
}

/** What a request fiber takes of the application's context: how it logs and traces. */
const RUNTIME_OF_REQUESTS = Context.pick(
  References.CurrentLoggers,
  References.MinimumLogLevel,
  References.CurrentLogAnnotations,
  References.UnhandledLogLevel,
  References.LogToStderr,
  Tracer.Tracer,
  References.TracerEnabled,
  References.TracerTimingEnabled,
  References.TracerSpanAnnotations,
  References.TracerSpanLinks
)

/** The app of every request: a preflight answered, else the platform's router, whose failure (no route) the edge answers with the index's 400, 404 or 405. */
function requestApp(routed: RoutedApp, edge: Edge, index: RouteIndex): RouteApp<never, RoutedRequirements> {
  return Effect.withFiber((fiber) => {
    const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
    const { method, url } = request
    const preflight = edge.preflight(request)
    if (preflight !== undefined)
      return edge.answer(index.templateOf(method, url), index.policyOf(method, url), preflight)
    return Effect.catch(routed, () => {
      const template = method === "OPTIONS" ? index.templateOf(method, url) : undefined
      return edge.around(template, index.policyOf(method, url))(Effect.sync(() => index.unrouted(method, url)))
    })
  })
}

/**
 * The request path of the platform router `routed` (the app of `routes`) and `edge`, running request fibers with
 * `services` in `scope`. When `services` enable tracing, a sampled request runs in a server span; one not sampled runs
 * with the tracer disabled (no span at all).
 */
export function makeRequestPath(
  routed: RoutedApp,
  routes: ReadonlyArray<Route>,
  edge: Edge,
  services: Context.Context<never>,
  scope: Scope.Scope
): RequestPath {
  const index = makeRouteIndex(routes)
  const app = requestApp(routed, edge, index)
  // Requests run on the runtime's logging and tracing and the application's scope: the application's services reach
  // the use cases through the handlers, which captured them when built. A request's context is then a few entries, which
  // the platform copies whole where it provides one of its own (`HttpApiBuilder`'s endpoints, `Context.merge`).
  const runtime = Context.add(RUNTIME_OF_REQUESTS(services), Scope.Scope, scope)
  const untracedServices = Context.add(runtime, References.TracerEnabled, false)
  const deadline = edge.deadlineMillis
  const tracing = Context.get(services, References.TracerEnabled)
  const ratio = Context.get(services, RootSampleRatio)

  const serve = (
    request: HttpServerRequest.HttpServerRequest,
    writer: Writer,
    arrival: Arrival = {}
  ): Abort | undefined => {
    const facts = new RequestFacts(requestIdOf(request.headers[REQUEST_ID_HEADER]), performance.now(), arrival.client)
    const trace = tracing ? requestTracing(request.headers, ratio, arrival.parent) : undefined
    let context = Context.add(
      tracing && trace === undefined ? untracedServices : runtime,
      HttpServerRequest.HttpServerRequest,
      request
    )
    context = Context.add(context, CurrentRequestFacts, facts)
    if (trace !== undefined && Option.isSome(trace.parent))
      context = Context.add(context, Tracer.ParentSpan, trace.parent.value)
    const run = Effect.runForkWith(context)
    const fiber = Fiber.runIn(run(app), scope)
    const settle = (exit: Exit.Exit<HttpServerResponse.HttpServerResponse>) => {
      if (Exit.isSuccess(exit)) return writer.write(exit.value)
      if (!facts.timedOut || !Cause.hasInterruptsOnly(exit.cause)) return writer.drop()
      const route = facts.route
      const late = edge.answer(
        route?.template,
        route?.policy ?? methodPolicy(request.method),
        timeoutResponse(deadline)
      )
      run(late).addObserver((answered) => (Exit.isSuccess(answered) ? writer.write(answered.value) : writer.drop()))
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

  return { serve, index }
}
