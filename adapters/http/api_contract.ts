/**
 * The API-wide middleware of every revision. Declared on the description, it documents the
 * statuses every endpoint can answer besides its own (400, 500, 503). Its server side
 * (`ApiContractLive`) turns request decode failures into 400 ErrParamValidationFailed responses
 * naming the parameter and the rule, rejects any query parameter on endpoints that declare none
 * (an empty query schema would accept them), decodes a query's percent-encodings as a URL parser
 * does (bytes that are not UTF-8 become U+FFFD, which core rejects), and turns response encoding
 * failures into a logged 500.
 */
import { Cause, Effect, Layer } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { HttpApiError, HttpApiMiddleware } from "effect/http-api"
import { Error400, Error500, Error503 } from "./error_schemas.ts"
import { errorResponse } from "./error_response.ts"
import { schemaErrorMessage } from "./schema_error_message.ts"

/** The middleware every endpoint of the API goes through. */
export class ApiContract extends HttpApiMiddleware.Service<ApiContract>()("zk-api/http/ApiContract", {
  error: [Error400, Error500, Error503]
}) {}

/** A 400 naming the first query parameter, for endpoints that take none. */
const rejectQueryParameters = Effect.fnUntraced(function*<E, R>(
  handler: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
) {
  const params = yield* HttpServerRequest.ParsedSearchParams
  for (const name in params) {
    return errorResponse(400, "ErrParamValidationFailed", `unknown query parameter "${name}"`)
  }
  return yield* handler
})

/**
 * The query as a URL parser decodes it (`URLSearchParams`), when it has a percent-encoding: the
 * router keeps a value it cannot decode (`%FF`, `%C3%28`, an encoded surrogate) as raw text, which
 * would be searched for literally; decoded this way each such byte becomes U+FFFD, which core's
 * text rule rejects as a 400 naming the parameter. Valid encodings decode as the router does.
 */
function urlDecodedQuery(url: string): HttpServerRequest.ParsedSearchParams["Service"] | undefined {
  const start = url.search(/[?;#]/)
  if (start === -1 || !url.includes("%", start)) return undefined
  const params = new Map<string, string | Array<string>>()
  for (const [key, value] of new URLSearchParams(url.slice(start + 1))) {
    const previous = params.get(key)
    params.set(key, previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value])
  }
  return Object.fromEntries(params)
}

/** The response of a decode (400) or encode (500, logged) failure. */
const schemaErrorResponse = Effect.fnUntraced(function*(error: HttpApiError.HttpApiSchemaError) {
  if (error.kind === "Body" || error.kind === "ResponseHeaders") {
    yield* Effect.logError("response encoding failed", Cause.fail(error.cause))
    return errorResponse(500, "ErrInternal", "internal server error")
  }
  const params = yield* HttpServerRequest.ParsedSearchParams
  const message = schemaErrorMessage(error.kind, error.cause.issue, (name) => Array.isArray(params[name]))
  return errorResponse(400, "ErrParamValidationFailed", message)
})

/** The server side of `ApiContract`. */
export const ApiContractLive: Layer.Layer<ApiContract> = Layer.succeed(ApiContract, (handler, { endpoint }) => {
  const guarded = endpoint.query === undefined ? rejectQueryParameters(handler) : handler
  const contract = Effect.catch(guarded, (error) =>
    HttpApiError.HttpApiSchemaError.is(error) ? schemaErrorResponse(error) : Effect.fail(error))
  if (endpoint.query === undefined) return contract
  return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const query = urlDecodedQuery(request.url)
    return query === undefined ? contract : Effect.provideService(contract, HttpServerRequest.ParsedSearchParams, query)
  })
})
