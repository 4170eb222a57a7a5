/** A route's policy: its admission class, rate limit cost and caching, declared once on the endpoints and routes and
 * read by the code that enforces it. No Effect imports: the transport classes requests before Effect loads. */

/** How admission control classes a request: a bounded class (`read`, `list`, `write`), the event stream, or `exempt` (always admitted). */
export type AdmissionClass = "read" | "list" | "write" | "stream" | "exempt"

/** The figures of `REQUEST_COSTS` a route may cost whatever it asks (`request_cost.ts`). */
export type FixedCostFigure = "post" | "stream" | "export"

/** What a request costs of its client's rate limit budget. */
export type CostRule =
  /** Nothing (and no RateLimit headers): probes and scrapes. */
  | { readonly kind: "free" }
  /** One of `REQUEST_COSTS`' figures, whatever the request asks. */
  | { readonly kind: "fixed"; readonly figure: FixedCostFigure }
  /** One point per `REQUEST_COSTS.itemsPerPoint` items asked for (`limit`, or the keys of the bulk-lookup parameters `lookupKeys`), at least one. */
  | { readonly kind: "perItems"; readonly lookupKeys: ReadonlyArray<string> }

/** How a 200 answer to a GET or HEAD is cached: revalidated on every use, kept for a while (fixed for the process), or never stored. */
export type CachePolicy = "revalidate" | "static" | "no-store"

/** The policy of a route. */
export interface RoutePolicy {
  readonly admission: AdmissionClass
  readonly cost: CostRule
  readonly cache: CachePolicy
}

/** Costs nothing. */
export const FREE: CostRule = { kind: "free" }

/** Costs `REQUEST_COSTS[figure]`. */
export function fixedCost(figure: FixedCostFigure): CostRule {
  return { kind: "fixed", figure }
}

/** Costs by the items asked for: `limit`, or the keys (separated by `,` or `|`) of each of `lookupKeys` (bulk lookups). */
export function perItems(...lookupKeys: ReadonlyArray<string>): CostRule {
  return { kind: "perItems", lookupKeys }
}

const READ_BY_METHOD: RoutePolicy = { admission: "read", cost: perItems(), cache: "no-store" }
const POST_BY_METHOD: RoutePolicy = { admission: "write", cost: fixedCost("post"), cache: "no-store" }
const WRITE_BY_METHOD: RoutePolicy = { admission: "write", cost: perItems(), cache: "no-store" }

/** Whether a request reads as a GET: a GET, or a HEAD (a GET answered without its body; it takes the GET route). */
export function isGetOrHead(method: string): boolean {
  return method === "GET" || method === "HEAD"
}

/**
 * The policy of a request no route declares one for (an unrouted request, what an endpoint leaves undeclared), by its
 * method: GET, HEAD and OPTIONS a read, anything else a write; a POST costs a POST, anything else by the items it asks
 * for; never stored.
 */
export function methodPolicy(method: string): RoutePolicy {
  if (isGetOrHead(method) || method === "OPTIONS") return READ_BY_METHOD
  return method === "POST" ? POST_BY_METHOD : WRITE_BY_METHOD
}
