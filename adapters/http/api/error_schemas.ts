/** The wire error bodies `{message, code, type}`: one schema per status enumerating its catalogue entries, `ErrorBody`
 * with any, and the later revision's extension entries in their own schemas. */
import { Schema } from "effect"
import { HttpApiMiddleware } from "effect/http-api"
import { type CoreError, catalogueTypeOf } from "../errors/core_errors.ts"
import { BadRequestType, ErrorCatalogue, type ErrorType, isExtensionError } from "../../../core/errors.ts"
import { messageOfStatus, statusOfType, typesOfStatus } from "../errors/error_body.ts"
import { ATOMIC_GROUP_REFUSALS, type AtomicGroupRefusal } from "../../../core/use_cases/atomic_pool.ts"

/** A schema of exactly these literal values (a single one stays a plain literal in JSON Schema). */
function oneOf<L extends string | number>(values: ReadonlyArray<L>) {
  const [first, ...rest] = values
  return first !== undefined && rest.length === 0 ? Schema.Literal(first) : Schema.Literals(values)
}

/** The error body shape with these catalogue types. */
function errorBody(identifier: string, types: ReadonlyArray<ErrorType>, description: string) {
  return Schema.Struct({
    message: Schema.String.annotate({
      description: "What went wrong; for a bad parameter it names the parameter and the rule"
    }),
    code: oneOf(types.map((type) => ErrorCatalogue[type].code)).annotate({
      description: "Catalogue code of the error (see the error catalogue in the API description)"
    }),
    type: oneOf(types).annotate({ description: "Catalogue name of the error" })
  }).annotate({ identifier, description })
}

/** The error body shape of a status that is not a 400: the catalogue types the status table sends with it. */
function bodyOfStatus(identifier: string, status: number, description: string) {
  return errorBody(identifier, typesOfStatus(status), description)
}

/** The catalogue's types a revision documents (`true`: its extensions' too). */
function documentedTypes(withExtensions: boolean): Array<ErrorType> {
  return Object.values(ErrorCatalogue)
    .map((entry) => entry.type)
    .filter((type) => withExtensions || !isExtensionError(type))
}

/** The error body shape with any catalogue entry a revision documents (`true`: its extensions' too); every non-2xx response has it. */
export const ErrorBodyOf = {
  true: errorBody("Error", documentedTypes(true), "The body of every non-2xx response"),
  false: errorBody("Error", documentedTypes(false), "The body of every non-2xx response")
} as const

/** The error body shape with any catalogue entry (what a client decodes an answer it does not expect with). */
export const ErrorBody = ErrorBodyOf.true

/** 400: a parameter is malformed, out of bounds or incompatible with another, or a rule is broken. */
export class Error400 extends Schema.Error<Error400>("Error400")(
  errorBody(
    "Error400",
    BadRequestType.literals.filter((type) => !isExtensionError(type)),
    "Bad request"
  ),
  {
    httpApiStatus: 400,
    description: "Bad request: a parameter is malformed, out of bounds or combined with an incompatible one"
  }
) {}

/** Whether a 400's type is a refusal of `POST /atomic-pool` (an extension of the contract). */
function isAtomicGroupRefusal(type: BadRequestType): type is AtomicGroupRefusal {
  return (ATOMIC_GROUP_REFUSALS as ReadonlyArray<BadRequestType>).includes(type)
}

/** 400 of a refused replacement (`POST /transactions-pool?replace=true`, an extension of the contract). */
export class Error400Replacement extends Schema.Error<Error400Replacement>("Error400Replacement")(
  errorBody(
    "Error400Replacement",
    BadRequestType.literals.filter((type) => isExtensionError(type) && !isAtomicGroupRefusal(type)),
    "Replacement refused"
  ),
  {
    httpApiStatus: 400,
    description:
      "Bad request: the replacement is refused (nothing pending to replace, the transaction is being or was forged, or the fee is too low)"
  }
) {}

/** 400 of a refused atomic group (`POST /atomic-pool`, an extension of the contract). */
export class Error400Atomic extends Schema.Error<Error400Atomic>("Error400Atomic")(
  errorBody("Error400Atomic", ATOMIC_GROUP_REFUSALS, "Atomic group refused"),
  {
    httpApiStatus: 400,
    description:
      "Bad request: the atomic group is refused (its id is not keccak-256 of its members' ids, it has fewer than two " +
      "members, a requestOffset names no member, or a member could be forged without the others)"
  }
) {}

/** 401: the API key presented is unknown or revoked. */
export class Error401 extends Schema.Error<Error401>("Error401")(bodyOfStatus("Error401", 401, "Unauthorized"), {
  httpApiStatus: 401,
  description: "Unauthorized: the API key presented (X-API-Key or Authorization: Bearer) is unknown or revoked"
}) {}

/** 404: no item has the given identifier, or a path parameter is longer than the router takes (`ErrRouteNotFound`). */
export class Error404 extends Schema.Error<Error404>("Error404")(bodyOfStatus("Error404", 404, "Not found"), {
  httpApiStatus: 404,
  description:
    "Not found: no item has the given identifier (ErrNotFound), or a path parameter is longer than the router takes, 1 KiB (ErrRouteNotFound)"
}) {}

/** 429: the client is over its rate limit or past its share of a bounded resource; `Retry-After` says when to come back. */
export class Error429 extends Schema.Error<Error429>("Error429")(bodyOfStatus("Error429", 429, "Too many requests"), {
  httpApiStatus: 429,
  description:
    "Too many requests: the client is over its tier's rate limit on a node that limits rates, or holds its whole share of the node's work in progress, connections or event streams (each client, an address or an API key, holds at most a share of each); retry after Retry-After seconds"
}) {}

/** 500: an unexpected internal error (details are logged, never returned). */
export class Error500 extends Schema.Error<Error500>("Error500")(bodyOfStatus("Error500", 500, "Internal error"), {
  httpApiStatus: 500,
  description: "Internal error"
}) {}

/** 503: the storage cannot serve now, the node is starting, shutting down or overloaded, the request outlived its deadline, or too many subscribe to events; retry later. */
export class Error503 extends Schema.Error<Error503>("Error503")(bodyOfStatus("Error503", 503, "Unavailable"), {
  httpApiStatus: 503,
  description:
    "Unavailable: the storage cannot serve now, the node is starting or shutting down, the request outlived the server's deadline, the node sheds load (ErrOverloaded: as much work in progress as it takes), or (GET /events) the node streams to as many subscribers as it may; retry after `Retry-After` seconds"
}) {}

/** 413: the request body exceeds the size limit (64 KiB). */
export class Error413 extends Schema.Error<Error413>("Error413")(bodyOfStatus("Error413", 413, "Payload too large"), {
  httpApiStatus: 413,
  description: "Payload too large: the body exceeds 64 KiB"
}) {}

/** 415: the request body is not JSON. */
export class Error415 extends Schema.Error<Error415>("Error415")(
  bodyOfStatus("Error415", 415, "Unsupported media type"),
  {
    httpApiStatus: 415,
    description: "Unsupported media type: the body must be application/json"
  }
) {}

/** The fields of an error of catalogue type `type` with `message` (typed loosely: each class's schema checks the type it takes when encoded). */
function fields<T extends ErrorType>(type: T, message: string): { message: string; code: never; type: never } {
  return { message, code: ErrorCatalogue[type].code as never, type: type as never }
}

/** The declared error of a 400 of catalogue type `type`: the contract's, an atomic group's or a replacement's (extensions'). */
export function badRequest(type: BadRequestType, message: string): Error400 | Error400Atomic | Error400Replacement {
  if (!isExtensionError(type)) return new Error400(fields(type, message))
  return isAtomicGroupRefusal(type)
    ? new Error400Atomic(fields(type, message))
    : new Error400Replacement(fields(type, message))
}

/** The contract's 400 for a malformed or disallowed parameter (`ErrParamValidationFailed`). */
export function paramError(message: string): Error400 {
  return new Error400(fields("ErrParamValidationFailed", message))
}

/** The declared 401 (`ErrInvalidApiKey`). */
export function invalidApiKey(message: string): Error401 {
  return new Error401(fields("ErrInvalidApiKey", message))
}

/** The declared 413. */
export function payloadTooLarge(): Error413 {
  return new Error413(fields("ErrPayloadTooLarge", messageOfStatus(413)))
}

/** The declared 415. */
export function unsupportedMediaType(): Error415 {
  return new Error415(fields("ErrUnsupportedMediaType", messageOfStatus(415)))
}

/** A declared error of the API, as a handler or middleware fails with it. */
export type DeclaredError =
  | Error400
  | Error400Atomic
  | Error400Replacement
  | Error401
  | Error404
  | Error413
  | Error415
  | Error503

/** The declared error standing for a core error: the class of its catalogue type's status (`catalogueTypeOf`). */
export function declaredErrorOf(error: CoreError): DeclaredError {
  if (error._tag === "BadRequest") return badRequest(error.type, error.message)
  const type = catalogueTypeOf(error)
  return statusOfType(type) === 404
    ? new Error404(fields(type, error.message))
    : new Error503(fields(type, error.message))
}

/** The API-wide middleware declaring the statuses any endpoint can answer (`server/api_contract.ts` implements it). */
export class ApiContract extends HttpApiMiddleware.Service<ApiContract>()("zk-api/http/ApiContract", {
  error: [Error400, Error401, Error429, Error500, Error503]
}) {}

/** The middleware of an endpoint taking a JSON body: its 413 and 415 (`server/api_contract.ts` implements it). */
export class JsonBody extends HttpApiMiddleware.Service<JsonBody>()("zk-api/http/JsonBody", {
  error: [Error400, Error413, Error415]
}) {}
