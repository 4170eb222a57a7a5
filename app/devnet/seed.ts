/**
 * Seeding: replays the devnet's steps through the core `Ledger` port, and a layer that seeds on
 * startup when the configuration enables the devnet (its genesis time chosen so the timeline ends
 * at startup, unless configured).
 */
import { Clock, Effect, Layer, Option } from "effect"
import { Ledger, type LedgerRejected } from "../../core/ports/ledger.ts"
import { NetworkSettings } from "../../core/ports/network_settings.ts"
import { NetworkStore } from "../../core/ports/network_store.ts"
import { AppConfig } from "../config.ts"
import { devnetDurationSeconds, type DevnetOptions, planDevnet } from "./scenario.ts"
import type { DevnetStep } from "./steps.ts"

/** Records one step through the ledger. */
function applyStep(ledger: Ledger["Service"], step: DevnetStep): Effect.Effect<void, LedgerRejected> {
  switch (step._tag) {
    case "Block":
      return ledger.recordBlock(step.block)
    case "Token":
      return Effect.asVoid(ledger.registerToken(step.token))
    case "Price":
      return ledger.setTokenPrice(step.tokenId, step.usd, step.at)
    case "ContractVariables":
      return ledger.setContractVariables(step.variables)
    case "Coordinator":
      return Effect.asVoid(ledger.registerCoordinator(step.coordinator))
    case "Bid":
      return Effect.asVoid(ledger.recordBid(step.bid))
    case "L1Transaction":
      return Effect.asVoid(ledger.queueL1Transaction(step.transaction))
    case "Batch":
      return Effect.asVoid(ledger.forgeBatch(step.batch))
    case "Withdrawal":
      return ledger.recordWithdrawal(step.withdrawal)
  }
}

/** Builds the devnet through the ledger; returns what it contains. */
export const seedDevnet = Effect.fn("Devnet.seed")(function*(options: DevnetOptions) {
  const ledger = yield* Ledger
  const plan = yield* Effect.sync(() => planDevnet(options))
  for (const step of plan.steps) yield* applyStep(ledger, step)
  yield* Effect.logDebug("devnet seeded", {
    batches: plan.summary.batches,
    transactions: plan.summary.forgedTransactions,
    lastBlock: String(plan.summary.lastBlock)
  })
  return plan.summary
})

/**
 * Seeds the devnet on startup when `AppConfig.devnet.enabled` and the storage holds no chain yet
 * (a persisted database keeps its devnet across restarts): auction genesis block and slot
 * length from `NetworkSettings`, contracts and wallets from the configuration, genesis time from
 * the configuration or now minus the devnet's span.
 */
export const DevnetLive: Layer.Layer<never, LedgerRejected, Ledger | NetworkStore | NetworkSettings | AppConfig> = Layer.effectDiscard(
  Effect.gen(function*() {
    const config = yield* AppConfig
    if (!config.devnet.enabled) return
    const network = yield* NetworkStore
    const status = yield* network.syncStatus
    if (Option.isSome(status.lastSyncedBlock)) {
      yield* Effect.logInfo("storage already holds a chain; the devnet is not seeded again", {
        lastSyncedBlock: String(status.lastSyncedBlock.value.num)
      })
      return
    }
    const settings = yield* NetworkSettings
    const now = yield* Clock.currentTimeMillis
    const secondsPerBlock = settings.node.secondsPerBlock
    const genesisTime = Option.getOrElse(
      config.devnet.genesisTime,
      () => new Date(now - devnetDurationSeconds(secondsPerBlock) * 1000)
    )
    yield* seedDevnet({
      genesisTime,
      wallets: config.devnet.wallets,
      contracts: config.contracts,
      genesisBlockNum: settings.config.auction.genesisBlockNum,
      blocksPerSlot: settings.config.auction.blocksPerSlot,
      secondsPerBlock
    })
  })
)
