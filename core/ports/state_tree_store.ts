/** The state tree as storage keeps it: how many batches' trees are kept besides the last one, and what an account's
 * proof after a batch is read from, on one snapshot. */
import { Context, type Effect } from "effect"
import type { AccountIdx } from "../domain/account_index.ts"
import type { BatchNum, Nonce, TokenSymbol } from "../domain/scalars.ts"
import type { StateNode } from "../domain/state_node.ts"
import type { NewAccount } from "./ledger.ts"

/** Batches before the last whose state trees stay readable (`STATE_TREE_RETENTION_BATCHES`); undefined keeps every one.
 * Read by a storage when it is built. */
export const StateTreeRetention: Context.Reference<number | undefined> = Context.Reference<number | undefined>(
  "zk-api/ports/StateTreeRetention",
  { defaultValue: () => undefined }
)

/** An account after a batch: what it was created with, and its nonce and balance then. */
export interface AccountAfterBatch {
  readonly account: NewAccount
  /** The symbol of its token. */
  readonly symbol: TokenSymbol
  readonly nonce: Nonce
  readonly balance: bigint
}

/** What an account's proof after a batch is made of. */
export interface StateTreeReading {
  readonly batchNum: BatchNum
  /** The batch's `stateRoot`. */
  readonly stateRoot: bigint
  /** The nodes on the index's path after the batch, from the root down to the one that ends it (a leaf, or undefined
   * for an empty place). */
  readonly path: ReadonlyArray<StateNode | undefined>
  /** The account after the batch; undefined when it did not exist yet. */
  readonly account: AccountAfterBatch | undefined
}

/** The answer of a reading: the reading, no such batch, or a batch whose tree is no longer kept. */
export type StateTreeAnswer =
  | { readonly _tag: "Read"; readonly reading: StateTreeReading }
  | { readonly _tag: "NoBatch"; readonly lastBatchNum: BatchNum | undefined }
  | { readonly _tag: "NotKept"; readonly oldestKept: BatchNum }

/** Reads the state tree of the last batches. */
export class StateTreeStore extends Context.Service<
  StateTreeStore,
  {
    /** What the proof of index `idx` after batch `batchNum` (undefined: the last one) is made of. */
    readonly read: (idx: AccountIdx, batchNum: BatchNum | undefined) => Effect.Effect<StateTreeAnswer>
  }
>()("zk-api/ports/StateTreeStore") {}
