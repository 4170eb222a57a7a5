/** Pool transaction rows: the columns of `pool_tx` and their decoding by position (with the drop reason), the insert of
 * one record and of a group's records, and the update of statuses (state, batch, reason and, when a change gives one,
 * the rollback record). */
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
  groupIdBytes,
  groupIdOf,
  keyBytes,
  keyOrNull,
  nullable,
  txIdBytes,
  txIdOf
} from "./codecs.ts"
import { type ArrayType, BOOL, BYTEA, INT2, INT8, NUMERIC, TEXT, TIMESTAMPTZ } from "./params.ts"
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
  type Values,
  columnPositions,
  TRANSFER_COLUMNS
} from "./row.ts"
import * as Stored from "./stored_brands.ts"
import { invalidationCodeOf, l2TypeOfCode, poolStateOf, typeCode } from "./type_codes.ts"

/** The positions of a pool transaction's columns within its group of a row. */
const P = columnPositions([
  "id",
  "state",
  "batch_num",
  "reason",
  "type",
  "token_id",
  ...TRANSFER_COLUMNS,
  "fee",
  "nonce",
  "signature",
  "timestamp",
  "rq_from_idx",
  "rq_from_symbol",
  "rq_to_idx",
  "rq_to_symbol",
  "rq_to_eth_addr",
  "rq_to_bjj",
  "rq_token_id",
  "rq_amount",
  "rq_fee",
  "rq_nonce",
  "reason_code",
  "atomic_group_id",
  "max_num_batch"
])

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
    maxNumBatch: Stored.MaxNumBatch(intAt(row, at + P.max_num_batch)),
    atomicGroupId: groupIdOrNull(bytesOrNullAt(row, at + P.atomic_group_id)),
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
const groupIdOrNull = nullable(groupIdOf)

/** A column a pool record is inserted with: its name, its value in a record, and the array type a group's values are
 * bound as; a numeric one is bound as decimal text and cast. */
interface InsertedColumn {
  readonly name: string
  /** The value bound for one record. */
  readonly value: (record: PoolRecord) => unknown
  /** The values of several records, bound as one array. */
  readonly array: (records: ReadonlyArray<PoolRecord>) => unknown
  readonly arrayCast: string
  readonly cast: string | undefined
}

/** The inserted column `name` of array type `type`, its value in a record given by `value`. */
function inserted<A>(name: string, type: ArrayType<A>, value: (record: PoolRecord) => A | null): InsertedColumn {
  return { name, value, array: (records) => type.bind(records.map(value)), arrayCast: type.cast, cast: undefined }
}

const decimalOrNull = nullable(decimal)

/** The numeric inserted column `name`: one record's value bound as decimal text and cast. */
function numericInserted(name: string, value: (record: PoolRecord) => bigint | null): InsertedColumn {
  return { ...inserted(name, NUMERIC, value), value: (record) => decimalOrNull(value(record)), cast: "numeric" }
}

/** The columns a pool record is inserted with, in parameter order. */
const INSERTED: ReadonlyArray<InsertedColumn> = [
  inserted("id", BYTEA, (r) => txIdBytes(r.id)),
  inserted("state", TEXT, (r) => r.state),
  inserted("batch_num", INT8, (r) => r.batchNum),
  inserted("type", INT2, (r) => typeCode(r.type)),
  inserted("token_id", INT8, (r) => r.tokenId),
  inserted("from_idx", INT8, (r) => r.fromAccountIndex.idx),
  inserted("from_symbol", TEXT, (r) => r.fromAccountIndex.symbol),
  inserted("from_eth_addr", BYTEA, (r) => address(r.fromZkEthereumAddress)),
  inserted("from_bjj", BYTEA, (r) => key(r.fromBJJ)),
  inserted("to_idx", INT8, (r) => r.toAccountIndex?.idx ?? null),
  inserted("to_symbol", TEXT, (r) => r.toAccountIndex?.symbol ?? null),
  inserted("to_eth_addr", BYTEA, (r) => address(r.toZkEthereumAddress)),
  inserted("to_bjj", BYTEA, (r) => key(r.toBjj)),
  numericInserted("amount", (r) => r.amount),
  inserted("fee", INT2, (r) => r.fee),
  numericInserted("nonce", (r) => r.nonce),
  inserted("signature", BYTEA, (r) => bjjSignatureBytes(r.signature)),
  inserted("timestamp", TIMESTAMPTZ, (r) => r.timestamp),
  inserted("rq_from_idx", INT8, (r) => r.requestFromAccountIndex?.idx ?? null),
  inserted("rq_from_symbol", TEXT, (r) => r.requestFromAccountIndex?.symbol ?? null),
  inserted("rq_to_idx", INT8, (r) => r.requestToAccountIndex?.idx ?? null),
  inserted("rq_to_symbol", TEXT, (r) => r.requestToAccountIndex?.symbol ?? null),
  inserted("rq_to_eth_addr", BYTEA, (r) => address(r.requestToZkEthereumAddress)),
  inserted("rq_to_bjj", BYTEA, (r) => key(r.requestToBJJ)),
  inserted("rq_token_id", INT8, (r) => r.requestTokenId),
  numericInserted("rq_amount", (r) => r.requestAmount),
  inserted("rq_fee", INT2, (r) => r.requestFee),
  numericInserted("rq_nonce", (r) => r.requestNonce),
  inserted("atomic_group_id", BYTEA, (r) => (r.atomicGroupId === null ? null : groupIdBytes(r.atomicGroupId))),
  inserted("max_num_batch", INT8, (r) => r.maxNumBatch)
]

/** How many parameters `poolParams` gives (the placeholders after them are free). */
export const POOL_PARAMS = INSERTED.length

/** The placeholder of the inserted column `name` among `poolParams`, cast as it is inserted. */
export function poolParam(name: string): string {
  const at = INSERTED.findIndex((column) => column.name === name)
  if (at < 0) throw new Error(`sql adapter: pool_tx has no inserted column ${name}`)
  const cast = INSERTED[at]!.cast
  return `$${at + 1}${cast === undefined ? "" : `::${cast}`}`
}

const COLUMN_LIST = INSERTED.map((column) => column.name).join(", ")
const PLACEHOLDERS = INSERTED.map((column) => poolParam(column.name)).join(", ")

/** The statement inserting a pool record (`poolParams`) unless its id is taken, returning whether it did. */
export const INSERT_POOL = `INSERT INTO pool_tx (${COLUMN_LIST})
VALUES (${PLACEHOLDERS})
ON CONFLICT (id) DO NOTHING
RETURNING 1 AS added`

/** `INSERT_POOL` from the rows of `from` (in a statement's CTEs) where `condition` holds: inserting only then. */
export function insertPoolWhere(from: string, condition: string): string {
  return `INSERT INTO pool_tx (${COLUMN_LIST})
SELECT ${PLACEHOLDERS} FROM ${from} WHERE ${condition}
ON CONFLICT (id) DO NOTHING
RETURNING 1 AS added`
}

/** The parameters of `INSERT_POOL` for a record. */
export function poolParams(record: PoolRecord): ReadonlyArray<unknown> {
  return INSERTED.map((column) => column.value(record))
}

/** The statement inserting records given as one array per column (`poolArrayParams`), in array order, unless one of
 * their ids is taken (then nothing: a concurrent insert of one of them fails the statement), returning their ids. */
export const INSERT_POOL_ALL = `INSERT INTO pool_tx (${COLUMN_LIST})
SELECT ${INSERTED.map((column) => `g.${column.name}`).join(", ")}
FROM unnest(${INSERTED.map((column, i) => `$${i + 1}::${column.arrayCast}`).join(", ")}) WITH ORDINALITY AS g(${COLUMN_LIST}, n)
WHERE NOT EXISTS (SELECT 1 FROM pool_tx t WHERE t.id = ANY($1::bytea[]))
ORDER BY g.n
RETURNING id`

/** The parameters of `INSERT_POOL_ALL` for `records`. */
export function poolArrayParams(records: ReadonlyArray<PoolRecord>): ReadonlyArray<unknown> {
  return INSERTED.map((column) => column.array(records))
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

/** The statement reading the stored records of the pool transactions $1 (bytea[]). */
export const POOL_RECORDS = `SELECT ${poolColumns("p")} FROM pool_tx p WHERE p.id = ANY($1)`

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
