/** The order a coordinator lays an atomic group's members in: consecutively among the batch's L2 transactions, each
 * member's request satisfied by another member at a relative position the circuit allows (`atomic_offset.ts`). */
import type { PoolL2Transaction } from "../domain/pool_transaction.ts"
import type { PoolRecord } from "../ports/pool_store.ts"
import { ALLOWED_RELATIVE_POSITIONS } from "./atomic_offset.ts"
import { type GroupMember, requestEdges } from "./atomic_group.ts"
import { poolFields, requestOf } from "./atomic_request.ts"

/**
 * The largest group whose orders `atomicOrderOf` searches: at most 8! orders, pruned as soon as a member placed can no
 * longer reach what it requests. A larger group is laid in its own order or not at all.
 */
export const ATOMIC_ORDER_SEARCH_LIMIT = 8

/** The farthest a requested transaction may sit after its requester (+3). */
const FARTHEST_AFTER = Math.max(...ALLOWED_RELATIVE_POSITIONS)

/** A pool transaction as the request graph sees it, from its stored record or as the pool is read (`PoolStore.pending`,
 * `PoolStore.group`). */
export function groupMemberOf(transaction: PoolRecord | PoolL2Transaction): GroupMember {
  const record = "tokenId" in transaction ? transaction : { ...transaction, tokenId: transaction.token.id }
  return { request: requestOf(record), fields: poolFields(record) }
}

/**
 * An order of `members` (their indexes) in which, laid consecutively, every member that requests another finds it
 * among the others at an allowed relative position: the members' own order when it does, else the first such order
 * in lexicographic order of indexes (searched for up to `ATOMIC_ORDER_SEARCH_LIMIT` members). Undefined when a member
 * requests a transaction no other member is, when no order exists, or when a larger group's own order fails.
 */
export function atomicOrderOf(members: ReadonlyArray<GroupMember>): ReadonlyArray<number> | undefined {
  const edges = requestEdges(members)
  if (members.some(({ request }, at) => request !== undefined && edges[at]!.length === 0)) return undefined
  const own = members.map((_, at) => at)
  if (own.every((requester) => isSatisfied(requester, edges, own))) return own
  return members.length > ATOMIC_ORDER_SEARCH_LIMIT ? undefined : search(edges)
}

/** `members` in the order `atomicOrderOf` gives, or undefined when it gives none. */
export function atomicOrder<T extends PoolRecord | PoolL2Transaction>(
  members: ReadonlyArray<T>
): ReadonlyArray<T> | undefined {
  return atomicOrderOf(members.map(groupMemberOf))?.map((at) => members[at]!)
}

/** Whether `requester` (placed at `position[requester]`) has one of its satisfiers placed at an allowed relative
 * position; a member that requests nothing is satisfied. `position` holds −1 for a member not placed. */
function isSatisfied(
  requester: number,
  edges: ReadonlyArray<ReadonlyArray<number>>,
  position: ReadonlyArray<number>
): boolean {
  const satisfiers = edges[requester]!
  if (satisfiers.length === 0) return true
  const at = position[requester]!
  return satisfiers.some((to) => position[to] !== -1 && ALLOWED_RELATIVE_POSITIONS.includes(position[to]! - at))
}

/** Depth-first over the orders, a position at a time, members tried in index order; a branch is cut when a placed
 * requester is unsatisfied and none of its satisfiers can still be placed within its reach. */
function search(edges: ReadonlyArray<ReadonlyArray<number>>): ReadonlyArray<number> | undefined {
  const n = edges.length
  const position = new Array<number>(n).fill(-1)
  const order: Array<number> = []
  const canStillBeSatisfied = (requester: number, last: number): boolean =>
    isSatisfied(requester, edges, position) ||
    (position[requester]! + FARTHEST_AFTER > last && edges[requester]!.some((to) => position[to] === -1))
  const place = (at: number): boolean => {
    if (at === n) return true
    for (let member = 0; member < n; member++) {
      if (position[member] !== -1) continue
      position[member] = at
      order.push(member)
      if (order.every((placed) => canStillBeSatisfied(placed, at)) && place(at + 1)) return true
      order.pop()
      position[member] = -1
    }
    return false
  }
  return place(0) ? order : undefined
}
