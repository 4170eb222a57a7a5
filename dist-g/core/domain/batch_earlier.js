/** The earlier revision's Batch: the interface's fields, without the extension fields (`BATCH_EXTENSION_FIELDS`). */
import { Struct } from "effect";
import { Batch, BATCH_EXTENSION_FIELDS } from "./batch.js";
/** A forged batch as the earlier revision writes it. */
export const BatchEarlier = Batch.mapFields(Struct.omit(BATCH_EXTENSION_FIELDS)).annotate({ identifier: "Batch" });
/** The earlier revision's form of a batch. */
export function toBatchEarlier(batch) {
    return Struct.omit(batch, BATCH_EXTENSION_FIELDS);
}
