/**
 * Pool transaction rows: the columns of `pool_tx`, the decoding into the stored record
 * (`PoolRecord`) with its status (reason included), and the insert of a new record.
 */
import { AccountIdx, type AccountIndexValue } from "../../core/domain/account_index.ts"
import { BatchNum, FeeSelector, Nonce, TokenId, TokenSymbol } from "../../core/domain/scalars.ts"
import type { PoolStatus } from "../../core/ledger/pool_lifecycle.ts"
import type { PoolRecord } from "../../core/ports/pool_store.ts"
import {
  addressBytes,
  addressOf,
  bjjSignatureBytes,
  bjjSignatureOf,
  decimal,
  keyBytes,
  keyOf,
  txIdBytes,
  txIdOf
} from "./codecs.ts"
import { big, bigOrNull, bytes, bytesOrNull, date, int, intOrNull, isNull, type Row, text, textOrNull } from "./row.ts"
import { l2TypeOfCode, poolStateOf, typeCode } from "./type_codes.ts"

/** Every column of a pool row, as selected from `pool_tx` aliased `alias`. */
export function poolColumns(alias: string): string {
  return [
    "id", "state", "batch_num", "reason", "type", "token_id", "from_idx", "from_symbol", "from_eth_addr", "from_bjj",
    "to_idx", "to_symbol", "to_eth_addr", "to_bjj", "amount", "fee", "nonce", "signature", "timestamp",
    "rq_from_idx", "rq_from_symbol", "rq_to_idx", "rq_to_symbol", "rq_to_eth_addr", "rq_to_bjj", "rq_token_id",
    "rq_amount", "rq_fee", "rq_nonce"
  ].map((column) => `${alias}.${column} AS p_${column}`).join(", ")
}

/** The account index of a row's `p_<side>_idx` / `p_<side>_symbol` columns, or null. */
function indexOrNull(row: Row, side: string): AccountIndexValue | null {
  if (isNull(row, `p_${side}_idx`)) return null
  return { symbol: TokenSymbol.make(text(row, `p_${side}_symbol`)), idx: AccountIdx.make(int(row, `p_${side}_idx`)) }
}

/** An address column, or null. */
function addressOrNull(row: Row, key: string) {
  const value = bytesOrNull(row, key)
  return value === null ? null : addressOf(value)
}

/** A key column, or null. */
function keyOrNull(row: Row, key: string) {
  const value = bytesOrNull(row, key)
  return value === null ? null : keyOf(value)
}

/** The stored record of a row selected with `poolColumns`. */
export function poolRecordOf(row: Row): PoolRecord {
  const from = indexOrNull(row, "from")
  if (from === null) throw new Error("sql adapter: pool transaction without a sender")
  const batchNum = intOrNull(row, "p_batch_num")
  const rqToken = intOrNull(row, "p_rq_token_id")
  const rqFee = intOrNull(row, "p_rq_fee")
  const rqNonce = bigOrNull(row, "p_rq_nonce")
  return {
    id: txIdOf(bytes(row, "p_id")),
    type: l2TypeOfCode(int(row, "p_type")),
    fromAccountIndex: from,
    fromZkEthereumAddress: addressOrNull(row, "p_from_eth_addr"),
    fromBJJ: keyOrNull(row, "p_from_bjj"),
    toAccountIndex: indexOrNull(row, "to"),
    toZkEthereumAddress: addressOrNull(row, "p_to_eth_addr"),
    toBjj: keyOrNull(row, "p_to_bjj"),
    amount: big(row, "p_amount"),
    fee: FeeSelector.make(int(row, "p_fee")),
    nonce: Nonce.make(big(row, "p_nonce")),
    state: poolStateOf(text(row, "p_state")),
    signature: bjjSignatureOf(bytes(row, "p_signature")),
    timestamp: date(row, "p_timestamp"),
    batchNum: batchNum === null ? null : BatchNum.make(batchNum),
    requestFromAccountIndex: indexOrNull(row, "rq_from"),
    requestToAccountIndex: indexOrNull(row, "rq_to"),
    requestToZkEthereumAddress: addressOrNull(row, "p_rq_to_eth_addr"),
    requestToBJJ: keyOrNull(row, "p_rq_to_bjj"),
    requestTokenId: rqToken === null ? null : TokenId.make(rqToken),
    requestAmount: bigOrNull(row, "p_rq_amount"),
    requestFee: rqFee === null ? null : FeeSelector.make(rqFee),
    requestNonce: rqNonce === null ? null : Nonce.make(rqNonce),
    tokenId: TokenId.make(int(row, "p_token_id"))
  }
}

/** The status the pool rules see of a row selected with `poolColumns` (or with `p_state`, `p_batch_num`, `p_reason`). */
export function poolStatusOf(row: Row): PoolStatus {
  const batchNum = intOrNull(row, "p_batch_num")
  return {
    state: poolStateOf(text(row, "p_state")),
    batchNum: batchNum === null ? null : BatchNum.make(batchNum),
    reason: textOrNull(row, "p_reason")
  }
}

/** The statement inserting a pool record unless its id is taken, returning whether it did. */
export const INSERT_POOL = `INSERT INTO pool_tx (id, state, batch_num, reason, type, token_id, from_idx, from_symbol, from_eth_addr,
  from_bjj, to_idx, to_symbol, to_eth_addr, to_bjj, amount, fee, nonce, signature, timestamp, rq_from_idx, rq_from_symbol,
  rq_to_idx, rq_to_symbol, rq_to_eth_addr, rq_to_bjj, rq_token_id, rq_amount, rq_fee, rq_nonce)
VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::numeric, $15, $16::numeric, $17, $18, $19, $20,
  $21, $22, $23, $24, $25, $26::numeric, $27, $28::numeric)
ON CONFLICT (id) DO NOTHING
RETURNING 1 AS added`

/** The parameters of `INSERT_POOL` for a record. */
export function poolParams(record: PoolRecord): ReadonlyArray<unknown> {
  const address = (a: PoolRecord["fromZkEthereumAddress"]) => (a === null ? null : addressBytes(a))
  const key = (k: PoolRecord["fromBJJ"]) => (k === null ? null : keyBytes(k))
  const big = (n: bigint | null) => (n === null ? null : decimal(n))
  return [
    txIdBytes(record.id),
    record.state,
    record.batchNum,
    typeCode(record.type),
    record.tokenId,
    record.fromAccountIndex.idx,
    record.fromAccountIndex.symbol,
    address(record.fromZkEthereumAddress),
    key(record.fromBJJ),
    record.toAccountIndex?.idx ?? null,
    record.toAccountIndex?.symbol ?? null,
    address(record.toZkEthereumAddress),
    key(record.toBjj),
    decimal(record.amount),
    record.fee,
    decimal(record.nonce),
    bjjSignatureBytes(record.signature),
    record.timestamp,
    record.requestFromAccountIndex?.idx ?? null,
    record.requestFromAccountIndex?.symbol ?? null,
    record.requestToAccountIndex?.idx ?? null,
    record.requestToAccountIndex?.symbol ?? null,
    address(record.requestToZkEthereumAddress),
    key(record.requestToBJJ),
    record.requestTokenId,
    big(record.requestAmount),
    record.requestFee,
    big(record.requestNonce)
  ]
}
