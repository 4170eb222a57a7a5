/** Read port for the raw facts `/state` is derived from. */
import { Context, type Effect, type Option } from "effect"
import type { Batch } from "../domain/batch.ts"
import type { ContractVariables } from "../domain/contract_variables.ts"
import type { EthBlockNum } from "../domain/scalars.ts"

/** An Ethereum block as the synchronizer saw it. */
export interface SyncedBlock {
  readonly num: EthBlockNum
  readonly timestamp: Date
}

/** Per-batch figures used by the metrics. */
export interface BatchFigures {
  readonly batchNum: number
  readonly timestamp: Date
  readonly transactions: number
  readonly l2Transactions: number
  readonly feesUSD: number
}

/** Everything `/state` needs, read on one snapshot. */
export interface NetworkSummary {
  readonly lastSyncedBlock: Option.Option<SyncedBlock>
  readonly lastEthereumBlock: Option.Option<EthBlockNum>
  readonly lastBatch: Option.Option<Batch>
  readonly contractVariables: Option.Option<ContractVariables>
  /** Batches forged at or after the given moment, ascending. */
  readonly recentBatches: ReadonlyArray<BatchFigures>
  /** Seconds between queueing and forging of L1 user transactions forged since the given moment. */
  readonly recentL1Delays: ReadonlyArray<number>
  readonly totalAccounts: number
  readonly totalBJJs: number
  /** Pending pool transactions. */
  readonly poolLoad: number
}

/** Where the synchronizer is and the contract variables in force: what slot computations need. */
export interface SyncStatus {
  readonly lastSyncedBlock: Option.Option<SyncedBlock>
  readonly contractVariables: Option.Option<ContractVariables>
}

/** Facts about the chain and the node, for `/state` and the slot computations. */
export class NetworkStore extends Context.Service<
  NetworkStore,
  {
    readonly summary: (since: Date) => Effect.Effect<NetworkSummary>
    /** The cheap subset of the summary that `/slots` needs. */
    readonly syncStatus: Effect.Effect<SyncStatus>
  }
>()("zk-api/ports/NetworkStore") {}
