/** A batch's exit tree, built with the state tree's own algorithm (`core/ledger/state_tree.ts`) over the exits' leaves
 * (each an account leaf of nonce 0 and the exited balance), and its exits with their inclusion proofs. */
import { Result } from "effect"
import type { AccountIdx } from "../core/domain/account_index.ts"
import { type AccountState, accountLeafValue } from "../core/ledger/account_leaf.ts"
import { STATE_TREE_LEVELS } from "../core/ledger/batch_state_tree.ts"
import { stateProof } from "../core/ledger/state_proof.ts"
import { pathNodes, placedReader, updateStateTree } from "../core/ledger/state_tree.ts"
import type { NewExit } from "../core/ports/ledger.ts"
import { poseidon } from "../adapters/crypto/poseidon_hasher.ts"

/** An exit: the account it leaves from and the balance it takes. */
export interface ExitLeaf {
  readonly idx: AccountIdx
  readonly balance: bigint
  /** The account's token, key and address. */
  readonly owner: Pick<AccountState, "tokenId" | "bjj" | "ethAddr">
}

/** The exit tree of `leaves` (distinct accounts; root 0 when there is none) and each exit with its proof. */
export function exitTree(leaves: ReadonlyArray<ExitLeaf>): { readonly root: bigint; readonly exits: Array<NewExit> } {
  const values = leaves.map((leaf) => {
    const value = accountLeafValue({ ...leaf.owner, nonce: 0n, balance: leaf.balance }, poseidon)
    if (value === undefined) throw new Error(`devnet: exit ${leaf.idx} has no leaf (balance or key out of the field)`)
    return { key: BigInt(leaf.idx), value }
  })
  const built = updateStateTree(() => undefined, 0n, values, poseidon, STATE_TREE_LEVELS)
  if (Result.isFailure(built)) throw new Error(`devnet: exit tree: ${built.failure}`)
  const { root, nodes } = built.success
  const read = placedReader(nodes)
  const exits = leaves.map((leaf): NewExit => {
    const key = BigInt(leaf.idx)
    const path = pathNodes(read, key, STATE_TREE_LEVELS)
    return { idx: leaf.idx, balance: leaf.balance, merkleProof: stateProof(path, key, root) }
  })
  return { root, exits }
}
