/** Proofs of the state tree in the form exits' proofs take (siblings from the root down, none after the last non-zero
 * one): that a key holds a value (`fnc` 0), or that it holds none (`fnc` 1, with the leaf or empty place it would be). */
import type { MerkleProof } from "../domain/exit.ts"
import type { Poseidon } from "../ports/poseidon_hasher.ts"
import type { StateNode } from "../domain/state_node.ts"
import { goesRight, pathOf } from "./state_tree.ts"

/**
 * The proof of `key` under `root` from the nodes on its path, from the root down to the one that ends it: a leaf, or
 * undefined for an empty place (an empty tree's path is `[undefined]`).
 */
export function stateProof(path: ReadonlyArray<StateNode | undefined>, key: bigint, root: bigint): MerkleProof {
  const siblings: Array<bigint> = []
  let end: (StateNode & { readonly kind: "leaf" }) | undefined
  for (let depth = 0; depth < path.length; depth++) {
    const node = path[depth]
    if (node === undefined) break
    if (node.kind === "leaf") {
      end = node
      break
    }
    siblings.push(goesRight(key, depth) ? node.left : node.right)
  }
  while (siblings.length > 0 && siblings[siblings.length - 1] === 0n) siblings.pop()
  const proof = { root, siblings, key }
  if (end !== undefined && end.key === key) {
    return { ...proof, oldKey: 0n, oldValue: 0n, isOld0: false, value: end.value, fnc: 0 }
  }
  return end === undefined
    ? { ...proof, oldKey: 0n, oldValue: 0n, isOld0: true, value: 0n, fnc: 1 }
    : { ...proof, oldKey: end.key, oldValue: end.value, isOld0: false, value: 0n, fnc: 1 }
}

/**
 * Whether `proof` holds under its root: the leaf it names (its key's for `fnc` 0; for `fnc` 1 another key's leaf on the
 * same path, or an empty place) hashed up through the siblings gives the root.
 */
export function verifyStateProof(proof: MerkleProof, poseidon: Poseidon): boolean {
  const depth = proof.siblings.length
  let hash: bigint
  if (proof.fnc === 0) {
    if (proof.isOld0 || proof.oldKey !== 0n || proof.oldValue !== 0n) return false
    hash = poseidon([proof.key, proof.value, 1n])
  } else if (proof.isOld0) {
    if (proof.oldKey !== 0n || proof.oldValue !== 0n) return false
    hash = 0n
  } else {
    if (proof.oldKey === proof.key || pathOf(proof.oldKey, depth) !== pathOf(proof.key, depth)) return false
    hash = poseidon([proof.oldKey, proof.oldValue, 1n])
  }
  for (let level = depth - 1; level >= 0; level--) {
    const sibling = proof.siblings[level] ?? 0n
    hash = goesRight(proof.key, level) ? poseidon([sibling, hash]) : poseidon([hash, sibling])
  }
  return hash === proof.root
}
