/** Historic USD values, computed when a transaction is recorded, with the token price of that moment, as the anchor
 * does (L1 user transactions when queued, the others when forged). */
import { Result, Schema } from "effect"
import type { CollectedFees } from "../domain/batch.ts"
import { TokenId } from "../domain/scalars.ts"
import type { Token } from "../domain/token.ts"

const isTokenId = Schema.is(TokenId)

/** The USD value of `amount` base units of `token` at its current price, or null. */
export function historicUsd(amount: bigint, token: Pick<Token, "USD" | "decimals">): number | null {
  if (token.USD === null || !(token.USD > 0) || amount === 0n) return null
  return (token.USD / 10 ** token.decimals) * Number(amount)
}

/**
 * The USD value of a batch's collected fees: the sum over its tokens of `historicUsd`, tokens
 * without a price counting 0; fails naming the first token `tokenOf` does not know.
 */
export function totalFeesUsd(
  fees: CollectedFees,
  tokenOf: (id: TokenId) => Pick<Token, "USD" | "decimals"> | undefined
): Result.Result<number, string> {
  let total = 0
  for (const [key, amount] of Object.entries(fees)) {
    const id = Number(key)
    const token = isTokenId(id) ? tokenOf(id) : undefined
    if (token === undefined) return Result.fail(`collected fees name unknown token ${key}`)
    total += historicUsd(amount, token) ?? 0
  }
  return Result.succeed(total)
}
