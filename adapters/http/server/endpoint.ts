/**
 * The endpoints of an `HttpApi` declaration as routes of the platform's router, built by `HttpApiBuilder`: it decodes
 * path, headers, query and payload with the endpoint's schemas and parse options, in that order, and runs the node's
 * handler, whose response it passes through unencoded. What the contract adds is the declaration's middleware
 * (`ApiContract`, run before the builder decodes): a query parameter an endpoint does not declare is a 400, a query
 * percent-encoded is decoded as a URL parser does, the body is read up to its limit (413) and a content type other
 * than JSON is the contract's 415. What does not decode is the builder's `HttpApiSchemaError`, which the error
 * envelope answers with the contract's 400 (`edge/error_envelope.ts`).
 */
import { Context, Effect, Layer } from "effect"
import { HttpRouter, HttpServerError, HttpServerRequest, type HttpServerResponse, UrlParams } from "effect/http"
import { HttpApi, HttpApiBuilder, type HttpApiEndpoint, type HttpApiGroup } from "effect/http-api"
import { ApiContract } from "../api/error_schemas.ts"
import { errorResponse, messageOfStatus } from "../errors/error_response.ts"
import type { RouteApp } from "../edge/mod.ts"
import { type BodyFailure, bodyText, MAX_BODY_BYTES } from "./request.ts"

/** What a handler is given: the request's decoded parts (those its endpoint declares) and its method (HEAD runs the GET handler). */
export type DecodedRequest = { readonly method: string } & { readonly [Part in "params" | "query" | "payload" | "headers"]?: unknown }

/** What the handler of endpoint `E` is given: its decoded parts, typed by its schemas, and the method. */
export type EndpointRequest<E> = Omit<HttpApiEndpoint.Request<E>, "request" | "endpoint" | "group"> & { readonly method: string }

/** A handler: decoded parts in, a response out (failures are rendered by the handler; defects by the error envelope). */
export type EndpointHandler<Request = DecodedRequest> = (request: Request) => Effect.Effect<HttpServerResponse.HttpServerResponse>

/** The handlers of one group of a declaration, by endpoint name, each typed by its endpoint's schemas. */
export type GroupHandlers<Group> = {
  readonly [E in HttpApiGroup.Endpoints<Group> as HttpApiEndpoint.Identifier<E>]: EndpointHandler<EndpointRequest<E>>
}

/** The group named `Name` of a declaration `Api`. */
export type GroupOf<Api, Name extends string> = Api extends HttpApi.HttpApi<infer _Id, infer Groups>
  ? HttpApiGroup.WithIdentifier<Groups, Name>
  : never

/** A handler's lookup: the handler of `group.endpoint`. */
export type HandlerOf = (group: string, endpoint: string) => EndpointHandler

/** An endpoint's route: method, router path (without a base path), its app, and the declaration's annotations merged down to it. */
export interface EndpointRoute {
  readonly method: string
  readonly path: string
  readonly app: RouteApp
  readonly annotations: Context.Context<never>
}

/** The content type a body method's payload is read as when the request names none. */
const JSON_CONTENT_TYPE = "application/json"

/**
 * The query as `URLSearchParams` decodes it when percent-encoded: the router keeps an undecodable value (`%FF`) as raw
 * text, where a URL parser makes U+FFFD (which core's text rule rejects).
 */
function urlDecodedQuery(url: string): Readonly<Record<string, string | Array<string>>> | undefined {
  const start = url.search(/[?;#]/u)
  if (start === -1 || !url.includes("%", start)) return undefined
  return UrlParams.toRecord(UrlParams.fromInput(new URLSearchParams(url.slice(start + 1))))
}

/** The platform's error for a body that could not be read as asked (over the limit, or cut off). */
function bodyError(request: HttpServerRequest.HttpServerRequest, failure: BodyFailure): HttpServerError.HttpServerError {
  const reason = failure === "TooLarge" ? "BodyTooLarge" : "Parse"
  return new HttpServerError.HttpServerError({ reason: new HttpServerError.RequestParseError({ request, reason }) })
}

/** `request` with its body read as text up to the node's limit, when the builder asks for it. */
function limitedBody(request: HttpServerRequest.HttpServerRequest): HttpServerRequest.HttpServerRequest {
  const text = Effect.mapError(bodyText(request, MAX_BODY_BYTES), (failure) => bodyError(request, failure))
  return Object.create(request, { text: { value: text } })
}

/** The builder's own 415 (plain text), which the contract answers with its error body. */
function isBuilders415(response: HttpServerResponse.HttpServerResponse): boolean {
  return response.status === 415 && response.body._tag === "Uint8Array" && !response.body.contentType.includes("json")
}

const UNSUPPORTED_MEDIA_TYPE = errorResponse(415, "ErrUnsupportedMediaType", messageOfStatus(415))

/** The contract's checks around an endpoint's app, before the builder decodes it (`ApiContract`'s implementation). */
const contractChecks = (effect: RouteApp, options: { readonly endpoint: HttpApiEndpoint.Top }): RouteApp => {
  const endpoint = options.endpoint
  const declaresQuery = endpoint.query !== undefined
  const declaresPayload = endpoint.payload.size > 0
  return Effect.withFiber((fiber) => {
    const context = fiber.context
    const request = Context.getUnsafe(context, HttpServerRequest.HttpServerRequest)
    let checked = effect
    if (!declaresQuery) {
      for (const name in Context.getUnsafe(context, HttpServerRequest.ParsedSearchParams)) {
        return Effect.succeed(errorResponse(400, "ErrParamValidationFailed", `unknown query parameter "${name}"`))
      }
    } else {
      const decoded = urlDecodedQuery(request.url)
      if (decoded !== undefined) checked = Effect.provideService(checked, HttpServerRequest.ParsedSearchParams, decoded)
    }
    if (!declaresPayload) return checked
    const answered = Effect.provideService(checked, HttpServerRequest.HttpServerRequest, limitedBody(request))
    return Effect.map(answered, (response) => isBuilders415(response) ? UNSUPPORTED_MEDIA_TYPE : response)
  })
}

/** The contract's middleware, as the builder finds it in its context. */
const ContractLayer = Layer.succeed(ApiContract)(contractChecks as unknown as ApiContract["Service"])

/** The routes `HttpApiBuilder` makes of every endpoint of `api`, each running the handler `handlerOf` gives it. */
export function endpointRoutesOf<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>, handlerOf: HandlerOf
): Array<EndpointRoute> {
  const groups: Array<string> = []
  const annotations = new Map<string, Context.Context<never>>()
  HttpApi.reflect(api, {
    onGroup: ({ group }) => void groups.push(group.identifier),
    onEndpoint: ({ endpoint, group, mergedAnnotations }) => void annotations.set(`${group.identifier}.${endpoint.identifier}`, mergedAnnotations)
  })
  const routes: Array<EndpointRoute> = []
  for (const name of groups) {
    // The builder's types follow the declaration's endpoints; the node's handler tables are typed the same way (`GroupHandlers`).
    const group = HttpApiBuilder.group as unknown as (api: unknown, name: string, build: (handlers: GroupBuilder) => GroupBuilder) => Layer.Layer<never>
    const built = group(api, name, (handlers) => {
      let out = handlers
      for (const endpoint of Object.values(groupOf(api, name).endpoints)) {
        const handler = handlerOf(name, endpoint.identifier)
        out = out.handle(endpoint.identifier, ({ headers, params, payload, query, request }) =>
          handler({ method: request.method, params, query, payload, headers }))
      }
      return out
    })
    const context = Effect.runSync(Effect.scoped(Layer.build(Layer.provide(built, ContractLayer))))
    const service = context.mapUnsafe.get(groupOf(api, name).key) as GroupRoutes
    // The builder makes one route per handler, in the handlers' order.
    const served = [...service.handlers.values()]
    service.routes.forEach((route, i) => {
      const identifier = served[i]?.endpoint.identifier
      routes.push({ method: route.method, path: route.path, app: route.handler as RouteApp, annotations: annotations.get(`${name}.${identifier}`) ?? Context.empty() })
    })
  }
  return routes
}

/** What the builder's handlers object is, as far as adding a handler goes (its types are the declaration's). */
interface GroupBuilder {
  readonly handle: (name: string, handler: (request: DecodedRequest & { readonly request: HttpServerRequest.HttpServerRequest }) => Effect.Effect<HttpServerResponse.HttpServerResponse>) => GroupBuilder
}

/** What `HttpApiBuilder.group` provides: its routes and the endpoints they serve. */
interface GroupRoutes {
  readonly routes: ReadonlyArray<HttpRouter.Route<never, never>>
  readonly handlers: ReadonlyMap<string, { readonly endpoint: HttpApiEndpoint.Top }>
}

/** The group `name` of `api`. */
function groupOf(api: { readonly groups: object }, name: string): HttpApiGroup.Top {
  return (api.groups as Record<string, HttpApiGroup.Top>)[name]!
}
