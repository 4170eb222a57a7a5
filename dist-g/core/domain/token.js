/** Tokens registered in the rollup (`anchor-api.md` §2.1). */
import { Schema } from "effect";
import { EthereumAddress } from "./eth_address.js";
import { EthBlockNum, ItemId, Timestamp, TokenId, TokenName, TokenSymbol, Usd } from "./scalars.js";
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
}).annotate({ identifier: "Token" });
