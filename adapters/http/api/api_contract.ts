/**
 * The API-wide middleware of every revision, as declared: it documents the statuses every
 * endpoint can answer besides its own (400 for a request that does not decode, 500, 503). The
 * behaviour it stands for is the request path's (`../server/endpoint.ts`: decode failures as 400
 * naming the parameter and the rule, unknown query parameters rejected); nothing runs it.
 */
import { HttpApiMiddleware } from "effect/http-api"
import { Error400, Error500, Error503 } from "./error_schemas.ts"

/** The middleware every endpoint of the API is declared with. */
export class ApiContract extends HttpApiMiddleware.Service<ApiContract>()("zk-api/http/ApiContract", {
  error: [Error400, Error500, Error503]
}) {}
