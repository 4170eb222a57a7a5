/** Who a request counts against for its share of the node's bounded resources, a middleware of the edge: its address's
 * share (`client_identity.ts`; behind trusted proxies, the address they forwarded). The rate limiter, further in, names a
 * request with a known API key by its key instead. */
import { addressShare, clientAddress, type TrustProxy } from "./client_identity.ts"
import { type InnerMiddleware, withRequest } from "./request_context.ts"

/** Sets `RequestFacts.share` of each request to its address's share, believing the proxies `trust` does. */
export function identified(trust: TrustProxy | undefined): InnerMiddleware {
  return (app) =>
    withRequest((request, facts) => {
      facts.share = addressShare(clientAddress(facts.client, request.headers, trust))
      return app
    })
}
