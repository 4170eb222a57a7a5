/** The API-wide middleware declaring the statuses any endpoint can answer (400, 500, 503); nothing runs it: `../server/endpoint.ts` behaves as it says. */
import { HttpApiMiddleware } from "effect/http-api"
import { Error400, Error500, Error503 } from "./error_schemas.ts"

/** The middleware every endpoint of the API is declared with. */
export class ApiContract extends HttpApiMiddleware.Service<ApiContract>()("zk-api/http/ApiContract", {
  error: [Error400, Error500, Error503]
}) {}
