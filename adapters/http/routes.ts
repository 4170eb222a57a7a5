/**
 * The HTTP routes of the node as one Layer over the ports: each mounted revision's API (its
 * handlers, `/openapi.json` and an offline `/docs` page under its base path) and the global error
 * envelope, which answers 404/405 from the table of every mounted route. Mount it with
 * `HttpRouter.serve` (a server), `HttpRouter.toWebHandler` (a fetch handler, tests) or
 * `HttpRouter.toHttpEffect` (inside another node:http server), passing `ROUTER_CONFIG`.
 */
import { Effect, Layer } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiBuilder, HttpApiSwagger, OpenApi } from "effect/http-api"
import { type Api, makeApi } from "./api.ts"
import { allowedMethods, apiRoutes, type RouteEntry } from "./allowed_methods.ts"
import { errorEnvelope } from "./error_envelope.ts"
import { handlers } from "./handlers.ts"

/** Router settings every mount of these routes uses: path parameters up to 1 KiB reach validation (a 400) instead of a 404. */
export const ROUTER_CONFIG = { maxParamLength: 1024 } as const

/** Path of the OpenAPI document, under each revision's base path. */
export const OPENAPI_PATH = "/openapi.json"
/** Path of the documentation page, under each revision's base path. */
export const DOCS_PATH = "/docs"

/** Where the later revision is served. */
export interface HttpRoutesOptions {
  /** Base path of the later revision: `/` (default) or `/segment…`. */
  readonly laterBasePath?: string | undefined
}

/** The router, prefixed with `basePath` for the layers it is provided to. */
function prefixedRouter(basePath: string): Layer.Layer<HttpRouter.HttpRouter, never, HttpRouter.HttpRouter> {
  return Layer.effect(HttpRouter.HttpRouter, Effect.map(HttpRouter.HttpRouter, (router) => router.prefixed(basePath)))
}

/** The later revision's API, with its base path as the document's server. */
function laterApi(basePath: string): Api<"later"> {
  const api = makeApi("later")
  return basePath === "/" ? api : api.annotate(OpenApi.Servers, [{ url: basePath }])
}

/** The routes of the later revision under `basePath`. */
function laterRoutes(api: Api<"later">, basePath: string) {
  const routes = Layer.mergeAll(
    HttpApiBuilder.layer(api, { openapiPath: OPENAPI_PATH }),
    HttpApiSwagger.layer(api, { path: DOCS_PATH })
  ).pipe(Layer.provide(handlers(api, "later")))
  return basePath === "/" ? routes : routes.pipe(Layer.provide(prefixedRouter(basePath)))
}

/** Every route of the node and the error envelope. */
export function httpRoutes(options: HttpRoutesOptions = {}) {
  const basePath = options.laterBasePath ?? "/"
  const api = laterApi(basePath)
  const table: Array<RouteEntry> = [
    ...apiRoutes(api, basePath),
    { method: "GET", path: HttpRouter.prefixPath(OPENAPI_PATH, basePath) },
    { method: "GET", path: HttpRouter.prefixPath(DOCS_PATH, basePath) }
  ]
  return Layer.mergeAll(
    laterRoutes(api, basePath),
    errorEnvelope({ allowedMethods: allowedMethods(table, ROUTER_CONFIG) })
  )
}
