/** Use cases of `/tokens` and `/tokens/{id}`. */
import { Effect, Option, Schema } from "effect"
import {
  type ListSeparators,
  listDescription,
  PaginationQuery,
  SymbolListParams,
  TextParam,
  TokenIdListParams
} from "../domain/query_params.ts"
import type { TokenId } from "../domain/scalars.ts"
import type { Token } from "../domain/token.ts"
import { type BadRequest, NotFound } from "../errors.ts"
import { checkFilters, type FilterRules, NO_RULES } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import { TokenStore } from "../ports/token_store.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /tokens`, its lists separated as `separators` says. */
function listQuery(separators: ListSeparators) {
  return Schema.Struct({
    ids: Schema.optionalKey(
      TokenIdListParams[separators].annotate({ description: listDescription("token ids", separators) })
    ),
    symbols: Schema.optionalKey(
      SymbolListParams[separators].annotate({ description: listDescription("token symbols", separators) })
    ),
    name: Schema.optionalKey(
      TextParam.annotate({
        description: "Case-insensitive substring of the token name"
      })
    ),
    ...PaginationQuery
  })
}

/** The query of each separator style (the revision table's `listSeparators` row). */
export const ListQueries = { comma: listQuery("comma"), commaOrPipe: listQuery("commaOrPipe") } as const

/** Query parameters of `GET /tokens` (either separator style: they decode to the same values). */
export const ListQuery = ListQueries.commaOrPipe
export type ListQuery = typeof ListQuery.Type

/** Filter rules of `GET /tokens`: none. */
export const Rules: FilterRules = NO_RULES

/** Tokens matching the query, in increasing token id order. */
export const list = Effect.fnUntraced(function* (
  query: ListQuery
): Effect.fn.Return<Page<Token>, BadRequest, TokenStore> {
  yield* checkFilters(Rules, query)
  const store = yield* TokenStore
  return yield* store.list({ ids: query.ids, symbols: query.symbols, name: query.name }, pageRequest(query))
})

/** The token with this id. */
export const get = Effect.fnUntraced(function* (id: TokenId): Effect.fn.Return<Token, NotFound, TokenStore> {
  const store = yield* TokenStore
  const token = yield* store.get(id)
  if (Option.isNone(token)) return yield* new NotFound({ message: `token ${id} not found` })
  return token.value
})
