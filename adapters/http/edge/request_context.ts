/** What the edge reads of a request and what it learns about it while it runs. */
import { Context, Effect, type Fiber } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import type { ReadView } from "../../../core/ports/read_view.ts"
import type { RequestBudget } from "./request_budget.ts"
import type { RoutePolicy } from "./route_policy.ts"

/** What the edge reads of a request, whatever transport it came by: its method, its target (path and query) and its headers (lower-case names). */
export interface EdgeRequest {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string | undefined>>
}

/** The facts of one request, in its fiber's context (`CurrentRequestFacts`) from its arrival to its answer. */
export class RequestFacts {
  /** The request id (`X-Request-Id`). */
  readonly id: string
  /** `performance.now()` when the request arrived. */
  readonly startedAt: number
  /** Whether the deadline fired before the response was ready. */
  timedOut = false
  /** The route template that took the request (undefined: none) and its policy, once the edge around it has begun. */
  route: { readonly template: string | undefined; readonly policy: RoutePolicy } | undefined = undefined
  /** The cause of a 5xx, rendered as text by the error envelope (absent otherwise). */
  failure: string | undefined = undefined
  /** Who asked, as the request log prints it (`client`): the connection's peer address, replaced by the rate limiter (when on) with its API key's name or the forwarded address. */
  client: string | undefined
  /** Who the request counts against for its share of the node's bounded resources (`client_identity.ts`): `key:<id>` for a
   * request with a known API key (the rate limiter sets it), else `ip:` and the client group of its address. */
  share: string | undefined = undefined
  /** The read view of a GET on a storage with replicas (`read_view.ts`), whose reflected batch becomes `X-Last-Batch`. */
  readView: ReadView | undefined = undefined
  /** The trace id of the request's span, when tracing is on. */
  traceId: string | undefined = undefined
  /** The `RateLimit-Policy` and `RateLimit` values of a limited request (`rate_limit.ts`). */
  rateLimit: { readonly policy: string; readonly remaining: string } | undefined = undefined
  /** The budget the rate limiter charged the request to, for what its answer costs once sent (`request_budget.ts`). */
  budget: RequestBudget | undefined = undefined

  constructor(id: string, startedAt: number, client?: string) {
    this.id = id
    this.startedAt = startedAt
    this.client = client
  }
}

/** The facts of the request a fiber serves. */
export const CurrentRequestFacts = Context.Service<RequestFacts, RequestFacts>("zk-api/adapters/http/RequestFacts")

/** An Effect HTTP application as the edge sees one: the request and its facts in its fiber's context, a response out (or, inside the error envelope, an error `E`). */
export type RouteApp<E = never, R = never> = Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>

/** A middleware of the edge: an app around an app (the platform's `HttpMiddleware`, its request read from the context). */
export type Middleware = (app: RouteApp) => RouteApp

/** A middleware inside the error envelope, passing on what the app fails with. */
export type InnerMiddleware = <E>(app: RouteApp<E>) => RouteApp<E>

/** The app `f` makes from the request, its facts and its fiber. */
export function withRequest<E>(
  f: (
    request: HttpServerRequest.HttpServerRequest,
    facts: RequestFacts,
    fiber: Fiber.Fiber<unknown, unknown>
  ) => RouteApp<E>
): RouteApp<E> {
  return Effect.withFiber((fiber) => {
    const context = fiber.context
    return f(
      Context.getUnsafe(context, HttpServerRequest.HttpServerRequest),
      Context.getUnsafe(context, CurrentRequestFacts),
      fiber
    )
  })
}
