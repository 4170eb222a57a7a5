/** Atomic groups: who requests whom among a set of transactions, and whether the set is one group — one strongly
 * connected request graph, so that no member could be forged without the others. */
import { type AtomicFields, satisfies } from "./atomic_request.ts"

/** A transaction as the request graph sees it: what it requests (if anything) and its own fields. */
export interface GroupMember {
  readonly request: AtomicFields | undefined
  readonly fields: AtomicFields
}

/** For each member, the members that satisfy its request (none for a member that requests nothing). */
export function requestEdges(members: ReadonlyArray<GroupMember>): ReadonlyArray<ReadonlyArray<number>> {
  return members.map(({ request }, from) =>
    request === undefined
      ? []
      : members.flatMap((member, to) => (to !== from && satisfies(request, member.fields) ? [to] : []))
  )
}

/**
 * The strongly connected components of the graph on nodes `0..edges.length-1` with `edges[i]` the successors of `i`,
 * each component's nodes ascending, components in the order Tarjan's algorithm closes them (successors first).
 * Written by hand — neither `effect` nor `@noble/hashes`, the libraries core may use, has a graph algorithm — and
 * iteratively, so a long chain does not overflow the stack.
 */
export function stronglyConnectedComponents(
  edges: ReadonlyArray<ReadonlyArray<number>>
): ReadonlyArray<ReadonlyArray<number>> {
  const n = edges.length
  const index = new Array<number>(n).fill(-1)
  const low = new Array<number>(n).fill(0)
  const onStack = new Array<boolean>(n).fill(false)
  const stack: Array<number> = []
  const components: Array<Array<number>> = []
  let next = 0
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue
    // The depth-first path: each node with the position of the next successor to visit.
    const path: Array<[node: number, successor: number]> = [[root, 0]]
    index[root] = low[root] = next++
    stack.push(root)
    onStack[root] = true
    while (path.length > 0) {
      const top = path[path.length - 1]!
      const [node, at] = top
      const successors = edges[node]!
      if (at < successors.length) {
        top[1] = at + 1
        const to = successors[at]!
        if (index[to] === -1) {
          index[to] = low[to] = next++
          stack.push(to)
          onStack[to] = true
          path.push([to, 0])
        } else if (onStack[to]) {
          low[node] = Math.min(low[node]!, index[to]!)
        }
        continue
      }
      path.pop()
      const parent = path[path.length - 1]
      if (parent !== undefined) low[parent[0]] = Math.min(low[parent[0]]!, low[node]!)
      if (low[node] === index[node]) {
        const component: Array<number> = []
        let member: number
        do {
          member = stack.pop()!
          onStack[member] = false
          component.push(member)
        } while (member !== node)
        components.push(component.sort((a, b) => a - b))
      }
    }
  }
  return components
}

/** Whether the graph of `edges` is one group: at least two nodes, all in one strongly connected component. */
export function isOneGroup(edges: ReadonlyArray<ReadonlyArray<number>>): boolean {
  return edges.length >= 2 && stronglyConnectedComponents(edges).length === 1
}
