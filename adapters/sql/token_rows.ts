/**
 * Token rows: the columns a statement selects to rebuild a token (the token embedded in every
 * resource is joined at read time, so it shows its current price) and the decoding.
 */
import { EthBlockNum, ItemId, TokenId, TokenName, TokenSymbol } from "../../core/domain/scalars.ts"
import type { Token } from "../../core/domain/token.ts"
import { addressOf } from "./codecs.ts"
import { big, bytes, dateOrNull, floatOrNull, int, type Row, text, STORED } from "./row.ts"

/** The columns of a token row, from the `token` table aliased `alias`. */
const COLUMNS = ["item_id", "token_id", "eth_block_num", "eth_addr", "name", "symbol", "decimals", "usd", "fiat_update"]

/** The select list of a token joined as `alias`, its columns prefixed with `prefix`. */
export function tokenColumns(alias: string, prefix: string): string {
  return COLUMNS.map((column) => `${alias}.${column} AS ${prefix}${column}`).join(", ")
}

/** The token of a row selected with `tokenColumns(…, prefix)`. */
export function tokenOf(row: Row, prefix: string): Token {
  return {
    itemId: ItemId.make(int(row, `${prefix}item_id`), STORED),
    id: TokenId.make(int(row, `${prefix}token_id`), STORED),
    ethereumBlockNum: EthBlockNum.make(big(row, `${prefix}eth_block_num`), STORED),
    ethereumAddress: addressOf(bytes(row, `${prefix}eth_addr`)),
    name: TokenName.make(text(row, `${prefix}name`), STORED),
    symbol: TokenSymbol.make(text(row, `${prefix}symbol`), STORED),
    decimals: int(row, `${prefix}decimals`),
    USD: floatOrNull(row, `${prefix}usd`),
    fiatUpdate: dateOrNull(row, `${prefix}fiat_update`)
  }
}
