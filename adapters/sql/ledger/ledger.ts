/** The Ledger port on PostgreSQL: one transaction per call under the writer lock, planned with `core/ledger` on the
 * stored state tree; events appended last (the log's horizon waits on their locks), the doorbell rung after. */
import { Effect, Layer, Option, type Result } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { Bid } from "../../../core/domain/auction.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import { invalidationMoves, type PoolMoveView, selectionMoves } from "../../../core/ledger/pool_moves.ts"
import { historyEvent } from "../../../core/ledger/event_records.ts"
import { applyWithdrawal } from "../../../core/ledger/exit_record.ts"
import { queuedL1UserRecord } from "../../../core/ledger/l1_user_record.ts"
import type { PoolChange } from "../../../core/ledger/pool_lifecycle.ts"
import { newTokenRecord, pricedToken } from "../../../core/ledger/token_record.ts"
import { JUST_FORGED } from "../../../core/ledger/chain_finality.ts"
import { historyTransaction } from "../../../core/ledger/transaction_record.ts"
import { FinalityDepth } from "../../../core/ports/chain_finality.ts"
import { Ledger, orReject, rejectLedgerCall } from "../../../core/ports/ledger.ts"
import { blockConflict, forgeBatch, type Recorded, storeBlock } from "./forge_batch.ts"
import { PoseidonHasher } from "../../../core/ports/poseidon_hasher.ts"
import { StateTreeRetention } from "../../../core/ports/state_tree_store.ts"
import { addressBytes, decimal, jsonText } from "../rows/codecs.ts"
import { SqlDatabase } from "../connection/database.ts"
import { appendEvents } from "../events/event_rows.ts"
import { EventSignal } from "../events/event_signal.ts"
import { exitColumns, exitRecordOf } from "../rows/exit_rows.ts"
import { INSERT_QUEUED } from "./ledger_batch.ts"
import { ItemTemplates } from "../templates/item_templates.ts"
import {
  advanceCounter,
  isQueueForged,
  chainFinality,
  lastBatchNum,
  newlyFinalized,
  noteBlock,
  readCounters,
  readLedger,
  recordedTransactions
} from "./ledger_reads.ts"
import { reorgTo } from "./ledger_reorg.ts"
import { BID, column, insertWithOrdinals } from "./ordinals.ts"
import { BYTEA, INT8, NUMERIC, TEXT, TIMESTAMPTZ } from "../rows/params.ts"
import { applyPoolChanges, poolEvents } from "./pool_changes.ts"
import { movablePool } from "./pool_reads.ts"
import { absorbPoolOrdinals, poolHorizon } from "./pool_ordinals.ts"
import { intAt } from "../rows/row.ts"
import { tokenColumns, tokenOf } from "../rows/token_rows.ts"
import { bidRecord, coordinatorRecord } from "../../../core/ledger/auction_records.ts"

/** The bid insert (one row, with its ordinals). */
const INSERT_BID = insertWithOrdinals<Bid>(BID, [
  column("item_id", INT8, (b) => b.itemId),
  column("slot_num", INT8, (b) => b.slotNum),
  column("bid_value", NUMERIC, (b) => b.bidValue),
  column("eth_block_num", NUMERIC, (b) => b.ethereumBlockNum),
  column("bidder_addr", BYTEA, (b) => addressBytes(b.bidderAddr)),
  column("forger_addr", BYTEA, (b) => addressBytes(b.forgerAddr)),
  column("withdraw_addr", BYTEA, (b) => addressBytes(b.withdrawAddr)),
  column("url", TEXT, (b) => b.URL),
  column("timestamp", TIMESTAMPTZ, (b) => b.timestamp)
])

/** The Ledger port on the SQL database. */
export const layer: Layer.Layer<Ledger, never, SqlDatabase | EventSignal | PoseidonHasher> = Layer.effect(
  Ledger,
  Effect.gen(function* () {
    const db = yield* SqlDatabase
    const sql = db.sql
    const signal = yield* EventSignal
    const required = yield* FinalityDepth
    const templates = Option.getOrUndefined(yield* Effect.serviceOption(ItemTemplates))
    const poseidon = (yield* PoseidonHasher).hash
    const retention = yield* StateTreeRetention

    /** A ledger call that records events: `work`, then (with `poolOrdinals`) the pool's numbering up to the horizon read
     * before it, then its events; the doorbell rung when it appended events or (with `chainMoved`) recorded a block, which
     * this process's reading of the chain must not keep (`stores/chain_finality.ts`). */
    const recording = <A, E>(
      work: Effect.Effect<Recorded<A>, E | SqlError>,
      options: { readonly poolOrdinals: boolean; readonly chainMoved?: boolean }
    ) =>
      Effect.flatMap(options.poolOrdinals ? poolHorizon(db) : Effect.succeed(Option.none<number>()), (horizon) =>
        db.write(
          Effect.gen(function* () {
            const recorded = yield* work
            yield* absorbPoolOrdinals(sql, horizon)
            yield* appendEvents(sql, recorded.events)
            return recorded
          })
        )
      ).pipe(
        Effect.tap((recorded) =>
          recorded.events.length > 0 || options.chainMoved === true ? signal.ring : Effect.void
        ),
        Effect.map((recorded) => recorded.value)
      )

    /** Moves the pool transactions `ids` (and members of their groups) as `plan` decides over their statuses and
     * groups (`movablePool`, the members' rows locked after theirs), in one statement. */
    const movePool = (
      ids: ReadonlyArray<TxId>,
      plan: (view: PoolMoveView) => Result.Result<ReadonlyArray<PoolChange>, string>
    ) =>
      recording(
        Effect.gen(function* () {
          const read = yield* movablePool(sql, ids, yield* lastBatchNum(sql))
          const moves = yield* applyPoolChanges(sql, yield* orReject(plan(read.pool)), read.statuses)
          return { value: undefined, events: poolEvents(moves) }
        }),
        { poolOrdinals: true }
      )

    return Ledger.of({
      recordBlock: (block) =>
        recording(
          Effect.gen(function* () {
            const conflict = yield* blockConflict(sql, block)
            if (conflict !== undefined) return yield* rejectLedgerCall(conflict)
            const before = yield* chainFinality(sql, required)
            yield* storeBlock(sql, block)
            return { value: undefined, events: yield* newlyFinalized(sql, required, before) }
          }),
          { poolOrdinals: false, chainMoved: true }
        ),

      registerToken: (input) =>
        db.write(
          Effect.gen(function* () {
            const last = (yield* sql.unsafe("SELECT token_id FROM token ORDER BY token_id DESC LIMIT 1").values)[0]
            const taken = yield* sql.unsafe("SELECT 1 FROM token WHERE eth_addr = $1", [
              addressBytes(input.ethereumAddress)
            ])
            const counters = yield* readCounters(sql)
            const token = yield* orReject(
              newTokenRecord(input, counters.token, {
                lastTokenId: last === undefined ? undefined : intAt(last, 0),
                addressTaken: taken.length > 0
              })
            )
            yield* sql.unsafe(
              `INSERT INTO token (item_id, token_id, eth_block_num, eth_addr, name, name_lower, symbol, decimals, usd, fiat_update)
             VALUES ($1, $2, $3::numeric, $4, $5, $6, $7, $8, NULL, NULL)`,
              [
                token.itemId,
                token.id,
                decimal(token.ethereumBlockNum),
                addressBytes(token.ethereumAddress),
                token.name,
                token.name.toLowerCase(),
                token.symbol,
                token.decimals
              ]
            )
            yield* advanceCounter(sql, "token", 1)
            yield* noteBlock(sql, input.ethereumBlockNum)
            return token
          })
        ),

      setTokenPrice: (id, usd, at) =>
        db.write(
          Effect.gen(function* () {
            const row = (yield* sql.unsafe(
              `SELECT ${tokenColumns("k")} FROM token k WHERE k.token_id = $1 FOR UPDATE`,
              [id]
            ).values)[0]
            if (row === undefined) return yield* rejectLedgerCall(`unknown token ${id}`)
            const priced = yield* orReject(pricedToken(tokenOf(row, 0), usd, at))
            yield* sql.unsafe("UPDATE token SET usd = $2::float8, fiat_update = $3 WHERE token_id = $1", [
              id,
              priced.USD,
              priced.fiatUpdate
            ])
          })
        ),

      setContractVariables: (variables) =>
        db.write(
          Effect.gen(function* () {
            yield* sql.unsafe("UPDATE chain_state SET contract_variables = $1 WHERE id = 1", [jsonText(variables)])
            for (const contract of [variables.rollup, variables.auction, variables.withdrawalDelayer])
              yield* noteBlock(sql, contract.ethereumBlockNum)
          })
        ),

      registerCoordinator: (input) =>
        db.write(
          Effect.gen(function* () {
            const counters = yield* readCounters(sql)
            const coordinator = coordinatorRecord(input, counters.coordinator)
            yield* sql.unsafe("DELETE FROM coordinator WHERE bidder_addr = $1", [addressBytes(input.bidderAddr)])
            yield* sql.unsafe(
              "INSERT INTO coordinator (item_id, bidder_addr, forger_addr, url, eth_block) VALUES ($1, $2, $3, $4, $5::numeric)",
              [
                coordinator.itemId,
                addressBytes(input.bidderAddr),
                addressBytes(input.forgerAddr),
                input.URL,
                decimal(input.ethereumBlock)
              ]
            )
            yield* sql.unsafe(
              "INSERT INTO coordinator_forger (forger_addr, bidder_addr) VALUES ($1, $2) ON CONFLICT DO NOTHING",
              [addressBytes(input.forgerAddr), addressBytes(input.bidderAddr)]
            )
            yield* advanceCounter(sql, "coordinator", 1)
            yield* noteBlock(sql, input.ethereumBlock)
            return coordinator
          })
        ),

      recordBid: (input) =>
        db.write(
          Effect.gen(function* () {
            const counters = yield* readCounters(sql)
            const bid = bidRecord(input, counters.bid)
            yield* sql.unsafe(INSERT_BID.statement, INSERT_BID.params([bid]))
            yield* sql.unsafe(
              `INSERT INTO slot_best (slot_num, item_id, bidder_addr, forger_addr) VALUES ($1, $2, $3, $4)
             ON CONFLICT (slot_num) DO UPDATE SET item_id = excluded.item_id, bidder_addr = excluded.bidder_addr, forger_addr = excluded.forger_addr`,
              [bid.slotNum, bid.itemId, addressBytes(bid.bidderAddr), addressBytes(bid.forgerAddr)]
            )
            yield* advanceCounter(sql, "bid", 1)
            yield* noteBlock(sql, input.ethereumBlockNum)
            return bid
          })
        ),

      queueL1Transaction: (tx) =>
        recording(
          Effect.gen(function* () {
            if (yield* isQueueForged(sql, tx.toForgeL1TransactionsNum)) {
              return yield* rejectLedgerCall(`L1 queue ${tx.toForgeL1TransactionsNum} is already forged`)
            }
            const { tokens, counters, view } = yield* readLedger(
              sql,
              [tx.fromIdx, tx.toIdx].filter((idx) => idx !== null)
            )
            const record = yield* orReject(queuedL1UserRecord(tx, view, counters.transaction))
            if ((yield* recordedTransactions(sql, [record.id])).size > 0) {
              return yield* rejectLedgerCall(
                `queue ${tx.toForgeL1TransactionsNum} already has a transaction at position ${tx.position}`
              )
            }
            yield* sql.unsafe(INSERT_QUEUED.statement, INSERT_QUEUED.params([record]))
            yield* advanceCounter(sql, "transaction", 1)
            yield* noteBlock(sql, tx.ethereumBlockNum)
            const token = tokens.get(record.tokenId)
            if (token === undefined) throw new Error(`sql adapter: token ${record.tokenId} vanished`)
            const queued = historyTransaction(record, token, JUST_FORGED)
            return { value: queued, events: [historyEvent("l1", record, queued)] }
          }),
          { poolOrdinals: false }
        ),

      forgeBatch: (input) =>
        recording(forgeBatch(sql, input, { poseidon, templates, retention, required }), { poolOrdinals: true }),

      selectForForging: (ids, batchNum) => movePool(ids, (view) => selectionMoves(ids, batchNum, view)),

      invalidatePoolTransactions: (invalidations, batchNum) =>
        movePool(
          invalidations.map((i) => i.id),
          (view) => invalidationMoves(invalidations, batchNum, view)
        ),

      recordWithdrawal: (withdrawal) =>
        db.write(
          Effect.gen(function* () {
            const row = (yield* sql.unsafe(
              `SELECT ${exitColumns("e", "k.symbol")} FROM exit e JOIN token k ON k.token_id = e.token_id
             WHERE e.batch_num = $1 AND e.idx = $2 FOR UPDATE OF e`,
              [withdrawal.batchNum, withdrawal.idx]
            ).values)[0]
            if (row === undefined)
              return yield* rejectLedgerCall(`no exit of account ${withdrawal.idx} in batch ${withdrawal.batchNum}`)
            const next = yield* orReject(
              applyWithdrawal(exitRecordOf(row, 0), withdrawal.kind, withdrawal.ethereumBlockNum)
            )
            const block = (n: bigint | null) => (n === null ? null : decimal(n))
            yield* sql.unsafe(
              `UPDATE exit SET instant_withdraw = $3::numeric, delayed_withdraw_request = $4::numeric, delayed_withdraw = $5::numeric
             WHERE batch_num = $1 AND idx = $2`,
              [
                withdrawal.batchNum,
                withdrawal.idx,
                block(next.instantWithdraw),
                block(next.delayedWithdrawRequest),
                block(next.delayedWithdraw)
              ]
            )
            yield* noteBlock(sql, withdrawal.ethereumBlockNum)
          })
        ),

      reorg: (batchNum) =>
        recording(
          Effect.map(reorgTo(sql, batchNum, poseidon), (events) => ({ value: undefined, events })),
          { poolOrdinals: false }
        )
    })
  })
)
