/** A batch's change to the state tree: the leaves of the accounts it creates or updates, set in the tree as it stood
 * after the batch before; the root a coordinator brings must be the one computed. */
import { Result } from "effect"
import type { AccountIdx } from "../domain/account_index.ts"
import type { NewAccount, NewBatch } from "../ports/ledger.ts"
import type { Poseidon } from "../ports/poseidon_hasher.ts"
import { accountLeafValue } from "./account_leaf.ts"
import { type NodeReader, type StateLeaf, type StateTreeUpdate, updateStateTree } from "./state_tree.ts"

/** The levels of the state tree: the rollup verifiers' `nlevels` (`/config`). */
export const STATE_TREE_LEVELS = 32

/** The tree as the batch before left it, and how to hash. */
export interface StateTreeBase {
  /** The nodes on the paths of the batch's accounts (`NodeReader`). */
  readonly read: NodeReader
  /** The root after the batch before (0 for an empty tree). */
  readonly root: bigint
  readonly poseidon: Poseidon
  readonly levels: number
}

/** The account indexes whose leaves `input` sets: those it creates and those it updates (a storage reads their paths). */
export function stateTreeKeys(input: NewBatch): ReadonlyArray<AccountIdx> {
  const keys = new Set<AccountIdx>()
  for (const account of input.createdAccounts) keys.add(account.idx)
  for (const update of input.accountUpdates) keys.add(update.idx)
  return [...keys]
}

/**
 * The state tree after `input`, whose accounts `account` knows (created ones included), or why it is refused: a root
 * the input brings that differs from the computed one. A created account without an update holds nonce and balance 0.
 */
export function batchStateTree(
  input: NewBatch,
  account: (idx: AccountIdx) => NewAccount | undefined,
  base: StateTreeBase
): Result.Result<StateTreeUpdate, string> {
  const updates = new Map(input.accountUpdates.map((update) => [update.idx, update]))
  const leaves: Array<StateLeaf> = []
  for (const idx of stateTreeKeys(input)) {
    const known = account(idx)
    if (known === undefined) return Result.fail(`state tree: unknown account ${idx}`)
    const update = updates.get(idx)
    const state = {
      tokenId: known.tokenId,
      nonce: update === undefined ? 0n : BigInt(update.nonce),
      balance: update?.balance ?? 0n,
      bjj: known.bjj,
      ethAddr: known.ethAddr
    }
    const value = accountLeafValue(state, base.poseidon)
    if (value === undefined) return Result.fail(`account ${idx}: its balance or its key's y is not a field element`)
    leaves.push({ key: BigInt(idx), value })
  }
  const tree = updateStateTree(base.read, base.root, leaves, base.poseidon, base.levels)
  if (Result.isFailure(tree)) return tree
  if (input.stateRoot !== undefined && input.stateRoot !== tree.success.root) {
    return Result.fail(
      `batch ${input.batchNum} brings stateRoot ${input.stateRoot}, but the accounts it records give ${tree.success.root}`
    )
  }
  return tree
}
