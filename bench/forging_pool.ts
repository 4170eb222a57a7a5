/** `bench:forging` through the pool (`FORGING_GROUPS`): a batch's transfers as pool records, some paired into atomic
 * groups of two; entering them into the pool; forging them as a coordinator does (the pending read, each group read
 * whole and laid out with `atomicOrder`, `selectForForging`, `forgeBatch`); and the check that every one was forged in
 * its batch, each group's members together. Runs on one build's compiled modules (`<tree>/dist`). */
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import type { Effect as EffectModule } from "effect"
import type { PoolL2Transaction } from "../core/domain/pool_transaction.ts"
import type { TxId } from "../core/domain/tx_id.ts"
import type { Ledger as LedgerService, NewBatch, NewL2Transaction } from "../core/ports/ledger.ts"
import type { PoolRecord, PoolStore as PoolStoreService } from "../core/ports/pool_store.ts"
import type { Random } from "../devnet/random.ts"

/** A module of the build's `dist/`, or of its `node_modules`. */
function load<M>(tree: string, path: string): Promise<M> {
  return import(pathToFileURL(join(tree, path)).href) as Promise<M>
}

/** A value as the error messages show it (big integers as decimals). */
function shown(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) => (typeof v === "bigint" ? v.toString() : v))
}

/** What the records need of an account: its index and token. */
export interface PoolAccount {
  readonly idx: number
  readonly tokenId: number
}

/** A batch as it enters the pool: its records in position order, each plain or a group's first member with its partner. */
export interface PoolBatch {
  readonly batch: NewBatch
  /** In position order: a plain record, or a group of two (the members in their positions' order). */
  readonly entries: ReadonlyArray<PoolRecord | readonly [PoolRecord, PoolRecord]>
  /** Every record's id in position order. */
  readonly ids: ReadonlyArray<TxId>
  /** The groups' ids. */
  readonly groups: ReadonlyArray<string>
}

/** What the checks after a run found. */
export interface PoolCheck {
  readonly poolForged: number
  readonly groupsForgedWhole: number
}

/** The pool side of a run on the build in `tree`; `address` and `bjj` give an account's owner as the run created it. */
export async function poolForging(
  tree: string,
  owners: {
    readonly address: (idx: number) => string
    readonly bjj: (idx: number) => string
  }
) {
  const { Effect, Result } = await load<typeof import("effect")>(tree, "node_modules/effect/dist/index.js")
  const { Ledger } = await load<typeof import("../core/ports/ledger.ts")>(tree, "dist/core/ports/ledger.js")
  const { PoolStore } = await load<typeof import("../core/ports/pool_store.ts")>(tree, "dist/core/ports/pool_store.js")
  const { l2TxId } = await load<typeof import("../core/domain/tx_id.ts")>(tree, "dist/core/domain/tx_id.js")
  const { NO_REQUEST } = await load<typeof import("../core/ledger/atomic_request.ts")>(
    tree,
    "dist/core/ledger/atomic_request.js"
  )
  const { atomicGroupId } = await load<typeof import("../core/ledger/atomic_group_id.ts")>(
    tree,
    "dist/core/ledger/atomic_group_id.js"
  )
  const { atomicOrder } = await load<typeof import("../core/ledger/atomic_order.ts")>(
    tree,
    "dist/core/ledger/atomic_order.js"
  )

  /** The pending pool record of transfer `tx` (of `from` to `to`), as the POST use case stores it. */
  const recordOf = (tx: NewL2Transaction, from: PoolAccount, to: PoolAccount, at: Date): PoolRecord => {
    const symbol = `BT${from.tokenId}`
    const id = Result.getOrThrow(
      l2TxId({ fromIdx: tx.fromIdx, tokenId: from.tokenId, amount: tx.amount, nonce: tx.nonce, fee: tx.fee })
    )
    return {
      id,
      type: "Transfer",
      fromAccountIndex: { symbol, idx: from.idx },
      fromZkEthereumAddress: owners.address(from.idx),
      fromBJJ: owners.bjj(from.idx),
      toAccountIndex: { symbol, idx: to.idx },
      toZkEthereumAddress: owners.address(to.idx),
      toBjj: owners.bjj(to.idx),
      amount: tx.amount,
      fee: tx.fee,
      nonce: tx.nonce,
      state: "pend",
      signature: "ab".repeat(64),
      timestamp: at,
      batchNum: null,
      atomicGroupId: null,
      ...NO_REQUEST,
      tokenId: from.tokenId
    } as unknown as PoolRecord
  }

  /** `record` requesting `requested` (a Transfer signs its receiver's index, no address nor key), in group `group`. */
  const requesting = (record: PoolRecord, requested: PoolRecord, group: string): PoolRecord =>
    ({
      ...record,
      atomicGroupId: group,
      requestFromAccountIndex: requested.fromAccountIndex,
      requestToAccountIndex: requested.toAccountIndex,
      requestTokenId: requested.tokenId,
      requestAmount: requested.amount,
      requestFee: requested.fee,
      requestNonce: requested.nonce
    }) as unknown as PoolRecord

  /**
   * `batch`'s transfers as pool records, `groups` disjoint pairs of neighbours (positions 2k and 2k+1, the pairs drawn
   * with `random`) made atomic groups of two, each member requesting the other.
   */
  const plan = (batch: NewBatch, account: (idx: number) => PoolAccount, groups: number, random: Random): PoolBatch => {
    const l2 = batch.l2Transactions
    const pairs = Math.floor(l2.length / 2)
    if (groups > pairs) throw new Error(`${groups} groups of two do not fit in a batch of ${l2.length}`)
    const slots = Array.from({ length: pairs }, (_, k) => k)
    const chosen = new Set<number>()
    while (chosen.size < groups) chosen.add(slots.splice(random.int(0, slots.length - 1), 1)[0]!)
    const records = l2.map((tx) => recordOf(tx, account(tx.fromIdx), account(tx.toIdx), batch.timestamp))
    const entries: Array<PoolRecord | readonly [PoolRecord, PoolRecord]> = []
    const groupIds: Array<string> = []
    for (let at = 0; at < records.length; at++) {
      const record = records[at]!
      if (at % 2 === 0 && chosen.has(at / 2)) {
        const partner = records[at + 1]!
        const group = atomicGroupId([record.id, partner.id])
        entries.push([requesting(record, partner, group), requesting(partner, record, group)])
        groupIds.push(group)
        at += 1
      } else {
        entries.push(record)
      }
    }
    return { batch, entries, ids: records.map((r) => r.id), groups: groupIds }
  }

  /** Adds a batch's records to the pool: plain ones with `add`, groups with `addGroup`; each must be new. */
  const enter = (poolBatch: PoolBatch) =>
    Effect.gen(function* () {
      const pool = yield* PoolStore
      for (const entry of poolBatch.entries) {
        const outcome = Array.isArray(entry) ? yield* pool.addGroup(entry) : yield* pool.add(entry as PoolRecord)
        if (outcome._tag !== "Added") throw new Error(`the pool already held ${shown(outcome)}`)
      }
    })

  /** A transaction of the pool as the batch forges it at `position`. */
  const forgedAt = (tx: PoolL2Transaction, position: number): NewL2Transaction => {
    if (tx.toAccountIndex === null) throw new Error(`${tx.id} has no receiver`)
    return {
      position,
      type: tx.type,
      fromIdx: tx.fromAccountIndex.idx,
      toIdx: tx.toAccountIndex.idx,
      amount: tx.amount,
      fee: tx.fee,
      nonce: tx.nonce
    }
  }

  /**
   * The coordinator's part, timed: reads `limit` pending transactions, lays each group out whole in `atomicOrder`'s
   * order where its first member comes, selects them for `batch` and forges `batch` with them. Returns the ids laid and
   * the batch's state root.
   */
  const forge = (
    batch: NewBatch,
    limit: number
  ): EffectModule.Effect<
    { readonly ids: ReadonlyArray<TxId>; readonly stateRoot: bigint },
    unknown,
    LedgerService | PoolStoreService
  > =>
    Effect.gen(function* () {
      const pool = yield* PoolStore
      const ledger = yield* Ledger
      const laid: Array<PoolL2Transaction> = []
      const seen = new Set<string>()
      for (const tx of yield* pool.pending(limit)) {
        if (tx.atomicGroupId === null) {
          laid.push(tx)
        } else if (!seen.has(tx.atomicGroupId)) {
          seen.add(tx.atomicGroupId)
          const order = atomicOrder(yield* pool.group(tx.atomicGroupId))
          if (order === undefined) throw new Error(`group ${tx.atomicGroupId}: no order lays it out`)
          laid.push(...order)
        }
      }
      const ids = laid.map((tx) => tx.id)
      yield* ledger.selectForForging(ids, batch.batchNum)
      const forged = yield* ledger.forgeBatch({ ...batch, l2Transactions: laid.map(forgedAt) })
      return { ids, stateRoot: forged.stateRoot }
    })

  /**
   * After the run: each batch laid exactly its records in position order, every record is forged in its batch, and
   * every group's two members are forged in the same batch (read back with `PoolStore.group`). Throws otherwise.
   */
  const check = (batches: ReadonlyArray<PoolBatch>, laid: ReadonlyArray<ReadonlyArray<TxId>>) =>
    Effect.gen(function* () {
      const pool = yield* PoolStore
      let poolForged = 0
      let groupsForgedWhole = 0
      for (const [i, { batch, ids, groups }] of batches.entries()) {
        if (laid[i]?.join() !== ids.join())
          throw new Error(`batch ${batch.batchNum} laid its transfers in another order`)
        for (const [at, found] of (yield* pool.getMany(ids)).entries()) {
          if (found._tag !== "Some" || found.value.state !== "fged" || found.value.batchNum !== batch.batchNum)
            throw new Error(`${ids[at]} is not forged in batch ${batch.batchNum}: ${shown(found)}`)
          poolForged += 1
        }
        for (const group of groups) {
          const members = yield* pool.group(group as never)
          if (members.length !== 2 || members.some((m) => m.state !== "fged" || m.batchNum !== batch.batchNum))
            throw new Error(`group ${group} is not forged whole in batch ${batch.batchNum}: ${shown(members)}`)
          groupsForgedWhole += 1
        }
      }
      return { poolForged, groupsForgedWhole } satisfies PoolCheck
    })

  return { plan, enter, forge, check }
}
