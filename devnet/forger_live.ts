/** The devnet forger in the background: a scoped fiber running a forger step every `forgeIntervalSeconds` — the pool's
 * batch, then the L1 queues the faucet queued into, each in a batch of its own; a failed step is logged and the loop
 * goes on, the next step first returning a stranded selection to the pool. */
import { Duration, Effect, Layer, Schedule } from "effect"
import type { AccountStore } from "../core/ports/account_store.ts"
import type { AuctionStore } from "../core/ports/auction_store.ts"
import type { BatchStore } from "../core/ports/batch_store.ts"
import type { HistoryStore } from "../core/ports/history_store.ts"
import type { WallClock } from "../core/ports/clock.ts"
import type { Ledger } from "../core/ports/ledger.ts"
import type { NetworkSettings } from "../core/ports/network_settings.ts"
import type { NetworkStore } from "../core/ports/network_store.ts"
import type { PoolStore } from "../core/ports/pool_store.ts"
import { type ForgeReport, forgeStep, type ForgerOptions, releaseStranded } from "./forger.ts"
import { forgeDemandedL1Queues } from "./forger_l1_batch.ts"
import type { DevnetSettings } from "./settings.ts"

/** What the forger reads and writes. */
export type ForgerServices =
  | Ledger
  | PoolStore
  | AccountStore
  | BatchStore
  | HistoryStore
  | AuctionStore
  | NetworkStore
  | NetworkSettings
  | WallClock

/** Logs what a step did, if anything. */
function logReport(report: ForgeReport): Effect.Effect<void> {
  if (report.batchNum === null && report.invalidated.length === 0) return Effect.void
  return Effect.logInfo("devnet forger", {
    batchNum: report.batchNum,
    forged: report.forged.length,
    invalidated: report.invalidated.length,
    waiting: report.waiting.length,
    blocks: report.blocks
  })
}

/** Runs a forger step every `intervalSeconds`, forever (the first one right away); failures are logged. */
export function forgerLoop(
  options: ForgerOptions,
  intervalSeconds: number
): Effect.Effect<void, never, ForgerServices> {
  return Effect.suspend(() => {
    let unsettled = true
    const step = Effect.gen(function* () {
      if (unsettled) yield* releaseStranded
      unsettled = false
      const report = yield* forgeStep(options)
      yield* logReport(report)
      const l1Batches = yield* forgeDemandedL1Queues(options.wallets)
      if (l1Batches.length > 0) yield* Effect.logInfo("devnet forger: L1 queues forged", { batches: l1Batches })
    })
    return step.pipe(
      Effect.catchCause((cause) => {
        unsettled = true
        return Effect.logError("devnet forger: step failed", cause)
      }),
      Effect.repeat(Schedule.spaced(Duration.seconds(intervalSeconds))),
      Effect.asVoid
    )
  })
}

/** The forger as a layer: forks the loop into the layer's scope when the devnet and its forger are on. */
export function devnetForgerLayer(settings: DevnetSettings): Layer.Layer<never, never, ForgerServices> {
  return Layer.effectDiscard(
    Effect.gen(function* () {
      const interval = settings.forgeIntervalSeconds
      if (!settings.enabled || !(interval > 0)) return
      yield* Effect.logInfo(`devnet forger: forging the pool every ${interval} s`)
      yield* Effect.forkScoped(forgerLoop({ wallets: settings.wallets }, interval))
    })
  )
}
