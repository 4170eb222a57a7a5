/**
 * An equivalence compiled once from a schema's type side that implies the same encoding, asked by the item memo
 * (`item_text_memo.ts`) before it reuses an item's text. Structs compare their declared properties (and, with an
 * encoding of their own, their prototype), arrays their elements, a union with `null` its other member, primitives
 * with `Object.is` (stricter than the encoding, never looser); anything else with `util.isDeepStrictEqual`. Stricter
 * than `Schema.toEquivalence` (no structural equality across prototypes), and nothing is built per call.
 */
import type { SchemaAST } from "effect";
/** Whether two values of one schema's type encode alike. */
export type SameEncoding = (a: unknown, b: unknown) => boolean;
/** The comparator of `schema`'s values, compiled once (see the module comment). */
export declare function sameEncoding(schema: {
    readonly ast: SchemaAST.AST;
}): SameEncoding;
