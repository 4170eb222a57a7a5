/** A declaration served by itself: each group's handlers registered with `HttpApiBuilder.group(…).handleAll(…)`,
 * the endpoints added to the router in context by `HttpApiBuilder.layer`, inside the declared middlewares. */
import { Context, Effect, Layer } from "effect"
import { type HttpRouter, HttpServer, type HttpServerResponse } from "effect/http"
import { type HttpApi, HttpApiBuilder, type HttpApiEndpoint, type HttpApiGroup } from "effect/http-api"
import type { ApiContract, DeclaredError, JsonBody } from "../api/error_schemas.ts"
import { apiContractLayer, jsonBodyLayer } from "./api_contract.ts"

/** What the handler of endpoint `E` is given: its decoded parts, typed by its schemas. */
export type EndpointRequest<E> = Omit<HttpApiEndpoint.Request<E>, "request" | "endpoint" | "group">

/** A handler: decoded parts in, a response out, or a declared error (defects are the edge's error envelope's). */
export type EndpointHandler<Request = object> = (
  request: Request
) => Effect.Effect<HttpServerResponse.HttpServerResponse, DeclaredError>

/** The handlers of one group of a declaration, by endpoint name, each typed by its endpoint's schemas. */
export type GroupHandlers<Group> = {
  readonly [E in HttpApiGroup.Endpoints<Group> as HttpApiEndpoint.Identifier<E>]: EndpointHandler<EndpointRequest<E>>
}

/** The group named `Name` of a declaration `Api`. */
export type GroupOf<Api, Name extends string> =
  Api extends HttpApi.HttpApi<infer _Id, infer Groups> ? HttpApiGroup.WithIdentifier<Groups, Name> : never

/** A handler table whatever the endpoints' types: each is called only with its own schemas' output, so a (bivariant) method signature fits. */
export interface HandlerTable {
  readonly [endpoint: string]: { handle(request: never): ReturnType<EndpointHandler> }["handle"]
}

/** The handlers of every group of a declaration, by group name. */
export type HandlerTables = Readonly<Record<string, HandlerTable>>

/** The declared middlewares' implementations. */
const Middlewares = Layer.mergeAll(apiContractLayer, jsonBodyLayer)

/** The platform services the builder's layer asks for. */
const BuilderServices = HttpServer.layerServices

/**
 * `api` served on the router in context under `basePath`, each endpoint by its handler in `tables` (in a span
 * `group.endpoint` when `traced`). The groups are built with nothing but the middlewares in their context: the builder
 * provides a group's context to each of its requests.
 */
export function servedApi<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>,
  basePath: string,
  tables: HandlerTables,
  traced = false
): Layer.Layer<never, never, HttpRouter.HttpRouter> {
  // Prefixed, the declaration's paths change type (`AddPrefix`); the routes are those of a declaration all the same.
  const served = (basePath === "/" ? api : api.prefix(basePath as HttpRouter.PathInput)) as unknown as HttpApi.Top
  let groups: Layer.Layer<HttpApiGroup.Service<string, string>> = Layer.empty as never
  for (const group of Object.values(served.groups)) {
    const table = tables[group.identifier]
    if (table === undefined) throw new Error(`no handlers for the group ${group.identifier}`)
    const handlers: Record<string, EndpointHandler> = {}
    for (const [name, handler] of Object.entries(table)) {
      const label = `${group.identifier}.${name}`
      const run = handler as EndpointHandler
      handlers[name] = traced
        ? (request) => Effect.withSpan(run(request), label, { kind: "internal", captureStackTrace: false })
        : run
    }
    // Each table is typed by its group's endpoints (`GroupHandlers`); here the group is known only at run time.
    const registered = HttpApiBuilder.group(served, group.identifier, (builder) => builder.handleAll(handlers as never))
    groups = Layer.merge(groups, registered as Layer.Layer<HttpApiGroup.Service<string, string>>)
  }
  return HttpApiBuilder.layer(served).pipe(Layer.provide(isolated(groups)), Layer.provide(BuilderServices))
}

/**
 * `groups` built on the declared middlewares' implementations alone: a group captures the context it is built in and
 * the builder merges it into each of its requests' contexts, which the application's many services would only enlarge
 * (the handlers captured what they use when their tables were built).
 */
function isolated<A>(groups: Layer.Layer<A, never, ApiContract | JsonBody>): Layer.Layer<A> {
  return Layer.effectContext(
    Effect.flatMap(Effect.scope, (scope) =>
      Layer.buildWithScope(groups.pipe(Layer.provide(Middlewares)), scope).pipe(
        Effect.updateContext(() => Context.empty())
      )
    )
  )
}
