/** The simplest storage of the state tree for its tests: the newest node at each position in a Map, read by
 * `updateStateTree`, overwritten with the nodes each update places, and read back as a key's path for `stateProof`. */
import { Result } from "effect"
import type { PlacedNode, StateNode } from "../../../core/domain/state_node.ts"
import {
  type NodeReader,
  pathNodes,
  positionKey,
  type StateLeaf,
  updateStateTree
} from "../../../core/ledger/state_tree.ts"
import type { Poseidon } from "../../../core/ports/poseidon_hasher.ts"

/** A state tree kept as its newest nodes by position, with its root. */
export class MapStateNodes {
  private readonly nodes = new Map<string, StateNode>()
  /** The root after the last update (0: empty). */
  root = 0n

  private readonly poseidon: Poseidon
  private readonly levels: number

  constructor(poseidon: Poseidon, levels: number) {
    this.poseidon = poseidon
    this.levels = levels
  }

  /** The node at a position (undefined: empty). */
  readonly read: NodeReader = (depth, path) => this.nodes.get(positionKey(depth, path))

  /** Sets `leaves` in one update and writes the nodes it places; throws when the update is refused. */
  update(leaves: ReadonlyArray<StateLeaf>): ReadonlyArray<PlacedNode> {
    const update = updateStateTree(this.read, this.root, leaves, this.poseidon, this.levels)
    if (Result.isFailure(update)) throw new Error(update.failure)
    for (const { depth, path, node } of update.success.nodes) this.nodes.set(positionKey(depth, path), node)
    this.root = update.success.root
    return update.success.nodes
  }

  /** The nodes on `key`'s path from the root down to the one that ends it (a leaf, or undefined for an empty place). */
  pathOf(key: bigint): Array<StateNode | undefined> {
    return pathNodes(this.read, key, this.levels)
  }

  /** How many positions hold a node. */
  get size(): number {
    return this.nodes.size
  }
}
