/** A declaration served by itself: each group's handlers registered with `HttpApiBuilder.group(…).handleAll(…)`,
 * the endpoints added to the router in context by `HttpApiBuilder.layer`, inside the declared middlewares (their
 * security middleware given the API keys it authenticates against). */
import { Context, Effect, Layer, Option } from "effect"
import { type HttpRouter, HttpServer, type HttpServerResponse } from "effect/http"
import { type HttpApi, HttpApiBuilder, type HttpApiEndpoint, type HttpApiGroup } from "effect/http-api"
import type { ApiKeyAuth, ApiKeyHolder } from "../api/api_key_security.ts"
import type { ApiContract, DeclaredError, JsonBody } from "../api/error_schemas.ts"
import { apiContractLayer, jsonBodyLayer } from "./api_contract.ts"
import { apiKeyAuthLayer } from "./api_key_auth.ts"

/** What the handler of endpoint `E` is given: its decoded parts, typed by its schemas. */
export type EndpointRequest<E> = Omit<HttpApiEndpoint.Request<E>, "request" | "endpoint" | "group">

/** The services the declared middlewares provide to the handlers they wrap: the key holder `ApiKeyAuth` authenticated. */
export type MiddlewareProvided = ApiKeyHolder

/** A handler: decoded parts in, a response out, or a declared error (defects are the edge's error envelope's); it may
 * use the services `R` its endpoint's middlewares provide. */
export type EndpointHandler<Request = object, R extends MiddlewareProvided = never> = (
  request: Request
) => Effect.Effect<HttpServerResponse.HttpServerResponse, DeclaredError, R>

/** The handlers of one group of a declaration, by endpoint name, each typed by its endpoint's schemas and middlewares. */
export type GroupHandlers<Group> = {
  readonly [E in HttpApiGroup.Endpoints<Group> as HttpApiEndpoint.Identifier<E>]: EndpointHandler<
    EndpointRequest<E>,
    HttpApiEndpoint.MiddlewareProvides<E> & MiddlewareProvided
  >
}

/** The group named `Name` of a declaration `Api`. */
export type GroupOf<Api, Name extends string> =
  Api extends HttpApi.HttpApi<infer _Id, infer Groups> ? HttpApiGroup.WithIdentifier<Groups, Name> : never

/** A handler table whatever the endpoints' types: each is called only with its own schemas' output, so a (bivariant) method signature fits. */
export interface HandlerTable {
  readonly [endpoint: string]: {
    handle(request: never): ReturnType<EndpointHandler<object, MiddlewareProvided>>
  }["handle"]
}

/** The handlers of every group of a declaration, by group name. */
export type HandlerTables = Readonly<Record<string, HandlerTable>>

/** The declared middlewares' implementations but the security middleware's. */
const Middlewares = Layer.mergeAll(apiContractLayer, jsonBodyLayer)

/** How `ApiKeyAuth` finds a key by its digest (`ApiKeyStore.findByDigest`). */
export type FindApiKey = Parameters<typeof apiKeyAuthLayer>[0]

/** No key at all: every operation requiring one is a 401. */
const NO_KEYS: FindApiKey = () => Effect.succeed(Option.none())

/** The platform services the builder's layer asks for. */
const BuilderServices = HttpServer.layerServices

/**
 * `api` served on the router in context under `basePath`, each endpoint by its handler in `tables` (in a span
 * `group.endpoint` when `traced`), the operations requiring an API key authenticated against the keys `findKey` finds
 * (none by default). The groups are built with nothing but the middlewares in their context: the builder provides a
 * group's context to each of its requests.
 */
export function servedApi<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>,
  basePath: string,
  tables: HandlerTables,
  traced = false,
  findKey: FindApiKey = NO_KEYS
): Layer.Layer<never, never, HttpRouter.HttpRouter> {
  // Prefixed, the declaration's paths change type (`AddPrefix`); the routes are those of a declaration all the same.
  const served = (basePath === "/" ? api : api.prefix(basePath as HttpRouter.PathInput)) as unknown as HttpApi.Top
  let groups: Layer.Layer<HttpApiGroup.Service<string, string>> = Layer.empty as never
  for (const group of Object.values(served.groups)) {
    const table = tables[group.identifier]
    if (table === undefined) throw new Error(`no handlers for the group ${group.identifier}`)
    const handlers: Record<string, EndpointHandler<object, MiddlewareProvided>> = {}
    for (const [name, handler] of Object.entries(table)) {
      const label = `${group.identifier}.${name}`
      const run = handler as EndpointHandler<object, MiddlewareProvided>
      handlers[name] = traced
        ? (request) => Effect.withSpan(run(request), label, { kind: "internal", captureStackTrace: false })
        : run
    }
    // Each table is typed by its group's endpoints (`GroupHandlers`); here the group is known only at run time.
    const registered = HttpApiBuilder.group(served, group.identifier, (builder) => builder.handleAll(handlers as never))
    groups = Layer.merge(groups, registered as Layer.Layer<HttpApiGroup.Service<string, string>>)
  }
  return HttpApiBuilder.layer(served).pipe(
    Layer.provide(isolated(groups, Layer.merge(Middlewares, apiKeyAuthLayer(findKey)))),
    Layer.provide(BuilderServices)
  )
}

/**
 * `groups` built on the declared middlewares' implementations (`middlewares`) alone: a group captures the context it is
 * built in and the builder merges it into each of its requests' contexts, which the application's many services would
 * only enlarge (the handlers captured what they use when their tables were built).
 */
function isolated<A, M extends ApiContract | JsonBody | ApiKeyAuth>(
  groups: Layer.Layer<A, never, M>,
  middlewares: Layer.Layer<M>
): Layer.Layer<A> {
  return Layer.effectContext(
    Effect.flatMap(Effect.scope, (scope) =>
      Layer.buildWithScope(groups.pipe(Layer.provide(middlewares)), scope).pipe(
        Effect.updateContext(() => Context.empty())
      )
    )
  )
}
