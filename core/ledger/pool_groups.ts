/** Atomic groups in the pool, as pure rules every storage adapter applies alike: a group's members move together
 * (selected, forged, reverted by a reorg), a member that becomes invalid takes with it every member that requests it,
 * and a transaction entering the pool forms a group with the pending one it pairs with. */
import type { AtomicGroupId } from "../domain/atomic_group.ts"
import type { NewEvent } from "../domain/node_event.ts"
import type { TxId } from "../domain/tx_id.ts"
import type { PoolInvalidation } from "../ports/ledger.ts"
import type { PoolRecord } from "../ports/pool_store.ts"
import { atomicGroupId } from "./atomic_group_id.ts"
import { describeRequest, poolFields, requestOf, satisfies } from "./atomic_request.ts"
import { poolEvent } from "./event_records.ts"
import { isLive, PENDING } from "./pool_lifecycle.ts"
import type { TransactionRecord } from "./transaction_record.ts"

/** What the group rules read of the pool: a transaction by id and a group's members (in the group's order). */
export interface GroupView {
  /** The pool transaction with this id, undefined when there is none. */
  readonly record: (id: TxId) => PoolRecord | undefined
  /** The members of group `id`, in the group's order. */
  readonly members: (id: AtomicGroupId) => ReadonlyArray<PoolRecord>
}

/** Whether the request of `requester` (if any) names `requested`. */
function requests(requester: PoolRecord, requested: PoolRecord): boolean {
  const request = requestOf(requester)
  return request !== undefined && satisfies(request, poolFields(requested))
}

/**
 * `invalidations` followed by those they entail: a live member of an invalidated transaction's group that requests it
 * is invalidated too (code `atomicGroup`), and so on from it. In a group posted through `POST /atomic-pool` every member
 * requests, through the others, every other one, so one invalid member invalidates the whole group; in a group formed by
 * matching, a member that requests nothing is left pending, free to be forged alone. Those already listed keep their
 * own reason.
 */
export function withGroupInvalidations(
  invalidations: ReadonlyArray<PoolInvalidation>,
  view: GroupView
): ReadonlyArray<PoolInvalidation> {
  const listed = new Set(invalidations.map(({ id }) => id))
  const entailed: Array<PoolInvalidation> = []
  const queue = invalidations.map(({ id, code }) => ({ id, code: code ?? "other" }))
  for (let at = 0; at < queue.length; at++) {
    const { id, code } = queue[at]!
    const invalid = view.record(id)
    if (invalid?.atomicGroupId == null) continue
    for (const member of view.members(invalid.atomicGroupId)) {
      if (listed.has(member.id) || !isLive(member) || !requests(member, invalid)) continue
      listed.add(member.id)
      queue.push({ id: member.id, code: "atomicGroup" })
      entailed.push({
        id: member.id,
        code: "atomicGroup",
        reason: `the transaction it requests, ${id} of its atomic group ${invalid.atomicGroupId}, was invalidated (${code})`
      })
    }
  }
  return entailed.length === 0 ? invalidations : [...invalidations, ...entailed]
}

/**
 * Why moving the transactions `ids` together splits an atomic group: a live member of a group is moved while another
 * live member is not (`alreadyMoved` counts a member moved before, such as one selected earlier for the same batch);
 * undefined when every group it touches moves whole. `doing` names the move for the message ("selecting", "forging").
 */
export function splitGroup(
  ids: ReadonlyArray<TxId>,
  view: GroupView,
  doing: string,
  alreadyMoved: (member: PoolRecord) => boolean = () => false
): string | undefined {
  const moved = new Set(ids)
  const seen = new Set<AtomicGroupId>()
  for (const id of ids) {
    const group = view.record(id)?.atomicGroupId
    if (group == null || seen.has(group)) continue
    seen.add(group)
    const members = view.members(group)
    const left = members.find((member) => isLive(member) && !moved.has(member.id) && !alreadyMoved(member))
    if (left !== undefined) {
      return `${doing} ${id} without ${left.id} (${left.state}) splits atomic group ${group}: its ${members.length} members are forged together or not at all`
    }
  }
  return undefined
}

/** Why selecting `ids` for batch `batchNum` splits an atomic group (`splitGroup`; a member already selected for that
 * batch counts as moved), or undefined. */
export function splitSelection(ids: ReadonlyArray<TxId>, batchNum: number, view: GroupView): string | undefined {
  return splitGroup(ids, view, "selecting", (member) => member.state === "fing" && member.batchNum === batchNum)
}

/** Why forging the L2 transactions of `transactions` splits an atomic group (`splitGroup`), or undefined. */
export function splitForging(
  transactions: ReadonlyArray<Pick<TransactionRecord, "id" | "L1orL2">>,
  view: GroupView
): string | undefined {
  return splitGroup(
    transactions.filter((tx) => tx.L1orL2 === "L2").map((tx) => tx.id),
    view,
    "forging"
  )
}

/** Whether `a` and `b` pair into a group: one of them at least requests, and each request is the other transaction. */
function pairs(a: PoolRecord, b: PoolRecord): boolean {
  const ra = requestOf(a)
  const rb = requestOf(b)
  return (
    (ra !== undefined || rb !== undefined) &&
    (ra === undefined || satisfies(ra, poolFields(b))) &&
    (rb === undefined || satisfies(rb, poolFields(a)))
  )
}

/** Where an adapter looks for the transactions a record entering the pool may pair with, all pending and ungrouped:
 * those sent from an account with a nonce (what its request names), and those whose request names an account and a
 * nonce (its own sender and nonce). */
export interface MatchLookups {
  readonly senderNonce: { readonly idx: number; readonly nonce: bigint } | undefined
  readonly requestedSenderNonce: { readonly idx: number; readonly nonce: bigint }
}

/** The lookups for `entering` (`MatchLookups`). */
export function matchLookups(entering: PoolRecord): MatchLookups {
  const request = requestOf(entering)
  return {
    senderNonce: request === undefined ? undefined : { idx: request.fromIdx, nonce: request.nonce },
    requestedSenderNonce: { idx: entering.fromAccountIndex.idx, nonce: entering.nonce }
  }
}

/** The group a transaction entering the pool ungrouped forms: the partner and the group's id (the earlier first). */
export interface Match {
  readonly partner: PoolRecord
  readonly groupId: AtomicGroupId
}

/**
 * The group `entering` forms with the first of `candidates` (what `matchLookups` found, in the order they entered the
 * pool) that is pending, ungrouped and pairs with it; undefined when `entering` is grouped already or none pairs.
 */
export function planMatch(entering: PoolRecord, candidates: ReadonlyArray<PoolRecord>): Match | undefined {
  if (entering.atomicGroupId !== null) return undefined
  const partner = candidates.find(
    (candidate) =>
      candidate.id !== entering.id &&
      candidate.state === "pend" &&
      candidate.atomicGroupId === null &&
      pairs(entering, candidate)
  )
  return partner === undefined ? undefined : { partner, groupId: atomicGroupId([partner.id, entering.id]) }
}

/** `entering` as it is stored after `match` (if any): in the group it formed. */
export function enteringRecord(entering: PoolRecord, match: Match | undefined): PoolRecord {
  return match === undefined ? entering : { ...entering, atomicGroupId: match.groupId }
}

/** The partner of `match` as it is stored once paired: in the group. */
function pairedPartner(match: Match): PoolRecord {
  return { ...match.partner, atomicGroupId: match.groupId }
}

/** The event of the partner of `match` joining the group (still pending: a `pool` event from `pend` to `pend`, carrying
 * the group's id); none without a match. The entering transaction's own event carries the group's id too. */
export function pairingEvents(match: Match | undefined): Array<NewEvent> {
  return match === undefined ? [] : [poolEvent(pairedPartner(match), "pend", PENDING)]
}

/** What a pending transaction waits for: its request while no transaction satisfies it (it is then ungrouped); null
 * for any other transaction. */
export function waitingFor(record: PoolRecord): string | null {
  if (record.state !== "pend" || record.atomicGroupId !== null) return null
  const request = requestOf(record)
  if (request === undefined) return null
  return `waits for the transaction it requests, ${describeRequest(request)}, to enter the pool: it is forged only with it`
}
