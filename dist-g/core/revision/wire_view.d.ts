/**
 * A wire view: how a revision writes a revision-neutral domain value. It pairs the schema the
 * revision declares (what its API documents and a typed client decodes into) with the projection
 * of the domain value onto that schema's type. The later revision's views are the domain schemas
 * themselves (the identity projection); the earlier revision's views project onto the earlier
 * shapes of `core/domain/*_earlier.ts`.
 *
 * Why a projection and not one codec whose Type is the domain value: the earlier shapes lack
 * facts the domain value has (an exit's owner, the L1 success flags, the later State's fields),
 * so decoding an earlier body back to the domain value would have to invent them; a view keeps
 * both directions honest (the server projects, a client decodes the earlier value as it is).
 */
import { Schema, type SchemaAST } from "effect";
/** What a renderer needs of a view: the wire schema, the projection onto it, and an encoder of domain values `D`. */
export interface DomainEncoder<D> {
    /** The wire schema the revision declares (a renderer may compile its own writer from it). */
    readonly schema: Schema.ConstraintEncoder<unknown>;
    /** The projection of a domain value onto the wire schema's type. */
    readonly project: (value: D) => unknown;
    /** An encoder of domain values into the wire form, compiled once with `options`. */
    readonly encoder: (options?: SchemaAST.ParseOptions) => (value: D) => unknown;
}
/** The wire view of domain values `D` in one revision. */
export interface WireView<D, S extends Schema.ConstraintEncoder<unknown>> extends DomainEncoder<D> {
    /** The wire schema the revision declares. */
    readonly schema: S;
    /** The projection of a domain value onto the wire schema's type. */
    readonly project: (value: D) => S["Type"];
    /** An encoder of domain values into the wire form (projection then encoding), compiled once with `options`. */
    readonly encoder: (options?: SchemaAST.ParseOptions) => (value: D) => S["Encoded"];
}
/** The view of domain values `D` written with `schema` after `project`. */
export declare function wireView<S extends Schema.ConstraintEncoder<unknown>, D>(schema: S, project: (value: D) => S["Type"]): WireView<D, S>;
/** The view that writes domain values with their own schema. */
export declare function identityView<S extends Schema.ConstraintEncoder<unknown>>(schema: S): WireView<S["Type"], S>;
