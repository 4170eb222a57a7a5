/** The declared middlewares, implemented: `ApiContract` (an undeclared query parameter, a part that does not decode)
 * and `JsonBody` (a body not JSON, or too large) fail with declared errors, which the builder encodes with their statuses. */
import { ByteSize, type Cause, Context, Effect, Layer } from "effect"
import { HttpServerError, HttpServerRequest, type HttpServerResponse, UrlParams } from "effect/http"
import * as HttpIncomingMessage from "effect/http/HttpIncomingMessage"
import { HttpApiSchemaError } from "effect/http-api/HttpApiError"
import {
  ApiContract,
  type Error400,
  type Error413,
  JsonBody,
  paramError,
  payloadTooLarge,
  unsupportedMediaType
} from "../api/error_schemas.ts"
import { messageOfStatus } from "../errors/error_response.ts"
import { schemaErrorMessage } from "../errors/schema_error_message.ts"

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 64 * 1024

const MAX_BODY_SIZE = ByteSize.bytes(MAX_BODY_BYTES)

/** The media type of a request body the contract takes. */
const JSON_TYPE = "application/json"

/**
 * The query as `URLSearchParams` decodes it when percent-encoded: the router keeps an undecodable value (`%FF`) as raw
 * text, where a URL parser makes U+FFFD (which core's text rule rejects).
 */
function urlDecodedQuery(url: string): Readonly<Record<string, string | Array<string>>> | undefined {
  const start = url.search(/[?;#]/u)
  if (start === -1 || !url.includes("%", start)) return undefined
  return UrlParams.toRecord(UrlParams.fromInput(new URLSearchParams(url.slice(start + 1))))
}

/** Whether a body's declared media type (parameters aside) is JSON; no `Content-Type` is taken as JSON, as the builder does. */
function isJsonBody(contentType: string | undefined): boolean {
  if (contentType === undefined) return true
  const end = contentType.indexOf(";")
  return (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase() === JSON_TYPE
}

/** The contract's 400 for a request part the builder could not decode, if the cause is one. */
function decodeError(cause: Cause.Cause<unknown>, context: Context.Context<never>): Error400 | undefined {
  for (const reason of cause.reasons) {
    const error = reason._tag === "Die" ? reason.defect : reason._tag === "Fail" ? reason.error : undefined
    if (HttpApiSchemaError.is(error) && error.kind !== "Body" && error.kind !== "ResponseHeaders") {
      const query = Context.getOrUndefined(context, HttpServerRequest.ParsedSearchParams) ?? {}
      const kind = error.kind
      return paramError(schemaErrorMessage(kind, error.cause.issue, (name) => Array.isArray(query[name])))
    }
  }
  return undefined
}

/** The 413 or 400 of a body that could not be read as asked (over the limit, or cut off), if the cause is one. */
function bodyError(cause: Cause.Cause<unknown>): Error400 | Error413 | undefined {
  for (const reason of cause.reasons) {
    const error = reason._tag === "Die" ? reason.defect : reason._tag === "Fail" ? reason.error : undefined
    if (HttpServerError.isHttpServerError(error) && error.reason._tag === "RequestParseError") {
      return error.reason.reason === "BodyTooLarge" ? payloadTooLarge() : paramError(messageOfStatus(400))
    }
  }
  return undefined
}

/** `app` with the failures and defects `recognise` names failed as the declared errors they stand for (the builder fails with a part it cannot decode, and dies of a body it cannot read). */
function failingAs<E, R, D>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  recognise: (cause: Cause.Cause<E>, context: Context.Context<never>) => D | undefined
): Effect.Effect<HttpServerResponse.HttpServerResponse, E | D, R> {
  return Effect.catchCause(app, (cause) =>
    Effect.withFiber((fiber): Effect.Effect<never, E | D> => {
      const error = recognise(cause, fiber.context)
      return error === undefined ? Effect.failCause(cause) : Effect.fail(error)
    })
  )
}

/** `ApiContract`'s implementation: an undeclared query parameter and an undecodable part are 400s; a percent-encoded query is read as `URLSearchParams` reads it. */
export const apiContractLayer = Layer.succeed(ApiContract)((app, { endpoint }) => {
  const declaresQuery = endpoint.query !== undefined
  const checked = failingAs(app, decodeError)
  return Effect.withFiber((fiber) => {
    const context = fiber.context
    if (!declaresQuery) {
      for (const name in Context.getUnsafe(context, HttpServerRequest.ParsedSearchParams))
        return Effect.fail(paramError(`unknown query parameter "${name}"`))
      return checked
    }
    const decoded = urlDecodedQuery(Context.getUnsafe(context, HttpServerRequest.HttpServerRequest).url)
    return decoded === undefined
      ? checked
      : Effect.provideService(checked, HttpServerRequest.ParsedSearchParams, decoded)
  })
})

/** `JsonBody`'s implementation: a body of another media type is a 415, one over `MAX_BODY_BYTES` a 413. */
export const jsonBodyLayer = Layer.succeed(JsonBody)((app) => {
  const limited = Effect.provideService(failingAs(app, bodyError), HttpIncomingMessage.MaxBodySize, MAX_BODY_SIZE)
  return Effect.withFiber((fiber) =>
    isJsonBody(Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest).headers["content-type"])
      ? limited
      : Effect.fail(unsupportedMediaType())
  )
})
