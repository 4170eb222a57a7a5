/** Use cases of `POST /atomic-pool` and `GET /atomic-pool/{atomicGroupId}` (an extension of the contract): a group of
 * pool transactions, each requesting another member by its `requestOffset`, checked in the anchor's order and stored all
 * at once; or a stored group's members. */
import { Effect, Result } from "effect"
import type { AtomicGroupId } from "../domain/atomic_group.ts"
import type { PostAtomicGroup, PostAtomicGroupTransaction } from "../domain/atomic_group_post.ts"
import type { PoolL2Transaction, PostPoolL2Transaction } from "../domain/pool_transaction.ts"
import type { TxId } from "../domain/tx_id.ts"
import { BadRequest, NotFound } from "../errors.ts"
import { isOneGroup, requestEdges, stronglyConnectedComponents } from "../ledger/atomic_group.ts"
import { atomicGroupId } from "../ledger/atomic_group_id.ts"
import { relativePositionOf, signedPosition } from "../ledger/atomic_offset.ts"
import { poolFields, requestOf, signedAddress, signedKey } from "../ledger/atomic_request.ts"
import { type PoolRecord, PoolStore } from "../ports/pool_store.ts"
import { type PostedRequestFields, requestFieldsOf } from "../signing/request_fields.ts"
import {
  type CheckOptions,
  type CheckServices,
  duplicate,
  isSameSubmission,
  type SubmitServices,
  verify
} from "./pool.ts"

/** The catalogue types of the refusals only `POST /atomic-pool` answers. */
export const ATOMIC_GROUP_REFUSALS = [
  "ErrTxsNotAtomic",
  "ErrSingleTxInAtomicEndpoint",
  "ErrRqOffsetOutOfBounds",
  "ErrInvalidAtomicGroupID",
  "ErrFailedToFindOffsetToRelativePosition"
] as const satisfies ReadonlyArray<BadRequest["type"]>

/** A refusal only `POST /atomic-pool` answers. */
export type AtomicGroupRefusal = (typeof ATOMIC_GROUP_REFUSALS)[number]

/** The anchor's message of each refusal, which the node's message begins with (then what exactly is wrong). */
const ANCHOR_MESSAGES = {
  notAtomic: "there is at least one transaction in the payload that could be forged without the others",
  single: "to use the atomic-pool endpoint at least two transactions are required",
  outOfBounds: "one of the transactions requested another one outside the bounds of the provided array",
  groupId: "invalid atomicGroupId",
  offsetAboveSeven: "invalid requestOffset. Valid values goes from 0 to 7"
} as const

/** A refusal of type `type`: the anchor's message for it, then `detail`. */
function refuse(type: AtomicGroupRefusal, anchorMessage: string, detail: string): BadRequest {
  return new BadRequest({ type, message: `${anchorMessage}: ${detail}` })
}

/** Member `at` as messages name it: its place in the body and its id. */
function memberName(at: number, id: TxId): string {
  return `transactions[${at}] (${id})`
}

/** The request fields that request `target` as it signs them: an index, address or key that signs as 0 is null. */
function signedRequestFields(target: PostPoolL2Transaction): PostedRequestFields {
  const fields = requestFieldsOf(target)
  const index = fields.requestToAccountIndex ?? null
  return {
    ...fields,
    requestToAccountIndex: index === null || index.idx === 0 ? null : index,
    requestToZkEthereumAddress: signedAddress(fields.requestToZkEthereumAddress ?? null),
    requestToBjj: signedKey(fields.requestToBjj ?? null)
  }
}

/**
 * Member `at` of `transactions` as it is checked and stored: its body with the request fields of the member its
 * requestOffset names (request fields it sent are replaced, as the anchor does), or why the offset names none: 0 or
 * absent (it requests nothing, so it could be forged alone), above 7, or a place outside the array.
 */
export function memberWithRequest(
  transactions: ReadonlyArray<PostAtomicGroupTransaction>,
  at: number
): Result.Result<PostPoolL2Transaction, BadRequest> {
  const { requestOffset, ...body } = transactions[at]!
  const name = memberName(at, body.id)
  const offset = requestOffset ?? 0
  if (offset === 0) {
    return Result.fail(
      refuse(
        "ErrFailedToFindOffsetToRelativePosition",
        ANCHOR_MESSAGES.notAtomic,
        `${name} has ${requestOffset == null ? "no requestOffset" : "requestOffset 0"}: it requests no other member`
      )
    )
  }
  const relative = relativePositionOf(offset)
  if (relative === undefined) {
    return Result.fail(
      refuse(
        "ErrFailedToFindOffsetToRelativePosition",
        ANCHOR_MESSAGES.offsetAboveSeven,
        `${name} has requestOffset ${offset}`
      )
    )
  }
  const target = transactions[at + relative]
  if (target === undefined) {
    return Result.fail(
      refuse(
        "ErrRqOffsetOutOfBounds",
        ANCHOR_MESSAGES.outOfBounds,
        `${name} has requestOffset ${offset}, which names position ${signedPosition(relative)}: index ${at + relative}, ` +
          `outside 0..${transactions.length - 1}`
      )
    )
  }
  return Result.succeed({ ...body, ...signedRequestFields(target) })
}

/** Every member with its request (`memberWithRequest`), or the first member's refusal. */
function membersWithRequests(
  transactions: ReadonlyArray<PostAtomicGroupTransaction>
): Result.Result<ReadonlyArray<PostPoolL2Transaction>, BadRequest> {
  return Result.all(transactions.map((_, at) => memberWithRequest(transactions, at)))
}

/** `rejection` with the member it concerns named at the start of its message. */
function ofMember(rejection: BadRequest, at: number, id: TxId): BadRequest {
  return new BadRequest({ type: rejection.type, message: `${memberName(at, id)}: ${rejection.message}` })
}

/** The members with their requests and the records their checks make, in the body's order. */
interface VerifiedMembers {
  readonly members: ReadonlyArray<PostPoolL2Transaction>
  readonly records: ReadonlyArray<PoolRecord>
}

/**
 * Each member in turn given its request (`memberWithRequest`), then checked as `POST /transactions-pool` checks a
 * transaction (its errors, naming the member): the anchor's order, so the first member with any fault is the one refused.
 */
const verifiedMembers = Effect.fnUntraced(function* (
  transactions: ReadonlyArray<PostAtomicGroupTransaction>,
  options: CheckOptions
): Effect.fn.Return<VerifiedMembers, BadRequest, CheckServices> {
  const members: Array<PostPoolL2Transaction> = []
  const records: Array<PoolRecord> = []
  for (const at of transactions.keys()) {
    const member = memberWithRequest(transactions, at)
    if (Result.isFailure(member)) return yield* member.failure
    const record = yield* Effect.mapError(verify(member.success, options), (rejection) =>
      ofMember(rejection, at, member.success.id)
    )
    members.push(member.success)
    records.push(record)
  }
  return { members, records }
})

/** Why the members' requests do not make one group (each member reached from every other through them), or undefined. */
function notOneGroup(records: ReadonlyArray<PoolRecord>): BadRequest | undefined {
  const edges = requestEdges(records.map((record) => ({ request: requestOf(record), fields: poolFields(record) })))
  if (isOneGroup(edges)) return undefined
  const parts = stronglyConnectedComponents(edges)
    .map((part) => `[${part.join(", ")}]`)
    .join(", ")
  return refuse(
    "ErrTxsNotAtomic",
    ANCHOR_MESSAGES.notAtomic,
    `the requests split the members (by index) into ${parts}; every member must be reached from every other through them`
  )
}

/** The refusal of a body listing one transaction twice (the second time it is listed), or undefined. */
function listedTwice(members: ReadonlyArray<PostPoolL2Transaction>): BadRequest | undefined {
  const first = new Map<TxId, number>()
  for (const [at, member] of members.entries()) {
    const earlier = first.get(member.id)
    if (earlier !== undefined) {
      return ofMember(
        new BadRequest({
          type: "ErrDuplicatedKey",
          message: `the body lists this transaction twice, also as transactions[${earlier}]`
        }),
        at,
        member.id
      )
    }
    first.set(member.id, at)
  }
  return undefined
}

/** A stored pool transaction as a record (`get`'s view with its token by id). */
function recordOf(stored: PoolL2Transaction): PoolRecord {
  return { ...stored, tokenId: stored.token.id }
}

/** Whether `stored` is the group `members` (with their requests) as atomic group `groupId`: each in its place. */
function isStoredGroup(
  stored: ReadonlyArray<PoolRecord>,
  members: ReadonlyArray<PostPoolL2Transaction>,
  groupId: AtomicGroupId
): boolean {
  return (
    stored.length === members.length &&
    stored.every((record, at) => record.atomicGroupId === groupId && isSameSubmission(record, members[at]!))
  )
}

/**
 * A rejection of the members' checks, unless this very group is already stored (posted before — hermezjs posts a group
 * to several coordinators — when the accounts and nonces allowed it): then the ids.
 */
const unlessGroupStored = Effect.fnUntraced(function* (
  body: PostAtomicGroup,
  ids: ReadonlyArray<TxId>,
  rejection: BadRequest
): Effect.fn.Return<ReadonlyArray<TxId>, BadRequest, PoolStore> {
  const members = membersWithRequests(body.transactions)
  if (Result.isFailure(members)) return yield* rejection
  const stored = yield* (yield* PoolStore).group(body.atomicGroupId)
  if (isStoredGroup(stored.map(recordOf), members.success, body.atomicGroupId)) return ids
  return yield* rejection
})

/** The answer when some ids were taken (`addGroup` wrote nothing): the ids when all are this group stored before, else
 * `ErrDuplicatedKey` naming the first taken id and where the pool holds it. */
function whenTaken(
  taken: ReadonlyArray<PoolRecord>,
  members: ReadonlyArray<PostPoolL2Transaction>,
  groupId: AtomicGroupId
): Result.Result<ReadonlyArray<TxId>, BadRequest> {
  const byId = new Map(taken.map((record) => [record.id, record]))
  const inOrder = members.flatMap((member) => byId.get(member.id) ?? [])
  if (isStoredGroup(inOrder, members, groupId)) return Result.succeed(members.map((member) => member.id))
  const at = members.findIndex((member) => byId.has(member.id))
  const member = members[at]!
  const stored = byId.get(member.id)!
  if (!isSameSubmission(stored, member)) return Result.fail(ofMember(duplicate(member.id), at, member.id))
  const where = stored.atomicGroupId === null ? "without a group" : `in atomic group ${stored.atomicGroupId}`
  return Result.fail(
    ofMember(
      new BadRequest({
        type: "ErrDuplicatedKey",
        message: `this transaction is already in the pool ${where}, not in atomic group ${groupId}`
      }),
      at,
      member.id
    )
  )
}

/**
 * Checks a posted atomic group in the anchor's order and stores its members `pend` all at once, with the group's id;
 * answers their ids in the body's order. The checks: the group id is keccak-256 of the ids in order
 * (`ErrInvalidAtomicGroupID`), at least two members (`ErrSingleTxInAtomicEndpoint`), then each member in turn: its
 * requestOffset names another member (`ErrFailedToFindOffsetToRelativePosition`, `ErrRqOffsetOutOfBounds`), whose fields
 * become its request fields, and it passes every check of `POST /transactions-pool` (its errors); then the requests
 * make one group (`ErrTxsNotAtomic`), each listed once. Posting a stored group again answers its ids whatever the
 * checks would say now; an id the pool holds otherwise, or listed twice, is `ErrDuplicatedKey`. No minimum fee is
 * checked, as on `POST /transactions-pool`; `options` as there (how a member's exit may be spelled).
 */
export const submit = Effect.fnUntraced(function* (
  body: PostAtomicGroup,
  options: CheckOptions = {}
): Effect.fn.Return<ReadonlyArray<TxId>, BadRequest, SubmitServices> {
  const ids = body.transactions.map((tx) => tx.id)
  const expected = atomicGroupId(ids)
  if (expected !== body.atomicGroupId) {
    return yield* refuse(
      "ErrInvalidAtomicGroupID",
      ANCHOR_MESSAGES.groupId,
      `it is ${body.atomicGroupId}, but keccak-256 of the transactions' ids in order is ${expected}`
    )
  }
  if (ids.length < 2) {
    return yield* refuse(
      "ErrSingleTxInAtomicEndpoint",
      ANCHOR_MESSAGES.single,
      `the body has ${ids.length === 0 ? "none" : "one"}`
    )
  }
  const verified = yield* Effect.result(verifiedMembers(body.transactions, options))
  if (Result.isFailure(verified)) return yield* unlessGroupStored(body, ids, verified.failure)
  const { members, records } = verified.success
  const split = notOneGroup(records)
  if (split !== undefined) return yield* split
  const twice = listedTwice(members)
  if (twice !== undefined) return yield* twice
  const outcome = yield* (yield* PoolStore).addGroup(
    records.map((record) => ({ ...record, atomicGroupId: body.atomicGroupId }))
  )
  if (outcome._tag === "Added") return ids
  return yield* Effect.fromResult(whenTaken(outcome.records, members, body.atomicGroupId))
})

/** The members of atomic group `id` in the group's order, each as `GET /transactions-pool/{id}` shows it. */
export const get = Effect.fnUntraced(function* (
  id: AtomicGroupId
): Effect.fn.Return<ReadonlyArray<PoolL2Transaction>, NotFound, PoolStore> {
  const members = yield* (yield* PoolStore).group(id)
  if (members.length === 0) return yield* new NotFound({ message: `atomic group ${id} is not in the pool` })
  return members
})
