/** The routes of every mounted revision with their policies, on the platform's `HttpRouter` and indexed by method and
 * path for what is decided without routing: admission class, a preflight's route, an unrouted request's 400/405/404. */
import { Context, Effect, Layer, type Scope } from "effect"
import { FindMyWay, type HttpServerError, type HttpServerRequest, HttpRouter, HttpServerResponse } from "effect/http"
import type * as Types from "effect/Types"
import { errorResponse, messageOfStatus } from "../errors/error_response.ts"
import type { RouteApp } from "../edge/mod.ts"
import { methodPolicy, type RoutePolicy } from "../edge/route_policy.ts"

/** A route as the index knows it: a method, a router path (`/v1/accounts/:accountIndex`) and its policy (admission, cost, caching). */
export interface Route {
  readonly method: string
  readonly path: HttpRouter.PathInput
  readonly policy: RoutePolicy
}

/** The platform router's app: the request (and the application's scope) in context, the route's response out, or its failure to find one. */
export type RoutedApp = Effect.Effect<
  HttpServerResponse.HttpServerResponse,
  HttpServerError.HttpServerError,
  HttpServerRequest.HttpServerRequest | Scope.Scope
>

/** The router's configuration: path parameters up to 1 KiB reach validation (a 400) instead of a 404. */
const ROUTER_CONFIG = { maxParamLength: 1024 } as const

/**
 * The platform's router over the routes `layers` register, each route's app inside `around` (the edge, given the
 * route's template and the policy `policyOf` reads for it), built in the scope in context.
 */
export function platformRouter(
  layers: Layer.Layer<never, never, HttpRouter.HttpRouter>,
  around: (template: string, policy: RoutePolicy) => (app: RouteApp<unknown>) => RouteApp,
  policyOf: (method: string, path: string) => RoutePolicy
): Effect.Effect<RoutedApp, never, Scope.Scope> {
  const edge = HttpRouter.middleware<{ handles: unknown }>()((app) => {
    // The edge of a route is made the first time the route is taken: its template is the route's, read after routing.
    let wrapped: RouteApp | undefined
    return Effect.withFiber((fiber): Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled> => {
      if (wrapped === undefined) {
        const { route } = Context.getUnsafe(fiber.context, HttpRouter.RouteContext)
        wrapped = around(route.path, policyOf(route.method, route.path))(app)
      }
      return wrapped
    })
  })
  return HttpRouter.toHttpEffect(layers.pipe(Layer.provide(edge.layer))).pipe(
    Effect.provideService(HttpRouter.RouterConfig, ROUTER_CONFIG)
  )
}

/** What is known of the routes without routing a request. */
export interface RouteIndex {
  /** The answer to a request no route takes: 400, 405 or 404. */
  readonly unrouted: (method: string, url: string) => HttpServerResponse.HttpServerResponse
  /** The route template (base path included) labelling a request's log line and metrics; a preflight takes its GET's or POST's. */
  readonly templateOf: (method: string, url: string) => string | undefined
  /** The policy of a request: its route's; an OPTIONS takes its path's GET route's; unrouted, its method's (`methodPolicy`). */
  readonly policyOf: (method: string, url: string) => RoutePolicy
}

function isDecodablePath(url: string): boolean {
  const end = url.search(/[?#]/u)
  try {
    decodeURIComponent(end === -1 ? url : url.slice(0, end))
    return true
  } catch {
    return false
  }
}

/** The index of `routes`. */
export function makeRouteIndex(routes: ReadonlyArray<Route>): RouteIndex {
  const table = FindMyWay.make<Route>(ROUTER_CONFIG)
  const methods = new Set<string>()
  for (const route of routes) {
    table.on(route.method, route.path, route)
    methods.add(route.method)
  }
  const ordered = [...methods].sort()

  const find = (method: string, url: string) =>
    (table.find(method, url) ?? (method === "HEAD" ? table.find("GET", url) : undefined))?.handler

  const allowed = (url: string): Array<string> => {
    const found: Array<string> = []
    for (const method of ordered) {
      if (table.find(method, url) === undefined) continue
      found.push(method)
      if (method === "GET") found.push("HEAD")
    }
    return found
  }

  const unrouted = (method: string, url: string) => {
    if (!isDecodablePath(url))
      return errorResponse(400, "ErrParamValidationFailed", "the path is not valid percent-encoded UTF-8")
    const methodsOfPath = allowed(url)
    return methodsOfPath.length === 0
      ? errorResponse(404, "ErrRouteNotFound", messageOfStatus(404))
      : errorResponse(405, "ErrMethodNotAllowed", `method ${method} not allowed`, { allow: methodsOfPath.join(", ") })
  }

  const templateOf = (method: string, url: string) => {
    if (method === "OPTIONS") return table.find("GET", url)?.handler.path ?? table.find("POST", url)?.handler.path
    return find(method, url)?.path
  }

  const policyOf = (method: string, url: string) => {
    // The path alone: the query is not needed to find the route.
    const query = url.indexOf("?")
    const path = query < 0 ? url : url.slice(0, query)
    const found = method === "OPTIONS" ? table.find("GET", path)?.handler : find(method, path)
    return found?.policy ?? methodPolicy(method)
  }

  return { unrouted, templateOf, policyOf }
}

/** A layer adding a GET route at `path` answering with a fixed response, computed on first use (the OpenAPI document, the docs page). */
export function staticRoute(
  path: HttpRouter.PathInput,
  response: Effect.Effect<HttpServerResponse.HttpServerResponse>
): Layer.Layer<never, never, HttpRouter.HttpRouter> {
  return HttpRouter.add("GET", path, response)
}

/** `target` as a reference relative to the path `from` (both absolute): `/v2/docs` from `/` is `v2/docs`, and from `/v2` too. */
export function relativeReference(from: string, target: string): string {
  const directory = from.slice(0, from.lastIndexOf("/") + 1)
  return target.startsWith(directory) ? target.slice(directory.length) : target
}

/** A layer adding a route answering GET (and HEAD) at `path` with a 302 to `target`, its `Location` relative so a proxy's prefix is kept. */
export function redirectRoute(
  path: HttpRouter.PathInput,
  target: string
): Layer.Layer<never, never, HttpRouter.HttpRouter> {
  return staticRoute(
    path,
    Effect.succeed(HttpServerResponse.redirect(relativeReference(path, target), { status: 302 }))
  )
}
