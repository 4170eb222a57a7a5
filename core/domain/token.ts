/** Tokens registered in the rollup (`docs/api.md`). */
import { Schema } from "effect"
import { EthereumAddress } from "./eth_address.ts"
import { EthBlockNum, ItemId, Timestamp, TokenId, TokenName, TokenSymbol, Usd } from "./scalars.ts"

/** A token with its USD price (null until a price is known). */
export const Token = Schema.Struct({
  itemId: ItemId,
  id: TokenId,
  ethereumBlockNum: EthBlockNum,
  ethereumAddress: EthereumAddress,
  name: TokenName,
  symbol: TokenSymbol,
  decimals: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 })),
  USD: Schema.NullOr(Usd),
  fiatUpdate: Schema.NullOr(Timestamp)
}).annotate({ identifier: "Token" })
export type Token = typeof Token.Type
