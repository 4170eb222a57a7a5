/**
 * The NetworkStore port on PostgreSQL, as the memory adapter computes it: `lastSyncedBlock` is
 * the highest recorded block, `lastEthereumBlock` the highest block number any record mentions
 * (`chain_state`), batch figures and L1 delays are stored on each batch row when it is forged
 * (transactions, L2 transactions, the delays of its L1 user transactions in itemId order, fees in
 * USD), totals are the last account's ordinals (`ord_all`, `bjj_count`: max-by-index, no count)
 * and the pool load counts pending pool transactions through their partial index. The summary
 * reads everything on one REPEATABLE READ snapshot.
 */
import { Effect, Layer, Option } from "effect"
import { ContractVariables } from "../../../core/domain/contract_variables.ts"
import {
  type BatchFigures,
  NetworkStore,
  type NetworkSummary,
  type SyncedBlock,
  type SyncStatus
} from "../../../core/ports/network_store.ts"
import { batchColumns, batchOf } from "../rows/batch_rows.ts"
import { fromJsonText } from "../rows/codecs.ts"
import { SqlDatabase } from "../connection/database.ts"
import {
  bigAt,
  date,
  dateAt,
  float,
  floatArray,
  int,
  intOrNull,
  isNullAt,
  type Row,
  textOrNullAt,
  type Values
} from "../rows/row.ts"
import * as Stored from "../rows/stored_brands.ts"

/** The sync status in one statement: the last recorded block and the contract variables. */
const SYNC_STATUS = `SELECT cs.highest_block_num, cs.contract_variables, lb.num AS last_num, lb.timestamp AS last_timestamp
FROM chain_state cs LEFT JOIN LATERAL (SELECT num, timestamp FROM eth_block ORDER BY num DESC LIMIT 1) lb ON true
WHERE cs.id = 1`

/** The positions of a `SYNC_STATUS` row's columns. */
const S = { highest_block_num: 0, contract_variables: 1, last_num: 2, last_timestamp: 3 } as const

/** The sync status of a `SYNC_STATUS` row. */
function syncStatusOf(row: Values): SyncStatus {
  const lastSyncedBlock: Option.Option<SyncedBlock> = isNullAt(row, S.last_num)
    ? Option.none()
    : Option.some({ num: Stored.EthBlockNum(bigAt(row, S.last_num)), timestamp: dateAt(row, S.last_timestamp) })
  const variables = textOrNullAt(row, S.contract_variables)
  return {
    lastSyncedBlock,
    contractVariables: variables === null ? Option.none() : Option.some(fromJsonText(ContractVariables, variables))
  }
}

/** The single row of a statement that always returns one. */
function single<R>(rows: ReadonlyArray<R>): R {
  const row = rows[0]
  if (row === undefined) throw new Error("sql adapter: chain_state has no row (schema not migrated?)")
  return row
}

/** The figures of a recent batch row, and its L1 delays. */
function figuresOf(row: Row): { readonly figures: BatchFigures; readonly delays: ReadonlyArray<number> } {
  return {
    figures: {
      batchNum: int(row, "batch_num"),
      timestamp: date(row, "timestamp"),
      transactions: int(row, "tx_count"),
      l2Transactions: int(row, "l2_count"),
      feesUSD: float(row, "fees_usd")
    },
    delays: floatArray(row, "l1_delays")
  }
}

/** The NetworkStore port on the SQL database. */
export const layer: Layer.Layer<NetworkStore, never, SqlDatabase> = Layer.effect(
  NetworkStore,
  Effect.gen(function*() {
    const db = yield* SqlDatabase
    const sql = db.sql
    return NetworkStore.of({
      syncStatus: db.read(SYNC_STATUS, [], (rows) => syncStatusOf(single(rows))),
      summary: (since) =>
        db.snapshot(Effect.gen(function*() {
          const status = single(yield* sql.unsafe(SYNC_STATUS).values)
          const lastBatch = yield* sql.unsafe(`SELECT ${batchColumns("bt")} FROM batch bt ORDER BY bt.item_id DESC LIMIT 1`).values
          const recent = yield* sql.unsafe<Row>(
            `SELECT batch_num, timestamp, tx_count, l2_count, fees_usd, l1_delays FROM batch WHERE timestamp >= $1 ORDER BY item_id`,
            [since]
          )
          const totals = single(yield* sql.unsafe<Row>(
            `SELECT (SELECT ord_all FROM account ORDER BY item_id DESC LIMIT 1) AS accounts,
              (SELECT bjj_count FROM account ORDER BY item_id DESC LIMIT 1) AS bjjs,
              (SELECT count(*) FROM pool_tx WHERE state = 'pend') AS pool_load`
          ))
          const figures = recent.map(figuresOf)
          const highest = status[S.highest_block_num] === null ? null : bigAt(status, S.highest_block_num)
          const summary: NetworkSummary = {
            ...syncStatusOf(status),
            lastEthereumBlock: highest === null ? Option.none() : Option.some(Stored.EthBlockNum(highest)),
            lastBatch: Option.map(Option.fromNullishOr(lastBatch[0]), (row) => batchOf(row, 0)),
            recentBatches: figures.map((f) => f.figures),
            recentL1Delays: figures.flatMap((f) => f.delays),
            totalAccounts: intOrNull(totals, "accounts") ?? 0,
            totalBJJs: intOrNull(totals, "bjjs") ?? 0,
            poolLoad: int(totals, "pool_load")
          }
          return summary
        }))
    })
  })
)
