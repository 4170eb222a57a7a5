/** The body of `POST /atomic-pool` (an extension of the contract): the group's id and its members, each a pool
 * transaction with the `requestOffset` naming the member it requests (`core/ledger/atomic_offset.ts`). Apart from
 * `atomic_group.ts`, which `pool_transaction.ts` imports. */
import { Schema } from "effect"
import { AtomicGroupIdSchema } from "./atomic_group.ts"
import { PostPoolL2Transaction } from "./pool_transaction.ts"

/** The largest requestOffset the body decodes (a uint8, as the anchor reads it); 1..7 name a member, the rest none. */
const MAX_DECODED_REQUEST_OFFSET = 255

/** Which member a transaction requests, relative to its own place in the body: 1, 2, 3 → +1, +2, +3; 4, 5, 6, 7 → −4, −3, −2, −1. */
export const RequestOffset = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_DECODED_REQUEST_OFFSET }))
  .pipe(Schema.brand("RequestOffset"))
  .annotate({
    description:
      "The member this transaction requests, relative to its own place in the array: 1, 2, 3 → +1, +2, +3; 4, 5, 6, 7 → " +
      "−4, −3, −2, −1. Absent, null, 0 or above 7 names none (ErrFailedToFindOffsetToRelativePosition)"
  })
export type RequestOffset = typeof RequestOffset.Type

/** A member of a posted group: a pool transaction's body with its `requestOffset`; its request fields, if given, are
 * replaced by the fields of the member the offset names. */
export const PostAtomicGroupTransaction = Schema.Struct({
  ...PostPoolL2Transaction.fields,
  requestOffset: Schema.optionalKey(Schema.NullOr(RequestOffset))
}).annotate({
  identifier: "PostAtomicGroupTransaction",
  description:
    "A member of an atomic group: the body of POST /transactions-pool with requestOffset. The node fills its request " +
    "fields from the member requestOffset names (request fields sent beside it are replaced), and its signature must " +
    "cover them"
})
export type PostAtomicGroupTransaction = typeof PostAtomicGroupTransaction.Type

/** The body of `POST /atomic-pool`; no other property is allowed. */
export const PostAtomicGroup = Schema.Struct({
  atomicGroupId: AtomicGroupIdSchema,
  transactions: Schema.Array(PostAtomicGroupTransaction)
}).annotate({
  identifier: "PostAtomicGroup",
  description:
    "An atomic group to add to the pool: atomicGroupId is keccak-256 of the transactions' ids in this order, and at " +
    "least two transactions, each requesting another by requestOffset, all reachable from each other through their requests"
})
export type PostAtomicGroup = typeof PostAtomicGroup.Type
