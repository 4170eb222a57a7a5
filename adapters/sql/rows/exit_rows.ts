/** Exit rows: the selected columns and the decoding, by position, into core's `ExitRecord` (its account index written
 * with the joined token's symbol). */
import type { ExitRecord } from "../../../core/ledger/exit_record.ts"
import { addressOf, keyOf, nullable } from "./codecs.ts"
import { bigAt, bigOrNullAt, bytesAt, columnNames, intAt, textAt, type Values } from "./row.ts"
import * as Stored from "./stored_brands.ts"
import { merkleProofOf } from "./stored_json.ts"

/** The positions of an exit's columns within its group of a row (the symbol last, from the joined token). */
const X = {
  item_id: 0,
  batch_num: 1,
  idx: 2,
  token_id: 3,
  eth_addr: 4,
  bjj: 5,
  merkle_proof: 6,
  balance: 7,
  instant_withdraw: 8,
  delayed_withdraw_request: 9,
  delayed_withdraw: 10,
  symbol: 11
} as const

/** The columns of `exit` an exit row selects, in position order (without the symbol). */
const COLUMNS = columnNames(X).filter((column) => column !== "symbol")

/** How many columns `exitColumns` selects (the symbol and the batch's L1 block after the exit's own). */
export const EXIT_WIDTH = COLUMNS.length + 2

/** The select list of an exit of `exit` aliased `alias`, with `symbol` the SQL expression of its token's symbol, then its batch's L1 block. */
export function exitColumns(alias: string, symbol: string): string {
  return (
    COLUMNS.map((column) => `${alias}.${column} AS x_${column}`).join(", ") +
    `, ${symbol} AS x_symbol` +
    `, (SELECT xb.eth_block_num FROM batch xb WHERE xb.batch_num = ${alias}.batch_num) AS x_batch_block`
  )
}

/** The L1 block of the exit's batch, in a row whose columns from `at` on were selected with `exitColumns`. */
export function exitBatchBlockAt(row: Values, at: number): bigint {
  return bigOrNullAt(row, at + X.symbol + 1) ?? 0n
}

const blockOrNull = (row: Values, index: number) => nullable(Stored.EthBlockNum)(bigOrNullAt(row, index))

/** The exit record of a row whose columns from `at` on were selected with `exitColumns`. */
export function exitRecordOf(row: Values, at: number): ExitRecord {
  return {
    batchNum: Stored.BatchNum(intAt(row, at + X.batch_num)),
    accountIndex: {
      symbol: Stored.TokenSymbol(textAt(row, at + X.symbol)),
      idx: Stored.AccountIdx(intAt(row, at + X.idx))
    },
    bjj: keyOf(bytesAt(row, at + X.bjj)),
    zkEthereumAddress: addressOf(bytesAt(row, at + X.eth_addr)),
    itemId: Stored.ItemId(intAt(row, at + X.item_id)),
    merkleProof: merkleProofOf(textAt(row, at + X.merkle_proof)),
    balance: bigAt(row, at + X.balance),
    instantWithdraw: blockOrNull(row, at + X.instant_withdraw),
    delayedWithdrawRequest: blockOrNull(row, at + X.delayed_withdraw_request),
    delayedWithdraw: blockOrNull(row, at + X.delayed_withdraw),
    tokenId: Stored.TokenId(intAt(row, at + X.token_id))
  }
}
