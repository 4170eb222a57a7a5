/**
 * Pool transaction rows: the columns of `pool_tx`, their decoding by position into the stored record and why it was
 * dropped, its insert, and the update of statuses (state, batch and reason).
 */
import type { AccountIndexValue } from "../../../core/domain/account_index.ts"
import type { InvalidationReason } from "../../../core/domain/invalidation_reason.ts"
import type { PoolChange } from "../../../core/ledger/pool_lifecycle.ts"
import type { PoolRecord } from "../../../core/ports/pool_store.ts"
import { addressBytes, addressOf, bjjSignatureBytes, bjjSignatureOf, decimal, keyBytes, keyOf, nullable, txIdBytes, txIdOf } from "./codecs.ts"
import { BYTEA, INT8, TEXT } from "./params.ts"
import { bigAt, bigOrNullAt, bytesAt, bytesOrNullAt, dateAt, intAt, intOrNullAt, isNullAt, selectList, textAt, textOrNullAt, type Values } from "./row.ts"
import * as Stored from "./stored_brands.ts"
import { invalidationCodeOf, l2TypeOfCode, poolStateOf, typeCode } from "./type_codes.ts"

/** The positions of a pool transaction's columns within its group of a row. */
const P = {
  id: 0, state: 1, batch_num: 2, reason: 3, type: 4, token_id: 5, from_idx: 6, from_symbol: 7, from_eth_addr: 8, from_bjj: 9,
  to_idx: 10, to_symbol: 11, to_eth_addr: 12, to_bjj: 13, amount: 14, fee: 15, nonce: 16, signature: 17, timestamp: 18,
  rq_from_idx: 19, rq_from_symbol: 20, rq_to_idx: 21, rq_to_symbol: 22, rq_to_eth_addr: 23, rq_to_bjj: 24, rq_token_id: 25,
  rq_amount: 26, rq_fee: 27, rq_nonce: 28, reason_code: 29
} as const

/** How many columns `poolColumns` selects. */
export const POOL_WIDTH = Object.keys(P).length

/** Every column of a pool row, as selected from `pool_tx` aliased `alias`. */
export const poolColumns = selectList(P, "p_")

/** The account index of a row's `<side>_idx` / `<side>_symbol` columns (positions `idx`, `symbol`), or null. */
function indexOrNull(row: Values, idx: number, symbol: number): AccountIndexValue | null {
  if (isNullAt(row, idx)) return null
  return { symbol: Stored.TokenSymbol(textAt(row, symbol)), idx: Stored.AccountIdx(intAt(row, idx)) }
}

const addressOrNull = nullable(addressOf)
const keyOrNull = nullable(keyOf)

/** The stored record of a row whose columns from `at` on were selected with `poolColumns`. */
export function poolRecordOf(row: Values, at: number): PoolRecord {
  const from = indexOrNull(row, at + P.from_idx, at + P.from_symbol)
  if (from === null) throw new Error("sql adapter: pool transaction without a sender")
  const batchNum = intOrNullAt(row, at + P.batch_num)
  const rqToken = intOrNullAt(row, at + P.rq_token_id)
  const rqFee = intOrNullAt(row, at + P.rq_fee)
  const rqNonce = bigOrNullAt(row, at + P.rq_nonce)
  return {
    id: txIdOf(bytesAt(row, at + P.id)),
    type: l2TypeOfCode(intAt(row, at + P.type)),
    fromAccountIndex: from,
    fromZkEthereumAddress: addressOrNull(bytesOrNullAt(row, at + P.from_eth_addr)),
    fromBJJ: keyOrNull(bytesOrNullAt(row, at + P.from_bjj)),
    toAccountIndex: indexOrNull(row, at + P.to_idx, at + P.to_symbol),
    toZkEthereumAddress: addressOrNull(bytesOrNullAt(row, at + P.to_eth_addr)),
    toBjj: keyOrNull(bytesOrNullAt(row, at + P.to_bjj)),
    amount: bigAt(row, at + P.amount),
    fee: Stored.FeeSelector(intAt(row, at + P.fee)),
    nonce: Stored.Nonce(bigAt(row, at + P.nonce)),
    state: poolStateOf(textAt(row, at + P.state)),
    signature: bjjSignatureOf(bytesAt(row, at + P.signature)),
    timestamp: dateAt(row, at + P.timestamp),
    batchNum: batchNum === null ? null : Stored.BatchNum(batchNum),
    requestFromAccountIndex: indexOrNull(row, at + P.rq_from_idx, at + P.rq_from_symbol),
    requestToAccountIndex: indexOrNull(row, at + P.rq_to_idx, at + P.rq_to_symbol),
    requestToZkEthereumAddress: addressOrNull(bytesOrNullAt(row, at + P.rq_to_eth_addr)),
    requestToBJJ: keyOrNull(bytesOrNullAt(row, at + P.rq_to_bjj)),
    requestTokenId: rqToken === null ? null : Stored.TokenId(rqToken),
    requestAmount: bigOrNullAt(row, at + P.rq_amount),
    requestFee: rqFee === null ? null : Stored.FeeSelector(rqFee),
    requestNonce: rqNonce === null ? null : Stored.Nonce(rqNonce),
    tokenId: Stored.TokenId(intAt(row, at + P.token_id))
  }
}

/** Why a pool transaction was dropped, from its `reason` and `reason_code` columns at positions `message` and `code`, or null. */
export function invalidationReasonAt(row: Values, message: number, code: number): InvalidationReason | null {
  const text = textOrNullAt(row, message)
  if (text === null) return null
  const stored = textOrNullAt(row, code)
  return { code: stored === null ? "other" : invalidationCodeOf(stored), message: text }
}

/** Why the transaction of a row whose columns from `at` on were selected with `poolColumns` was dropped, or null. */
export function poolReasonOf(row: Values, at: number): InvalidationReason | null {
  return invalidationReasonAt(row, at + P.reason, at + P.reason_code)
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
  const address = nullable(addressBytes)
  const key = nullable(keyBytes)
  const big = nullable(decimal)
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

/** The statement setting pool transactions' state, batch and reason ($1 ids, $2 states, $3 batches, $4 messages, $5 codes), returning the changed rows. */
export const UPDATE_POOL_STATUS = `UPDATE pool_tx p SET state = c.state, batch_num = c.batch_num, reason = c.reason, reason_code = c.reason_code
FROM unnest($1::bytea[], $2::text[], $3::int8[], $4::text[], $5::text[]) AS c(id, state, batch_num, reason, reason_code)
WHERE p.id = c.id
RETURNING ${poolColumns("p")}`

/** The parameters of `UPDATE_POOL_STATUS` for `changes`. */
export function poolStatusParams(changes: ReadonlyArray<PoolChange>): ReadonlyArray<unknown> {
  return [
    BYTEA.bind(changes.map((c) => txIdBytes(c.id))),
    TEXT.bind(changes.map((c) => c.status.state)),
    INT8.bind(changes.map((c) => c.status.batchNum)),
    TEXT.bind(changes.map((c) => c.status.reason?.message ?? null)),
    TEXT.bind(changes.map((c) => c.status.reason?.code ?? null))
  ]
}
