/** The TokenStore port on the in-memory database: tokens in id (= itemId) order. */
import { Effect, Layer, Option } from "effect"
import type { TokenId } from "../../core/domain/scalars.ts"
import type { Token } from "../../core/domain/token.ts"
import { paginate } from "../../core/pagination/page.ts"
import { type TokenFilter, TokenStore } from "../../core/ports/token_store.ts"
import { MemoryDatabase, type MemoryState } from "./database.ts"

/** The tokens matching `filter`, in itemId order. */
function matching(state: MemoryState, filter: TokenFilter): Array<Token> {
  const ids: ReadonlyArray<TokenId> =
    filter.ids === undefined
      ? state.tokenOrder
      : [...new Set(filter.ids)].filter((id) => state.tokens.has(id)).sort((a, b) => a - b)
  const symbols = filter.symbols === undefined ? undefined : new Set<string>(filter.symbols)
  const name = filter.name?.toLowerCase()
  const out: Array<Token> = []
  for (const id of ids) {
    const token = state.tokens.get(id)
    if (token === undefined) continue
    if (symbols !== undefined && !symbols.has(token.symbol)) continue
    if (name !== undefined && !token.name.toLowerCase().includes(name)) continue
    out.push(token)
  }
  return out
}

/** The TokenStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<TokenStore, never, MemoryDatabase> = Layer.effect(
  TokenStore,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    return TokenStore.of({
      list: (filter, page) => db.read((state) => paginate(matching(state, filter), page, (t) => t.itemId)),
      get: (id) => db.read((state) => Option.fromNullishOr(state.tokens.get(id))),
      getByEthereumAddress: (address) =>
        db.read((state) => {
          const id = state.tokensByAddress.get(address)
          return Option.fromNullishOr(id === undefined ? undefined : state.tokens.get(id))
        })
    })
  })
)
