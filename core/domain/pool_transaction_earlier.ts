/** The earlier revision's pool transaction and body: the contract's fields, without the extensions `toBJJ`,
 * `maxNumBatch`, `invalidationReason`, `atomicGroupId` and `info`. */
import { Struct } from "effect"
import { PoolL2Transaction, PostPoolL2Transaction } from "./pool_transaction.ts"

/** A pool transaction as the earlier revision writes it. */
export const PoolL2TransactionEarlier = PoolL2Transaction.mapFields(
  Struct.omit(["toBJJ", "maxNumBatch", "invalidationReason", "atomicGroupId", "info"])
).annotate({
  identifier: "PoolL2Transaction"
})
export type PoolL2TransactionEarlier = typeof PoolL2TransactionEarlier.Type

/** The earlier revision's form of a pool transaction. */
export function toPoolL2TransactionEarlier(tx: PoolL2Transaction): PoolL2TransactionEarlier {
  const {
    toBJJ: _finalSpelling,
    maxNumBatch: _limit,
    invalidationReason: _reason,
    atomicGroupId: _group,
    info: _info,
    ...contract
  } = tx
  return contract
}

/** The body of `POST /transactions-pool` in the earlier revision: the contract's fields, no `maxNumBatch` (no other
 * property is allowed). */
export const PostPoolL2TransactionEarlier = PostPoolL2Transaction.mapFields(Struct.omit(["maxNumBatch"])).annotate({
  identifier: "PostPoolL2Transaction"
})
export type PostPoolL2TransactionEarlier = typeof PostPoolL2TransactionEarlier.Type
