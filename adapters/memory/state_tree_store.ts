/** The StateTreeStore port on the in-memory database: a batch's root, the nodes on an index's path after it, and the
 * account then (its state after the newest batch up to it that changed it), read at once. */
import { Effect, Layer } from "effect"
import { BatchNum, Nonce } from "../../core/domain/scalars.ts"
import { STATE_TREE_LEVELS } from "../../core/ledger/batch_state_tree.ts"
import { type AccountAfterBatch, StateTreeStore } from "../../core/ports/state_tree_store.ts"
import { type AccountRow, batchAt, MemoryDatabase, tokenOf, type MemoryState } from "./database.ts"

const ZERO_NONCE = Nonce.make(0n)

/** The account of `row` after batch `batchNum`, or undefined when a later batch created it. */
function accountAfter(
  state: MemoryState,
  row: AccountRow | undefined,
  batchNum: number
): AccountAfterBatch | undefined {
  if (row === undefined || row.batchNum > batchNum) return undefined
  let latest: AccountRow["states"][number] | undefined
  for (let i = row.states.length - 1; i >= 0 && latest === undefined; i--) {
    const candidate = row.states[i]
    if (candidate !== undefined && candidate.batchNum <= batchNum) latest = candidate
  }
  return {
    account: row.account,
    symbol: tokenOf(state, row.account.tokenId).symbol,
    nonce: latest?.nonce ?? ZERO_NONCE,
    balance: latest?.balance ?? 0n
  }
}

/** The StateTreeStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<StateTreeStore, never, MemoryDatabase> = Layer.effect(
  StateTreeStore,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    return StateTreeStore.of({
      read: (idx, batchNum) =>
        db.read((state) => {
          const last = state.batches.all.at(-1)
          const wanted = batchNum ?? last?.batchNum
          const batch = wanted === undefined ? undefined : batchAt(state, wanted)
          if (last === undefined || batch === undefined) {
            return { _tag: "NoBatch" as const, lastBatchNum: last?.batchNum }
          }
          const oldestKept = state.stateTreeSince
          if (oldestKept !== undefined && batch.batchNum < oldestKept) {
            return { _tag: "NotKept" as const, oldestKept: BatchNum.make(oldestKept) }
          }
          return {
            _tag: "Read" as const,
            reading: {
              batchNum: batch.batchNum,
              stateRoot: batch.stateRoot,
              path: state.stateNodes.pathAt(BigInt(idx), batch.batchNum, STATE_TREE_LEVELS),
              account: accountAfter(state, state.accounts.get(idx), batch.batchNum)
            }
          }
        })
    })
  })
)
