/** The state tree's nodes in memory: each position's versions (the batch that wrote each), so the tree of any batch
 * still kept can be read, a reorg drops the versions after its batch, and pruning those no batch kept reads. */
import type { PlacedNode, StateNode } from "../../core/domain/state_node.ts"
import { pathNodes, positionKey } from "../../core/ledger/state_tree.ts"

/** A node as one batch left its position. */
interface Version {
  readonly batchNum: number
  readonly node: StateNode
}

/** The versioned nodes of the state tree. */
export class StateNodes {
  private readonly versions = new Map<string, Array<Version>>()
  /** The positions each batch wrote, so a reorg and pruning find them without a scan. */
  private readonly written = new Map<number, Array<string>>()

  /** The node at a position after batch `batchNum` (undefined: the newest), or undefined when it is empty. */
  nodeAt(depth: number, path: bigint, batchNum?: number): StateNode | undefined {
    const versions = this.versions.get(positionKey(depth, path))
    if (versions === undefined) return undefined
    if (batchNum === undefined) return versions.at(-1)?.node
    for (let i = versions.length - 1; i >= 0; i--) {
      const version = versions[i]
      if (version !== undefined && version.batchNum <= batchNum) return version.node
    }
    return undefined
  }

  /** The nodes on `key`'s path after batch `batchNum`, from the root down to the one that ends it (a leaf, or undefined
   * for an empty place). */
  pathAt(key: bigint, batchNum: number, levels: number): Array<StateNode | undefined> {
    return pathNodes((depth, path) => this.nodeAt(depth, path, batchNum), key, levels)
  }

  /** Records the nodes batch `batchNum` (the newest) placed. */
  write(batchNum: number, nodes: ReadonlyArray<PlacedNode>): void {
    const keys: Array<string> = []
    for (const { depth, path, node } of nodes) {
      const key = positionKey(depth, path)
      let versions = this.versions.get(key)
      if (versions === undefined) {
        versions = []
        this.versions.set(key, versions)
      }
      versions.push({ batchNum, node })
      keys.push(key)
    }
    this.written.set(batchNum, keys)
  }

  /** Drops every version written after batch `batchNum`. */
  revertAfter(batchNum: number): void {
    for (const [written, keys] of this.written) {
      if (written <= batchNum) continue
      for (const key of keys) {
        const versions = this.versions.get(key)
        while (versions !== undefined && (versions.at(-1)?.batchNum ?? -1) > batchNum) versions.pop()
        if (versions?.length === 0) this.versions.delete(key)
      }
      this.written.delete(written)
    }
  }

  /** Drops the versions no tree from batch `oldest` on reads: those a later version at or before `oldest` replaced.
   * Called with each new `oldest`, it only looks at the positions batch `oldest` wrote. */
  pruneBefore(oldest: number): void {
    for (const key of this.written.get(oldest) ?? []) {
      const versions = this.versions.get(key)
      if (versions === undefined) continue
      const keep = versions.findIndex((version) => version.batchNum >= oldest)
      if (keep > 0) versions.splice(0, keep)
    }
    for (const batchNum of this.written.keys()) if (batchNum < oldest) this.written.delete(batchNum)
  }
}
