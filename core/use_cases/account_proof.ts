/** Use case of `GET /accounts/{accountIndex}/proof` (an extension, later revision): the account an index holds after a
 * batch (the last by default) and the Merkle proof of it, or of its absence, under the batch's `stateRoot`. */
import { Effect, Option, Schema } from "effect"
import type { AccountIndexValue } from "../domain/account_index.ts"
import type { AccountProof } from "../domain/account_proof.ts"
import { BatchNumParam } from "../domain/query_params.ts"
import { type BadRequest, NotFound } from "../errors.ts"
import { stateProof } from "../ledger/state_proof.ts"
import { StateTreeStore } from "../ports/state_tree_store.ts"
import { heldSymbolMismatch } from "./account_filter.ts"

/** Query parameters of `GET /accounts/{accountIndex}/proof`. */
export const Query = Schema.Struct({
  batchNum: Schema.optionalKey(
    BatchNumParam.annotate({ description: "The batch after which the account is proven (default: the last batch)" })
  )
})
export type Query = typeof Query.Type

/** The proof of `accountIndex` after the query's batch (absent: the last); an existing account's symbol must match. */
export const get = Effect.fnUntraced(function* (
  accountIndex: AccountIndexValue,
  query: Query
): Effect.fn.Return<AccountProof, NotFound | BadRequest, StateTreeStore> {
  const batchNum = query.batchNum
  const answer = yield* (yield* StateTreeStore).read(accountIndex.idx, batchNum)
  switch (answer._tag) {
    case "NoBatch":
      return yield* new NotFound({
        message:
          answer.lastBatchNum === undefined
            ? "no batch has been forged yet"
            : `batch ${batchNum} not found: the last batch is ${answer.lastBatchNum}`
      })
    case "NotKept":
      return yield* new NotFound({
        message: `the state tree of batch ${batchNum} is no longer kept: proofs are served from batch ${answer.oldestKept} on`
      })
  }
  const { reading } = answer
  const held = reading.account
  if (held !== undefined) {
    const mismatch = heldSymbolMismatch("accountIndex", accountIndex, held.symbol)
    if (Option.isSome(mismatch)) return yield* mismatch.value
  }
  return {
    accountIndex,
    batchNum: reading.batchNum,
    stateRoot: reading.stateRoot,
    account:
      held === undefined
        ? null
        : {
            tokenId: held.account.tokenId,
            nonce: held.nonce,
            balance: held.balance,
            bjj: held.account.bjj,
            zkEthereumAddress: held.account.ethAddr
          },
    merkleProof: stateProof(reading.path, BigInt(accountIndex.idx), reading.stateRoot)
  }
})
