/** The Atomic pool group: `POST /atomic-pool` and `GET /atomic-pool/{atomicGroupId}`, later-revision extensions served
 * with the Wallet group (the `walletExtensions` row, which also shows a pool transaction's `atomicGroupId`). */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { AtomicGroupIdSchema } from "../../../../core/domain/atomic_group.ts"
import { PostAtomicGroup } from "../../../../core/domain/atomic_group_post.ts"
import { TransactionId } from "../../../../core/domain/tx_id.ts"
import { PoolTransactionViewOf } from "../../../../core/revision/revision_schemas.ts"
import { Error400Atomic } from "../error_schemas.ts"
import { jsonWrite } from "../json_write.ts"
import { extensionOperation } from "../openapi_extension.ts"
import { CHAIN_READ } from "../policy_annotations.ts"
import { getItem } from "../get_item.ts"
import { prose } from "../prose.ts"

/** What `POST /atomic-pool` answers: the members' ids in the body's order. */
export const AtomicGroupIds = Schema.Array(TransactionId).annotate({
  identifier: "AtomicGroupIds",
  description: "The ids of the group's members, in the order they were posted"
})

/** What `GET /atomic-pool/{atomicGroupId}` answers: the members in the group's order, as the anchor's bare array. */
export const AtomicGroup = Schema.Array(PoolTransactionViewOf.later.schema).annotate({
  identifier: "AtomicGroup",
  description: "The members of an atomic group in the group's order, each as GET /transactions-pool/{id} shows it"
})

/** The Atomic pool group: post a group, read one. */
export const atomicPool = HttpApiGroup.make("atomicPool")
  .add(
    jsonWrite(
      HttpApiEndpoint.post("postAtomicGroup", "/atomic-pool", {
        payload: PostAtomicGroup,
        success: AtomicGroupIds,
        error: Error400Atomic
      }),
      extensionOperation(
        "Submit an atomic group",
        prose`Submits pool transactions that are forged together or not at all (a swap): each requests another
          member by its requestOffset (1, 2, 3 → +1, +2, +3; 4, 5, 6, 7 → −4, −3, −2, −1 places in the array) and
          signs that member's fields as its request fields, which the node fills in from the member the offset names
          (request fields sent beside it are replaced). Checks, in order, each a 400 with its own code: the body (no
          other property); atomicGroupId is keccak-256 of the transactions' ids in order (ErrInvalidAtomicGroupID,
          21); at least two transactions (ErrSingleTxInAtomicEndpoint, 19); then for each transaction in turn its
          requestOffset (0 or absent, or above 7: ErrFailedToFindOffsetToRelativePosition, 22; a place outside the
          array: ErrRqOffsetOutOfBounds, 20) and every check of POST /transactions-pool, with its errors, the
          message naming the member (an exit to zk:EXIT:1 or zk:<its token's symbol>:1, as there); then every member
          is reached from every other through the requests (ErrTxsNotAtomic, 18). No minimum fee is checked, as on
          POST /transactions-pool. 200 with the ids in the body's order once all are stored as pend with
          atomicGroupId; the same group again is a 200 with the same ids (a client may post it to several
          coordinators), an id the pool holds otherwise a 400 ErrDuplicatedKey. An extension of the contract.`
      )
    ),
    getItem(
      "getAtomicGroup",
      "/atomic-pool/:atomicGroupId",
      { atomicGroupId: AtomicGroupIdSchema },
      AtomicGroup,
      extensionOperation(
        "Get an atomic group",
        prose`The members of the atomic group with this id, in the group's order (the order they entered the pool),
          each as GET /transactions-pool/{id} shows it: a group posted through POST /atomic-pool, or formed when a
          pending transaction satisfied another's request. 404 when the pool holds no member of it. An extension of
          the contract.`
      )
    )
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Atomic pool",
      description:
        "Extensions of the contract for atomic groups: pool transactions forged together or not at all; later revision only"
    })
  )
  .annotateMerge(CHAIN_READ)
