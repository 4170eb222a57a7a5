/** The devnet's faucet (`DevnetFaucet`, `POST /devnet/deposits`): a CreateAccountDeposit queued at the end of the open
 * L1 queue as the rollup contract queues a user's, in the chain's newest block; and the demand it leaves the forger,
 * which forges every queue up to the newest one holding a faucet deposit (`forger_l1_batch.ts`). The faucet and the
 * forger's L1 batches take turns (one lock), so a deposit never joins a queue being forged. */
import { Context, Effect, Layer, Option, Ref, Semaphore } from "effect"
import { AccountIdx } from "../core/domain/account_index.ts"
import { TokenId, ToForgeL1TransactionsNum, TransactionPosition } from "../core/domain/scalars.ts"
import { l1UserTxId } from "../core/domain/tx_id.ts"
import { DevnetFaucet, type FaucetRequest } from "../core/ports/devnet_faucet.ts"
import type { HistoryStore } from "../core/ports/history_store.ts"
import { Ledger, type NewL1UserTransaction } from "../core/ports/ledger.ts"
import type { BatchStore } from "../core/ports/batch_store.ts"
import type { NetworkSettings } from "../core/ports/network_settings.ts"
import { NetworkStore } from "../core/ports/network_store.ts"
import type { FaucetDeposit } from "../core/domain/faucet_deposit.ts"
import { nextL1Queue, queuedL1Transactions } from "./forger_l1.ts"

/** What the faucet leaves the forger: the newest L1 queue holding a faucet deposit (−1: none yet), and the lock the
 * faucet's queueing and the forger's L1 batches share. */
export class FaucetDemand extends Context.Service<
  FaucetDemand,
  { readonly requested: Ref.Ref<number>; readonly lock: Semaphore.Semaphore }
>()("zk-api/devnet/FaucetDemand") {}

/** What the faucet reads and writes. */
export type FaucetServices = Ledger | HistoryStore | BatchStore | NetworkStore | NetworkSettings

/** Queues `request` in the open queue (the next one when it is full) and records the demand. */
const queueDeposit = Effect.fnUntraced(function* (request: FaucetRequest, demand: FaucetDemand["Service"]) {
  const head = Option.getOrUndefined((yield* (yield* NetworkStore).syncStatus).lastSyncedBlock)
  if (head === undefined) return yield* Effect.die(new Error("devnet faucet: the chain has no block yet"))
  let queueNum = yield* nextL1Queue
  let { queued, capacity } = yield* queuedL1Transactions(queueNum)
  if (queued.length >= capacity) {
    queueNum += 1
    queued = (yield* queuedL1Transactions(queueNum)).queued
  }
  const tx: NewL1UserTransaction = {
    toForgeL1TransactionsNum: queueNum,
    position: queued.length,
    type: "CreateAccountDeposit",
    fromIdx: null,
    fromEthAddr: request.ethAddr,
    fromBjj: request.bjj,
    toIdx: AccountIdx.make(0),
    tokenId: TokenId.make(request.tokenId),
    amount: 0n,
    depositAmount: request.amount,
    ethereumBlockNum: head.num,
    timestamp: head.timestamp
  }
  yield* Effect.orDie((yield* Ledger).queueL1Transaction(tx))
  yield* Ref.update(demand.requested, (requested) => Math.max(requested, queueNum))
  const queuedDeposit: FaucetDeposit = {
    id: l1UserTxId(queueNum, tx.position),
    toForgeL1TransactionsNum: ToForgeL1TransactionsNum.make(queueNum),
    position: TransactionPosition.make(tx.position)
  }
  return queuedDeposit
})

/** The faucet and its demand, over the devnet's storage (a node running the devnet: its writer). */
export const devnetFaucetLayer: Layer.Layer<DevnetFaucet | FaucetDemand, never, FaucetServices> = Layer.effectContext(
  Effect.gen(function* () {
    const demand = FaucetDemand.of({ requested: yield* Ref.make(-1), lock: yield* Semaphore.make(1) })
    const services = yield* Effect.context<FaucetServices>()
    const faucet = DevnetFaucet.of({
      deposit: (request) =>
        demand.lock.withPermits(1)(queueDeposit(request, demand)).pipe(Effect.provideContext(services))
    })
    return Context.make(FaucetDemand, demand).pipe(Context.add(DevnetFaucet, faucet))
  })
)
