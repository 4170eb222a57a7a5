/** The API key as declared security: the two schemes presenting it (`X-API-Key`, `Authorization: Bearer`), the key
 * holder a request authenticated by it runs as, and the security middleware of the operations that require a key. */
import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity, OpenApi } from "effect/http-api"
import { Error401 } from "./error_schemas.ts"

/** An API key as `X-API-Key: zk_…`. */
export const ApiKeySecurity = HttpApiSecurity.apiKey({ key: "X-API-Key", in: "header" }).pipe(
  HttpApiSecurity.annotate(
    OpenApi.Description,
    "An API key (`zk_…`) from the node's operator: its requests draw on its tier's budget instead of the anonymous " +
      "one of their IP address"
  )
)

/** The same key as `Authorization: Bearer zk_…` (the scheme matched regardless of case, documented as `bearer`). */
export const BearerSecurity = HttpApiSecurity.http({ scheme: "bearer" }).pipe(
  HttpApiSecurity.annotate(OpenApi.Description, "The same API key as `Authorization: Bearer zk_…`")
)

/** The schemes presenting an API key by their names in the document, the one a request presents first tried first. */
export const API_KEY_SCHEMES = { ApiKey: ApiKeySecurity, Bearer: BearerSecurity } as const

/** Who a request authenticated by its API key runs as: the key's id (what its webhook endpoints belong to). */
export class ApiKeyHolder extends Context.Service<ApiKeyHolder, { readonly keyId: string }>()(
  "zk-api/http/ApiKeyHolder"
) {}

/**
 * The security middleware of the operations that require an API key (`server/api_key_auth.ts` implements it): it
 * authenticates the key of either scheme and runs the operation as its `ApiKeyHolder`; without a valid key the answer
 * is the 401 `ErrInvalidApiKey`.
 */
export class ApiKeyAuth extends HttpApiMiddleware.Service<ApiKeyAuth, { provides: ApiKeyHolder }>()(
  "zk-api/http/ApiKeyAuth",
  { security: API_KEY_SCHEMES, error: Error401 }
) {}
