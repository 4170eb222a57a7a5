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
