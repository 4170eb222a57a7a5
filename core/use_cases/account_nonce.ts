/** Use case of `GET /accounts/{accountIndex}/nonce` (an extension, later revision): the forged nonce, the nonces of its
 * `pend` and `fing` pool transactions and the next free one, on one snapshot of the storage. */
import { Effect, Option } from "effect"
import { type AccountIndexValue, formatAccountIndex } from "../domain/account_index.ts"
import { type AccountNonce, nextFreeNonce } from "../domain/account_nonce.ts"
import { type BadRequest, NotFound } from "../errors.ts"
import { PoolStore } from "../ports/pool_store.ts"
import { heldSymbolMismatch } from "./account_filter.ts"

/** The nonces of the account with this index; its token symbol must match. */
export const get = Effect.fnUntraced(function* (
  accountIndex: AccountIndexValue
): Effect.fn.Return<AccountNonce, NotFound | BadRequest, PoolStore> {
  const pool = yield* PoolStore
  const nonces = yield* pool.accountNonces(accountIndex.idx)
  if (Option.isNone(nonces))
    return yield* new NotFound({ message: `account ${formatAccountIndex(accountIndex)} not found` })
  const { accountIndex: stored, forgedNonce, poolNonces } = nonces.value
  const mismatch = heldSymbolMismatch("accountIndex", accountIndex, stored.symbol)
  if (Option.isSome(mismatch)) return yield* mismatch.value
  return {
    accountIndex: stored,
    forgedNonce,
    nextNonce: nextFreeNonce(forgedNonce, poolNonces),
    pendingNonces: poolNonces
  }
})
