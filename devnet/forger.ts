/** One step of the devnet forger: move the chain on to the wall clock, then forge the pending pool into a batch through
 * the Ledger as a coordinator does, returning the selection to the pool should selecting or forging fail. */
import { Effect, Option, Schedule } from "effect"
import type { AccountIdx } from "../core/domain/account_index.ts"
import type { AtomicGroupId } from "../core/domain/atomic_group.ts"
import type { BjjKey } from "../core/domain/bjj.ts"
import { type EthAddress, FF_ADDRESS } from "../core/domain/eth_address.ts"
import type { PoolL2Transaction } from "../core/domain/pool_transaction.ts"
import { BatchNum, type TokenId } from "../core/domain/scalars.ts"
import type { TxId } from "../core/domain/tx_id.ts"
import type { PageRequest } from "../core/pagination/page.ts"
import { AccountStore } from "../core/ports/account_store.ts"
import { BatchStore } from "../core/ports/batch_store.ts"
import { WallClock } from "../core/ports/clock.ts"
import { Ledger, type PoolInvalidation } from "../core/ports/ledger.ts"
import { NetworkSettings } from "../core/ports/network_settings.ts"
import { NetworkStore } from "../core/ports/network_store.ts"
import { PoolStore } from "../core/ports/pool_store.ts"
import { blockHash } from "./chain.ts"
import { batchOf } from "./forger_batch.ts"
import { batchBlock, blocksSince, slotOfBlock } from "./forger_chain.ts"
import { slotForger } from "./forger_coordinator.ts"
import { type ForgerAccount, forgerAccount, type ForgerView, selectTransactions } from "./forger_selection.ts"

/** What the forger works with. */
export interface ForgerOptions {
  /** Number of devnet wallets (names the coordinators' fee wallets). */
  readonly wallets: number
  /** Largest number of transactions per batch (default: the first verifier's `maxTx` of `/config`). */
  readonly maxTransactions?: number | undefined
  /** Largest number of pending transactions read per step (default 4 × maxTransactions). */
  readonly poolReadLimit?: number | undefined
}

/** What one step did. */
export interface ForgeReport {
  /** Blocks recorded to catch up with the wall clock (and the batch's own, when a transaction was newer than them). */
  readonly blocks: number
  /** The batch forged, if any. */
  readonly batchNum: BatchNum | null
  /** Pool transactions forged in it, in position order. */
  readonly forged: ReadonlyArray<TxId>
  /** Pool transactions discarded, with the reason. */
  readonly invalidated: ReadonlyArray<PoolInvalidation>
  /** Pool transactions left pending: a nonce ahead, a full batch, an atomic group without room in it, a transaction that
   * requests another and has no group yet (the other members of a group whose member was discarded are in no list). */
  readonly waiting: ReadonlyArray<TxId>
}

const FIRST: PageRequest = { fromItem: undefined, order: "ASC", limit: 1 }
const LAST: PageRequest = { fromItem: undefined, order: "DESC", limit: 1 }

/** Loads every account the selection may ask about into a synchronous view. */
const loadView = Effect.fnUntraced(function* (pending: ReadonlyArray<PoolL2Transaction>, feeOwner: EthAddress) {
  const store = yield* AccountStore
  const byIdx = new Map<AccountIdx, ForgerAccount | undefined>()
  const byEthAddr = new Map<string, ForgerAccount | undefined>()
  const byBjj = new Map<string, ForgerAccount | undefined>()
  const fees = new Map<TokenId, ForgerAccount | undefined>()
  const get = Effect.fnUntraced(function* (idx: AccountIdx) {
    if (byIdx.has(idx)) return
    byIdx.set(idx, Option.getOrUndefined(Option.map(yield* store.get(idx), forgerAccount)))
  })
  const first = Effect.fnUntraced(function* (ethAddr: EthAddress, tokenId: TokenId, bjj: BjjKey | undefined) {
    const page = yield* store.list({ ethAddr, bjj, tokenIds: [tokenId] }, FIRST)
    const [found] = page.items
    return found === undefined ? undefined : forgerAccount(found)
  })
  for (const tx of pending) {
    yield* get(tx.fromAccountIndex.idx)
    const tokenId = tx.token.id
    if (tx.type === "Transfer" && tx.toAccountIndex !== null) yield* get(tx.toAccountIndex.idx)
    if (tx.type === "TransferToEthAddr" && tx.toZkEthereumAddress !== null) {
      const key = `${tx.toZkEthereumAddress}/${tokenId}`
      if (!byEthAddr.has(key)) byEthAddr.set(key, yield* first(tx.toZkEthereumAddress, tokenId, undefined))
    }
    if (tx.type === "TransferToBJJ" && tx.toBjj !== null) {
      const key = `${tx.toBjj}/${tokenId}`
      if (!byBjj.has(key)) byBjj.set(key, yield* first(FF_ADDRESS, tokenId, tx.toBjj))
    }
    if (!fees.has(tokenId)) fees.set(tokenId, yield* first(feeOwner, tokenId, undefined))
  }
  // Receivers found by address or key, and fee accounts, are also reachable by index.
  for (const account of [...byEthAddr.values(), ...byBjj.values(), ...fees.values()]) {
    if (account !== undefined && !byIdx.has(account.idx)) byIdx.set(account.idx, account)
  }
  const view: ForgerView = {
    account: (idx) => byIdx.get(idx),
    accountOfEthAddr: (ethAddr, tokenId) => byEthAddr.get(`${ethAddr}/${tokenId}`),
    accountOfBjj: (bjj, tokenId) => byBjj.get(`${bjj}/${tokenId}`),
    feeAccount: (tokenId) => fees.get(tokenId)?.idx
  }
  return view
})

/** The members of each atomic group a pending transaction belongs to, in the group's order (`PoolStore.group`): members
 * past the pending read's limit included, so that a group is selected whole or not at all. */
const readGroups = Effect.fnUntraced(function* (pending: ReadonlyArray<PoolL2Transaction>) {
  const pool = yield* PoolStore
  const groups = new Map<AtomicGroupId, ReadonlyArray<PoolL2Transaction>>()
  for (const { atomicGroupId } of pending) {
    if (atomicGroupId !== null && !groups.has(atomicGroupId))
      groups.set(atomicGroupId, yield* pool.group(atomicGroupId))
  }
  return groups
})

/** Retries of returning a failed forge's selection to the pool (a defect included: the database may be back a moment later). */
const RELEASE_RETRIES = 4

/**
 * Returns every pool transaction selected for a batch that was never forged (`fing` past the last forged
 * batch) to `pend`, each with its `pool` event, by `Ledger.reorg` to the last forged batch: it never undoes a
 * forged batch (a forge whose commit succeeded unacknowledged stays), and it records nothing when nothing is
 * stranded. The forger is its database's one writer, so a selection past the last batch is one that failed.
 */
export const releaseStranded = Effect.gen(function* () {
  const last = (yield* (yield* BatchStore).list({}, LAST)).items[0]?.batchNum ?? 0
  yield* (yield* Ledger).reorg(BatchNum.make(last))
})

/** `releaseStranded` after a failed forge, retried; a failure that outlasts the retries is logged and left to the next step. */
const releaseAfterFailure = releaseStranded.pipe(
  Effect.sandbox,
  Effect.retry({ times: RELEASE_RETRIES, schedule: Schedule.exponential("200 millis") }),
  Effect.catch((cause) =>
    Effect.logWarning("devnet forger: the failed batch's selection is returned to the pool by the next step", cause)
  )
)

/** Name of the span around selecting and forging each batch (under the step's `Devnet.forgeStep`). */
export const BATCH_SPAN = "devnet.forgeBatch"

/**
 * Runs one forger step: the chain catches up with the clock; the pending transactions are judged for the next batch, the
 * discarded ones invalidated (→ `invl`; first, as forging the batch invalidates those it takes past their maxNumBatch),
 * the others selected (`pend` → `fing`) and forged (→ `fged`), as a coordinator records them; nonces ahead of their
 * sender's stay pending. An atomic group is selected whole, its members consecutive, or not at all
 * (`selectTransactions`). Should selecting or forging fail in any way, the selection goes back to `pend`
 * (`releaseStranded`) and the step fails.
 */
export const forgeStep = Effect.fn("Devnet.forgeStep")(function* (options: ForgerOptions) {
  const ledger = yield* Ledger
  const settings = yield* NetworkSettings
  const now = yield* (yield* WallClock).now
  const status = yield* (yield* NetworkStore).syncStatus
  const nothing: ForgeReport = { blocks: 0, batchNum: null, forged: [], invalidated: [], waiting: [] }
  if (Option.isNone(status.lastSyncedBlock)) return nothing

  // 1. The chain catches up with the clock.
  const head = status.lastSyncedBlock.value
  const blocks = blocksSince(head, now, settings.node.secondsPerBlock)
  for (const block of blocks) yield* ledger.recordBlock(block)
  const newestBlock = blocks[blocks.length - 1] ?? {
    num: head.num,
    hash: blockHash(head.num),
    timestamp: head.timestamp
  }

  // 2. Pending transactions, judged against the stored accounts, for a batch in a block not older than any of them.
  const maxTransactions = options.maxTransactions ?? settings.config.hermez.publicConstants.verifiers[0]?.maxTx ?? 400
  const pending = yield* (yield* PoolStore).pending(options.poolReadLimit ?? 4 * maxTransactions)
  if (pending.length === 0) return { ...nothing, blocks: blocks.length }
  const groups = yield* readGroups(pending)
  const read = new Set(pending.map((tx) => tx.id))
  const considered = [
    ...pending,
    ...[...groups.values()].flat().filter((member) => member.state === "pend" && !read.has(member.id))
  ]
  const newest = new Date(Math.max(...considered.map((tx) => tx.timestamp.getTime())))
  const block = batchBlock(newestBlock, newest, now)
  if (block !== newestBlock) yield* ledger.recordBlock(block)
  const recorded = blocks.length + (block === newestBlock ? 0 : 1)
  const slotNum = slotOfBlock(block.num, settings.config.auction.genesisBlockNum, settings.config.auction.blocksPerSlot)
  const forger = yield* slotForger(slotNum, options.wallets)
  const view = yield* loadView(considered, forger.feeOwner)
  const lastBatch = (yield* (yield* BatchStore).list({}, LAST)).items[0]
  const next = BatchNum.make((lastBatch?.batchNum ?? 0) + 1)
  const selection = selectTransactions(pending, view, { batchNum: next, maxTransactions, groups })

  // 3. Invalidate (before the batch, whose forging invalidates those it takes past their maxNumBatch), select, forge.
  const batchNum: BatchNum | null = selection.selected.length > 0 ? next : null
  if (selection.invalid.length > 0) yield* ledger.invalidatePoolTransactions(selection.invalid, batchNum)
  if (batchNum !== null) {
    const ids = selection.selected.map((s) => s.transaction.id)
    const batch = batchOf(selection, {
      batchNum: next,
      block,
      slotNum,
      forgerAddr: forger.forgerAddr
    })
    // However it ends — a rejection, a database error, an interruption — the selection does not stay `fing`.
    yield* Effect.andThen(ledger.selectForForging(ids, next), ledger.forgeBatch(batch)).pipe(
      Effect.onError(() => releaseAfterFailure),
      Effect.withSpan(BATCH_SPAN, {
        attributes: { "rollup.batch.number": next, "rollup.batch.transactions": ids.length }
      })
    )
  }
  const report: ForgeReport = {
    blocks: recorded,
    batchNum,
    forged: selection.selected.map((s) => s.transaction.id),
    invalidated: selection.invalid,
    waiting: selection.waiting
  }
  return report
})
