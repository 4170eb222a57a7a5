/** A reference for the state tree's tests, written apart from core: the whole iden3 sparse Merkle tree built from a
 * key→value map by splitting the keys on each bit, its root, and each key's proof read off that tree. */
import type { MerkleProof } from "../../../core/domain/exit.ts"
import type { Poseidon } from "../../../core/ports/poseidon_hasher.ts"

/** A subtree: empty, one leaf, or two children, each with its hash. */
type Subtree =
  | { readonly kind: "empty"; readonly hash: bigint }
  | { readonly kind: "leaf"; readonly hash: bigint; readonly key: bigint; readonly value: bigint }
  | { readonly kind: "inner"; readonly hash: bigint; readonly left: Subtree; readonly right: Subtree }

/** A tree built from scratch: its root hash, how many nodes it has (leaves and inner nodes), and any key's proof. */
export interface ReferenceTree {
  readonly root: bigint
  readonly nodeCount: number
  readonly proof: (key: bigint) => MerkleProof
}

/** Bit `depth` of `key` (bit 0 chooses the root's child). */
const bit = (key: bigint, depth: number): bigint => (key >> BigInt(depth)) & 1n

/** The tree of `leaves` (distinct keys below 2^256), hashed with `poseidon`. */
export function referenceTree(leaves: ReadonlyMap<bigint, bigint>, poseidon: Poseidon): ReferenceTree {
  const build = (entries: ReadonlyArray<readonly [bigint, bigint]>, depth: number): Subtree => {
    if (entries.length === 0) return { kind: "empty", hash: 0n }
    if (entries.length === 1) {
      const [key, value] = entries[0] as readonly [bigint, bigint]
      return { kind: "leaf", hash: poseidon([key, value, 1n]), key, value }
    }
    if (depth >= 256) throw new RangeError("reference tree: two entries with one key")
    const left = build(
      entries.filter(([key]) => bit(key, depth) === 0n),
      depth + 1
    )
    const right = build(
      entries.filter(([key]) => bit(key, depth) === 1n),
      depth + 1
    )
    return { kind: "inner", hash: poseidon([left.hash, right.hash]), left, right }
  }
  const top = build([...leaves], 0)
  const count = (node: Subtree): number =>
    node.kind === "empty" ? 0 : node.kind === "leaf" ? 1 : 1 + count(node.left) + count(node.right)
  const proof = (key: bigint): MerkleProof => {
    const siblings: Array<bigint> = []
    let node = top
    for (let depth = 0; node.kind === "inner"; depth++) {
      const right = bit(key, depth) === 1n
      siblings.push(right ? node.left.hash : node.right.hash)
      node = right ? node.right : node.left
    }
    while (siblings.at(-1) === 0n) siblings.pop()
    const common = { root: top.hash, siblings, key }
    if (node.kind === "leaf" && node.key === key) {
      return { ...common, oldKey: 0n, oldValue: 0n, isOld0: false, value: node.value, fnc: 0 }
    }
    return node.kind === "leaf"
      ? { ...common, oldKey: node.key, oldValue: node.value, isOld0: false, value: 0n, fnc: 1 }
      : { ...common, oldKey: 0n, oldValue: 0n, isOld0: true, value: 0n, fnc: 1 }
  }
  return { root: top.hash, nodeCount: count(top), proof }
}
