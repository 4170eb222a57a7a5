/** Use case of `POST /devnet/deposits` (an extension of the later revision, served by a node running the devnet): the
 * request's checks, each a 400, then the devnet's faucet queues the deposit. */
import { Effect, Option, Result } from "effect"
import { EMPTY_BJJ, encodeBjj } from "../domain/bjj.ts"
import { FF_ADDRESS, ZERO_ADDRESS } from "../domain/eth_address.ts"
import type { FaucetDeposit, FaucetDepositPost } from "../domain/faucet_deposit.ts"
import { encodeFloat40 } from "../domain/float40.ts"
import { BadRequest, invalidParam } from "../errors.ts"
import { DevnetFaucet } from "../ports/devnet_faucet.ts"
import { NetworkSettings } from "../ports/network_settings.ts"
import { TokenStore } from "../ports/token_store.ts"

/**
 * Queues the deposit `body` asks for. Refused with a 400, in order: the zero or 0xFF…FF address (no Ethereum sender
 * has either), the empty key, a token not registered, an amount of 0, above the rollup's `limitDepositAmount` or one
 * Float40 cannot represent (`ErrInvalidFloat40Amount`, as an L1 deposit's amount is Float40).
 */
export const deposit = Effect.fnUntraced(function* (
  body: FaucetDepositPost
): Effect.fn.Return<FaucetDeposit, BadRequest, DevnetFaucet | TokenStore | NetworkSettings> {
  const address = body.zkEthereumAddress
  if (address === ZERO_ADDRESS || address === FF_ADDRESS)
    return yield* invalidParam(`"zkEthereumAddress" must not be zk:${address}: no Ethereum account sends from it`)
  if (body.bjj === EMPTY_BJJ) return yield* invalidParam(`"bjj" must not be the empty key ${encodeBjj(EMPTY_BJJ)}`)
  const token = yield* (yield* TokenStore).get(body.tokenId)
  if (Option.isNone(token)) return yield* invalidParam(`"tokenId": token ${body.tokenId} is not registered`)
  if (body.amount === 0n) return yield* invalidParam(`"amount" must be positive`)
  const limit = (yield* NetworkSettings).config.hermez.limitDepositAmount
  if (body.amount > limit)
    return yield* invalidParam(`"amount" must not be above the rollup's limitDepositAmount, ${limit}`)
  const encoded = encodeFloat40(body.amount)
  if (Result.isFailure(encoded))
    return yield* new BadRequest({ type: "ErrInvalidFloat40Amount", message: `"amount": ${encoded.failure}` })
  const faucet = yield* DevnetFaucet
  return yield* faucet.deposit({ ethAddr: address, bjj: body.bjj, tokenId: body.tokenId, amount: body.amount })
})
