/** Who a request counts against for its share of the node's bounded resources, a middleware of the edge: the client group
 * of its address (`client_group.ts`; behind trusted proxies, the address they forwarded). The rate limiter, further in,
 * names a request with a known API key by its key instead. */
import { clientGroup } from "./client_group.ts"
import { clientAddress, type TrustProxy } from "./rate_limit.ts"
import { type InnerMiddleware, type RequestFacts, withRequest } from "./request_context.ts"

/** Sets `RequestFacts.share` of each request to `ip:` and its address's client group, believing the proxies `trust` does. */
export function identified(trust: TrustProxy | undefined): InnerMiddleware {
  return (app) =>
    withRequest((request, facts) => {
      facts.share = `ip:${clientGroup(clientAddress(facts.client, request.headers, trust))}`
      return app
    })
}

/** Who `facts`' request counts against: its share (`RequestFacts.share`), else its address's client group (`ip:<group>`);
 * undefined when it has no address (the fetch-style handler without a forwarded one). */
export function shareOf(facts: RequestFacts): string | undefined {
  return facts.share ?? (facts.client === undefined ? undefined : `ip:${clientGroup(facts.client)}`)
}
