/** The memory adapter's versioned state tree nodes (adapters/memory/state_nodes.ts): reads at the newest and at older
 * batches, paths, reverting after a batch and pruning before the oldest batch kept. */
import { assert, describe, it } from "@effect/vitest"
import { StateNodes } from "../../../adapters/memory/state_nodes.ts"
import type { PlacedNode, StateNode } from "../../../core/domain/state_node.ts"

/** A leaf whose value names the batch that wrote it (nodes are stored as given: no hashing here). */
const leaf = (key: bigint, value: bigint): StateNode => ({ kind: "leaf", key, value })
const inner = (left: bigint, right: bigint): StateNode => ({ kind: "inner", left, right })
const at = (depth: number, path: bigint, node: StateNode): PlacedNode => ({ depth, path, node })

/** How many versions each position holds: what pruning is for, and invisible to reads at the batches kept. */
function versionCounts(store: StateNodes): Map<string, number> {
  const versions = (store as unknown as { readonly versions: Map<string, ReadonlyArray<unknown>> }).versions
  return new Map([...versions].map(([position, list]) => [position, list.length]))
}

/**
 * A small history of keys 4 (…100) and 6 (…110), which part at bit 1:
 * batch 1 sets 4 alone (a leaf at the root); batch 2 adds 6, so the root becomes inner and both leaves go down to
 * depth 2; batch 3 updates 6; batch 5 updates 4 (batch 4 writes nothing).
 */
function history(): StateNodes {
  const store = new StateNodes()
  store.write(1, [at(0, 0n, leaf(4n, 1n))])
  store.write(2, [
    at(0, 0n, inner(10n, 0n)),
    at(1, 0n, inner(11n, 12n)),
    at(2, 0n, leaf(4n, 1n)),
    at(2, 2n, leaf(6n, 2n))
  ])
  store.write(3, [at(0, 0n, inner(20n, 0n)), at(1, 0n, inner(11n, 21n)), at(2, 2n, leaf(6n, 3n))])
  store.write(4, [])
  store.write(5, [at(0, 0n, inner(30n, 0n)), at(1, 0n, inner(31n, 21n)), at(2, 0n, leaf(4n, 5n))])
  return store
}

describe("StateNodes", () => {
  it("reads the newest version, or the one a batch left, and nothing before the first", () => {
    const store = history()
    assert.deepStrictEqual(store.nodeAt(0, 0n), inner(30n, 0n))
    assert.deepStrictEqual(store.nodeAt(0, 0n, 0), undefined)
    assert.deepStrictEqual(store.nodeAt(0, 0n, 1), leaf(4n, 1n))
    assert.deepStrictEqual(store.nodeAt(0, 0n, 2), inner(10n, 0n))
    assert.deepStrictEqual(store.nodeAt(0, 0n, 4), inner(20n, 0n), "batch 4 wrote nothing: batch 3's")
    assert.deepStrictEqual(store.nodeAt(0, 0n, 99), inner(30n, 0n))
    assert.deepStrictEqual(store.nodeAt(2, 2n, 1), undefined)
    assert.deepStrictEqual(store.nodeAt(2, 2n, 2), leaf(6n, 2n))
    assert.deepStrictEqual(store.nodeAt(2, 2n), leaf(6n, 3n))
    assert.deepStrictEqual(store.nodeAt(1, 1n), undefined, "a position never written is empty")
    assert.deepStrictEqual(store.nodeAt(5, 0n), undefined)
  })

  it("reads a key's path at any batch, from the root down to a leaf or an empty place", () => {
    const store = history()
    assert.deepStrictEqual(store.pathAt(4n, 0, 32), [undefined], "the empty tree")
    assert.deepStrictEqual(store.pathAt(4n, 1, 32), [leaf(4n, 1n)])
    assert.deepStrictEqual(store.pathAt(6n, 1, 32), [leaf(4n, 1n)], "another key's leaf ends the path")
    assert.deepStrictEqual(store.pathAt(4n, 2, 32), [inner(10n, 0n), inner(11n, 12n), leaf(4n, 1n)])
    assert.deepStrictEqual(store.pathAt(6n, 3, 32), [inner(20n, 0n), inner(11n, 21n), leaf(6n, 3n)])
    assert.deepStrictEqual(store.pathAt(4n, 4, 32), [inner(20n, 0n), inner(11n, 21n), leaf(4n, 1n)], "batch 3's")
    assert.deepStrictEqual(store.pathAt(4n, 5, 32), [inner(30n, 0n), inner(31n, 21n), leaf(4n, 5n)])
    assert.deepStrictEqual(store.pathAt(5n, 5, 32), [inner(30n, 0n), undefined], "an empty place ends the path")
    assert.deepStrictEqual(store.pathAt(4n, 5, 1), [inner(30n, 0n), inner(31n, 21n)], "no deeper than the levels")
  })

  it("reverts after a batch: later versions go, positions only they held are empty, and writing goes on", () => {
    const store = history()
    store.revertAfter(5)
    assert.deepStrictEqual(store.pathAt(4n, 5, 32), [inner(30n, 0n), inner(31n, 21n), leaf(4n, 5n)], "nothing after 5")
    store.revertAfter(2)
    assert.deepStrictEqual(store.nodeAt(0, 0n), inner(10n, 0n))
    assert.deepStrictEqual(store.nodeAt(2, 2n), leaf(6n, 2n))
    assert.deepStrictEqual(store.nodeAt(0, 0n, 5), inner(10n, 0n), "a read at a reverted batch sees batch 2")
    store.revertAfter(1)
    assert.deepStrictEqual(store.pathAt(6n, 9, 32), [leaf(4n, 1n)])
    assert.deepStrictEqual(store.nodeAt(2, 2n), undefined)
    assert.deepStrictEqual(store.nodeAt(1, 0n), undefined)
    assert.deepStrictEqual([...versionCounts(store).keys()], ["0:0"], "no position left empty-handed in the map")
    // Another chain from batch 2 on.
    store.write(2, [at(0, 0n, inner(40n, 41n)), at(1, 0n, leaf(4n, 7n)), at(1, 1n, leaf(5n, 8n))])
    assert.deepStrictEqual(store.pathAt(5n, 2, 32), [inner(40n, 41n), leaf(5n, 8n)])
    assert.deepStrictEqual(store.pathAt(5n, 1, 32), [leaf(4n, 1n)])
    store.revertAfter(1)
    assert.deepStrictEqual(store.pathAt(5n, 2, 32), [leaf(4n, 1n)], "the new batch 2 is reverted in turn")
    store.revertAfter(0)
    assert.deepStrictEqual(store.pathAt(4n, 9, 32), [undefined])
    assert.strictEqual(versionCounts(store).size, 0)
  })

  it("prunes before the oldest batch kept: reads from it on are unchanged, the newest version at or before it stays", () => {
    const pruned = history()
    const kept = history()
    pruned.pruneBefore(3)
    const positions: ReadonlyArray<readonly [number, bigint]> = [
      [0, 0n],
      [1, 0n],
      [2, 0n],
      [2, 2n]
    ]
    for (let batchNum = 3; batchNum <= 6; batchNum++) {
      for (const [depth, path] of positions) {
        assert.deepStrictEqual(pruned.nodeAt(depth, path, batchNum), kept.nodeAt(depth, path, batchNum))
      }
    }
    // Batch 3 wrote the root, (1, 0) and (2, 2): their versions before 3 are gone; (2, 0) keeps batch 2's, the newest
    // at or before 3, which batch 3 still reads.
    assert.deepStrictEqual(
      versionCounts(pruned),
      new Map([
        ["0:0", 2],
        ["1:0", 2],
        ["2:0", 2],
        ["2:2", 1]
      ])
    )
    assert.deepStrictEqual(pruned.nodeAt(2, 0n, 3), leaf(4n, 1n))
    assert.deepStrictEqual(pruned.nodeAt(0, 0n, 2), undefined, "batch 2's root is no longer kept")
    // Pruned with each new oldest batch, as the ledger does: one version at or before it at each position.
    pruned.pruneBefore(4)
    pruned.pruneBefore(5)
    assert.deepStrictEqual(
      versionCounts(pruned),
      new Map([
        ["0:0", 1],
        ["1:0", 1],
        ["2:0", 1],
        ["2:2", 1]
      ])
    )
    assert.deepStrictEqual(pruned.pathAt(6n, 5, 32), kept.pathAt(6n, 5, 32))
    assert.deepStrictEqual(pruned.pathAt(4n, 5, 32), kept.pathAt(4n, 5, 32))
  })

  it("reverts inside the pruned window and prunes again after new batches", () => {
    const store = history()
    store.pruneBefore(3)
    store.revertAfter(3)
    assert.deepStrictEqual(store.pathAt(6n, 9, 32), [inner(20n, 0n), inner(11n, 21n), leaf(6n, 3n)])
    assert.deepStrictEqual(store.pathAt(4n, 9, 32), [inner(20n, 0n), inner(11n, 21n), leaf(4n, 1n)])
    store.write(4, [at(0, 0n, inner(50n, 0n)), at(1, 0n, inner(51n, 21n)), at(2, 0n, leaf(4n, 9n))])
    store.pruneBefore(4)
    assert.deepStrictEqual(store.pathAt(4n, 4, 32), [inner(50n, 0n), inner(51n, 21n), leaf(4n, 9n)])
    assert.deepStrictEqual(store.pathAt(6n, 4, 32), [inner(50n, 0n), inner(51n, 21n), leaf(6n, 3n)])
    assert.deepStrictEqual(store.pathAt(4n, 3, 32), [undefined], "batch 3's root is pruned away")
    assert.deepStrictEqual([...versionCounts(store).values()], [1, 1, 1, 1])
  })
})
