/** The TokenStore port on PostgreSQL: tokens (a few hundred at most) counted for every filter; the name filter matches
 * `name_lower`, lowercased by JavaScript on both sides so it agrees with the memory adapter in any alphabet. */
import type { TokenId } from "../../../core/domain/scalars.ts"
import { type TokenFilter, TokenStore } from "../../../core/ports/token_store.ts"
import { type ListSource, pageRows } from "./keyset_page.ts"
import { addressBytes } from "../rows/codecs.ts"
import { INT8, type Params, TEXT } from "../rows/params.ts"
import { tokenColumns, tokenOf } from "../rows/token_rows.ts"
import { readFirst, readPage, storeLayer } from "./store_reads.ts"

function source(filter: TokenFilter, params: Params): ListSource {
  const residual: Array<string> = []
  if (filter.ids !== undefined)
    residual.push(`x.token_id = ANY(${params.add(INT8.bind([...new Set<TokenId>(filter.ids)]))})`)
  if (filter.symbols !== undefined)
    residual.push(`x.symbol = ANY(${params.add(TEXT.bind([...new Set(filter.symbols)]))})`)
  if (filter.name !== undefined)
    residual.push(`strpos(x.name_lower, ${params.add(filter.name.toLowerCase())}::text) > 0`)
  return { table: "token", item: "item_id", keys: [], residual, small: true }
}

const TOKENS = { source, rows: pageRows(tokenColumns("k"), "JOIN token k ON k.item_id = d.item"), decode: tokenOf }

const GET_TOKEN = `SELECT ${tokenColumns("k")} FROM token k WHERE k.token_id = $1`

/** On the unique index of `eth_addr`. */
const GET_TOKEN_BY_ADDRESS = `SELECT ${tokenColumns("k")} FROM token k WHERE k.eth_addr = $1`

/** The TokenStore port on the SQL database. */
export const layer = storeLayer(TokenStore, (db) => ({
  list: (filter, page) => readPage(db, TOKENS, filter, page),
  get: (id) => readFirst(db.read, GET_TOKEN, [id], tokenOf),
  getByEthereumAddress: (address) => readFirst(db.read, GET_TOKEN_BY_ADDRESS, [addressBytes(address)], tokenOf)
}))
