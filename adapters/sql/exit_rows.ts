/** Exit rows: the selected columns and the decoding into core's `ExitRecord` (its account index written with the joined token's symbol). */
import { AccountIdx } from "../../core/domain/account_index.ts"
import { MerkleProof } from "../../core/domain/exit.ts"
import { BatchNum, EthBlockNum, ItemId, TokenId, TokenSymbol } from "../../core/domain/scalars.ts"
import type { ExitRecord } from "../../core/ledger/exit_record.ts"
import { addressOf, fromJsonText, keyOf } from "./codecs.ts"
import { big, bigOrNull, bytes, int, type Row, text, STORED } from "./row.ts"

/** The select list of an exit of `exit` aliased `alias`, with `symbol` the SQL expression of its token's symbol. */
export function exitColumns(alias: string, symbol: string): string {
  return [
    "item_id", "batch_num", "idx", "token_id", "eth_addr", "bjj", "merkle_proof", "balance",
    "instant_withdraw", "delayed_withdraw_request", "delayed_withdraw"
  ].map((column) => `${alias}.${column} AS x_${column}`).join(", ") + `, ${symbol} AS x_symbol`
}

/** A nullable Ethereum block number column. */
function blockOrNull(row: Row, key: string): EthBlockNum | null {
  const value = bigOrNull(row, key)
  return value === null ? null : EthBlockNum.make(value, STORED)
}

/** The exit record of a row selected with `exitColumns`. */
export function exitRecordOf(row: Row): ExitRecord {
  return {
    batchNum: BatchNum.make(int(row, "x_batch_num"), STORED),
    accountIndex: { symbol: TokenSymbol.make(text(row, "x_symbol"), STORED), idx: AccountIdx.make(int(row, "x_idx"), STORED) },
    bjj: keyOf(bytes(row, "x_bjj")),
    zkEthereumAddress: addressOf(bytes(row, "x_eth_addr")),
    itemId: ItemId.make(int(row, "x_item_id"), STORED),
    merkleProof: fromJsonText(MerkleProof, text(row, "x_merkle_proof")),
    balance: big(row, "x_balance"),
    instantWithdraw: blockOrNull(row, "x_instant_withdraw"),
    delayedWithdrawRequest: blockOrNull(row, "x_delayed_withdraw_request"),
    delayedWithdraw: blockOrNull(row, "x_delayed_withdraw"),
    tokenId: TokenId.make(int(row, "x_token_id"), STORED)
  }
}
