/** The API-wide middleware declaring the statuses any endpoint can answer (400, 401, 429, 500, 503); nothing runs it: the request path behaves as it says. */
import { HttpApiMiddleware } from "effect/http-api"
import { Error400, Error401, Error429, Error500, Error503 } from "./error_schemas.ts"

/** The middleware every endpoint of the API is declared with. */
export class ApiContract extends HttpApiMiddleware.Service<ApiContract>()("zk-api/http/ApiContract", {
  error: [Error400, Error401, Error429, Error500, Error503]
}) {}
