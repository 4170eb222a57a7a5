/** History rows: forged ones in `tx`, queued L1 ones in `l1_user_tx`, selected with the same columns so one decoder
 * rebuilds them. */
import type { TransactionRecord } from "../../../core/ledger/transaction_record.ts"
import { accountIndexOrNullAt, addressOrNull, keyOrNull, txIdOf } from "./codecs.ts"
import {
  bigAt,
  boolAt,
  bytesAt,
  bytesOrNullAt,
  columnNames,
  dateAt,
  floatOrNullAt,
  intAt,
  intOrNullAt,
  type Values,
  columnPositions,
  TRANSFER_COLUMNS
} from "./row.ts"
import { typeOfCode } from "./type_codes.ts"
import * as Stored from "./stored_brands.ts"

/** The positions of a transaction's columns within its group of a row. */
const T = columnPositions([
  "item_id",
  "id",
  "batch_num",
  "position",
  "is_l1",
  "type",
  ...TRANSFER_COLUMNS,
  "historic_usd",
  "timestamp",
  "token_id",
  "l1_queue_num",
  "user_origin",
  "deposit_amount",
  "amount_success",
  "deposit_amount_success",
  "historic_deposit_usd",
  "l1_eth_block_num",
  "fee",
  "historic_fee_usd",
  "nonce"
])

/** The columns every transaction row is selected with, in position order. */
export const TRANSACTION_COLUMNS = columnNames(T)

/** How many columns `forgedColumns` and `queuedColumns` select. */
export const TRANSACTION_WIDTH = TRANSACTION_COLUMNS.length

/** The select list of a forged transaction of `tx` aliased `alias`. */
export function forgedColumns(alias: string): string {
  return TRANSACTION_COLUMNS.map((column) => `${alias}.${column}`).join(", ")
}

/** The select list of a queued L1 user transaction of `l1_user_tx` aliased `alias`, shaped like a forged one. */
export function queuedColumns(alias: string): string {
  const fixed: Record<string, string> = {
    batch_num: "NULL::int8",
    is_l1: "true",
    l1_queue_num: `${alias}.queue_num`,
    user_origin: "true",
    amount_success: "false",
    deposit_amount_success: "false",
    fee: "NULL::int2",
    historic_fee_usd: "NULL::float8",
    nonce: "NULL::numeric"
  }
  return TRANSACTION_COLUMNS.map((column) => `${fixed[column] ?? `${alias}.${column}`} AS ${column}`).join(", ")
}

/** The record of a row whose columns from `at` on were selected with `forgedColumns` or `queuedColumns`. */
export function transactionRecordOf(row: Values, at: number): TransactionRecord {
  const isL1 = boolAt(row, at + T.is_l1)
  const batchNum = intOrNullAt(row, at + T.batch_num)
  const queueNum = intOrNullAt(row, at + T.l1_queue_num)
  const to = accountIndexOrNullAt(row, at + T.to_idx, at + T.to_symbol)
  if (to === null) throw new Error("sql adapter: transaction without a receiver")
  return {
    L1orL2: isL1 ? "L1" : "L2",
    id: txIdOf(bytesAt(row, at + T.id)),
    itemId: Stored.ItemId(intAt(row, at + T.item_id)),
    type: typeOfCode(intAt(row, at + T.type)),
    position: Stored.TransactionPosition(intAt(row, at + T.position)),
    fromAccountIndex: accountIndexOrNullAt(row, at + T.from_idx, at + T.from_symbol),
    fromZkEthereumAddress: addressOrNull(bytesOrNullAt(row, at + T.from_eth_addr)),
    fromBJJ: keyOrNull(bytesOrNullAt(row, at + T.from_bjj)),
    toAccountIndex: to,
    toZkEthereumAddress: addressOrNull(bytesOrNullAt(row, at + T.to_eth_addr)),
    toBJJ: keyOrNull(bytesOrNullAt(row, at + T.to_bjj)),
    amount: bigAt(row, at + T.amount),
    batchNum: batchNum === null ? null : Stored.BatchNum(batchNum),
    historicUSD: floatOrNullAt(row, at + T.historic_usd),
    timestamp: dateAt(row, at + T.timestamp),
    tokenId: Stored.TokenId(intAt(row, at + T.token_id)),
    L1Info: isL1
      ? {
          toForgeL1TransactionsNum: queueNum === null ? null : Stored.ToForgeL1TransactionsNum(queueNum),
          userOrigin: boolAt(row, at + T.user_origin),
          depositAmount: bigAt(row, at + T.deposit_amount),
          amountSuccess: boolAt(row, at + T.amount_success),
          depositAmountSuccess: boolAt(row, at + T.deposit_amount_success),
          historicDepositAmountUSD: floatOrNullAt(row, at + T.historic_deposit_usd),
          ethereumBlockNum: Stored.EthBlockNum(bigAt(row, at + T.l1_eth_block_num))
        }
      : null,
    L2Info: isL1
      ? null
      : {
          fee: Stored.FeeSelector(intAt(row, at + T.fee)),
          historicFeeUSD: floatOrNullAt(row, at + T.historic_fee_usd),
          nonce: Stored.Nonce(bigAt(row, at + T.nonce))
        }
  }
}
