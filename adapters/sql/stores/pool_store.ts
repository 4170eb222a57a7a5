/** The PoolStore port on PostgreSQL: an add is one idempotent insert with its `pool` event (and the probe for a waiting
 * requester it would pair with: then one transaction pairing them under core's rule), a group's add one insert of every
 * member, a replacement one transaction under core's rules; the unfiltered list subtracts ordinals, a filtered one
 * counts (states change). */
import { Effect, Layer } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { requestOf } from "../../../core/ledger/atomic_request.ts"
import { accountIndexOf } from "../../../core/ledger/account_rendering.ts"
import { poolEvent } from "../../../core/ledger/event_records.ts"
import {
  type EntryReads,
  planEntry,
  planReplacingEntry,
  type ReplacementReads,
  type SameNonce
} from "../../../core/ledger/pool_entry.ts"
import type { Match } from "../../../core/ledger/pool_groups.ts"
import { PENDING as PENDING_STATUS } from "../../../core/ledger/pool_lifecycle.ts"
import { poolTransaction, poolTransactionItem } from "../../../core/ledger/pool_record.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import type { PageRequest } from "../../../core/pagination/page.ts"
import {
  type AccountNonces,
  type PoolAddOutcome,
  type PoolFilter,
  type PoolGroupAddOutcome,
  type PoolRecord,
  type PoolReplaceOutcome,
  PoolStore,
  type ReplacementRefusal
} from "../../../core/ports/pool_store.ts"
import { ACCOUNT_JOINS } from "./account_store.ts"
import { addressBytes, decimal, groupIdBytes, keyBytes, txIdBytes } from "../rows/codecs.ts"
import { SqlDatabase } from "../connection/database.ts"
import { appendEvents, eventParams, insertEvents } from "../events/event_rows.ts"
import { EventSignal } from "../events/event_signal.ts"
import { type ListSource, pageRows, pageStatement } from "./keyset_page.ts"
import { BYTEA, INT8, type Params, TEXT } from "../rows/params.ts"
import {
  INSERT_POOL,
  INSERT_POOL_ALL,
  insertPoolWhere,
  POOL_STATUS_COLUMNS,
  POOL_WIDTH,
  poolArrayParams,
  poolColumns,
  poolParam,
  poolParams,
  POOL_PARAMS,
  POOL_RECORDS,
  poolReasonOf,
  poolRecordOf,
  poolStatusOf,
  poolStatusParams,
  UPDATE_POOL_STATUS
} from "../rows/pool_rows.ts"
import { bigOrNullAt, intAt, textAt, type Values } from "../rows/row.ts"
import { readFirst, readMany, readPage, readStored, type StoredLookup } from "./store_reads.ts"
import * as Stored from "../rows/stored_brands.ts"
import { tokenColumns, tokenOf } from "../rows/token_rows.ts"
import { typeCode } from "../rows/type_codes.ts"

const COLUMNS = `${poolColumns("p")}, ${tokenColumns("k")}`

const decode = (row: Values) => poolTransaction(poolRecordOf(row, 0), tokenOf(row, POOL_WIDTH), poolReasonOf(row, 0))

/** The statement inserting the pool records of `insert` (a statement over parameters 1 to `params`) unless an id is
 * taken, the `with` statements after it (given `p`, the inserted rows) and, when it inserted, the events after its
 * parameters (`eventParams`); the number of rows inserted, and what `select` adds. */
function insertWithEvents(insert: string, params: number, options: { with?: string; select?: string } = {}): string {
  return `WITH ${insert},
${options.with === undefined ? "" : `${options.with},\n`}e AS (${insertEvents(params + 1, "EXISTS (SELECT 1 FROM p)")})
SELECT (SELECT count(*) FROM p)::int4${options.select === undefined ? "" : `, ${options.select}`}`
}

/**
 * The add of a record that requests nothing, which pairs only with a pending, ungrouped transaction requesting its sender
 * and nonce: it takes their pairing lock, then probes for such a requester (`pool_pairing_lock`, migration 18, whose
 * probe sees what a transaction that held the lock committed), and inserts only when there is none. Whether it inserted
 * and whether a requester waits (then the add pairs in `pairingAddWork` instead). A requester entering takes the same
 * lock first, so of the two, the later sees the earlier.
 */
const ADD_PROBED = insertWithEvents(
  `w AS MATERIALIZED (SELECT pool_pairing_lock(${poolParam("from_idx")}, ${poolParam("nonce")}) AS waits),
p AS (${insertPoolWhere("w", "NOT w.waits")})`,
  POOL_PARAMS,
  { select: "(SELECT waits FROM w)" }
)

/** The parameters of `ADD_PROBED` for `record`. */
function addParams(record: PoolRecord): ReadonlyArray<unknown> {
  return [...poolParams(record), ...eventParams([poolEvent(record, null, PENDING_STATUS)])]
}

/** The statement taking the pairing locks of the senders and nonces $1 (int8[]) and $2 (decimal text[]) in ascending
 * order, until the transaction ends. */
const LOCK_PAIRING = `SELECT pool_pairing_lock(k.idx, k.nonce) FROM
(SELECT DISTINCT idx, nonce FROM unnest($1::int8[], $2::text[]::numeric[]) AS k(idx, nonce) ORDER BY idx, nonce) k`

/** The statement locking the pending, ungrouped transactions other than $5 sent from $1 with nonce $2 (none when $1 is
 * null) or requesting sender $3 and nonce $4, in the order they entered the pool (`MatchLookups`). */
const LOCK_CANDIDATES = `SELECT ${poolColumns("p")} FROM pool_tx p
WHERE p.state = 'pend' AND p.atomic_group_id IS NULL AND p.id <> $5 AND (
  (p.from_idx = $1 AND p.nonce = $2::numeric)
  OR (p.rq_from_idx = $3 AND COALESCE(p.rq_nonce, 0) = $4::numeric AND p.rq_from_idx IS NOT NULL))
ORDER BY p.seq FOR UPDATE OF p`

/** What `record` entering reads (`EntryReads`): the pairing locks taken, the candidates at the lookups, locked. */
function entryReads(sql: SqlClient, record: PoolRecord): EntryReads<SqlError> {
  return {
    lockPairing: (keys) =>
      Effect.asVoid(
        sql.unsafe(LOCK_PAIRING, [
          INT8.bind(keys.map((key) => key.idx)),
          TEXT.bind(keys.map((key) => decimal(key.nonce)))
        ])
      ),
    candidates: (lookups) =>
      Effect.map(
        sql.unsafe(LOCK_CANDIDATES, [
          lookups.senderNonce?.idx ?? null,
          decimal(lookups.senderNonce?.nonce ?? 0n),
          lookups.requestedSenderNonce.idx,
          decimal(lookups.requestedSenderNonce.nonce),
          txIdBytes(record.id)
        ]).values,
        (rows) => rows.map((row) => poolRecordOf(row, 0))
      )
  }
}

/** The statement putting the transactions `ids` (a bytea[] parameter) in the group `group` (a parameter), when
 * `condition` holds if one is given. */
function setGroup(group: string, ids: string, condition?: string): string {
  return `UPDATE pool_tx SET atomic_group_id = ${group}::bytea WHERE id = ANY(${ids}::bytea[])${condition === undefined ? "" : ` AND ${condition}`}`
}

/** The parameters of `setGroup` for the group `match` forms and `ids` (no match: none set). */
function groupParams(match: Match | undefined, ids: ReadonlyArray<TxId>): ReadonlyArray<unknown> {
  return match === undefined ? [null, BYTEA.bind([])] : [groupIdBytes(match.groupId), BYTEA.bind(ids.map(txIdBytes))]
}

/** The statement inserting a pool record unless its id is taken and, when it did, setting its partner's group
 * (`setGroup`: the group, the partner) and appending its events (`eventParams`); the number of rows inserted. */
const ADD_PAIRED = insertWithEvents(`p AS (${INSERT_POOL})`, POOL_PARAMS + 2, {
  with: `u AS (${setGroup(`$${POOL_PARAMS + 1}`, `$${POOL_PARAMS + 2}`, "EXISTS (SELECT 1 FROM p)")} RETURNING 1)`
})

/**
 * The work of an add that may pair: the pairing locks, then the entry planned whole (`planEntry`, over the candidates
 * locked), then the insert with the partner's group and the events in one statement; whether it inserted (not when the
 * id is taken: then nothing is written).
 */
function pairingAddWork(sql: SqlClient, record: PoolRecord) {
  return Effect.gen(function* () {
    const plan = yield* planEntry(record, entryReads(sql, record))
    const inserted = yield* sql.unsafe(ADD_PAIRED, [
      ...poolParams(plan.stored),
      ...groupParams(plan.match, plan.match === undefined ? [] : [plan.match.partner.id]),
      ...eventParams(plan.events)
    ]).values
    return intOf(inserted) > 0
  })
}

/** The first column of the first row, as an integer. */
function intOf(rows: ReadonlyArray<Values>): number {
  const row = rows[0]
  return row === undefined ? 0 : intAt(row, 0)
}

/** The statement adding a group's records (`INSERT_POOL_ALL`) with their events (after its parameters: keys, data). */
const ADD_GROUP = insertWithEvents(`p AS (${INSERT_POOL_ALL})`, POOL_PARAMS)

/** The stored records of those of `records` whose ids are taken, in `records`' order. */
function takenRecords(
  db: SqlDatabase["Service"],
  records: ReadonlyArray<PoolRecord>
): Effect.Effect<ReadonlyArray<PoolRecord>> {
  return db.read(POOL_RECORDS, [BYTEA.bind(records.map((record) => txIdBytes(record.id)))], (rows) => {
    const stored = new Map(rows.map((row) => poolRecordOf(row, 0)).map((record) => [record.id, record]))
    const taken = records.flatMap((record) => stored.get(record.id) ?? [])
    if (taken.length === 0) throw new Error("sql adapter: an atomic group lists a transaction twice")
    return taken
  })
}

/** The statement reading the members of group $1 in the group's order (on `pool_tx_atomic_group`). */
const GROUP_MEMBERS = `SELECT ${COLUMNS} FROM pool_tx p JOIN token k ON k.token_id = p.token_id WHERE p.atomic_group_id = $1 ORDER BY p.seq`

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

/**
 * The pool source for `filter`, driven by one side's index (the first of the sender's filters, else of the receiver's:
 * one range with a state; migrations 2 and 21), else by an either-side filter's two (its sides: the sender's, and the
 * receiver's but the sender's; migration 21), else the state's, else all; the rest residual.
 */
function source(filter: PoolFilter, params: Params): ListSource {
  const keys: Array<readonly [string, string]> = []
  const residual: Array<string> = []
  let sides: ReadonlyArray<ReadonlyArray<string>> | undefined
  const oneSide = (column: string, value: unknown) => {
    if (value === undefined) return
    const placeholder = params.add(value)
    if (keys.length === 0) keys.push([column, placeholder])
    else residual.push(`x.${column} = ${placeholder}`)
  }
  oneSide("from_idx", filter.fromAccountIdx)
  oneSide("from_eth_addr", filter.fromEthAddr === undefined ? undefined : addressBytes(filter.fromEthAddr))
  oneSide("from_bjj", filter.fromBjj === undefined ? undefined : keyBytes(filter.fromBjj))
  oneSide("to_idx", filter.toAccountIdx)
  oneSide("to_eth_addr", filter.toEthAddr === undefined ? undefined : addressBytes(filter.toEthAddr))
  oneSide("to_bjj", filter.toBjj === undefined ? undefined : keyBytes(filter.toBjj))
  const driven = keys.length > 0
  if (filter.state !== undefined) keys.push(["state", params.add(filter.state)])
  const either = (column: string, value: unknown) => {
    if (value === undefined) return
    const placeholder = params.add(value)
    const [from, to] = [`x.from_${column}`, `x.to_${column}`]
    if (!driven && sides === undefined)
      sides = [[`${from} = ${placeholder}`], [`${to} = ${placeholder}`, `${from} IS DISTINCT FROM ${placeholder}`]]
    else residual.push(`(${from} = ${placeholder} OR ${to} = ${placeholder})`)
  }
  either("idx", filter.accountIdx)
  either("eth_addr", filter.ethAddr === undefined ? undefined : addressBytes(filter.ethAddr))
  either("bjj", filter.bjj === undefined ? undefined : keyBytes(filter.bjj))
  if (filter.type !== undefined) residual.push(`x.type = ${params.add(typeCode(filter.type))}`)
  if (filter.tokenId !== undefined) residual.push(`x.token_id = ${params.add(filter.tokenId)}`)
  // Unfiltered: the pool's ordinals give the counts (`pool_ordinals.ts`).
  const everything = keys.length === 0 && residual.length === 0 && sides === undefined
  return { table: "pool_tx", item: "seq", keys, residual, sides, probe: everything ? poolOrdinalProbe : undefined }
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

/** `setGroup` for the entering record and its partner, in a replacement. */
const SET_GROUP = setGroup("$1", "$2")

/**
 * The work of one replacement transaction: planned whole by `planReplacingEntry` over what it reads here (the pairing
 * locks; the insert claiming the id, or the stored record when it is taken, nothing written; the sender's transactions
 * with the same nonce, locked; the candidates), a refusal failing so the transaction rolls back; then the replaced
 * rows' update, the group it forms (as an add does) and the events. Retrying it whole after a lost connection is safe:
 * an insert that was committed is then found as the stored record.
 */
function replaceWork(sql: SqlClient, record: PoolRecord) {
  return Effect.gen(function* () {
    const reads: ReplacementReads<SqlError> = {
      ...entryReads(sql, record),
      sameNonce: Effect.gen(function* () {
        const inserted = yield* sql.unsafe(INSERT_POOL, poolParams(record)).values
        if (inserted.length === 0) {
          const stored = (yield* sql.unsafe(STORED_RECORD, [txIdBytes(record.id)]).values)[0]
          if (stored === undefined) throw new Error("sql adapter: a replacement met a stored row that cannot be read")
          return { _tag: "Taken", record: poolRecordOf(stored, 0) } satisfies SameNonce
        }
        const locked = yield* sql.unsafe(LOCK_SAME_NONCE, [
          record.fromAccountIndex.idx,
          decimal(record.nonce),
          txIdBytes(record.id)
        ]).values
        return { _tag: "Claimed", records: locked.map((row) => poolRecordOf(row, 0)) } satisfies SameNonce
      })
    }
    const decided = yield* planReplacingEntry(record, reads)
    if (decided._tag === "Existing") return decided satisfies PoolReplaceOutcome
    if (decided._tag === "Refused") return yield* Effect.fail(decided.refusal)
    const plan = decided.plan
    yield* sql.unsafe(UPDATE_POOL_STATUS, poolStatusParams(plan.replaced))
    if (plan.match !== undefined)
      yield* sql.unsafe(SET_GROUP, groupParams(plan.match, [record.id, plan.match.partner.id]))
    yield* appendEvents(sql, plan.events)
    return { _tag: "Replaced", replaced: plan.replaced.map((change) => change.id) } satisfies PoolReplaceOutcome
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
    /** How an add whose id was taken reads the stored record. */
    const storedOf = (record: PoolRecord): StoredLookup<PoolAddOutcome> => [
      STORED_RECORD,
      [txIdBytes(record.id)],
      (row) => ({ _tag: "Existing", record: poolRecordOf(row, 0) })
    ]
    const existing = (record: PoolRecord) => readStored(db, storedOf(record))
    /** An add that may pair: one transaction, the doorbell rung when it added. */
    const pairingAdd = (record: PoolRecord) =>
      Effect.flatMap(db.run(db.sql.withTransaction(pairingAddWork(db.sql, record))), (isAdded) =>
        isAdded ? addedAndRung : existing(record)
      )
    /** An add of a record that requests nothing: the probed insert, or the pairing add when a requester waits. */
    const probedAdd = (record: PoolRecord) =>
      Effect.flatMap(
        db.readPooled(ADD_PROBED, addParams(record), (rows) => ({
          added: intOf(rows) > 0,
          waits: rows[0]?.[1] === true
        })),
        ({ added, waits }): Effect.Effect<PoolAddOutcome> =>
          added ? addedAndRung : waits ? pairingAdd(record) : existing(record)
      )
    return PoolStore.of({
      add: (record) => (requestOf(record) === undefined ? probedAdd(record) : pairingAdd(record)),
      addGroup: (records) =>
        db
          .run(
            db.sql
              .unsafe(ADD_GROUP, [
                ...poolArrayParams(records),
                ...eventParams(records.map((record) => poolEvent(record, null, PENDING_STATUS)))
              ])
              .values.pipe(
                Effect.map((rows) => intOf(rows) > 0),
                // A concurrent add took one of the ids after this statement's snapshot: nothing was written.
                Effect.catchIf(
                  (error) => error.reason._tag === "UniqueViolation",
                  () => Effect.succeed(false)
                )
              )
          )
          .pipe(
            Effect.flatMap(
              (isAdded): Effect.Effect<PoolGroupAddOutcome> =>
                isAdded
                  ? Effect.as(signal.ring, { _tag: "Added" })
                  : Effect.map(takenRecords(db, records), (taken) => ({ _tag: "Existing", records: taken }))
            )
          ),
      group: (id) => db.read(GROUP_MEMBERS, [groupIdBytes(id)], (rows) => rows.map(decode)),
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
