/** `ApiKeyAuth` implemented: the key of `X-API-Key` (a non-empty one is the key presented) or else of
 * `Authorization: Bearer`, looked up by its digest; a valid one runs the operation as its `ApiKeyHolder`, none a 401. */
import { Effect, Layer, Option, Redacted } from "effect"
import type { HttpServerResponse } from "effect/http"
import { API_KEY_TEXT, type ApiKey } from "../../../core/ports/api_keys.ts"
import { ApiKeyAuth, ApiKeyHolder } from "../api/api_key_security.ts"
import { invalidApiKey } from "../api/error_schemas.ts"
import { apiKeyDigest } from "../edge/client_identity.ts"
import { errorResponse } from "../errors/error_response.ts"

/** The challenge of a 401 (RFC 6750): the node's realm, the token presented (or none) not valid. */
const INVALID_KEY_HEADERS = { "www-authenticate": 'Bearer realm="zk-node", error="invalid_token"' }

/** The 401 of an operation that requires an API key, answered without one. */
function refusal(): HttpServerResponse.HttpServerResponse {
  return errorResponse(
    401,
    "ErrInvalidApiKey",
    "this operation needs a valid API key (X-API-Key or Authorization: Bearer)",
    INVALID_KEY_HEADERS
  )
}

/** `X-API-Key` absent: the next scheme (`Authorization: Bearer`) is tried. */
const NOT_PRESENTED = Effect.fail(invalidApiKey("no API key in X-API-Key"))

/** `ApiKeyAuth` over the API keys `findByDigest` finds (`ApiKeyStore.findByDigest`); a revoked key is not valid. */
export function apiKeyAuthLayer(
  findByDigest: (digest: string) => Effect.Effect<Option.Option<ApiKey>>
): Layer.Layer<ApiKeyAuth> {
  /** `operation` run as the holder of the key `text`, or the 401 when no valid key has that text. */
  const asHolderOf = <E, R>(
    text: string,
    operation: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, E, Exclude<R, ApiKeyHolder>> => {
    if (!API_KEY_TEXT.test(text)) return Effect.succeed(refusal())
    return Effect.flatMap(findByDigest(apiKeyDigest(text)), (found) =>
      Option.isNone(found) || Option.isSome(found.value.revokedAt)
        ? Effect.succeed(refusal())
        : Effect.provideService(operation, ApiKeyHolder, { keyId: found.value.id })
    )
  }
  return Layer.succeed(ApiKeyAuth)({
    ApiKey: (operation, { credential }) => {
      const text = Redacted.value(credential).trim()
      return text === "" ? NOT_PRESENTED : asHolderOf(text, operation)
    },
    Bearer: (operation, { credential }) => asHolderOf(Redacted.value(credential).trim(), operation)
  })
}
