/**
 * The API-wide middleware of every revision. Declared on the description, it documents the
 * statuses every endpoint can answer besides its own (400, 500, 503). Its server side
 * (`ApiContractLive`) turns request decode failures into 400 ErrParamValidationFailed responses
 * naming the parameter and the rule, rejects any query parameter on endpoints that declare none
 * (an empty query schema would accept them), and turns response encoding failures into a logged
 * 500.
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
  return Effect.catch(guarded, (error) =>
    HttpApiError.HttpApiSchemaError.is(error) ? schemaErrorResponse(error) : Effect.fail(error))
})
