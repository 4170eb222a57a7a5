/** The state tree's upper nodes by hash: the prefix of a path it holds under a root, what it remembers from a depth on,
 * and the first remembered dropped beyond its capacity. */
import { describe, expect, it } from "vitest"
import { UpperStateNodes } from "../../../../adapters/sql/stores/upper_state_nodes.ts"
import type { StateNode } from "../../../../core/domain/state_node.ts"

// A tree under root 100 (hashes stand for Poseidon's; the cache only follows them): the root's children 10 and 11;
// 10's left child is leaf 20 (key 0), its right empty (key 2); 11's children are leaves 21 (key 1) and 22 (key 3).
const inner = (left: bigint, right: bigint): StateNode => ({ kind: "inner", left, right })
const leaf = (key: bigint): StateNode => ({ kind: "leaf", key, value: key + 1000n })
const ROOT = 100n
const NODE_100 = inner(10n, 11n)
const NODE_10 = inner(20n, 0n)
const NODE_11 = inner(21n, 22n)
const PATH_0 = [NODE_100, NODE_10, leaf(0n)]
const PATH_1 = [NODE_100, NODE_11, leaf(1n)]

describe("UpperStateNodes", () => {
  it("holds nothing at first, and nothing under a root it was not given", () => {
    const upper = new UpperStateNodes(8)
    expect(upper.prefix(ROOT, 0n)).toEqual([])
    upper.remember(ROOT, 0n, PATH_0, 0)
    expect(upper.prefix(999n, 0n)).toEqual([])
  })

  it("gives the inner nodes it holds down a key's path, stopping at an empty child or one it lacks", () => {
    const upper = new UpperStateNodes(8)
    upper.remember(ROOT, 0n, PATH_0, 0)
    expect(upper.prefix(ROOT, 0n)).toEqual([NODE_100, NODE_10])
    expect(upper.prefix(ROOT, 2n)).toEqual([NODE_100, NODE_10])
    expect(upper.prefix(ROOT, 1n)).toEqual([NODE_100])
  })

  it("remembers a path from a depth on, under the hashes its parents name", () => {
    const upper = new UpperStateNodes(8)
    upper.remember(ROOT, 1n, PATH_1, 1)
    expect(upper.prefix(ROOT, 1n)).toEqual([])
    expect(upper.prefix(11n, 1n)).toEqual([NODE_11])
    upper.remember(ROOT, 0n, PATH_0, 0)
    expect(upper.prefix(ROOT, 3n)).toEqual([NODE_100, NODE_11])
  })

  it("beyond its capacity, drops the node it remembered first", () => {
    const upper = new UpperStateNodes(2)
    upper.remember(ROOT, 0n, PATH_0, 0)
    upper.remember(ROOT, 1n, PATH_1, 1)
    expect(upper.prefix(ROOT, 0n)).toEqual([])
    expect(upper.prefix(10n, 0n)).toEqual([NODE_10])
    expect(upper.prefix(11n, 1n)).toEqual([NODE_11])
  })
})
