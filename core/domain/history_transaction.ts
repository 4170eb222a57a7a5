/** Forged (historical) transactions and unforged L1 user transactions (`docs/api.md` HistoryTransaction). */
import { Schema } from "effect"
import { AccountIndex } from "./account_index.ts"
import { Bjj } from "./bjj.ts"
import { ZkEthereumAddress } from "./eth_address.ts"
import { Finality } from "./finality.ts"
import {
  BatchNum,
  BigIntString,
  EthBlockNum,
  FeeSelector,
  ItemId,
  Nonce,
  Timestamp,
  ToForgeL1TransactionsNum,
  TransactionPosition,
  Usd
} from "./scalars.ts"
import { Token } from "./token.ts"
import { TransactionType } from "./transaction_type.ts"
import { TransactionId } from "./tx_id.ts"

/** L1-only details (later revision). */
export const L1Info = Schema.Struct({
  toForgeL1TransactionsNum: Schema.NullOr(ToForgeL1TransactionsNum),
  userOrigin: Schema.Boolean,
  depositAmount: BigIntString,
  amountSuccess: Schema.Boolean,
  depositAmountSuccess: Schema.Boolean,
  historicDepositAmountUSD: Schema.NullOr(Usd),
  ethereumBlockNum: EthBlockNum
}).annotate({ identifier: "L1Info" })
export type L1Info = typeof L1Info.Type

/** L2-only details. */
export const L2Info = Schema.Struct({
  fee: FeeSelector,
  historicFeeUSD: Schema.NullOr(Usd),
  nonce: Nonce
}).annotate({ identifier: "L2Info" })
export type L2Info = typeof L2Info.Type

/** A transaction as the history shows it; `batchNum` null means an L1 transaction not forged yet. */
export const HistoryTransaction = Schema.Struct({
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
  L1Info: Schema.NullOr(L1Info),
  L2Info: Schema.NullOr(L2Info),
  finality: Finality
}).annotate({ identifier: "HistoryTransaction" })
export type HistoryTransaction = typeof HistoryTransaction.Type
