/**
 * JSON encoders compiled from a schema: `jsonEncoder(schema)(value)` is the JSON text of `Schema.encodeSync(schema,
 * { disableChecks: true })(value)` without the per-value schema walk (Schema offers no compiled encoder); a node it
 * cannot encode directly falls back to the generic encoder for that subtree (`json_encoder.test.ts` checks every
 * rendered schema). Kept: `npm run bench:http` (history page, against `Schema.encodeSync`).
 */
import { Schema } from "effect";
/** The JSON text of `schema`'s encoding of a value, compiled once. */
export declare function jsonEncoder<S extends Schema.ConstraintEncoder<unknown>>(schema: S): (value: S["Type"]) => string;
