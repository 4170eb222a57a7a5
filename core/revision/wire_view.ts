/** A wire view: the schema a revision declares for a domain value, and the projection of that value onto it. */
import { Schema, type SchemaAST } from "effect"

/** What a renderer needs of a view: the wire schema, the projection onto it, and an encoder of domain values `D`. */
export interface DomainEncoder<D> {
  /** The wire schema the revision declares (a renderer may compile its own writer from it). */
  readonly schema: Schema.ConstraintEncoder<unknown>
  /** The projection of a domain value onto the wire schema's type. */
  readonly project: (value: D) => unknown
  /** An encoder of domain values into the wire form, compiled once with `options`. */
  readonly encoder: (options?: SchemaAST.ParseOptions) => (value: D) => unknown
}

/**
 * The wire view of domain values `D` in one revision. A projection, not a codec decoding to the domain value: the
 * earlier shapes lack facts the domain value has (an exit's owner, the L1 success flags), which a decode would invent.
 */
export interface WireView<D, S extends Schema.ConstraintEncoder<unknown>> extends DomainEncoder<D> {
  /** The wire schema the revision declares. */
  readonly schema: S
  /** The projection of a domain value onto the wire schema's type. */
  readonly project: (value: D) => S["Type"]
  /** An encoder of domain values into the wire form (projection then encoding), compiled once with `options`. */
  readonly encoder: (options?: SchemaAST.ParseOptions) => (value: D) => S["Encoded"]
}

/** The view of domain values `D` written with `schema` after `project`. */
export function wireView<S extends Schema.ConstraintEncoder<unknown>, D>(
  schema: S,
  project: (value: D) => S["Type"]
): WireView<D, S> {
  return {
    schema,
    project,
    encoder: (options) => {
      const encode = Schema.encodeSync(schema, options)
      return (value) => encode(project(value))
    }
  }
}

/** The view that writes domain values with their own schema. */
export function identityView<S extends Schema.ConstraintEncoder<unknown>>(schema: S): WireView<S["Type"], S> {
  return wireView(schema, (value: S["Type"]) => value)
}
