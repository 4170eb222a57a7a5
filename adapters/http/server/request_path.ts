/** The one request path: the node as an Effect HTTP application (`app`), every route's app inside the edge on the
 * platform's router, a request answered 503 at its deadline; the Node transport and the fetch handler run it in a fiber
 * of their own (`serve`), an embedder's router in its request's. */
import { Context, Effect, Exit, Fiber, Option, References, Scope, Tracer } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { timeoutResponse } from "../edge/deadline.ts"
import type { Edge, RouteApp } from "../edge/mod.ts"
import { CurrentRequestFacts, RequestFacts } from "../edge/request_context.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../edge/request_id.ts"
import { methodPolicy } from "../edge/route_policy.ts"
import { requestTracing } from "../edge/server_span.ts"
import { type RoutedApp, unrouted } from "./router.ts"
import { RootSampleRatio } from "./trace_sampling.ts"

/** What a routed request needs in context: the request and the application's scope. */
type RoutedRequirements = HttpServerRequest.HttpServerRequest | Scope.Scope

/** What a transport does with the outcome of a request. */
export interface Writer {
  /** Sends the response (called at most once). */
  readonly write: (response: HttpServerResponse.HttpServerResponse) => void
  /** The request ended without a response to send (interrupted, or an unexpected defect): drop the exchange. */
  readonly drop: () => void
}

/** Stops a request whose client went away (nothing once it has finished). */
export type Abort = () => void

/** The node as an Effect HTTP application: the request in context, its answer out (a server it is mounted in gives its own span as the parent of the request's). */
export type NodeApp = Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>

/** The one request path of an application. */
export interface RequestPath {
  /** The node as an Effect HTTP application. */
  readonly app: NodeApp
  /** Runs `app` on `request` in a fiber of its own, handing its outcome to `writer`; returns what aborts it, or undefined when it is already answered. */
  readonly serve: (request: HttpServerRequest.HttpServerRequest, writer: Writer) => Abort | undefined
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

/** The app of every request: the platform's router, whose failure (no route) the edge answers (`unrouted`). */
function requestApp(routed: RoutedApp, edge: Edge): RouteApp<never, RoutedRequirements> {
  return Effect.catch(routed, () =>
    Effect.withFiber((fiber) => {
      const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
      const answer = Effect.sync(() => unrouted(request, edge.preflight))
      return edge.around(undefined, methodPolicy(request.method))(answer)
    })
  )
}

/**
 * The request path of the platform router `routed` and `edge`, in `scope`, tracing as `services`
 * say: when they enable tracing, a sampled request runs in a server span; one not sampled runs with the tracer disabled
 * (no span at all).
 */
export function makeRequestPath(
  routed: RoutedApp,
  edge: Edge,
  services: Context.Context<never>,
  scope: Scope.Scope
): RequestPath {
  const routedApp = requestApp(routed, edge)
  const deadline = edge.deadlineMillis
  const tracing = Context.get(services, References.TracerEnabled)
  const ratio = Context.get(services, RootSampleRatio)

  /** The answer to a request past its deadline, recorded under its route (when one took it). */
  const late = Effect.withFiber((fiber) => {
    const facts = Context.getUnsafe(fiber.context, CurrentRequestFacts)
    const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
    const route = facts.route
    return edge.answer(route?.template, route?.policy ?? methodPolicy(request.method), timeoutResponse(deadline))
  })
  // The route's work in a fiber of its own, interrupted by a native timer at the deadline and answered `late`: one
  // fiber and one timer a request, where `Effect.timeoutOrElse` races two fibers and a sleeping one (`bench:http`).
  const deadlined = Effect.contextWith((context: Context.Context<RoutedRequirements>) =>
    Effect.callback<HttpServerResponse.HttpServerResponse>((resume) => {
      const work = Effect.runForkWith(context)(routedApp)
      const done = work.pollUnsafe()
      if (done !== undefined) return resume(done)
      const timer = setTimeout(() => {
        resume(late)
        work.interruptUnsafe()
      }, deadline)
      work.addObserver((exit) => {
        clearTimeout(timer)
        resume(exit)
      })
      return Effect.sync(() => {
        clearTimeout(timer)
        work.interruptUnsafe()
      })
    })
  )

  const app: NodeApp = Effect.contextWith((served: Context.Context<HttpServerRequest.HttpServerRequest>) => {
    const request = Context.get(served, HttpServerRequest.HttpServerRequest)
    const client = Option.getOrUndefined(request.remoteAddress)
    const facts = new RequestFacts(requestIdOf(request.headers[REQUEST_ID_HEADER]), performance.now(), client)
    const parent = Context.getOrUndefined(served, Tracer.ParentSpan)
    const trace = tracing ? requestTracing(request.headers, ratio, parent) : undefined
    let context = Context.add(Context.add(served, CurrentRequestFacts, facts), Scope.Scope, scope)
    if (tracing && trace === undefined) context = Context.add(context, References.TracerEnabled, false)
    if (trace !== undefined && Option.isSome(trace.parent))
      context = Context.add(context, Tracer.ParentSpan, trace.parent.value)
    return Effect.updateContext(deadlined, (): Context.Context<RoutedRequirements> => context)
  })

  // Requests a transport serves run on the runtime's logging and tracing: the application's services reach the use
  // cases through the handlers, which captured them when built. A request's context is then a few entries, which the
  // platform copies whole where it provides one of its own (`HttpApiBuilder`'s endpoints, `Context.merge`).
  const runtime = RUNTIME_OF_REQUESTS(services)

  const serve = (request: HttpServerRequest.HttpServerRequest, writer: Writer): Abort | undefined => {
    const context = Context.add(runtime, HttpServerRequest.HttpServerRequest, request)
    const fiber = Fiber.runIn(Effect.runForkWith(context)(app), scope)
    const settle = (exit: Exit.Exit<HttpServerResponse.HttpServerResponse>) =>
      Exit.isSuccess(exit) ? writer.write(exit.value) : writer.drop()
    const immediate = fiber.pollUnsafe()
    if (immediate !== undefined) {
      settle(immediate)
      return undefined
    }
    fiber.addObserver(settle)
    return () => fiber.interruptUnsafe()
  }

  return { app, serve }
}
