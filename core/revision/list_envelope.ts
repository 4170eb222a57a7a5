/** The pagination fields of list responses as wire schemas, one set per revision (the `listEnvelope` row). */
import { Schema } from "effect"
import { ItemId } from "../domain/scalars.ts"

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** Later revision: the number of matching items after the last returned one. */
export const PendingItemsFields = {
  pendingItems: Count.annotate({
    description:
      "Items matching the filters after the last returned one, in the requested order; 0 when all were fetched"
  })
}

/** Earlier revision: the totals of the full result. */
export const PaginationFields = {
  pagination: Schema.Struct({
    totalItems: Count.annotate({ description: "Items matching the filters, regardless of fromItem" }),
    firstItem: Schema.NullOr(ItemId).annotate({ description: "Smallest itemId of the full result" }),
    lastItem: Schema.NullOr(ItemId).annotate({ description: "Largest itemId of the full result" })
  }).annotate({ identifier: "PaginationInfo" })
}

/** The envelope fields of each revision, keyed by the revision table's `listEnvelope`. */
export const ListEnvelopeFields = {
  pendingItems: PendingItemsFields,
  pagination: PaginationFields
} as const
