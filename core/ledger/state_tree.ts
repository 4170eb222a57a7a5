/** The accounts' state tree: iden3's sparse Merkle tree over Poseidon (leaf `H(key, value, 1)`, node `H(left, right)`,
 * a one-leaf subtree is that leaf), updated from the nodes on the changed keys' paths. */
import { Result } from "effect"
import type { PlacedNode, StateNode } from "../domain/state_node.ts"
import type { Poseidon } from "../ports/poseidon_hasher.ts"

/** A key and the value its leaf is to hold. */
export interface StateLeaf {
  readonly key: bigint
  readonly value: bigint
}

/**
 * The node at a position before the update (undefined: empty). It must know every position on each updated key's path
 * from the root down to the node that ends it (a leaf, or an empty position); the tree never holds a node below those.
 */
export type NodeReader = (depth: number, path: bigint) => StateNode | undefined

/** What an update writes: the new root and the node now at every position it changed. */
export interface StateTreeUpdate {
  readonly root: bigint
  readonly nodes: ReadonlyArray<PlacedNode>
}

/** The low `depth` bits of `key`: its path down to `depth`. */
export function pathOf(key: bigint, depth: number): bigint {
  return key & ((1n << BigInt(depth)) - 1n)
}

/** The nodes on `key`'s path as `read` gives them, from the root down to the one that ends it (a leaf, or undefined for
 * an empty place): what `stateProof` is made of. */
export function pathNodes(read: NodeReader, key: bigint, levels: number): Array<StateNode | undefined> {
  const nodes: Array<StateNode | undefined> = []
  for (let depth = 0; depth <= levels; depth++) {
    const node = read(depth, pathOf(key, depth))
    nodes.push(node)
    if (node === undefined || node.kind === "leaf") break
  }
  return nodes
}

/** The largest key `goesRight` tests as a double. */
const MAX_SAFE_KEY = BigInt(Number.MAX_SAFE_INTEGER)

/** Whether `key` goes right at `depth`. */
export function goesRight(key: bigint, depth: number): boolean {
  // A key that fits a double is tested there: bigint shifts allocate, and proofs test every level of a path.
  return key <= MAX_SAFE_KEY ? Math.floor(Number(key) / 2 ** depth) % 2 === 1 : ((key >> BigInt(depth)) & 1n) === 1n
}

/** The hash of a node: `H(key, value, 1)` for a leaf, `H(left, right)` for an inner node. */
export function nodeHash(node: StateNode, poseidon: Poseidon): bigint {
  return node.kind === "leaf" ? poseidon([node.key, node.value, 1n]) : poseidon([node.left, node.right])
}

/** A position as a map key. */
export const positionKey = (depth: number, path: bigint): string => `${depth}:${path}`

/** A reader of `nodes` (those on the paths to be read): a position none of them is at is empty. */
export function placedReader(nodes: ReadonlyArray<PlacedNode>): NodeReader {
  const byPosition = new Map<string, StateNode>()
  for (const { depth, path, node } of nodes) byPosition.set(positionKey(depth, path), node)
  return (depth, path) => byPosition.get(positionKey(depth, path))
}

/**
 * The tree after setting `leaves` (distinct keys; a key already there gets its new value) in a tree of at most `levels`
 * levels whose root is `previousRoot`, or why it cannot hold them. Nodes are placed first, then hashed once each from the
 * deepest up.
 */
export function updateStateTree(
  read: NodeReader,
  previousRoot: bigint,
  leaves: ReadonlyArray<StateLeaf>,
  poseidon: Poseidon,
  levels: number
): Result.Result<StateTreeUpdate, string> {
  if (leaves.length === 0) return Result.succeed({ root: previousRoot, nodes: [] })
  const placed = new Map<string, PlacedNode>()
  const nodeAt = (depth: number, path: bigint): StateNode | undefined =>
    placed.get(positionKey(depth, path))?.node ?? read(depth, path)
  const place = (depth: number, path: bigint, node: StateNode) =>
    placed.set(positionKey(depth, path), { depth, path, node })
  const keys = new Set<bigint>()
  for (const { key, value } of leaves) {
    if (key < 0n) return Result.fail(`state tree: key ${key} is negative`)
    if (keys.has(key)) return Result.fail(`state tree: key ${key} is set twice`)
    keys.add(key)
    let depth = 0
    while (true) {
      if (depth > levels) return Result.fail(`state tree: key ${key} needs more than ${levels} levels`)
      const path = pathOf(key, depth)
      const node = nodeAt(depth, path)
      if (node !== undefined && node.kind === "inner") {
        // Marked changed on the way down; its children's hashes are set when the tree is hashed.
        place(depth, path, node)
        depth++
        continue
      }
      if (node === undefined || node.key === key) {
        place(depth, path, { kind: "leaf", key, value })
        break
      }
      // Another key's leaf: both go down to where their paths part, with inner nodes on the shared part.
      // They part at the last level at the latest (a leaf already there too): no leaf goes deeper than `levels`.
      let parting = depth
      while (parting < levels && goesRight(key, parting) === goesRight(node.key, parting)) parting++
      if (parting >= levels) return Result.fail(`state tree: keys ${key} and ${node.key} share ${levels} levels`)
      for (let d = depth; d <= parting; d++) place(d, pathOf(key, d), { kind: "inner", left: 0n, right: 0n })
      place(parting + 1, pathOf(key, parting + 1), { kind: "leaf", key, value })
      place(parting + 1, pathOf(node.key, parting + 1), node)
      break
    }
  }
  // Hash from the deepest up: a changed node's hash becomes its parent's child hash (every parent changed too).
  const ordered = [...placed.values()].sort((a, b) => b.depth - a.depth)
  const hashes = new Map<string, bigint>()
  const nodes: Array<PlacedNode> = []
  for (const { depth, path, node } of ordered) {
    let final = node
    if (node.kind === "inner") {
      const bit = 1n << BigInt(depth)
      final = {
        kind: "inner",
        left: hashes.get(positionKey(depth + 1, path)) ?? node.left,
        right: hashes.get(positionKey(depth + 1, path | bit)) ?? node.right
      }
    }
    hashes.set(positionKey(depth, path), nodeHash(final, poseidon))
    nodes.push({ depth, path, node: final })
  }
  return Result.succeed({ root: hashes.get(positionKey(0, 0n)) ?? previousRoot, nodes })
}
