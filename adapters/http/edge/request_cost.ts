/** What a request costs of its client's rate limit budget: plain data and one function, so the API description
 * documents the same figures the edge charges. */
import { LIST_SEPARATOR } from "../../../core/domain/list_separator.ts"
import { MAX_LIMIT } from "../../../core/pagination/page.ts"
import type { CostRule } from "./route_policy.ts"

/** A list costs one point per this many items it asks for. */
const ITEMS_PER_POINT = 20

/** An answer costs one point more per this many bytes it sends beyond its first. */
const BYTES_PER_POINT = 64 * 1024

/** The cost of a list asking for `items`: one point per `ITEMS_PER_POINT`, at least one. */
function listCost(items: number): number {
  return Math.max(1, Math.ceil(items / ITEMS_PER_POINT))
}

/** The points a request costs. */
export const REQUEST_COSTS = {
  /** A single-item read: a read asking for no items (`listCost(0)`). */
  read: 1,
  /** A list costs one point per this many items it asks for (`limit`, or a bulk lookup's keys), at least one. */
  itemsPerPoint: ITEMS_PER_POINT,
  /** A POST (its signature verification). */
  post: 10,
  /** Opening the event stream (its connection). */
  stream: 10,
  /** A history export (`/transactions-history/export`): the largest list page's cost, and its bytes (`bytesPerPoint`). */
  export: listCost(MAX_LIMIT),
  /** Every answer costs one point more per this many bytes it sends beyond its first (`sizeCost`); a stream by the bytes it pushes. */
  bytesPerPoint: BYTES_PER_POINT
} as const

/** The points an answer of `bytes` costs on top of its request's: one per `REQUEST_COSTS.bytesPerPoint` beyond the first. */
export function sizeCost(bytes: number): number {
  return Math.max(0, Math.ceil(bytes / BYTES_PER_POINT) - 1)
}

/** The keys asked for by the bulk-lookup parameters `names` in `query`: each one's keys, separated by `,` or `|` (0 when it asks none). */
function lookupKeys(names: ReadonlyArray<string>, query: Readonly<Record<string, unknown>> | undefined): number {
  let keys = 0
  for (const name of names) {
    const value = query?.[name]
    if (typeof value === "string") keys += value.split(LIST_SEPARATOR).length
  }
  return keys
}

/** The points a request costs by its route's rule (`route_policy.ts`) and its query. */
export function requestCost(rule: CostRule, query: Readonly<Record<string, unknown>> | undefined): number {
  if (rule.kind === "free") return 0
  if (rule.kind === "fixed") return REQUEST_COSTS[rule.figure]
  const limit = query?.["limit"]
  return listCost(
    Math.max(
      typeof limit === "string" && /^\d{1,6}$/u.test(limit) ? Number(limit) : 0,
      lookupKeys(rule.lookupKeys, query)
    )
  )
}
