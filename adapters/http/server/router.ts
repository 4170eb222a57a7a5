/** The routes of every mounted revision with their policies on the platform's one `HttpRouter`, completed at each path
 * by its preflight and its 405s; a request no route takes gets a 400 or a 404. */
import { Context, Effect, Layer, type Scope } from "effect"
import { type HttpServerError, type HttpServerRequest, HttpRouter, HttpServerResponse } from "effect/http"
import type * as Types from "effect/Types"
import { errorResponse, messageOfStatus } from "../errors/error_response.ts"
import type { Edge, RouteApp } from "../edge/mod.ts"
import { CORS_METHODS } from "../edge/cors.ts"
import { FREE, methodPolicy, type RoutePolicy } from "../edge/route_policy.ts"

/** A route as the application declares it: a method, a router path (`/v1/accounts/:accountIndex`) and its policy (admission, cost, caching). */
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
 * The platform's one router over `routes` (which `layers` register), completed at each path by its preflight and its
 * 405s (`methodRoutes`), each route's app inside the edge's `around`, given the route's template and declared policy
 * after routing; built in the scope in context.
 */
export function platformRouter(
  layers: Layer.Layer<never, never, HttpRouter.HttpRouter>,
  routes: ReadonlyArray<Route>,
  edge: Pick<Edge, "around" | "preflight">
): Effect.Effect<RoutedApp, never, Scope.Scope> {
  const completion = methodRoutes(routes, edge.preflight)
  const policies = new Map(
    [...routes, ...completion.routes].map((route) => [`${route.method} ${route.path}`, route.policy])
  )
  const middleware = HttpRouter.middleware<{ handles: unknown }>()((app) => {
    // The edge of a route is made the first time the route is taken: its template is the route's, read after routing.
    let wrapped: RouteApp | undefined
    return Effect.withFiber((fiber): Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled> => {
      if (wrapped === undefined) {
        const { route } = Context.getUnsafe(fiber.context, HttpRouter.RouteContext)
        const policy = policies.get(`${route.method} ${route.path}`) ?? methodPolicy(route.method)
        wrapped = edge.around(route.path, policy)(app)
      }
      return wrapped
    })
  })
  return HttpRouter.toHttpEffect(Layer.merge(layers, completion.layer).pipe(Layer.provide(middleware.layer))).pipe(
    Effect.provideService(HttpRouter.RouterConfig, ROUTER_CONFIG)
  )
}

/** The methods the router takes besides those a path declares, each answered 405 there (with `Allow`); a HEAD takes its path's GET route. */
const ROUTER_METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "QUERY"] as const

/** The policy of a path's preflight: its GET's (or POST's) admission class, free, never stored. */
function preflightPolicy(declared: ReadonlyArray<Route>): RoutePolicy {
  const route = declared.find((r) => r.method === "GET") ?? declared[0]
  return { admission: route?.policy.admission ?? "read", cost: FREE, cache: "no-store" }
}

/** The header of a preflight's allowed methods. */
const ALLOW_METHODS_HEADER = "access-control-allow-methods"

/** `answer` (a preflight's 204) also allowing the methods of `declared` it does not allow (a path's PUT), or as it is. */
function allowingDeclared(
  answer: HttpServerResponse.HttpServerResponse,
  declared: ReadonlySet<string>
): HttpServerResponse.HttpServerResponse {
  const more = [...declared].filter((method) => !CORS_METHODS.includes(method))
  const allowed = answer.headers[ALLOW_METHODS_HEADER]
  if (more.length === 0 || allowed === undefined) return answer
  return HttpServerResponse.setHeader(answer, ALLOW_METHODS_HEADER, [allowed, ...more.sort()].join(", "))
}

/**
 * The routes completing `routes` on the one router: at each of their paths, an OPTIONS route (a CORS `preflight`'s 204,
 * also allowing a method the path declares beyond the node's CORS methods, else 405) and a 405 with `Allow` for each
 * other method, so a wrong method is answered where its path is found.
 */
function methodRoutes(
  routes: ReadonlyArray<Route>,
  preflight: (request: HttpServerRequest.HttpServerRequest) => HttpServerResponse.HttpServerResponse | undefined
): { readonly layer: Layer.Layer<never, never, HttpRouter.HttpRouter>; readonly routes: ReadonlyArray<Route> } {
  const byPath = new Map<HttpRouter.PathInput, Array<Route>>()
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route])
  const added: Array<Route> = []
  const layers: Array<Layer.Layer<never, never, HttpRouter.HttpRouter>> = []
  for (const [path, declared] of byPath) {
    const methods = new Set(declared.map((route) => route.method))
    if (methods.has("GET")) methods.add("HEAD")
    const allow = [...methods].sort().join(", ")
    const refused = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.sync(() => errorResponse(405, "ErrMethodNotAllowed", `method ${request.method} not allowed`, { allow }))
    for (const method of ROUTER_METHODS) {
      if (methods.has(method)) continue
      added.push({ method, path, policy: methodPolicy(method) })
      layers.push(HttpRouter.add(method, path, refused))
    }
    added.push({ method: "OPTIONS", path, policy: preflightPolicy(declared) })
    layers.push(
      HttpRouter.add("OPTIONS", path, (request) => {
        const answer = preflight(request)
        return answer === undefined ? refused(request) : Effect.succeed(allowingDeclared(answer, methods))
      })
    )
  }
  return { layer: Layer.mergeAll(Layer.empty, ...layers), routes: added }
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

/** The answer to a request no route takes: a CORS `preflight`'s 204, a 400 for a path that is not percent-encoded UTF-8, else 404. */
export function unrouted(
  request: HttpServerRequest.HttpServerRequest,
  preflight: (request: HttpServerRequest.HttpServerRequest) => HttpServerResponse.HttpServerResponse | undefined
): HttpServerResponse.HttpServerResponse {
  return (
    preflight(request) ??
    (isDecodablePath(request.url)
      ? errorResponse(404, "ErrRouteNotFound", messageOfStatus(404))
      : errorResponse(400, "ErrParamValidationFailed", "the path is not valid percent-encoded UTF-8"))
  )
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
