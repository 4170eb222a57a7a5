/** The iden3 sparse Merkle tree over Poseidon that Hermez uses for its state and exit trees, with proofs in the smart
 * contract's form (no trailing zero siblings). */
import { poseidon2 } from "poseidon-lite/poseidon2"
import { poseidon3 } from "poseidon-lite/poseidon3"
import type { MerkleProof } from "../core/domain/exit.ts"

/** A key and its value (both field elements). */
export interface SmtLeaf {
  readonly key: bigint
  readonly value: bigint
}

/** A built tree: a subtree's hash with its children (inner node) or its single leaf. */
type SmtNode =
  | { readonly kind: "empty"; readonly hash: bigint }
  | { readonly kind: "leaf"; readonly hash: bigint; readonly leaf: SmtLeaf }
  | { readonly kind: "inner"; readonly hash: bigint; readonly left: SmtNode; readonly right: SmtNode }

/** A sparse Merkle tree built from a set of leaves. */
export interface SparseMerkleTree {
  readonly root: bigint
  readonly node: SmtNode
}

const EMPTY: SmtNode = { kind: "empty", hash: 0n }

/** The deepest level a path may reach (keys are below 2^256). */
const MAX_DEPTH = 256

/** Hash of a leaf: Poseidon(key, value, 1). */
export function leafHash(leaf: SmtLeaf): bigint {
  return poseidon3([leaf.key, leaf.value, 1n])
}

function bitAt(key: bigint, depth: number): boolean {
  return ((key >> BigInt(depth)) & 1n) === 1n
}

function build(leaves: ReadonlyArray<SmtLeaf>, depth: number): SmtNode {
  const [first] = leaves
  if (first === undefined) return EMPTY
  if (leaves.length === 1) return { kind: "leaf", hash: leafHash(first), leaf: first }
  if (depth >= MAX_DEPTH) throw new RangeError("sparse Merkle tree: duplicate keys")
  const left = leaves.filter((leaf) => !bitAt(leaf.key, depth))
  const right = leaves.filter((leaf) => bitAt(leaf.key, depth))
  const l = build(left, depth + 1)
  const r = build(right, depth + 1)
  return { kind: "inner", hash: poseidon2([l.hash, r.hash]), left: l, right: r }
}

/** The tree holding `leaves` (keys must be distinct). */
export function buildTree(leaves: ReadonlyArray<SmtLeaf>): SparseMerkleTree {
  const node = build(leaves, 0)
  return { root: node.hash, node }
}

/**
 * The inclusion proof of `key`, in the smart contract's form: siblings from the root down to the
 * leaf, without trailing zeros; oldKey/oldValue 0, isOld0 false, fnc 0. Undefined when the key is
 * not in the tree.
 */
export function inclusionProof(tree: SparseMerkleTree, key: bigint): MerkleProof | undefined {
  const siblings: Array<bigint> = []
  let node = tree.node
  let depth = 0
  while (node.kind === "inner") {
    const goRight = bitAt(key, depth)
    siblings.push(goRight ? node.left.hash : node.right.hash)
    node = goRight ? node.right : node.left
    depth++
  }
  if (node.kind !== "leaf" || node.leaf.key !== key) return undefined
  while (siblings.length > 0 && siblings[siblings.length - 1] === 0n) siblings.pop()
  return {
    root: tree.root,
    siblings,
    oldKey: 0n,
    oldValue: 0n,
    isOld0: false,
    key,
    value: node.leaf.value,
    fnc: 0
  }
}

/** Whether `proof` proves its key and value under its root (recomputes the path). */
export function verifyInclusion(proof: MerkleProof): boolean {
  let hash = leafHash({ key: proof.key, value: proof.value })
  for (let depth = proof.siblings.length - 1; depth >= 0; depth--) {
    const sibling = proof.siblings[depth] ?? 0n
    hash = bitAt(proof.key, depth) ? poseidon2([sibling, hash]) : poseidon2([hash, sibling])
  }
  return hash === proof.root
}
