/** The endpoints of an `HttpApi` declaration as routes of the platform's router, inside the contract's checks (unknown
 * query parameters 400, a body over its limit 413, not JSON 415); what fails to decode is an `HttpApiSchemaError`. */
import { Context, Effect, type Result, Schema, type SchemaAST } from "effect"
import { HttpRouter, HttpServerError, HttpServerRequest, type HttpServerResponse, UrlParams } from "effect/http"
import { HttpApi, HttpApiBuilder, type HttpApiEndpoint, type HttpApiGroup } from "effect/http-api"
import { HttpApiSchemaError } from "effect/http-api/HttpApiError"
import { errorResponse, messageOfStatus } from "../errors/error_response.ts"
import type { RouteApp } from "../edge/mod.ts"
import { type BodyFailure, bodyText, MAX_BODY_BYTES } from "./request.ts"

/** What a handler is given: the request's decoded parts (those its endpoint declares); a HEAD runs the GET handler, whose body its writer drops. */
export type DecodedRequest = { readonly [Part in "params" | "query" | "payload" | "headers"]?: unknown }

/** What the handler of endpoint `E` is given: its decoded parts, typed by its schemas. */
export type EndpointRequest<E> = Omit<HttpApiEndpoint.Request<E>, "request" | "endpoint" | "group">

/** A handler: decoded parts in, a response out (failures are rendered by the handler; defects by the error envelope). */
export type EndpointHandler<Request = DecodedRequest> = (
  request: Request
) => Effect.Effect<HttpServerResponse.HttpServerResponse>

/** The handlers of one group of a declaration, by endpoint name, each typed by its endpoint's schemas. */
export type GroupHandlers<Group> = {
  readonly [E in HttpApiGroup.Endpoints<Group> as HttpApiEndpoint.Identifier<E>]: EndpointHandler<EndpointRequest<E>>
}

/** The group named `Name` of a declaration `Api`. */
export type GroupOf<Api, Name extends string> =
  Api extends HttpApi.HttpApi<infer _Id, infer Groups> ? HttpApiGroup.WithIdentifier<Groups, Name> : never

/** A handler's lookup: the handler of `group.endpoint`. */
export type HandlerOf = (group: string, endpoint: string) => EndpointHandler

/** An endpoint's route: method, router path (without a base path), its app, and the declaration's annotations merged down to it. */
export interface EndpointRoute {
  readonly method: string
  readonly path: string
  readonly app: RouteApp
  readonly annotations: Context.Context<never>
}

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
function bodyError(
  request: HttpServerRequest.HttpServerRequest,
  failure: BodyFailure
): HttpServerError.HttpServerError {
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

/** The contract's checks around an endpoint's app, before the builder decodes it: what the declared `ApiContract` middleware does. */
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
    return Effect.map(answered, (response) => (isBuilders415(response) ? UNSUPPORTED_MEDIA_TYPE : response))
  })
}

/** A copy of `value` (a declaration's API, group or endpoint) with `patch` applied. */
function copyOf<T extends object>(value: T, patch: Partial<T>): T {
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object) as T, value, patch)
}

/**
 * The declaration as the builder is given it: its endpoints without their middleware (`ApiContract`), which runs
 * around each route instead. Given a middleware, the builder provides the context it was built in to every request
 * (`Effect.provideContext`), a copy of the request's whole context per request.
 */
function withoutMiddleware(api: { readonly groups: object }): { readonly groups: object } {
  const groups: Record<string, HttpApiGroup.Top> = {}
  for (const [name, group] of Object.entries(api.groups as Record<string, HttpApiGroup.Top>)) {
    const endpoints: Record<string, HttpApiEndpoint.Top> = {}
    for (const [id, endpoint] of Object.entries(group.endpoints))
      endpoints[id] = copyOf(endpoint, { middlewares: new Set() })
    groups[name] = copyOf(group, { endpoints })
  }
  return copyOf(api, { groups })
}

/** `HttpApiBuilder.endpoint` untyped: the builder's types follow the declaration; the node's handler tables are typed the same way (`GroupHandlers`). */
const builtEndpoint = HttpApiBuilder.endpoint as unknown as (
  api: unknown,
  group: string,
  endpoint: string,
  handler: (request: DecodedRequest) => Effect.Effect<HttpServerResponse.HttpServerResponse>
) => Effect.Effect<RouteApp>

/** A synchronous decoder of one request part with its endpoint's schema and parse options. */
type PartDecoder = (input: unknown) => Result.Result<unknown, Schema.SchemaError>

/** The decoder of `schema` (undefined when the endpoint does not declare that part). */
function partDecoder(
  schema: Schema.Top | undefined,
  options: SchemaAST.ParseOptions | undefined
): PartDecoder | undefined {
  return schema === undefined
    ? undefined
    : Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>, options)
}

/**
 * The app of an endpoint that declares neither headers nor a payload, doing what `HttpApiBuilder`'s would: path
 * parameters, then the query, decoded with the endpoint's schemas and parse options, a part that does not decode a
 * defect of the builder's `HttpApiSchemaError` as the builder makes it; without the builder's per-request generator,
 * error reporting and context merge. Hand-written for `bench:http`'s row "single token, memory" (docs/performance.md).
 */
function declaredPartsApp(
  endpoint: HttpApiEndpoint.Top,
  annotations: Context.Context<never>,
  handler: EndpointHandler
): RouteApp {
  const fallback = Context.getOrUndefined(annotations, HttpApi.ParseOptions)
  const decodeParams = partDecoder(
    endpoint.params,
    Context.getOrUndefined(annotations, HttpApi.ParamsParseOptions) ?? fallback
  )
  const query = endpoint.query === undefined ? undefined : Schema.toCodecArrayFromSingle(endpoint.query)
  const decodeQuery = partDecoder(query, Context.getOrUndefined(annotations, HttpApi.QueryParseOptions) ?? fallback)
  return Effect.withFiber((fiber) => {
    const request: { params?: unknown; query?: unknown } = {}
    if (decodeParams !== undefined) {
      const params = decodeParams(Context.getUnsafe(fiber.context, HttpRouter.RouteContext).params)
      if (params._tag === "Failure")
        return Effect.die(new HttpApiSchemaError({ kind: "Params", cause: params.failure }))
      request.params = params.success
    }
    if (decodeQuery !== undefined) {
      const decoded = decodeQuery(Context.getUnsafe(fiber.context, HttpServerRequest.ParsedSearchParams))
      if (decoded._tag === "Failure")
        return Effect.die(new HttpApiSchemaError({ kind: "Query", cause: decoded.failure }))
      request.query = decoded.success
    }
    return handler(request)
  })
}

/**
 * The route of every endpoint of `api`, inside the contract's checks, running the handler `handlerOf` gives it: an
 * endpoint with headers or a payload through the app `HttpApiBuilder` makes, the others through `declaredPartsApp`. The
 * builder's are built in an empty context, which the builder provides to every request: merging an empty one adds
 * nothing, though `Context.merge` still flattens the request's context to find it empty (so a request's context holds
 * few entries: `request_path.ts`).
 */
export function endpointRoutesOf<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>,
  handlerOf: HandlerOf
): Array<EndpointRoute> {
  const view = withoutMiddleware(api)
  const routes: Array<EndpointRoute> = []
  HttpApi.reflect(api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, group, mergedAnnotations }) => {
      const handler = handlerOf(group.identifier, endpoint.identifier)
      const app =
        endpoint.payload.size === 0 && endpoint.headers === undefined
          ? declaredPartsApp(endpoint, mergedAnnotations, handler)
          : Effect.runSync(
              Effect.updateContext(builtEndpoint(view, group.identifier, endpoint.identifier, handler), () =>
                Context.empty()
              )
            )
      routes.push({
        method: endpoint.method,
        path: endpoint.path,
        app: contractChecks(app, { endpoint }),
        annotations: mergedAnnotations
      })
    }
  })
  return routes
}
