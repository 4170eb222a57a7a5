/** The earlier revision's pool transaction: the contract's fields, without `invalidationReason`. */
import { Struct } from "effect"
import { PoolL2Transaction } from "./pool_transaction.ts"

/** A pool transaction as the earlier revision writes it. */
export const PoolL2TransactionEarlier = PoolL2Transaction.mapFields(Struct.omit(["invalidationReason"])).annotate({
  identifier: "PoolL2Transaction"
})
export type PoolL2TransactionEarlier = typeof PoolL2TransactionEarlier.Type

/** The earlier revision's form of a pool transaction. */
export function toPoolL2TransactionEarlier(tx: PoolL2Transaction): PoolL2TransactionEarlier {
  const { invalidationReason: _, ...contract } = tx
  return contract
}
