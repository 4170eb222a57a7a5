/** Atomic groups (`core/ledger/atomic_group.ts`): the strongly connected components against a brute-force oracle on
 * small random graphs, the one-group test, and the request graph of a swap. */
import { Arbitrary, Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { FeeSelector } from "../../../core/domain/scalars.ts"
import { isOneGroup, requestEdges, stronglyConnectedComponents } from "../../../core/ledger/atomic_group.ts"
import type { AtomicFields } from "../../../core/ledger/atomic_request.ts"

/** Which nodes each node reaches (itself included), by repeated relaxation. */
function reachability(edges: ReadonlyArray<ReadonlyArray<number>>): ReadonlyArray<ReadonlySet<number>> {
  const reach = edges.map((_, node) => new Set([node]))
  let changed = true
  while (changed) {
    changed = false
    for (const [node, successors] of edges.entries()) {
      for (const successor of successors) {
        for (const reached of reach[successor]!) {
          if (!reach[node]!.has(reached)) {
            reach[node]!.add(reached)
            changed = true
          }
        }
      }
    }
  }
  return reach
}

/** The components by brute force: two nodes share one when each reaches the other; sorted for comparison. */
function oracle(edges: ReadonlyArray<ReadonlyArray<number>>): ReadonlyArray<ReadonlyArray<number>> {
  const reach = reachability(edges)
  const components = new Map<string, Array<number>>()
  for (const node of edges.keys()) {
    const component = [...reach[node]!].filter((other) => reach[other]!.has(node)).sort((a, b) => a - b)
    components.set(component.join(","), component)
  }
  return sorted([...components.values()])
}

/** Components in a canonical order: by their first node. */
function sorted(components: ReadonlyArray<ReadonlyArray<number>>): ReadonlyArray<ReadonlyArray<number>> {
  return [...components].sort((a, b) => a[0]! - b[0]!)
}

/** Graphs of 0 to 7 nodes with any edges among them (self-loops included). */
const graphs = Arbitrary.schema(
  Schema.Array(
    Schema.Array(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 6 }))).check(Schema.isMaxLength(5))
  ).check(Schema.isMaxLength(7))
).pipe(Arbitrary.map((rows) => rows.map((successors) => successors.filter((to) => to < rows.length))))

describe("strongly connected components", () => {
  it("agree with the brute-force oracle on small graphs, each node in exactly one component", () => {
    const result = Effect.runSync(
      Arbitrary.checkEffect(
        graphs,
        (edges) => {
          const components = stronglyConnectedComponents(edges)
          const nodes = components.flat().sort((a, b) => a - b)
          return (
            JSON.stringify(sorted(components)) === JSON.stringify(oracle(edges)) &&
            JSON.stringify(nodes) === JSON.stringify([...edges.keys()])
          )
        },
        { runs: 1000, seed: 64 }
      )
    )
    expect(Arbitrary.formatCheckFailure(result)).toBeUndefined()
  })

  it("one group: two or more nodes all in one component", () => {
    expect(isOneGroup([])).toBe(false)
    expect(isOneGroup([[0]])).toBe(false)
    expect(isOneGroup([[1], [0]])).toBe(true)
    expect(isOneGroup([[1], [2], [0]])).toBe(true)
    expect(isOneGroup([[1], [0], [0]])).toBe(false) // the third could be forged without the others requesting it
    expect(isOneGroup([[1], []])).toBe(false)
  })

  it("handles a long chain without running out of stack", () => {
    const n = 100_000
    const ring = Array.from({ length: n }, (_, node) => [(node + 1) % n])
    expect(isOneGroup(ring)).toBe(true)
    expect(stronglyConnectedComponents(ring.slice(0, -1).concat([[]])).length).toBe(n)
  })
})

/** A transfer's fields: from `from` to `to` with nonce `nonce`. */
const transfer = (from: number, to: number, nonce: bigint): AtomicFields => ({
  fromIdx: from,
  toIdx: to,
  toEthAddr: null,
  toBjj: null,
  tokenId: 0,
  amount: 10n,
  fee: FeeSelector.make(0),
  nonce
})

describe("request graph", () => {
  it("links each requester to the members that satisfy its request: a swap is one group, a one-way request is not", () => {
    const a = transfer(256, 257, 2n)
    const b = transfer(257, 256, 2n)
    const c = transfer(259, 256, 0n)
    expect(
      requestEdges([
        { request: b, fields: a },
        { request: a, fields: b }
      ])
    ).toEqual([[1], [0]])
    expect(
      isOneGroup(
        requestEdges([
          { request: b, fields: a },
          { request: a, fields: b }
        ])
      )
    ).toBe(true)
    const oneWay = requestEdges([
      { request: b, fields: c },
      { request: undefined, fields: b }
    ])
    expect(oneWay).toEqual([[1], []])
    expect(isOneGroup(oneWay)).toBe(false)
  })
})
