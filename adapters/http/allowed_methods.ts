/**
 * Which methods a URL accepts. The router has no 405 of its own (a wrong method is a
 * RouteNotFound), so the error envelope asks this table, built once at startup from the same
 * descriptions the routes come from, whether the path exists with another method.
 */
import { FindMyWay, HttpRouter } from "effect/http"
import { HttpApi, type HttpApiGroup } from "effect/http-api"

/** A registered route: a method and a router path (`/accounts/:accountIndex`). */
export interface RouteEntry {
  readonly method: string
  readonly path: string
}

/** The routes of an API mounted under `basePath`. */
export function apiRoutes<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>,
  basePath: string
): Array<RouteEntry> {
  const routes: Array<RouteEntry> = []
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      routes.push({ method: endpoint.method, path: HttpRouter.prefixPath(endpoint.path, basePath) })
    }
  })
  return routes
}

function isPathInput(path: string): path is FindMyWay.PathInput {
  return path.startsWith("/") || path === "*"
}

/** A function giving the methods (HEAD included with GET) the route table accepts for a URL. */
export function allowedMethods(
  routes: ReadonlyArray<RouteEntry>,
  config: Partial<FindMyWay.RouterConfig>
): (url: string) => ReadonlyArray<string> {
  const matcher = FindMyWay.make<true>(config)
  const methods = new Set<string>()
  for (const route of routes) {
    if (!isPathInput(route.path)) continue
    matcher.on(route.method, route.path, true)
    methods.add(route.method)
  }
  const ordered = [...methods].sort()
  return (url) => {
    const allowed: Array<string> = []
    for (const method of ordered) {
      if (matcher.find(method, url) === undefined) continue
      allowed.push(method)
      if (method === "GET") allowed.push("HEAD")
    }
    return allowed
  }
}

/**
 * A function giving the route template (`/accounts/:accountIndex`, base path included) a request
 * matches (HEAD as GET, a preflight as the GET or POST it prepares), or undefined when none does:
 * the label of logs, metrics and caching,
 * never the raw URL.
 */
export function routeTemplates(
  routes: ReadonlyArray<RouteEntry>,
  config: Partial<FindMyWay.RouterConfig>
): (method: string, url: string) => string | undefined {
  const matcher = FindMyWay.make<string>(config)
  for (const route of routes) {
    if (isPathInput(route.path)) matcher.on(route.method, route.path, route.path)
  }
  return (method, url) => {
    if (method === "HEAD") return matcher.find("GET", url)?.handler
    // A preflight is labelled with the route it prepares (its own method has no route).
    if (method === "OPTIONS") return matcher.find("GET", url)?.handler ?? matcher.find("POST", url)?.handler
    return matcher.find(method, url)?.handler
  }
}
