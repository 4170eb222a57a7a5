/** CORS on every answer of a route, a middleware of the edge over the policy of `cors.ts` (which the transport shares
 * before Effect loads). Not Effect's `HttpMiddleware.cors`: its headers differ on the wire from the contract's (the
 * exposed headers' separator, an empty `Access-Control-Allow-Headers`, `Vary` on a preflight) and it needs the server to
 * run pre-response handlers, which the node's own writer does not. */
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import type { Cors } from "./cors.ts"
import { type Middleware, withRequest } from "./request_context.ts"
import { mergeVary } from "./vary.ts"

/** The app's answer with the allowed origin and readable headers of `policy` for the request's `Origin` (`Vary: Origin` when it depends on it). */
export function crossOrigin(policy: Cors): Middleware {
  return (app) =>
    withRequest((request) =>
      Effect.map(app, (response) => {
        const allow = policy.headers(request.headers["origin"])
        const vary = allow["vary"]
        if (vary === undefined) return HttpServerResponse.setHeaders(response, allow)
        return HttpServerResponse.setHeaders(response, {
          ...allow,
          vary: mergeVary(response.headers["vary"], vary) ?? vary
        })
      })
    )
}
