/** Tokens as the ledger records them: ids in increasing order (itemId order is id order), one per Ethereum address, a
 * name without NUL, a symbol usable in account indexes, a finite non-negative USD price with the moment it was set. */
import { Result, Schema } from "effect"
import { storableTextProblem } from "../domain/plain_text.ts"
import { ItemId, TokenName, TokenSymbol } from "../domain/scalars.ts"
import type { Token } from "../domain/token.ts"
import type { NewToken } from "../ports/ledger.ts"

const isSymbol = Schema.is(TokenSymbol)

/** What registering a token must know about the tokens already registered. */
export interface TokenRegistry {
  /** The highest registered token id, undefined when there is none. */
  readonly lastTokenId: number | undefined
  /** Whether a token with this Ethereum address is registered. */
  readonly addressTaken: boolean
}

/** The token record of a newly registered token, or why the ledger rejects it. */
export function newTokenRecord(token: NewToken, itemId: number, registry: TokenRegistry): Result.Result<Token, string> {
  if (registry.lastTokenId !== undefined && token.id <= registry.lastTokenId) {
    return Result.fail(`token ids must increase: ${token.id} is not above ${registry.lastTokenId}`)
  }
  if (registry.addressTaken) return Result.fail(`a token with address ${token.ethereumAddress} is already registered`)
  const unstorable = storableTextProblem(token.name)
  if (unstorable !== undefined) return Result.fail(`token name ${JSON.stringify(token.name)}: ${unstorable}`)
  if (!isSymbol(token.symbol))
    return Result.fail(`token symbol ${JSON.stringify(token.symbol)} is not usable in account indexes`)
  if (!Number.isInteger(token.decimals) || token.decimals < 0 || token.decimals > 255) {
    return Result.fail(`token decimals ${token.decimals} are out of range 0..255`)
  }
  return Result.succeed({
    itemId: ItemId.make(itemId),
    id: token.id,
    ethereumBlockNum: token.ethereumBlockNum,
    ethereumAddress: token.ethereumAddress,
    name: TokenName.make(token.name),
    symbol: TokenSymbol.make(token.symbol),
    decimals: token.decimals,
    USD: null,
    fiatUpdate: null
  })
}

/** The token with a new USD price set at `at`, or why the ledger rejects the price. */
export function pricedToken(token: Token, usd: number, at: Date): Result.Result<Token, string> {
  if (!Number.isFinite(usd) || usd < 0)
    return Result.fail(`price ${usd} of token ${token.id} is not a finite non-negative number`)
  if (Number.isNaN(at.getTime())) return Result.fail(`price time of token ${token.id} is not a valid date`)
  return Result.succeed({ ...token, USD: usd, fiatUpdate: at })
}
