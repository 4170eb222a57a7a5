/** The NetworkStore port on PostgreSQL, as the memory adapter computes it: batch figures stored per batch row, totals
 * from the last account's ordinals, the summary on one REPEATABLE READ snapshot. */
import { Effect, Option } from "effect"
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
import {
  bigAt,
  bigOrNullAt,
  dateAt,
  floatArrayAt,
  floatAt,
  intAt,
  intOrNullAt,
  isNullAt,
  textOrNullAt,
  type Values
} from "../rows/row.ts"
import * as Stored from "../rows/stored_brands.ts"
import { finalStoreLayer } from "./store_reads.ts"

/** The sync status in one statement: the last recorded block and the contract variables. */
const SYNC_STATUS = `SELECT cs.highest_block_num, cs.contract_variables, lb.num AS last_num, lb.timestamp AS last_timestamp
FROM chain_state cs LEFT JOIN LATERAL (SELECT num, timestamp FROM eth_block ORDER BY num DESC LIMIT 1) lb ON true
WHERE cs.id = 1`

/** The positions of a `SYNC_STATUS` row's columns. */
const S = { highest_block_num: 0, contract_variables: 1, last_num: 2, last_timestamp: 3 } as const

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

function figuresOf(row: Values): { readonly figures: BatchFigures; readonly delays: ReadonlyArray<number> } {
  return {
    figures: {
      batchNum: intAt(row, 0),
      timestamp: dateAt(row, 1),
      transactions: intAt(row, 2),
      l2Transactions: intAt(row, 3),
      feesUSD: floatAt(row, 4)
    },
    delays: floatArrayAt(row, 5)
  }
}

/** The NetworkStore port on the SQL database. */
export const layer = finalStoreLayer(NetworkStore, (db, finality) => {
  const sql = db.sql
  return {
    syncStatus: db.read(SYNC_STATUS, [], (rows) => syncStatusOf(single(rows))),
    summary: (since) =>
      // The finality is read before the snapshot: a read inside it would wait for the one session it holds (embedded).
      Effect.flatMap(finality.current, (chain) =>
        db.snapshot(
          Effect.gen(function* () {
            const status = single(yield* sql.unsafe(SYNC_STATUS).values)
            const lastBatch = yield* sql.unsafe(
              `SELECT ${batchColumns("bt")} FROM batch bt ORDER BY bt.item_id DESC LIMIT 1`
            ).values
            const recent = yield* sql.unsafe(
              `SELECT batch_num, timestamp, tx_count, l2_count, fees_usd, l1_delays FROM batch WHERE timestamp >= $1 ORDER BY item_id`,
              [since]
            ).values
            const totals = single(
              yield* sql.unsafe(
                `SELECT (SELECT ord_all FROM account ORDER BY item_id DESC LIMIT 1),
            (SELECT bjj_count FROM account ORDER BY item_id DESC LIMIT 1),
            (SELECT count(*) FROM pool_tx WHERE state = 'pend')`
              ).values
            )
            const figures = recent.map(figuresOf)
            const highest = bigOrNullAt(status, S.highest_block_num)
            const summary: NetworkSummary = {
              ...syncStatusOf(status),
              lastEthereumBlock: highest === null ? Option.none() : Option.some(Stored.EthBlockNum(highest)),
              lastBatch: Option.map(Option.fromNullishOr(lastBatch[0]), (row) => batchOf(row, 0, chain)),
              recentBatches: figures.map((f) => f.figures),
              recentL1Delays: figures.flatMap((f) => f.delays),
              totalAccounts: intOrNullAt(totals, 0) ?? 0,
              totalBJJs: intOrNullAt(totals, 1) ?? 0,
              poolLoad: intAt(totals, 2)
            }
            return summary
          })
        )
      )
  }
})
