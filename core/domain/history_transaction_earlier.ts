/**
 * The earlier revision's HistoryTransaction (`interface.md` Versioning; `anchor-api.md` §2.5,
 * pagination era): its L1Info has `loadAmount` and `historicLoadAmountUSD` in place of
 * `depositAmount`, `amountSuccess`, `depositAmountSuccess` and `historicDepositAmountUSD` (the
 * load amount is the deposit amount; the success flags did not exist). Every other field is the
 * later revision's.
 */
import { Schema } from "effect"
import { AccountIndex } from "./account_index.ts"
import { Bjj } from "./bjj.ts"
import { ZkEthereumAddress } from "./eth_address.ts"
import { type HistoryTransaction, type L1Info, L2Info } from "./history_transaction.ts"
import {
  BatchNum,
  BigIntString,
  EthBlockNum,
  ItemId,
  Timestamp,
  ToForgeL1TransactionsNum,
  TransactionPosition,
  Usd
} from "./scalars.ts"
import { Token } from "./token.ts"
import { TransactionType } from "./transaction_type.ts"
import { TransactionId } from "./tx_id.ts"

/** L1-only details as the earlier revision writes them. */
export const L1InfoEarlier = Schema.Struct({
  toForgeL1TransactionsNum: Schema.NullOr(ToForgeL1TransactionsNum),
  userOrigin: Schema.Boolean,
  loadAmount: BigIntString,
  historicLoadAmountUSD: Schema.NullOr(Usd),
  ethereumBlockNum: EthBlockNum
}).annotate({ identifier: "L1Info" })
export type L1InfoEarlier = typeof L1InfoEarlier.Type

/** A history transaction as the earlier revision writes it. */
export const HistoryTransactionEarlier = Schema.Struct({
  L1orL2: Schema.Literals(["L1", "L2"]),
  id: TransactionId,
  itemId: ItemId,
  type: TransactionType,
  position: TransactionPosition,
  fromAccountIndex: Schema.NullOr(AccountIndex),
  fromZkEthereumAddress: Schema.NullOr(ZkEthereumAddress),
  fromBJJ: Schema.NullOr(Bjj),
  toAccountIndex: AccountIndex,
  toZkEthereumAddress: Schema.NullOr(ZkEthereumAddress),
  toBJJ: Schema.NullOr(Bjj),
  amount: BigIntString,
  batchNum: Schema.NullOr(BatchNum),
  historicUSD: Schema.NullOr(Usd),
  timestamp: Timestamp,
  token: Token,
  L1Info: Schema.NullOr(L1InfoEarlier),
  L2Info: Schema.NullOr(L2Info)
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
  return { ...tx, L1Info: tx.L1Info === null ? null : toL1InfoEarlier(tx.L1Info) }
}
