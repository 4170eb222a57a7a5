/**
 * The one request path: every request of every transport — GET, HEAD, POST, OPTIONS, the event
 * stream, well-formed or not, from `node:http` or a fetch-style `Request` — goes
 *
 *     transport → router → edge → handler → renderer → writer
 *
 * The transport turns what it received into a `ServerRequest` and hands it to `serve` with its
 * writer; the router (`router.ts`) finds the route or answers 400/404/405; the edge
 * (`../edge/mod.ts`) answers a CORS preflight, runs the route inside the error envelope (and the
 * read view on replicas) and finishes the response (caching, CORS, request id, compression,
 * metrics, request log); the route decodes the request and calls its handler (`endpoint.ts`),
 * which renders the use case's outcome (`respond.ts`); the writer sends the finished response.
 *
 * Each request runs as one fiber with the application's services, in the server's scope (so a
 * server that stops interrupts what is left), under the request deadline: one native timer that
 * interrupts the fiber, after which the request is answered 503 `ErrRequestTimeout` through the
 * same edge. A transport aborts a request whose client went away.
 */
import { Cause, type Context, Effect, Exit, Fiber, type Scope } from "effect"
import type { HttpServerResponse } from "effect/http"
import { timeoutResponse } from "../edge/deadline.ts"
import type { Edge, Finished } from "../edge/mod.ts"
import { RequestFacts } from "../edge/request_context.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../edge/request_id.ts"
import type { ServerRequest } from "./request.ts"
import type { Router } from "./router.ts"

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
  /** Serves `request`, handing its outcome to `writer`; returns what aborts it, or undefined when it is already answered. */
  readonly serve: (request: ServerRequest, writer: Writer) => Abort | undefined
}

/** The pipeline of `router` and `edge`, running request fibers with `services` in `scope`. */
export function makePipeline(router: Router, edge: Edge, services: Context.Context<never>, scope: Scope.Scope): Pipeline {
  const run = Effect.runForkWith(services)
  const deadline = edge.deadlineMillis

  /** The finished response of a request, its route template `route`. */
  const program = (request: ServerRequest, facts: RequestFacts) => {
    const method = request.method
    const url = request.url
    const preflight = edge.preflight(request)
    if (preflight !== undefined) {
      const route = router.templateOf(method, url)
      return Effect.withFiber((fiber) => edge.finish(fiber, request, preflight, facts, route))
    }
    const routed = router.find(method, url)
    const route = method === "OPTIONS" ? router.templateOf(method, url) : routed?.route.path
    const app: Effect.Effect<HttpServerResponse.HttpServerResponse> = routed === undefined
      ? Effect.succeed(router.unrouted(method, url))
      : routed.route.run(request, routed)
    return Effect.withFiber((fiber) =>
      Effect.flatMap(edge.wrap(app, request, facts), (sent) => edge.finish(fiber, request, sent, facts, route))
    )
  }

  const serve = (request: ServerRequest, writer: Writer): Abort | undefined => {
    const facts = new RequestFacts(requestIdOf(request.headers[REQUEST_ID_HEADER]), performance.now())
    const fiber = Fiber.runIn(run(program(request, facts)), scope)
    const settle = (exit: Exit.Exit<Finished>) => {
      if (Exit.isSuccess(exit)) return writer.write(exit.value)
      if (!facts.timedOut || !Cause.hasInterruptsOnly(exit.cause)) return writer.drop()
      // The deadline interrupted the request: its JSON 503, finished by the edge like any answer.
      const late = Effect.withFiber((lateFiber) =>
        edge.finish(lateFiber, request, timeoutResponse(deadline), facts, router.templateOf(request.method, request.url)))
      run(late).addObserver((finished) => Exit.isSuccess(finished) ? writer.write(finished.value) : writer.drop())
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
