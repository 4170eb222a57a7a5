/**
 * What a request costs of its client's rate limit budget (`rate_limit.ts`): plain data and one function, so the API
 * description documents the same figures the edge charges.
 */
import { MAX_LIMIT } from "../../../core/pagination/page.ts"

/** A list costs one point per this many items it asks for. */
const ITEMS_PER_POINT = 20

/** The cost of a list asking for `items`: one point per `ITEMS_PER_POINT`, at least one. */
function listCost(items: number): number {
  return Math.max(1, Math.ceil(items / ITEMS_PER_POINT))
}

/** The points a request costs. */
export const REQUEST_COSTS = {
  /** A single-item read (and any request not listed below). */
  read: 1,
  /** A list costs one point per this many items it asks for (`limit`, or a bulk lookup's keys), at least one. */
  itemsPerPoint: ITEMS_PER_POINT,
  /** A POST (its signature verification). */
  post: 10,
  /** Opening the event stream (its connection). */
  stream: 10,
  /** A history export (`/transactions-history/export`), whatever its length: the largest list page's cost. */
  export: listCost(MAX_LIMIT)
} as const

/** The route of the history export (relative to a revision's base path). */
const EXPORT_ROUTE = "/transactions-history/export"

/** Routes that cost nothing (and carry no RateLimit headers): probes and scrapes. */
const FREE_ROUTES = ["/health", "/metrics"]

/** The parameters of bulk lookups, whose comma-separated keys each count as an item asked for (`/tokens?ids=` filters a page: its `limit` counts). */
const LOOKUP_PARAMETERS = ["ids", "accountIndexes"]

/** The keys of a bulk lookup in `query` (0 when it asks none). */
function lookupKeys(route: string | undefined, query: Readonly<Record<string, unknown>> | undefined): number {
  if (route !== undefined && route.endsWith("/tokens")) return 0
  let keys = 0
  for (const name of LOOKUP_PARAMETERS) {
    const value = query?.[name]
    if (typeof value === "string") keys += value.split(",").length
  }
  return keys
}

/** The points a request costs: 0 for `/health` and `/metrics`, else by `REQUEST_COSTS`. */
export function requestCost(method: string, route: string | undefined, query: Readonly<Record<string, unknown>> | undefined): number {
  if (route !== undefined && FREE_ROUTES.some((free) => route.endsWith(free))) return 0
  if (method === "POST") return REQUEST_COSTS.post
  if (route !== undefined && route.endsWith("/events")) return REQUEST_COSTS.stream
  if (route !== undefined && route.endsWith(EXPORT_ROUTE)) return REQUEST_COSTS.export
  const limit = query?.["limit"]
  return listCost(Math.max(typeof limit === "string" && /^\d{1,6}$/u.test(limit) ? Number(limit) : 0, lookupKeys(route, query)))
}
