/** Use cases of `/tokens` and `/tokens/{id}`. */
import { Effect, Option, Schema } from "effect"
import { PaginationQuery, SymbolListParam, TextParam, TokenIdListParam } from "../domain/query_params.ts"
import type { TokenId } from "../domain/scalars.ts"
import type { Token } from "../domain/token.ts"
import { type BadRequest, NotFound } from "../errors.ts"
import { checkFilters, type FilterRules, NO_RULES } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import { TokenStore } from "../ports/token_store.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /tokens`. */
export const ListQuery = Schema.Struct({
  ids: Schema.optionalKey(TokenIdListParam.annotate({ description: "Comma-separated token ids" })),
  symbols: Schema.optionalKey(SymbolListParam.annotate({ description: "Comma-separated token symbols" })),
  name: Schema.optionalKey(
    TextParam.annotate({
      description: "Case-insensitive substring of the token name"
    })
  ),
  ...PaginationQuery
})
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
