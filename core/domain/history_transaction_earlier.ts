/** The earlier revision's HistoryTransaction: its L1Info has `loadAmount` and `historicLoadAmountUSD` instead of the
 * deposit fields and the success flags (the load amount is the deposit amount). */
import { Schema, Struct } from "effect"
import { HistoryTransaction, type L1Info } from "./history_transaction.ts"
import { BigIntString, EthBlockNum, ToForgeL1TransactionsNum, Usd } from "./scalars.ts"

/** L1-only details as the earlier revision writes them. */
export const L1InfoEarlier = Schema.Struct({
  toForgeL1TransactionsNum: Schema.NullOr(ToForgeL1TransactionsNum),
  userOrigin: Schema.Boolean,
  loadAmount: BigIntString,
  historicLoadAmountUSD: Schema.NullOr(Usd),
  ethereumBlockNum: EthBlockNum
}).annotate({ identifier: "L1Info" })
export type L1InfoEarlier = typeof L1InfoEarlier.Type

/** A history transaction as the earlier revision writes it: the later fields, with the earlier L1Info. */
export const HistoryTransactionEarlier = Schema.Struct({
  ...Struct.omit(HistoryTransaction.fields, ["finality"]),
  L1Info: Schema.NullOr(L1InfoEarlier)
}).annotate({ identifier: "HistoryTransaction" })
export type HistoryTransactionEarlier = typeof HistoryTransactionEarlier.Type

/** The earlier revision's form of L1 details. */
export function toL1InfoEarlier(info: L1Info): L1InfoEarlier {
  return {
    toForgeL1TransactionsNum: info.toForgeL1TransactionsNum,
    userOrigin: info.userOrigin,
    loadAmount: info.depositAmount,
    historicLoadAmountUSD: info.historicDepositAmountUSD,
    ethereumBlockNum: info.ethereumBlockNum
  }
}

/** The earlier revision's form of a history transaction. */
export function toHistoryTransactionEarlier(tx: HistoryTransaction): HistoryTransactionEarlier {
  const { finality: _, ...fields } = tx
  return { ...fields, L1Info: tx.L1Info === null ? null : toL1InfoEarlier(tx.L1Info) }
}
