/** Seeding: replays the devnet's steps through the core `Ledger` port, and a layer that seeds on startup when the
 * devnet's settings enable it. */
import { Clock, Effect, Layer, Option } from "effect"
import { Ledger, type LedgerRejected } from "../core/ports/ledger.ts"
import { NetworkSettings } from "../core/ports/network_settings.ts"
import { NetworkStore } from "../core/ports/network_store.ts"
import type { FiatRateStore } from "../core/ports/fiat_rate_store.ts"
import { Currencies } from "../core/use_cases/mod.ts"
import { devnetFiatRates } from "./fiat_rates.ts"
import type { ContractAddresses } from "../core/domain/hermez_network.ts"
import { devnetDurationSeconds, type DevnetOptions, LAST_BLOCK_OFFSET, planDevnet } from "./scenario.ts"
import type { DevnetSettings } from "./settings.ts"
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

/** How many progress lines a seed writes (one each tenth of its steps). */
const PROGRESS_LINES = 10

/** Builds the devnet through the ledger (and its fiat rates, at its last block's time), saying how far it is every tenth
 * of the way; returns what it contains. */
export const seedDevnet = Effect.fn("Devnet.seed")(function* (
  options: DevnetOptions
): Effect.fn.Return<ReturnType<typeof planDevnet>["summary"], LedgerRejected, Ledger | FiatRateStore> {
  const ledger = yield* Ledger
  const plan = yield* Effect.sync(() => planDevnet(options))
  const started = yield* Clock.currentTimeMillis
  const total = plan.steps.length
  yield* Effect.logInfo("seeding the devnet", { steps: total, batches: plan.summary.batches })
  let reported = 0
  let block = ""
  let lastBlockTime = options.genesisTime
  for (const [index, step] of plan.steps.entries()) {
    yield* applyStep(ledger, step)
    if (step._tag === "Block") {
      block = String(step.block.num)
      lastBlockTime = step.block.timestamp
    }
    const done = Math.floor(((index + 1) * PROGRESS_LINES) / total)
    if (done > reported && index + 1 < total) {
      reported = done
      yield* Effect.logInfo(`seeding the devnet: ${done * (100 / PROGRESS_LINES)} %`, { block })
    }
  }
  yield* Effect.orDie(Currencies.record(devnetFiatRates(lastBlockTime)))
  const seconds = Math.round(((yield* Clock.currentTimeMillis) - started) / 100) / 10
  yield* Effect.logInfo("devnet seeded", {
    batches: plan.summary.batches,
    transactions: plan.summary.forgedTransactions,
    lastBlock: String(plan.summary.lastBlock),
    seconds
  })
  return plan.summary
})

/**
 * Seeds the devnet on startup when `settings.enabled` and the storage holds no chain yet
 * (a persisted database keeps its devnet across restarts): auction genesis block and slot
 * length from `NetworkSettings`, wallets from `settings`, the network's `contracts`, genesis time from
 * `settings` or now minus the devnet's span.
 */
export function devnetLayer(
  settings: DevnetSettings,
  contracts: ContractAddresses
): Layer.Layer<never, LedgerRejected, Ledger | NetworkStore | NetworkSettings | FiatRateStore> {
  return Layer.effectDiscard(
    Effect.gen(function* () {
      if (!settings.enabled) return
      const network = yield* NetworkStore
      const status = yield* network.syncStatus
      const chain = yield* NetworkSettings
      if (Option.isSome(status.lastSyncedBlock)) {
        const last = status.lastSyncedBlock.value.num
        const seededLast = chain.config.auction.genesisBlockNum + BigInt(LAST_BLOCK_OFFSET)
        if (last < seededLast) {
          yield* Effect.logWarning(
            "storage holds a partial devnet (an earlier seed was stopped): it is served as it is and not seeded again; " +
              "to seed anew, start on an empty storage (remove DATA_DIR, or a new database)",
            { lastSyncedBlock: String(last), seededLastBlock: String(seededLast) }
          )
        } else {
          yield* Effect.logInfo("storage already holds a chain; the devnet is not seeded again", {
            lastSyncedBlock: String(last)
          })
        }
        return
      }
      const now = yield* Clock.currentTimeMillis
      const secondsPerBlock = chain.node.secondsPerBlock
      const genesisTime = Option.getOrElse(
        settings.genesisTime,
        () => new Date(now - devnetDurationSeconds(secondsPerBlock) * 1000)
      )
      yield* seedDevnet({
        genesisTime,
        wallets: settings.wallets,
        contracts,
        genesisBlockNum: chain.config.auction.genesisBlockNum,
        blocksPerSlot: chain.config.auction.blocksPerSlot,
        secondsPerBlock
      }).pipe(
        Effect.onInterrupt(() =>
          Effect.logWarning(
            "stopped while seeding the devnet: the storage keeps what was seeded so far; the next start serves it as it is " +
              "and says so (start on an empty storage to seed anew)"
          )
        )
      )
    })
  )
}
