/**
 * An HttpApi endpoint as the app of its route on the platform's router: parts decoded with its schemas and parse
 * options in HttpApi's order (path, headers, query, payload), then its handler. `HttpApiBuilder` decodes in effects and
 * answers what does not decode as a defect; here each part decodes synchronously and a part that does not is the
 * contract's 400 (`docs/api.md`, "Errors").
 */
import { Cause, Context, Effect, Exit, Schema, SchemaAST, SchemaIssue } from "effect"
import { HttpRouter, HttpServerRequest, type HttpServerResponse, UrlParams } from "effect/http"
import { HttpApi, type HttpApiEndpoint, type HttpApiGroup } from "effect/http-api"
import { errorResponse, messageOfStatus } from "../errors/error_response.ts"
import { type RequestPart, schemaErrorMessage } from "../errors/schema_error_message.ts"
import type { RouteApp } from "../edge/mod.ts"
import { bodyText, MAX_BODY_BYTES } from "./request.ts"

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

/** A synchronous decoder of one request part. */
type PartDecoder = (input: unknown) => Exit.Exit<unknown, Schema.SchemaError>

/** A query as the router parsed it, or as a URL parser decodes it. */
type Query = Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

/** The content type a body method's payload is read as when the request names none. */
const DEFAULT_CONTENT_TYPE = "application/json"

/** Parse options, as the declaration's annotations give them. */
type ParseOptions = Context.Service.Shape<typeof HttpApi.ParseOptions> | undefined

const ABSENT: Exit.Exit<unknown, Schema.SchemaError> = Exit.succeed(undefined)

/** A synchronous decoder of `schema` with `options`; an undeclared part decodes as absent. */
function decoderOf(schema: Schema.Top | undefined, options: ParseOptions): PartDecoder {
  return schema === undefined ? () => ABSENT : Schema.decodeUnknownExit(schema as Schema.Decoder<unknown>, options)
}

/** The parse options of each request part: its own annotation, or the declaration's general one. */
function parseOptionsOf(annotations: Context.Context<never>) {
  const fallback = Context.getOrUndefined(annotations, HttpApi.ParseOptions)
  return {
    params: Context.getOrUndefined(annotations, HttpApi.ParamsParseOptions) ?? fallback,
    headers: Context.getOrUndefined(annotations, HttpApi.HeadersParseOptions) ?? fallback,
    query: Context.getOrUndefined(annotations, HttpApi.QueryParseOptions) ?? fallback,
    payload: Context.getOrUndefined(annotations, HttpApi.PayloadParseOptions) ?? fallback
  }
}

/** The media type of a `Content-Type` as HttpApi compares it: lower case, parameters dropped. */
function mediaTypeOf(contentType: string): string {
  const normalized = contentType.toLowerCase().trim()
  const end = normalized.indexOf(";")
  return end === -1 ? normalized : normalized.slice(0, end).trim()
}

/**
 * The query as `URLSearchParams` decodes it when percent-encoded: the router keeps an undecodable value
 * (`%FF`) as raw text, where a URL parser makes U+FFFD (which core's text rule rejects).
 */
function urlDecodedQuery(url: string): Query | undefined {
  const start = url.search(/[?;#]/u)
  if (start === -1 || !url.includes("%", start)) return undefined
  return UrlParams.toReadonlyRecord(UrlParams.fromInput(new URLSearchParams(url.slice(start + 1))))
}

function badRequest(message: string): HttpServerResponse.HttpServerResponse {
  return errorResponse(400, "ErrParamValidationFailed", message)
}

/** The 400 of a part that did not decode; a decoder that died stays a defect (a 500 from the envelope). */
function rejected(
  part: RequestPart,
  failure: Exit.Failure<unknown, Schema.SchemaError>,
  query: Query
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  for (const reason of failure.cause.reasons) {
    if (reason._tag === "Fail") {
      return Effect.succeed(badRequest(schemaErrorMessage(part, reason.error.issue, (name) => Array.isArray(query[name]))))
    }
  }
  return Effect.die(Cause.squash(failure.cause))
}

/** The payload decoder of the JSON content type, when the endpoint declares one (an empty body decodes as absent, or null). */
function jsonPayloadDecoder(endpoint: HttpApiEndpoint.Top, options: ParseOptions) {
  const json = endpoint.payload.get(DEFAULT_CONTENT_TYPE)
  if (json === undefined || json.encoding._tag !== "Json" || json.schemas.length === 0) return undefined
  const schemas = json.schemas
  return {
    decode: decoderOf(Schema.Union(schemas), options),
    nullOnEmpty: schemas.some((schema) => SchemaAST.isNull(SchemaAST.toEncoded(schema.ast)))
  }
}

function payloadOf(text: string, decoder: { readonly decode: PartDecoder; readonly nullOnEmpty: boolean }) {
  if (text === "") return decoder.decode(decoder.nullOnEmpty ? null : undefined)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return Exit.fail(new Schema.SchemaError(new SchemaIssue.InvalidValue({ message: "Expected a valid JSON body" })))
  }
  return decoder.decode(value)
}

/** The route app of `endpoint` (in a declaration annotated with `annotations` merged down to the endpoint) over `handler`. */
export function endpointApp(
  endpoint: HttpApiEndpoint.Top,
  annotations: Context.Context<never>,
  handler: EndpointHandler
): RouteApp {
  const options = parseOptionsOf(annotations)
  const decodeParams = decoderOf(endpoint.params, options.params)
  const decodeHeaders = decoderOf(endpoint.headers, options.headers)
  const declaresQuery = endpoint.query !== undefined
  const decodeQuery = decoderOf(declaresQuery ? Schema.toCodecArrayFromSingle(endpoint.query as Schema.Top) : undefined, options.query)
  const declaresPayload = endpoint.payload.size > 0
  const payload = declaresPayload ? jsonPayloadDecoder(endpoint, options.payload) : undefined

  return Effect.withFiber((fiber) => {
    const context = fiber.context
    const request = Context.getUnsafe(context, HttpServerRequest.HttpServerRequest)
    let query: Query = Context.getUnsafe(context, HttpServerRequest.ParsedSearchParams)
    if (!declaresQuery) {
      for (const name in query) return Effect.succeed(badRequest(`unknown query parameter "${name}"`))
    } else {
      query = urlDecodedQuery(request.url) ?? query
    }
    const params = decodeParams(Context.getUnsafe(context, HttpRouter.RouteContext).params)
    if (Exit.isFailure(params)) return rejected("Params", params, query)
    const headers = decodeHeaders(request.headers)
    if (Exit.isFailure(headers)) return rejected("Headers", headers, query)
    const decodedQuery = decodeQuery(query)
    if (Exit.isFailure(decodedQuery)) return rejected("Query", decodedQuery, query)
    const method = request.method
    if (!declaresPayload) {
      return handler({ method, params: params.value, query: decodedQuery.value, payload: undefined, headers: headers.value })
    }
    const hasBody = method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && method !== "TRACE"
    const contentType = hasBody ? mediaTypeOf(request.headers["content-type"] ?? DEFAULT_CONTENT_TYPE) : "application/x-www-form-urlencoded"
    if (payload === undefined || contentType !== DEFAULT_CONTENT_TYPE) {
      return Effect.succeed(errorResponse(415, "ErrUnsupportedMediaType", messageOfStatus(415)))
    }
    return Effect.matchEffect(bodyText(request, MAX_BODY_BYTES), {
      onFailure: (failure) =>
        Effect.succeed(failure === "TooLarge"
          ? errorResponse(413, "ErrPayloadTooLarge", messageOfStatus(413))
          : badRequest(messageOfStatus(400))),
      onSuccess: (text) => {
        const decoded = payloadOf(text, payload)
        if (Exit.isFailure(decoded)) return rejected("Payload", decoded, query)
        return handler({ method, params: params.value, query: decodedQuery.value, payload: decoded.value, headers: headers.value })
      }
    })
  })
}
