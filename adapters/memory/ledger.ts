/** The Ledger port on the in-memory database: every call is validated against the stored data with `core/ledger`, then
 * applied in one `MemoryDatabase.write`, so a rejected call changes nothing. */
import { Effect, Layer, Result } from "effect"
import type { AccountIdx } from "../../core/domain/account_index.ts"
import type { Bid, Coordinator } from "../../core/domain/auction.ts"
import type { Batch } from "../../core/domain/batch.ts"
import type { ChainFinality } from "../../core/domain/finality.ts"
import type { HistoryTransaction } from "../../core/domain/history_transaction.ts"
import { FinalityDepth } from "../../core/ports/chain_finality.ts"
import { type Poseidon, PoseidonHasher } from "../../core/ports/poseidon_hasher.ts"
import { accountLeafValue } from "../../core/ledger/account_leaf.ts"
import { updateStateTree } from "../../core/ledger/state_tree.ts"
import { StateTreeRetention } from "../../core/ports/state_tree_store.ts"
import { STATE_TREE_LEVELS } from "../../core/ledger/batch_state_tree.ts"
import { ItemId, type EthBlockNum } from "../../core/domain/scalars.ts"
import type { Token } from "../../core/domain/token.ts"
import type { BatchPlan } from "../../core/ledger/batch_plan.ts"
import { requestOf } from "../../core/ledger/atomic_request.ts"
import {
  type ForgingPlan,
  type ForgingReads,
  invalidationMoves,
  type LimitedRead,
  planForging,
  planPoolReorg,
  type PoolMoveView,
  type ReorgReads,
  selectionMoves
} from "../../core/ledger/pool_moves.ts"
import { JUST_FORGED } from "../../core/ledger/chain_finality.ts"
import { applyWithdrawal } from "../../core/ledger/exit_record.ts"
import { queuedL1UserRecord } from "../../core/ledger/l1_user_record.ts"
import type { PoolChange } from "../../core/ledger/pool_lifecycle.ts"
import { newTokenRecord, pricedToken } from "../../core/ledger/token_record.ts"
import { historyTransaction, type TransactionRecord } from "../../core/ledger/transaction_record.ts"
import {
  finalizedEvents,
  forgedBatchEvents,
  historyEvent,
  type PoolMove,
  poolEvent,
  reorgEvent
} from "../../core/ledger/event_records.ts"
import { Ledger, type NewBatch, type NewBlock, orReject } from "../../core/ports/ledger.ts"
import {
  type AccountRow,
  appendEvents,
  batchAt,
  batchView,
  type ExitRow,
  exitKey,
  finalityOf,
  groupView,
  MemoryDatabase,
  type MemoryState,
  movePoolRow,
  poolView,
  tokenOf,
  type TransactionRow
} from "./database.ts"
import { StateNodes } from "./state_nodes.ts"
import { bidRecord, coordinatorRecord } from "../../core/ledger/auction_records.ts"

/** Remembers the highest Ethereum block number seen in any record. */
function noteBlock(state: MemoryState, num: EthBlockNum): void {
  if (state.highestBlockNum === undefined || num > state.highestBlockNum) state.highestBlockNum = num
}

/** Records an Ethereum block, or why it contradicts a recorded one. */
function putBlock(state: MemoryState, block: NewBlock, check: boolean): Result.Result<void, string> {
  const known = state.blocks.get(block.num)
  if (known !== undefined) {
    if (known.hash !== block.hash) return Result.fail(`block ${block.num} is already recorded with hash ${known.hash}`)
    return Result.succeed(undefined)
  }
  if (check) return Result.succeed(undefined)
  state.blocks.set(block.num, block)
  if (state.lastBlock === undefined || block.num > state.lastBlock.num) state.lastBlock = block
  noteBlock(state, block.num)
  return Result.succeed(undefined)
}

/** Records a `finalized` event for each batch final on `state` (at `required` confirmations) that was not final `before`. */
function finalizeNew(state: MemoryState, required: number, before: ChainFinality): void {
  const after = finalityOf(state, required)
  if (after.lastBlock === null || after.finalizedThrough <= before.finalizedThrough) return
  const batches: Array<Batch> = []
  for (let num = before.finalizedThrough + 1; num <= after.finalizedThrough; num++) {
    const batch = batchAt(state, num)
    if (batch !== undefined) batches.push(batch)
  }
  appendEvents(state, finalizedEvents(batches, after.lastBlock))
}

/** Puts an unforged L1 user transaction in its queue. */
function enqueue(state: MemoryState, row: TransactionRow): void {
  const queueNum = row.current.L1Info?.toForgeL1TransactionsNum
  if (queueNum === null || queueNum === undefined)
    throw new Error(`memory ledger invariant broken: ${row.current.id} has no queue`)
  let queue = state.queues.get(queueNum)
  if (queue === undefined) {
    queue = new Map()
    state.queues.set(queueNum, queue)
  }
  queue.set(row.current.position, row)
}

/** Applies a validated batch plan. */
function applyPlan(state: MemoryState, plan: BatchPlan): void {
  const batch = plan.batch
  const batchNum = batch.batchNum
  for (const { itemId, account } of plan.accounts) {
    const row: AccountRow = { itemId, account, batchNum, states: [] }
    state.accounts.set(account.idx, row)
    state.accountRows.push(row)
  }
  state.next.account += plan.accounts.length
  for (const record of plan.transactions) {
    if (record.L1Info?.userOrigin === true) {
      const row = state.transactions.get(record.id)
      if (row === undefined) throw new Error(`memory ledger invariant broken: queued ${record.id} is missing`)
      row.current = record
      row.rolledBackFrom = null
    } else {
      state.transactions.set(record.id, { current: record, queued: null, rolledBackFrom: null })
    }
    state.forged.push(record)
  }
  state.next.transaction += plan.transactions.length
  if (batch.forgeL1TransactionsNum !== null) {
    state.queues.delete(batch.forgeL1TransactionsNum)
    state.forgedQueues.set(batch.forgeL1TransactionsNum, batchNum)
  }
  const updated: Array<AccountIdx> = []
  for (const update of plan.accountUpdates) {
    const row = state.accounts.get(update.idx)
    if (row === undefined) throw new Error(`memory ledger invariant broken: updated account ${update.idx} is missing`)
    row.states.push({ batchNum, itemId: batch.itemId, nonce: update.nonce, balance: update.balance })
    updated.push(update.idx)
  }
  state.updatedByBatch.set(batchNum, updated)
  for (const record of plan.exits) {
    const row: ExitRow = { record }
    state.exits.push(row)
    state.exitByKey.set(exitKey(batchNum, record.accountIndex.idx), row)
  }
  state.next.exit += plan.exits.length
  state.batches.push(batch)
  state.next.batch += 1
}

/** Undoes every batch after `batchNum`; the L1 user transactions it returned to their queue, or undefined when no batch was removed. */
function reorgTo(state: MemoryState, batchNum: number): Array<TransactionRow> | undefined {
  if ((state.batches.all.at(-1)?.batchNum ?? -1) <= batchNum) return undefined
  // Transactions: the forged tail goes; L1 user ones return to their queue.
  const requeued: Array<TransactionRow> = []
  for (
    let last = state.forged.all.at(-1);
    last !== undefined && last.batchNum !== null && last.batchNum > batchNum;
    last = state.forged.all.at(-1)
  ) {
    state.forged.popNewest()
    const row = state.transactions.get(last.id)
    if (row?.queued != null) {
      // Queued again: it remembers the batch the reorg undid its forging in.
      row.rolledBackFrom = last.batchNum
      requeued.push(row)
    } else state.transactions.delete(last.id)
  }
  requeued.sort((a, b) => {
    const qa = a.queued?.L1Info?.toForgeL1TransactionsNum ?? 0
    const qb = b.queued?.L1Info?.toForgeL1TransactionsNum ?? 0
    return qa - qb || a.current.position - b.current.position
  })
  for (const row of requeued) {
    if (row.queued === null) continue
    row.current = { ...row.queued, itemId: ItemId.make(state.next.transaction++) }
    enqueue(state, row)
  }
  for (const [queue, forgedIn] of state.forgedQueues) if (forgedIn > batchNum) state.forgedQueues.delete(queue)
  // Exits.
  for (
    let last = state.exits.all.at(-1);
    last !== undefined && last.record.batchNum > batchNum;
    last = state.exits.all.at(-1)
  ) {
    state.exits.popNewest()
    state.exitByKey.delete(exitKey(last.record.batchNum, last.record.accountIndex.idx))
  }
  // Account states, then the accounts created by the removed batches.
  for (
    let last = state.batches.all.at(-1);
    last !== undefined && last.batchNum > batchNum;
    last = state.batches.all.at(-1)
  ) {
    state.batches.popNewest()
    for (const idx of state.updatedByBatch.get(last.batchNum) ?? []) {
      const states = state.accounts.get(idx)?.states
      while (states !== undefined && (states.at(-1)?.batchNum ?? -1) > batchNum) states.pop()
    }
    state.updatedByBatch.delete(last.batchNum)
  }
  for (
    let last = state.accountRows.all.at(-1);
    last !== undefined && last.batchNum > batchNum;
    last = state.accountRows.all.at(-1)
  ) {
    state.accountRows.popNewest()
    state.accounts.delete(last.account.idx)
  }
  return requeued
}

/** Applies validated changes to pool transactions; the moves, for their events. */
function applyPoolChanges(state: MemoryState, changes: ReadonlyArray<PoolChange>): Array<PoolMove> {
  const moves: Array<PoolMove> = []
  for (const change of changes) {
    const row = state.pool.get(change.id)
    if (row === undefined) throw new Error(`memory ledger invariant broken: pool transaction ${change.id} is missing`)
    moves.push({ tx: row.record, previous: row.record.state, next: change.status })
    movePoolRow(state, row, change)
  }
  return moves
}

/** Records a `pool` event per move. */
function poolMoveEvents(state: MemoryState, moves: ReadonlyArray<PoolMove>): void {
  appendEvents(
    state,
    moves.map((move) => poolEvent(move.tx, move.previous, move.next))
  )
}

/**
 * Takes the state tree back to batch `batchNum` (the accounts already are): its later versions go, and when that batch's
 * tree is no longer kept whole it is built again from the accounts' states, the oldest kept from then on.
 */
function revertStateTree(state: MemoryState, batchNum: number, poseidon: Poseidon): void {
  state.stateNodes.revertAfter(batchNum)
  if (state.stateTreeSince === undefined || batchNum >= state.stateTreeSince) return
  const leaves = state.accountRows.all.map((row) => {
    const latest = row.states.at(-1)
    const value = accountLeafValue(
      { ...row.account, nonce: latest?.nonce ?? 0n, balance: latest?.balance ?? 0n },
      poseidon
    )
    if (value === undefined) throw new Error(`memory ledger invariant broken: account ${row.account.idx} has no leaf`)
    return { key: BigInt(row.account.idx), value }
  })
  const built = updateStateTree(() => undefined, 0n, leaves, poseidon, STATE_TREE_LEVELS)
  if (Result.isFailure(built)) throw new Error(`memory ledger invariant broken: ${built.failure}`)
  state.stateNodes = new StateNodes()
  state.stateNodes.write(batchNum, built.success.nodes)
  state.stateTreeSince = batchNum
}

/** The live pool transactions the expiry reads (`LimitedRead`): every one with a limit, in the pool's order (the
 * expiry picks those live once the write's earlier moves are applied and past their limit). */
function limitedRead(state: MemoryState, view: PoolMoveView): LimitedRead<never> {
  return () => Effect.succeed({ limited: state.poolLimited.map((row) => row.record), view })
}

/** What a reorg to `batchNum` reads of the pool, answered from `state` (`ReorgReads`). */
function reorgReads(state: MemoryState, batchNum: number): ReorgReads<never> {
  return {
    moved: Effect.sync(() =>
      state.poolOrder.filter((row) => (row.record.batchNum ?? 0) > batchNum).map((row) => row.record)
    ),
    limited: limitedRead(state, moveView(state))
  }
}

/** The history transaction of a record, with its token as it is now. */
function rendered(state: MemoryState, record: TransactionRecord): HistoryTransaction {
  return historyTransaction(record, tokenOf(state, record.tokenId), JUST_FORGED)
}

/** Inserts `slot` into the ascending list of slots that have bids, if absent. */
function addBidSlot(slots: Array<number>, slot: number): void {
  let lo = 0
  let hi = slots.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (slots[mid]! < slot) lo = mid + 1
    else hi = mid
  }
  if (slots[lo] !== slot) slots.splice(lo, 0, slot)
}

/** The pool as a pool write reads it (`PoolMoveView`). */
function moveView(state: MemoryState): PoolMoveView {
  return { ...poolView(state), ...groupView(state) }
}

/** Applies a pool write's changes with their `pool` events. */
function movePool(state: MemoryState, changes: ReadonlyArray<PoolChange>): void {
  poolMoveEvents(state, applyPoolChanges(state, changes))
}

/** What forging reads, answered from `state` (`ForgingReads`). */
function forgingReads(state: MemoryState, poseidon: Poseidon): ForgingReads<never> {
  const view = moveView(state)
  return {
    batch: batchView(state),
    start: {
      batch: state.next.batch,
      account: state.next.account,
      transaction: state.next.transaction,
      exit: state.next.exit
    },
    tree: () =>
      Effect.succeed({
        read: (depth, path) => state.stateNodes.nodeAt(depth, path),
        root: state.batches.all.at(-1)?.stateRoot ?? 0n,
        poseidon,
        levels: STATE_TREE_LEVELS
      }),
    recorded: (ids) => Effect.succeed(new Set(ids.filter((id) => state.transactions.has(id)))),
    pool: () =>
      Effect.succeed({
        view,
        requestOf: (id) => {
          const row = state.pool.get(id)
          return row === undefined ? undefined : requestOf(row.record)
        }
      }),
    limited: limitedRead(state, view)
  }
}

/** What a forging applies beside its plan: the confirmations that finalize, the hash, how many trees are kept. */
interface ForgingSettings {
  readonly required: number
  readonly poseidon: Poseidon
  readonly retention: number | undefined
}

/** Forges `input` on `state`: planned whole by `planForging`, then applied (the block, the batch, the state tree, the
 * pool's changes and the events); the plan, or why it is refused (then nothing changed). */
function forge(state: MemoryState, input: NewBatch, settings: ForgingSettings): Result.Result<ForgingPlan, string> {
  const block: NewBlock = { num: input.ethereumBlockNum, hash: input.ethereumBlockHash, timestamp: input.timestamp }
  const before = finalityOf(state, settings.required)
  const blockCheck = putBlock(state, block, true)
  if (Result.isFailure(blockCheck)) return Result.fail(`batch ${input.batchNum}: ${blockCheck.failure}`)
  const planned = Effect.runSync(planForging(input, forgingReads(state, settings.poseidon)))
  if (Result.isFailure(planned)) return planned
  const plan = planned.success
  putBlock(state, block, false)
  applyPlan(state, plan.batch)
  state.stateNodes.write(input.batchNum, plan.batch.stateTree.nodes)
  const retention = settings.retention
  if (retention !== undefined && input.batchNum - retention > (state.stateTreeSince ?? 0)) {
    state.stateNodes.pruneBefore(input.batchNum - retention)
    state.stateTreeSince = input.batchNum - retention
  }
  const moves = applyPoolChanges(state, plan.pool)
  appendEvents(
    state,
    forgedBatchEvents(plan.batch, (record) => rendered(state, record), moves)
  )
  finalizeNew(state, settings.required, before)
  return planned
}

/** The Ledger port backed by the shared in-memory database. */
export const layer: Layer.Layer<Ledger, never, MemoryDatabase | PoseidonHasher> = Layer.effect(
  Ledger,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    const required = yield* FinalityDepth
    const poseidon = (yield* PoseidonHasher).hash
    const retention = yield* StateTreeRetention
    return Ledger.of({
      recordBlock: (block) =>
        db
          .write((state) => {
            const before = finalityOf(state, required)
            const put = putBlock(state, block, false)
            if (Result.isSuccess(put)) finalizeNew(state, required, before)
            return put
          })
          .pipe(Effect.flatMap(orReject)),

      registerToken: (input) =>
        db
          .write((state): Result.Result<Token, string> => {
            const last = state.tokenOrder.at(-1)
            const token = newTokenRecord(input, state.next.token, {
              lastTokenId: last,
              addressTaken: state.tokensByAddress.has(input.ethereumAddress)
            })
            if (Result.isFailure(token)) return token
            state.tokens.set(token.success.id, token.success)
            state.tokenOrder.push(token.success.id)
            state.tokensByAddress.set(token.success.ethereumAddress, token.success.id)
            state.next.token += 1
            noteBlock(state, input.ethereumBlockNum)
            return token
          })
          .pipe(Effect.flatMap(orReject)),

      setTokenPrice: (id, usd, at) =>
        db
          .write((state): Result.Result<void, string> => {
            const token = state.tokens.get(id)
            if (token === undefined) return Result.fail(`unknown token ${id}`)
            const priced = pricedToken(token, usd, at)
            if (Result.isFailure(priced)) return Result.fail(priced.failure)
            state.tokens.set(id, priced.success)
            return Result.succeed(undefined)
          })
          .pipe(Effect.flatMap(orReject)),

      setContractVariables: (variables) =>
        db.write((state) => {
          state.contractVariables = variables
          noteBlock(state, variables.rollup.ethereumBlockNum)
          noteBlock(state, variables.auction.ethereumBlockNum)
          noteBlock(state, variables.withdrawalDelayer.ethereumBlockNum)
        }),

      registerCoordinator: (input) =>
        db.write((state): Coordinator => {
          const coordinator = coordinatorRecord(input, state.next.coordinator++)
          const previous = state.coordinators.get(input.bidderAddr)
          if (previous !== undefined) state.coordinatorOrder = state.coordinatorOrder.filter((c) => c !== previous)
          state.coordinators.set(input.bidderAddr, coordinator)
          state.coordinatorOrder.push(coordinator)
          const bidders = state.biddersByForger.get(input.forgerAddr) ?? new Set()
          state.biddersByForger.set(input.forgerAddr, bidders.add(input.bidderAddr))
          noteBlock(state, input.ethereumBlock)
          return coordinator
        }),

      recordBid: (input) =>
        db.write((state): Bid => {
          const bid = bidRecord(input, state.next.bid++)
          state.bids.push(bid)
          addBidSlot(state.bidSlots, bid.slotNum)
          noteBlock(state, input.ethereumBlockNum)
          return bid
        }),

      queueL1Transaction: (tx) =>
        db
          .write((state): Result.Result<HistoryTransaction, string> => {
            if (state.forgedQueues.has(tx.toForgeL1TransactionsNum)) {
              return Result.fail(`L1 queue ${tx.toForgeL1TransactionsNum} is already forged`)
            }
            const record = queuedL1UserRecord(tx, batchView(state), state.next.transaction)
            if (Result.isFailure(record)) return Result.fail(record.failure)
            if (state.transactions.has(record.success.id)) {
              return Result.fail(
                `queue ${tx.toForgeL1TransactionsNum} already has a transaction at position ${tx.position}`
              )
            }
            const row: TransactionRow = { current: record.success, queued: record.success, rolledBackFrom: null }
            state.transactions.set(record.success.id, row)
            enqueue(state, row)
            state.next.transaction += 1
            noteBlock(state, tx.ethereumBlockNum)
            const queued = rendered(state, record.success)
            appendEvents(state, [historyEvent("l1", record.success, queued)])
            return Result.succeed(queued)
          })
          .pipe(Effect.flatMap(orReject)),

      forgeBatch: (input) =>
        db
          .write((state) => forge(state, input, { required, poseidon, retention }))
          .pipe(
            Effect.flatMap(orReject),
            Effect.map((plan) => plan.batch.batch)
          ),

      selectForForging: (ids, batchNum) =>
        db
          .write((state) =>
            Result.map(selectionMoves(ids, batchNum, moveView(state)), (changes) => movePool(state, changes))
          )
          .pipe(Effect.flatMap(orReject)),

      invalidatePoolTransactions: (invalidations, batchNum) =>
        db
          .write((state) =>
            Result.map(invalidationMoves(invalidations, batchNum, moveView(state)), (changes) =>
              movePool(state, changes)
            )
          )
          .pipe(Effect.flatMap(orReject)),

      recordWithdrawal: (withdrawal) =>
        db
          .write((state): Result.Result<void, string> => {
            const row = state.exitByKey.get(exitKey(withdrawal.batchNum, withdrawal.idx))
            if (row === undefined)
              return Result.fail(`no exit of account ${withdrawal.idx} in batch ${withdrawal.batchNum}`)
            const next = applyWithdrawal(row.record, withdrawal.kind, withdrawal.ethereumBlockNum)
            if (Result.isFailure(next)) return Result.fail(next.failure)
            row.record = next.success
            noteBlock(state, withdrawal.ethereumBlockNum)
            return Result.succeed(undefined)
          })
          .pipe(Effect.flatMap(orReject)),

      reorg: (batchNum) =>
        db.write((state) => {
          const requeued = reorgTo(state, batchNum)
          if (requeued !== undefined) revertStateTree(state, batchNum, poseidon)
          const outcome = { lastBatchNum: poolView(state).lastBatchNum, removed: requeued !== undefined }
          const changes = Effect.runSync(planPoolReorg(batchNum, outcome, reorgReads(state, batchNum)))
          // A reorg that changes nothing (to the tip, nothing selected after it) records nothing.
          if (requeued === undefined && changes.length === 0) return
          const moves = applyPoolChanges(state, changes)
          appendEvents(state, [
            reorgEvent(batchNum),
            ...(requeued ?? []).map((row) => historyEvent("l1", row.current, rendered(state, row.current)))
          ])
          poolMoveEvents(state, moves)
        })
    })
  })
)
