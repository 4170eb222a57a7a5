/** The PoolStore port on PostgreSQL: an add is one idempotent insert with its `pool` event, a replacement one
 * transaction under core's rule; the unfiltered list subtracts ordinals, a filtered one counts (states change). */
import { Effect, Layer, Result } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import { accountIndexOf } from "../../../core/ledger/account_rendering.ts"
import { type PoolMove, poolEvent, replacementEvents } from "../../../core/ledger/event_records.ts"
import { PENDING as PENDING_STATUS } from "../../../core/ledger/pool_lifecycle.ts"
import { poolTransaction, poolTransactionItem } from "../../../core/ledger/pool_record.ts"
import { planReplacement } from "../../../core/ledger/pool_replacement.ts"
import type { PageRequest } from "../../../core/pagination/page.ts"
import {
  type AccountNonces,
  type PoolAddOutcome,
  type PoolFilter,
  type PoolRecord,
  type PoolReplaceOutcome,
  PoolStore,
  type ReplacementRefusal
} from "../../../core/ports/pool_store.ts"
import { ACCOUNT_JOINS } from "./account_store.ts"
import { addressBytes, decimal, keyBytes, txIdBytes } from "../rows/codecs.ts"
import { SqlDatabase } from "../connection/database.ts"
import { appendEvents, dataText, keysText } from "../events/event_rows.ts"
import { EventSignal } from "../events/event_signal.ts"
import { type ListSource, pageRows, pageStatement } from "./keyset_page.ts"
import { BYTEA, type Params } from "../rows/params.ts"
import {
  INSERT_POOL,
  POOL_STATUS_COLUMNS,
  POOL_WIDTH,
  poolColumns,
  poolParams,
  poolReasonOf,
  poolRecordOf,
  poolStatusOf,
  poolStatusParams,
  UPDATE_POOL_STATUS
} from "../rows/pool_rows.ts"
import { bigOrNullAt, intAt, textAt, type Values } from "../rows/row.ts"
import { addOnce, readFirst, readMany, readPage } from "./store_reads.ts"
import * as Stored from "../rows/stored_brands.ts"
import { tokenColumns, tokenOf } from "../rows/token_rows.ts"
import { typeCode } from "../rows/type_codes.ts"

const COLUMNS = `${poolColumns("p")}, ${tokenColumns("k")}`

const decode = (row: Values) => poolTransaction(poolRecordOf(row, 0), tokenOf(row, POOL_WIDTH), poolReasonOf(row, 0))

/** The statement inserting a pool record unless its id is taken and, when it did, its event ($29 keys, $30 data); whether it did. */
const ADD = `WITH p AS (${INSERT_POOL}),
e AS (INSERT INTO event (type, keys, data) SELECT 'pool', $29::text, $30::text FROM p)
SELECT added FROM p`

function addParams(record: PoolRecord): ReadonlyArray<unknown> {
  const event = poolEvent(record, null, PENDING_STATUS)
  return [...poolParams(record), keysText(event.keys), dataText(event.data)]
}

const STORED_RECORD = `SELECT ${poolColumns("p")} FROM pool_tx p WHERE p.id = $1`

const GET = `SELECT ${COLUMNS} FROM pool_tx p JOIN token k ON k.token_id = p.token_id WHERE p.id = $1`

/** The statement reading a pool transaction's status with its rollback record. */
const STATUS = `SELECT ${POOL_STATUS_COLUMNS} FROM pool_tx WHERE id = $1`

/** The statement reading the first pending transactions in the order they were added. */
const PENDING =
  `SELECT ${COLUMNS} FROM (SELECT seq FROM pool_tx WHERE state = 'pend' ORDER BY seq LIMIT $1) q ` +
  `JOIN pool_tx p ON p.seq = q.seq JOIN token k ON k.token_id = p.token_id ORDER BY p.seq`

/**
 * F(at), the pool transactions with `seq` ≤ `at` (undefined: all): the last one's `ord` when numbered, else
 * the horizon's count plus those after it (a correlated subquery, run only then).
 */
function poolOrdinalProbe(at: string | undefined): string {
  const last = `SELECT t.seq, t.ord FROM pool_tx t${at === undefined ? "" : ` WHERE t.seq <= ${at}`} ORDER BY t.seq DESC LIMIT 1`
  return (
    `(SELECT CASE WHEN l.seq IS NULL THEN 0 WHEN l.ord IS NOT NULL THEN l.ord ` +
    `ELSE o.ord + (SELECT count(*) FROM pool_tx a WHERE a.seq > o.horizon AND a.seq <= l.seq) END ` +
    `FROM pool_ordinal o LEFT JOIN LATERAL (${last}) l ON true)`
  )
}

/** The pool source for `filter`, driven by the sender's index (one range with a state), else the state's, else all; the rest residual. */
function source(filter: PoolFilter, params: Params): ListSource {
  const keys: Array<readonly [string, string]> = []
  const residual: Array<string> = []
  const sender = (column: string, value: unknown) => {
    const placeholder = params.add(value)
    if (keys.length === 0) keys.push([column, placeholder])
    else residual.push(`x.${column} = ${placeholder}`)
  }
  if (filter.accountIdx !== undefined) sender("from_idx", filter.accountIdx)
  if (filter.ethAddr !== undefined) sender("from_eth_addr", addressBytes(filter.ethAddr))
  if (filter.bjj !== undefined) sender("from_bjj", keyBytes(filter.bjj))
  if (filter.state !== undefined) keys.push(["state", params.add(filter.state)])
  if (filter.type !== undefined) residual.push(`x.type = ${params.add(typeCode(filter.type))}`)
  if (filter.tokenId !== undefined) residual.push(`x.token_id = ${params.add(filter.tokenId)}`)
  // Unfiltered: the pool's ordinals give the counts (`pool_ordinals.ts`).
  const everything = keys.length === 0 && residual.length === 0
  return { table: "pool_tx", item: "seq", keys, residual, probe: everything ? poolOrdinalProbe : undefined }
}

/** The pool list item of a row whose columns from `at` on are `p.seq` and `COLUMNS`. */
const decodeItem = (row: Values, at: number) =>
  poolTransactionItem(
    Stored.ItemId(intAt(row, at)),
    poolRecordOf(row, at + 1),
    tokenOf(row, at + 1 + POOL_WIDTH),
    poolReasonOf(row, at + 1)
  )

const TRANSACTIONS = {
  source,
  rows: pageRows(`p.seq, ${COLUMNS}`, "JOIN pool_tx p ON p.seq = d.item JOIN token k ON k.token_id = p.token_id"),
  decode: decodeItem
}

/** The statement reading the list items of a set of ids ($1, bytea[]). */
const GET_ITEMS = `SELECT p.seq, ${COLUMNS} FROM pool_tx p JOIN token k ON k.token_id = p.token_id WHERE p.id = ANY($1)`

/** The statement and parameters `list` runs for `filter` and `page` (to EXPLAIN it: `bench/pool_list.ts --explain`). */
export function listStatementFor(
  filter: PoolFilter,
  page: PageRequest
): { readonly text: string; readonly values: ReadonlyArray<unknown> } {
  return pageStatement(TRANSACTIONS, filter, page)
}

/** The statement reading a sender's pool transactions with a nonce ($1 sender, $2 nonce), oldest first (on `pool_tx_sender_nonce`). */
const SAME_NONCE = `SELECT ${poolColumns("p")} FROM pool_tx p WHERE p.from_idx = $1 AND p.nonce = $2::numeric ORDER BY p.seq`

/** `SAME_NONCE` but transaction $3, locking the rows: a concurrent replacement or selection of one waits, then sees it
 * moved. */
const LOCK_SAME_NONCE =
  `SELECT ${poolColumns("p")} FROM pool_tx p WHERE p.from_idx = $1 AND p.nonce = $2::numeric AND p.id <> $3 ` +
  `ORDER BY p.seq FOR UPDATE`

/**
 * The work of one replacement transaction: the insert (when the id is taken, the stored record, nothing written), the
 * lock on the sender's transactions with the same nonce, core's rule (a refusal fails, so the transaction rolls back),
 * the replaced rows' update and the events. Retrying it whole after a lost connection is safe: an insert that was
 * committed is then found as the stored record.
 */
function replaceWork(sql: SqlClient, record: PoolRecord) {
  return Effect.gen(function* () {
    const inserted = yield* sql.unsafe(INSERT_POOL, poolParams(record)).values
    if (inserted.length === 0) {
      const stored = (yield* sql.unsafe(STORED_RECORD, [txIdBytes(record.id)]).values)[0]
      if (stored === undefined) throw new Error("sql adapter: a replacement met a stored row that cannot be read")
      return { _tag: "Existing", record: poolRecordOf(stored, 0) } satisfies PoolReplaceOutcome
    }
    const locked = yield* sql.unsafe(LOCK_SAME_NONCE, [
      record.fromAccountIndex.idx,
      decimal(record.nonce),
      txIdBytes(record.id)
    ]).values
    const sameNonce = locked.map((row) => poolRecordOf(row, 0))
    const plan = planReplacement(record, sameNonce)
    if (Result.isFailure(plan)) return yield* Effect.fail(plan.failure)
    yield* sql.unsafe(UPDATE_POOL_STATUS, poolStatusParams(plan.success))
    const moves = plan.success.map((change): PoolMove => {
      const tx = sameNonce.find((other) => other.id === change.id)
      if (tx === undefined) throw new Error(`sql adapter: replaced transaction ${change.id} was not locked`)
      return { tx, previous: tx.state, next: change.status }
    })
    yield* appendEvents(sql, replacementEvents(record, moves))
    return { _tag: "Replaced", replaced: plan.success.map((change) => change.id) } satisfies PoolReplaceOutcome
  })
}

/** The statement reading an account's nonces: its index and token symbol, latest nonce, and pend/fing pool nonces (comma-separated, ascending). */
const ACCOUNT_NONCES =
  `SELECT a.idx, k.symbol, u.nonce, ` +
  `array_to_string(ARRAY(SELECT DISTINCT p.nonce FROM pool_tx p WHERE p.from_idx = a.idx AND p.state IN ('pend', 'fing') ORDER BY p.nonce), ',') ` +
  `FROM account a ${ACCOUNT_JOINS} WHERE a.idx = $1`

function noncesOf(row: Values): AccountNonces {
  const listed = textAt(row, 3)
  return {
    accountIndex: accountIndexOf(Stored.AccountIdx(intAt(row, 0)), { symbol: Stored.TokenSymbol(textAt(row, 1)) }),
    forgedNonce: Stored.Nonce(bigOrNullAt(row, 2) ?? 0n),
    poolNonces: listed === "" ? [] : listed.split(",").map((nonce) => Stored.Nonce(BigInt(nonce)))
  }
}

/** The PoolStore port on the SQL database. */
export const layer: Layer.Layer<PoolStore, never, SqlDatabase | EventSignal> = Layer.effect(
  PoolStore,
  Effect.gen(function* () {
    const db = yield* SqlDatabase
    const signal = yield* EventSignal
    const added: PoolAddOutcome = { _tag: "Added" }
    const addedAndRung = Effect.as(signal.ring, added)
    return PoolStore.of({
      add: (record) =>
        addOnce<PoolAddOutcome>(db, [ADD, addParams(record)], addedAndRung, [
          STORED_RECORD,
          [txIdBytes(record.id)],
          (row) => ({ _tag: "Existing", record: poolRecordOf(row, 0) })
        ]),
      // Not yet on PostgreSQL: atomic groups come with migration 0018.
      addGroup: () => Effect.die(new Error("sql adapter: atomic groups are not stored yet")),
      group: () => Effect.succeed([]),
      replace: (record) =>
        db.run(db.sql.withTransaction(replaceWork(db.sql, record))).pipe(
          Effect.tap((outcome) => (outcome._tag === "Replaced" ? signal.ring : Effect.void)),
          Effect.catch((refusal: ReplacementRefusal) =>
            Effect.succeed<PoolReplaceOutcome>({ _tag: "Refused", refusal })
          )
        ),
      withNonce: (idx, nonce) =>
        db.read(SAME_NONCE, [idx, decimal(nonce)], (rows) => rows.map((row) => poolRecordOf(row, 0))),
      get: (id) => readFirst(db.read, GET, [txIdBytes(id)], decode),
      status: (id) => readFirst(db.read, STATUS, [txIdBytes(id)], poolStatusOf),
      getMany: (ids) =>
        readMany(db.read, ids, {
          statement: GET_ITEMS,
          values: [BYTEA.bind(ids.map(txIdBytes))],
          decode: decodeItem,
          keyOf: (tx) => tx.id
        }),
      pending: (limit) => db.read(PENDING, [limit], (found) => found.map(decode)),
      list: (filter, page) => readPage(db, TRANSACTIONS, filter, page),
      accountNonces: (idx) => readFirst(db.read, ACCOUNT_NONCES, [idx], noncesOf)
    })
  })
)
