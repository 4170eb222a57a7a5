/** Pool transaction rows: the columns of `pool_tx` and their decoding by position (with the drop reason), the insert,
 * and the update of statuses (state, batch, reason and, when a change gives one, the rollback record). */
import type { InvalidationReason } from "../../../core/domain/invalidation_reason.ts"
import type { PoolChange } from "../../../core/ledger/pool_lifecycle.ts"
import type { PoolRecord, PoolTransactionStatus } from "../../../core/ports/pool_store.ts"
import {
  accountIndexOrNullAt as indexOrNull,
  addressBytes,
  addressOrNull,
  bjjSignatureBytes,
  bjjSignatureOf,
  decimal,
  keyBytes,
  keyOrNull,
  nullable,
  txIdBytes,
  txIdOf
} from "./codecs.ts"
import { BOOL, BYTEA, INT8, TEXT } from "./params.ts"
import {
  bigAt,
  bigOrNullAt,
  bytesAt,
  bytesOrNullAt,
  dateAt,
  intAt,
  intOrNullAt,
  selectList,
  textAt,
  textOrNullAt,
  type Values
} from "./row.ts"
import * as Stored from "./stored_brands.ts"
import { invalidationCodeOf, l2TypeOfCode, poolStateOf, typeCode } from "./type_codes.ts"

/** The positions of a pool transaction's columns within its group of a row. */
const P = {
  id: 0,
  state: 1,
  batch_num: 2,
  reason: 3,
  type: 4,
  token_id: 5,
  from_idx: 6,
  from_symbol: 7,
  from_eth_addr: 8,
  from_bjj: 9,
  to_idx: 10,
  to_symbol: 11,
  to_eth_addr: 12,
  to_bjj: 13,
  amount: 14,
  fee: 15,
  nonce: 16,
  signature: 17,
  timestamp: 18,
  rq_from_idx: 19,
  rq_from_symbol: 20,
  rq_to_idx: 21,
  rq_to_symbol: 22,
  rq_to_eth_addr: 23,
  rq_to_bjj: 24,
  rq_token_id: 25,
  rq_amount: 26,
  rq_fee: 27,
  rq_nonce: 28,
  reason_code: 29
} as const

/** How many columns `poolColumns` selects. */
export const POOL_WIDTH = Object.keys(P).length

/** Every column of a pool row, as selected from `pool_tx` aliased `alias`. */
export const poolColumns = selectList(P, "p_")

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
    // Not stored yet: the column comes with migration 0018.
    atomicGroupId: null,
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

/** The status columns of a pool row (`poolStatusOf` decodes them): state, batch, reason and its code, rollback record. */
export const POOL_STATUS_COLUMNS = "state, batch_num, reason, reason_code, rolled_back_from"

/** The status of a row whose columns from `at` on were selected with `POOL_STATUS_COLUMNS`. */
export function poolStatusOf(row: Values, at: number): PoolTransactionStatus {
  const batchNum = intOrNullAt(row, at + 1)
  const rolledBackFrom = intOrNullAt(row, at + 4)
  return {
    state: poolStateOf(textAt(row, at)),
    batchNum: batchNum === null ? null : Stored.BatchNum(batchNum),
    reason: invalidationReasonAt(row, at + 2, at + 3),
    rolledBackFrom: rolledBackFrom === null ? null : Stored.BatchNum(rolledBackFrom)
  }
}

const address = nullable(addressBytes)
const key = nullable(keyBytes)
const big = nullable(decimal)

/** The columns a pool record is inserted with, each with its value (numeric ones bound as decimal text and cast). */
const INSERTED: ReadonlyArray<readonly [column: string, value: (record: PoolRecord) => unknown, cast?: string]> = [
  ["id", (r) => txIdBytes(r.id)],
  ["state", (r) => r.state],
  ["batch_num", (r) => r.batchNum],
  ["type", (r) => typeCode(r.type)],
  ["token_id", (r) => r.tokenId],
  ["from_idx", (r) => r.fromAccountIndex.idx],
  ["from_symbol", (r) => r.fromAccountIndex.symbol],
  ["from_eth_addr", (r) => address(r.fromZkEthereumAddress)],
  ["from_bjj", (r) => key(r.fromBJJ)],
  ["to_idx", (r) => r.toAccountIndex?.idx ?? null],
  ["to_symbol", (r) => r.toAccountIndex?.symbol ?? null],
  ["to_eth_addr", (r) => address(r.toZkEthereumAddress)],
  ["to_bjj", (r) => key(r.toBjj)],
  ["amount", (r) => decimal(r.amount), "numeric"],
  ["fee", (r) => r.fee],
  ["nonce", (r) => decimal(r.nonce), "numeric"],
  ["signature", (r) => bjjSignatureBytes(r.signature)],
  ["timestamp", (r) => r.timestamp],
  ["rq_from_idx", (r) => r.requestFromAccountIndex?.idx ?? null],
  ["rq_from_symbol", (r) => r.requestFromAccountIndex?.symbol ?? null],
  ["rq_to_idx", (r) => r.requestToAccountIndex?.idx ?? null],
  ["rq_to_symbol", (r) => r.requestToAccountIndex?.symbol ?? null],
  ["rq_to_eth_addr", (r) => address(r.requestToZkEthereumAddress)],
  ["rq_to_bjj", (r) => key(r.requestToBJJ)],
  ["rq_token_id", (r) => r.requestTokenId],
  ["rq_amount", (r) => big(r.requestAmount), "numeric"],
  ["rq_fee", (r) => r.requestFee],
  ["rq_nonce", (r) => big(r.requestNonce), "numeric"]
]

/** The statement inserting a pool record ($1 … $28, as `poolParams` gives them) unless its id is taken, returning whether it did. */
export const INSERT_POOL = `INSERT INTO pool_tx (${INSERTED.map(([column]) => column).join(", ")})
VALUES (${INSERTED.map(([, , cast], i) => `$${i + 1}${cast === undefined ? "" : `::${cast}`}`).join(", ")})
ON CONFLICT (id) DO NOTHING
RETURNING 1 AS added`

/** The parameters of `INSERT_POOL` for a record. */
export function poolParams(record: PoolRecord): ReadonlyArray<unknown> {
  return INSERTED.map(([, value]) => value(record))
}

/**
 * The statement setting pool transactions' state, batch and reason ($1 ids, $2 states, $3 batches, $4 messages, $5 codes)
 * and, where $7 says a change gives one, their rollback record ($6), returning the changed rows.
 */
export const UPDATE_POOL_STATUS = `UPDATE pool_tx p SET state = c.state, batch_num = c.batch_num, reason = c.reason, reason_code = c.reason_code,
  rolled_back_from = CASE WHEN c.sets_rollback THEN c.rolled_back_from ELSE p.rolled_back_from END
FROM unnest($1::bytea[], $2::text[], $3::int8[], $4::text[], $5::text[], $6::int8[], $7::bool[])
  AS c(id, state, batch_num, reason, reason_code, rolled_back_from, sets_rollback)
WHERE p.id = c.id
RETURNING ${poolColumns("p")}`

/** The parameters of `UPDATE_POOL_STATUS` for `changes`. */
export function poolStatusParams(changes: ReadonlyArray<PoolChange>): ReadonlyArray<unknown> {
  return [
    BYTEA.bind(changes.map((c) => txIdBytes(c.id))),
    TEXT.bind(changes.map((c) => c.status.state)),
    INT8.bind(changes.map((c) => c.status.batchNum)),
    TEXT.bind(changes.map((c) => c.status.reason?.message ?? null)),
    TEXT.bind(changes.map((c) => c.status.reason?.code ?? null)),
    INT8.bind(changes.map((c) => c.rolledBackFrom ?? null)),
    BOOL.bind(changes.map((c) => c.rolledBackFrom !== undefined))
  ]
}
