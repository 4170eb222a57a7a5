/** The set-form inserts of history transactions: forged ones into `tx` (with its ordinals), queued L1 user ones into `l1_user_tx`. */
import type { TransactionRecord } from "../../../core/ledger/transaction_record.ts"
import { addressBytes, keyBytes, nullable, txIdBytes } from "../rows/codecs.ts"
import { BOOL, BYTEA, FLOAT8, INT2, INT4, INT8, NUMERIC, TEXT, TIMESTAMPTZ } from "../rows/params.ts"
import { typeCode } from "../rows/type_codes.ts"
import { column, type InsertColumn, insertWithOrdinals, TX } from "./ordinals.ts"

/** The columns forged and queued transactions both store. */
const RECORD_COLUMNS: ReadonlyArray<InsertColumn<TransactionRecord>> = [
  column("item_id", INT8, (r) => r.itemId),
  column("id", BYTEA, (r) => txIdBytes(r.id)),
  column("position", INT4, (r) => r.position),
  column("type", INT2, (r) => typeCode(r.type)),
  column("from_idx", INT8, (r) => r.fromAccountIndex?.idx ?? null),
  column("from_symbol", TEXT, (r) => r.fromAccountIndex?.symbol ?? null),
  column("from_eth_addr", BYTEA, (r) => nullable(addressBytes)(r.fromZkEthereumAddress)),
  column("from_bjj", BYTEA, (r) => nullable(keyBytes)(r.fromBJJ)),
  column("to_idx", INT8, (r) => r.toAccountIndex.idx),
  column("to_symbol", TEXT, (r) => r.toAccountIndex.symbol),
  column("to_eth_addr", BYTEA, (r) => nullable(addressBytes)(r.toZkEthereumAddress)),
  column("to_bjj", BYTEA, (r) => nullable(keyBytes)(r.toBJJ)),
  column("amount", NUMERIC, (r) => r.amount),
  column("historic_usd", FLOAT8, (r) => r.historicUSD),
  column("timestamp", TIMESTAMPTZ, (r) => r.timestamp),
  column("token_id", INT8, (r) => r.tokenId),
  column("deposit_amount", NUMERIC, (r) => r.L1Info?.depositAmount ?? null),
  column("historic_deposit_usd", FLOAT8, (r) => r.L1Info?.historicDepositAmountUSD ?? null),
  column("l1_eth_block_num", NUMERIC, (r) => r.L1Info?.ethereumBlockNum ?? null)
]

/** The insert of forged transactions into `tx`, with its ordinals. */
export const INSERT_FORGED = insertWithOrdinals<TransactionRecord>(TX, [
  ...RECORD_COLUMNS,
  column("batch_num", INT8, (r) => r.batchNum),
  column("is_l1", BOOL, (r) => r.L1orL2 === "L1"),
  column("l1_queue_num", INT8, (r) => r.L1Info?.toForgeL1TransactionsNum ?? null),
  column("user_origin", BOOL, (r) => r.L1Info?.userOrigin ?? null),
  column("amount_success", BOOL, (r) => r.L1Info?.amountSuccess ?? null),
  column("deposit_amount_success", BOOL, (r) => r.L1Info?.depositAmountSuccess ?? null),
  column("fee", INT2, (r) => r.L2Info?.fee ?? null),
  column("historic_fee_usd", FLOAT8, (r) => r.L2Info?.historicFeeUSD ?? null),
  column("nonce", NUMERIC, (r) => r.L2Info?.nonce ?? null)
])

/** The insert of queued L1 user transactions into `l1_user_tx` (not forged yet). */
export const INSERT_QUEUED = insertWithOrdinals<TransactionRecord>({ table: "l1_user_tx", item: "item_id", dimensions: [] }, [
  ...RECORD_COLUMNS,
  column("queue_num", INT8, (r) => r.L1Info?.toForgeL1TransactionsNum ?? null)
], [{ name: "forged", expression: "false" }])
