/**
 * A POST's JSON payload, read as HttpApi reads it, for the fast lane (`fast_lane.ts`): an empty
 * body decodes `undefined`, a body that is not JSON fails with the issue "Expected a valid JSON
 * body", any other body decodes its parsed value with the endpoint's payload decoder; a decode
 * failure is answered as the API contract answers it (`../api_contract.ts`: 400
 * `ErrParamValidationFailed` naming the body field and the rule, `schema_error_message.ts`). The
 * fast lane's equivalence test (`test/adapters/http/fast_lane.test.ts`) holds both to the same
 * bytes for malformed, empty and wrongly shaped bodies.
 */
import { Cause, Effect, Exit, Schema, SchemaIssue } from "effect"
import type { HttpServerResponse } from "effect/http"
import { errorResponse } from "../error_response.ts"
import { schemaErrorMessage } from "../schema_error_message.ts"
import type { PartDecoder } from "./fast_routes.ts"

/** The decoded payload of a body's text, or the schema error HttpApi would raise for it. */
function decoded(text: string, decode: PartDecoder): Exit.Exit<unknown, Schema.SchemaError> {
  if (text === "") return decode(undefined)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return Exit.fail(new Schema.SchemaError(new SchemaIssue.InvalidValue({ message: "Expected a valid JSON body" })))
  }
  return decode(value)
}

/** The 400 of a payload that does not decode, as the API contract writes it (a POST carries no query to repeat). */
function payloadErrorResponse(cause: Exit.Failure<unknown, Schema.SchemaError>["cause"]): HttpServerResponse.HttpServerResponse | undefined {
  for (const reason of cause.reasons) {
    if (reason._tag === "Fail") {
      return errorResponse(400, "ErrParamValidationFailed", schemaErrorMessage("Payload", reason.error.issue, () => false))
    }
  }
  return undefined
}

/** `handle` of the payload `text` decodes to, or the 400 of a payload that does not. */
export function jsonPayload(
  text: string,
  decode: PartDecoder,
  handle: (payload: unknown) => Effect.Effect<HttpServerResponse.HttpServerResponse>
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  const payload = decoded(text, decode)
  if (Exit.isSuccess(payload)) return handle(payload.value)
  const rejected = payloadErrorResponse(payload.cause)
  // No schema failure in the cause (a decoder that died): a defect, answered 500 by the envelope as on the full stack.
  return rejected === undefined ? Effect.die(Cause.squash(payload.cause)) : Effect.succeed(rejected)
}
