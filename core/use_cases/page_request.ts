/** The pagination part of a decoded list query, as a core PageRequest. */
import { DEFAULT_LIMIT, type Order, type PageRequest } from "../pagination/page.ts"

/** The pagination fields of a decoded list query (`order` and `limit` absent when a query leaves them undefaulted). */
export interface PaginationFields {
  readonly fromItem?: number | undefined
  readonly order?: Order | undefined
  readonly limit?: number | undefined
}

/** The PageRequest of a decoded list query: ASC and the default limit when absent. */
export function pageRequest(query: PaginationFields): PageRequest {
  return { fromItem: query.fromItem, order: query.order ?? "ASC", limit: query.limit ?? DEFAULT_LIMIT }
}
