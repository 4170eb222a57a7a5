/**
 * The pagination fields of list responses, as wire schemas, one set per revision — the schema
 * side of `envelopeFields` (`revision.ts`), selected by the same
 * `listEnvelope` row of the revision table.
 */
import { Schema } from "effect";
/** Later revision: the number of matching items after the last returned one. */
export declare const PendingItemsFields: {
    pendingItems: Schema.Int;
};
/** Earlier revision: the totals of the full result. */
export declare const PaginationFields: {
    pagination: Schema.Struct<{
        readonly totalItems: Schema.Int;
        readonly firstItem: Schema.NullOr<Schema.brand<Schema.Int, "ItemId">>;
        readonly lastItem: Schema.NullOr<Schema.brand<Schema.Int, "ItemId">>;
    }>;
};
/** The envelope fields of each revision, keyed by the revision table's `listEnvelope`. */
export declare const ListEnvelopeFields: {
    readonly pendingItems: {
        pendingItems: Schema.Int;
    };
    readonly pagination: {
        pagination: Schema.Struct<{
            readonly totalItems: Schema.Int;
            readonly firstItem: Schema.NullOr<Schema.brand<Schema.Int, "ItemId">>;
            readonly lastItem: Schema.NullOr<Schema.brand<Schema.Int, "ItemId">>;
        }>;
    };
};
