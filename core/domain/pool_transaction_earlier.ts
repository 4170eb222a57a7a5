/** The earlier revision's pool transaction: the contract's fields, without the extensions `invalidationReason`,
 * `atomicGroupId` and `info`. */
import { Struct } from "effect"
import { PoolL2Transaction } from "./pool_transaction.ts"

/** A pool transaction as the earlier revision writes it. */
export const PoolL2TransactionEarlier = PoolL2Transaction.mapFields(
  Struct.omit(["invalidationReason", "atomicGroupId", "info"])
).annotate({
  identifier: "PoolL2Transaction"
})
export type PoolL2TransactionEarlier = typeof PoolL2TransactionEarlier.Type

/** The earlier revision's form of a pool transaction. */
export function toPoolL2TransactionEarlier(tx: PoolL2Transaction): PoolL2TransactionEarlier {
  const { invalidationReason: _reason, atomicGroupId: _group, info: _info, ...contract } = tx
  return contract
}
