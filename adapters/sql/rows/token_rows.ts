/** Token rows: the columns a statement selects to rebuild a token (joined at read time, so it shows its current price)
 * and their decoding. */
import type { Token } from "../../../core/domain/token.ts"
import { addressOf } from "./codecs.ts"
import { bigAt, bytesAt, dateOrNullAt, floatOrNullAt, intAt, textAt, selectList, type Values } from "./row.ts"
import * as Stored from "./stored_brands.ts"

/** The positions of a token's columns within its group of a row. */
const T = {
  item_id: 0,
  token_id: 1,
  eth_block_num: 2,
  eth_addr: 3,
  name: 4,
  symbol: 5,
  decimals: 6,
  usd: 7,
  fiat_update: 8
} as const

/** The select list of a token joined as `alias`. */
export const tokenColumns = selectList(T, "tk_")

/** How many columns `tokenColumns` selects. */
export const TOKEN_WIDTH = Object.keys(T).length

/** The token of a row whose columns from `at` on were selected with `tokenColumns`. */
export function tokenOf(row: Values, at: number): Token {
  return {
    itemId: Stored.ItemId(intAt(row, at + T.item_id)),
    id: Stored.TokenId(intAt(row, at + T.token_id)),
    ethereumBlockNum: Stored.EthBlockNum(bigAt(row, at + T.eth_block_num)),
    ethereumAddress: addressOf(bytesAt(row, at + T.eth_addr)),
    name: Stored.TokenName(textAt(row, at + T.name)),
    symbol: Stored.TokenSymbol(textAt(row, at + T.symbol)),
    decimals: intAt(row, at + T.decimals),
    USD: floatOrNullAt(row, at + T.usd),
    fiatUpdate: dateOrNullAt(row, at + T.fiat_update)
  }
}

/** Whether two values a driver read for one column are the same: equal primitives, bytes or instants. */
function sameColumn(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a instanceof Uint8Array && b instanceof Uint8Array)
    return a.length === b.length && a.every((byte, i) => byte === b[i])
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime()
  return false
}

/**
 * Tokens read by `tokenOf`, each kept with the columns it was read from: a row whose token columns are the same gives
 * the same value, so neither it nor its writing (remembered while the same value) is made again per row. A few hundred
 * tokens at most, so nothing is evicted.
 */
export class TokenReads {
  private readonly read = new Map<unknown, { readonly columns: ReadonlyArray<unknown>; readonly token: Token }>()

  /** The token of a row whose columns from `at` on were selected with `tokenColumns`. */
  tokenAt(row: Values, at: number): Token {
    const known = this.read.get(row[at + T.token_id])
    if (known !== undefined) {
      let same = true
      for (let i = 0; i < TOKEN_WIDTH && same; i++) same = sameColumn(known.columns[i], row[at + i])
      if (same) return known.token
    }
    const token = tokenOf(row, at)
    this.read.set(row[at + T.token_id], { columns: row.slice(at, at + TOKEN_WIDTH), token })
    return token
  }
}
