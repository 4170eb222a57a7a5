/** The state tree's inner nodes by their hash, up to a capacity: a tree's nodes follow from its root (each node's hash
 * names its children), so a node remembered under its hash is right for every tree that holds it. */
import type { StateNode } from "../../../core/domain/state_node.ts"
import { goesRight } from "../../../core/ledger/state_tree.ts"

/** An inner node of the state tree. */
type InnerNode = StateNode & { readonly kind: "inner" }

/**
 * Inner nodes by hash, up to a capacity, the first remembered dropped first (the levels every proof reads come back at
 * once). Hand-written over a `Map` (insertion order): a lookup per level of a proof is all it does.
 */
export class UpperStateNodes {
  private readonly nodes = new Map<bigint, InnerNode>()
  private readonly capacity: number

  /** A cache holding up to `capacity` nodes. */
  constructor(capacity: number) {
    this.capacity = capacity
  }

  /** The inner nodes on `key`'s path under `root` that the cache holds, from the root down to the first it lacks. */
  prefix(root: bigint, key: bigint): Array<StateNode | undefined> {
    const path: Array<StateNode | undefined> = []
    let node = this.nodes.get(root)
    while (node !== undefined) {
      const child = goesRight(key, path.length) ? node.right : node.left
      path.push(node)
      node = this.nodes.get(child)
    }
    return path
  }

  /** Remembers the inner nodes of `path`, `key`'s path under `root` from the root down, from depth `from` on (the cache
   * holds those above). */
  remember(root: bigint, key: bigint, path: ReadonlyArray<StateNode | undefined>, from: number): void {
    let hash = root
    for (let depth = 0; depth < path.length; depth++) {
      const node = path[depth]
      if (node === undefined || node.kind === "leaf") return
      if (depth >= from && !this.nodes.has(hash)) {
        this.nodes.set(hash, node)
        if (this.nodes.size > this.capacity) this.nodes.delete(this.nodes.keys().next().value as bigint)
      }
      hash = goesRight(key, depth) ? node.right : node.left
    }
  }
}
