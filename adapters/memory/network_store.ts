/** The NetworkStore port on the in-memory database: `lastSyncedBlock` the highest block recorded (or forging a batch),
 * `lastEthereumBlock` the highest any record mentions; L1 delays run from queueing to the forging batch. */
import { Effect, Layer, Option } from "effect"
import {
  type BatchFigures,
  NetworkStore,
  type NetworkSummary,
  type SyncStatus
} from "../../core/ports/network_store.ts"
import { batchWithFinality } from "../../core/ledger/chain_finality.ts"
import { FinalityDepth } from "../../core/ports/chain_finality.ts"
import { finalityOf, MemoryDatabase, type MemoryState } from "./database.ts"

/** The synchronizer's position and the contract variables in force. */
function syncStatus(state: MemoryState): SyncStatus {
  return {
    lastSyncedBlock:
      state.lastBlock === undefined
        ? Option.none()
        : Option.some({ num: state.lastBlock.num, timestamp: state.lastBlock.timestamp }),
    contractVariables: Option.fromNullishOr(state.contractVariables)
  }
}

/** Every figure of the summary, on one snapshot. */
function summary(state: MemoryState, since: Date, required: number): NetworkSummary {
  const recentBatches: Array<BatchFigures> = []
  const recentL1Delays: Array<number> = []
  for (const batch of state.batches.all) {
    if (batch.timestamp.getTime() < since.getTime()) continue
    const transactions = state.forged.byBatch.get(batch.batchNum)
    let l2Transactions = 0
    for (const tx of transactions) {
      if (tx.L1orL2 === "L2") l2Transactions++
      else if (tx.L1Info?.userOrigin === true) {
        recentL1Delays.push((batch.timestamp.getTime() - tx.timestamp.getTime()) / 1000)
      }
    }
    recentBatches.push({
      batchNum: batch.batchNum,
      timestamp: batch.timestamp,
      transactions: transactions.length,
      l2Transactions,
      feesUSD: batch.historicTotalCollectedFeesUSD
    })
  }
  return {
    ...syncStatus(state),
    lastEthereumBlock: Option.fromNullishOr(state.highestBlockNum),
    lastBatch: Option.map(Option.fromNullishOr(state.batches.all.at(-1)), (batch) =>
      batchWithFinality(batch, finalityOf(state, required))
    ),
    recentBatches,
    recentL1Delays,
    totalAccounts: state.accounts.size,
    totalBJJs: state.accountRows.by.bjj.size,
    poolLoad: state.poolPending
  }
}

/** The NetworkStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<NetworkStore, never, MemoryDatabase> = Layer.effect(
  NetworkStore,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    const required = yield* FinalityDepth
    return NetworkStore.of({
      summary: (since) => db.read((state) => summary(state, since, required)),
      syncStatus: db.read(syncStatus)
    })
  })
)
