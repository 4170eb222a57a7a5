/** The devnet forger's L1 batches: each L1 queue up to the newest the faucet queued into (`faucet.ts`) forged in a batch
 * of its own, in the chain's newest block, by the slot's forger; the contents computed by `l1QueueContents`. */
import { Effect, Option, Ref } from "effect"
import { BatchNum, SlotNum } from "../core/domain/scalars.ts"
import type { PageRequest } from "../core/pagination/page.ts"
import { BatchStore } from "../core/ports/batch_store.ts"
import { Ledger } from "../core/ports/ledger.ts"
import { NetworkSettings } from "../core/ports/network_settings.ts"
import { NetworkStore } from "../core/ports/network_store.ts"
import { blockHash, forgeTransactionHash } from "./chain.ts"
import { FaucetDemand } from "./faucet.ts"
import { slotOfBlock } from "./forger_chain.ts"
import { slotForger } from "./forger_coordinator.ts"
import { l1QueueContents, nextL1Queue, queuedL1Transactions } from "./forger_l1.ts"

const LAST: PageRequest = { fromItem: undefined, order: "DESC", limit: 1 }

/** Forges the oldest unforged L1 queue in a batch of its own; returns its number. */
export const forgeL1Queue = Effect.fn("Devnet.forgeL1Queue")(function* (wallets: number) {
  const status = yield* (yield* NetworkStore).syncStatus
  const head = Option.getOrUndefined(status.lastSyncedBlock)
  if (head === undefined) return yield* Effect.die(new Error("devnet forger: the chain has no block yet"))
  const queueNum = yield* nextL1Queue
  const contents = yield* l1QueueContents(queueNum, (yield* queuedL1Transactions(queueNum)).queued)
  const { auction } = (yield* NetworkSettings).config
  const slotNum = slotOfBlock(head.num, auction.genesisBlockNum, auction.blocksPerSlot)
  const forger = yield* slotForger(slotNum, wallets)
  const batchNum = ((yield* (yield* BatchStore).list({}, LAST)).items[0]?.batchNum ?? 0) + 1
  const hash = blockHash(head.num)
  const batch = yield* (yield* Ledger).forgeBatch({
    batchNum: BatchNum.make(batchNum),
    ethereumBlockNum: head.num,
    ethereumBlockHash: hash,
    ethereumTxHash: forgeTransactionHash(batchNum, hash),
    timestamp: head.timestamp,
    forgerAddr: forger.forgerAddr,
    slotNum: SlotNum.make(slotNum),
    collectedFees: {},
    l1CoordinatorTransactions: [],
    l2Transactions: [],
    ...contents
  })
  return batch.batchNum
})

/** Forges every L1 queue up to the newest one the faucet queued into, under the faucet's lock (nothing without a
 * faucet); returns the batches forged. */
export const forgeDemandedL1Queues = Effect.fn("Devnet.forgeDemandedL1Queues")(function* (wallets: number) {
  const demand = yield* Effect.serviceOption(FaucetDemand)
  if (Option.isNone(demand)) return []
  const { lock, requested } = demand.value
  return yield* lock.withPermits(1)(
    Effect.gen(function* () {
      const forged: Array<BatchNum> = []
      while ((yield* nextL1Queue) <= (yield* Ref.get(requested))) forged.push(yield* forgeL1Queue(wallets))
      return forged
    })
  )
})
