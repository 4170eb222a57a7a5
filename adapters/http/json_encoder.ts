/**
 * JSON text compiled from a schema: `jsonEncoder(schema)(value)` is exactly
 * `JSON.stringify(Schema.encodeSync(schema, { disableChecks: true })(value))`, computed without the
 * generic encoder's per-value walk of the schema (which, with the intermediate object it builds
 * for `JSON.stringify`, was ≈ 60 % of the API process's CPU for a 20-item history page).
 *
 * The schema's AST is walked once, when the encoder is compiled, into closures:
 * - a struct writes `{"name":…}` for its declared properties in declaration order, skipping
 *   absent and `undefined` ones (as the generic encoder copies only declared properties and
 *   `JSON.stringify` drops `undefined`); an array writes its elements; a union with `null` writes
 *   `null` or its other member; strings, numbers, booleans, literals, plain declarations and
 *   unions of them are `JSON.stringify` of the value;
 * - a node with an encoding applies the schema's own transformations, in the order the generic
 *   encoder applies them (each link's `encode` getter, when it is a pure function or a
 *   passthrough), then writes the result with the encoder compiled for the encoded side;
 * - anything else — effectful or optional-aware getters, index signatures, tuples, declarations
 *   with parameters or an encoding, recursive schemas — falls back, for that subtree only, to the generic encoder followed by
 *   `JSON.stringify`, so the output is always the generic one.
 * No wire rule is restated here: every value that changes on the way out is changed by the
 * schema's own transformation. `test/adapters/http/json_encoder.test.ts` checks the equality on
 * generated values of every schema the API renders, in both revisions.
 *
 * Written by hand because Effect's Schema offers no string-producing encoder and no public way to
 * compile one; what it reads of the AST (`encoding` links, getter tags, property signatures) is
 * its documented model.
 */
import { Schema, type SchemaAST, type SchemaGetter, type SchemaTransformation } from "effect"

/** The JSON text of a value. */
export type JsonWriter<A> = (value: A) => string

/** A compiled writer of any value of one AST node. */
type Writer = (value: unknown) => string

/** The generic encoder of a subtree followed by `JSON.stringify`: the exact fallback. */
function generic(ast: SchemaAST.AST): Writer {
  const encode = Schema.encodeUnknownSync(Schema.make<Schema.Codec<unknown, unknown>>(ast), { disableChecks: true })
  return (value) => JSON.stringify(encode(value))
}

/** `JSON.stringify` of a JSON primitive (strings, finite or not numbers, booleans, null). */
const primitive: Writer = (value) => JSON.stringify(value)

/**
 * Whether the generic encoder returns a node's values unchanged and `JSON.stringify` can write
 * them: JSON primitives, unions of them, and declarations without type parameters or encoding
 * (such as `JSON.rawJSON` integers, the encoded side of a uint64).
 */
function isPrimitive(ast: SchemaAST.AST): boolean {
  if (ast.encoding !== undefined) return false
  switch (ast._tag) {
    case "String":
    case "Number":
    case "Boolean":
    case "Literal":
    case "Null":
    case "TemplateLiteral":
    case "Enum":
      return true
    case "Declaration":
      return ast.typeParameters.length === 0 && ast.encodingRun === undefined
    case "Union":
      return ast.types.every(isPrimitive)
    default:
      return false
  }
}

/** The pure function of an encode getter, or undefined when it is not one (effectful, optional-aware, composed). */
function pureGetter(getter: SchemaGetter.Getter<unknown, unknown, unknown>): ((value: unknown) => unknown) | undefined {
  switch (getter._tag) {
    case "Passthrough":
      return (value) => value
    case "Transform":
      return getter.transform
    default:
      return undefined
  }
}

/** The encode function of a link's transformation, or undefined when it is not a pure one. */
function encodeOf(
  transformation: SchemaTransformation.Transformation<unknown, unknown, unknown, unknown> | SchemaTransformation.Middleware<unknown, unknown, unknown, unknown, unknown, unknown>
): ((value: unknown) => unknown) | undefined {
  return transformation._tag === "Transformation" ? pureGetter(transformation.encode) : undefined
}

/** A node with an encoding: its transformations applied from the type side out, then the encoded side written. */
function encoded(ast: SchemaAST.AST, links: SchemaAST.Encoding): Writer {
  const steps: Array<(value: unknown) => unknown> = []
  for (const link of links) {
    const step = encodeOf(link.transformation as Parameters<typeof encodeOf>[0])
    if (step === undefined) return generic(ast)
    steps.push(step)
  }
  const last = links[links.length - 1]
  if (last === undefined) return generic(ast)
  const write = compile(last.to)
  if (steps.length === 1) {
    const step = steps[0]!
    return (value) => write(step(value))
  }
  return (value) => {
    let current = value
    for (const step of steps) current = step(current)
    return write(current)
  }
}

/** A struct: its declared properties in order, absent and undefined ones skipped. */
function struct(ast: SchemaAST.Objects): Writer {
  if (ast.indexSignatures.length > 0) return generic(ast)
  const properties: Array<{ readonly name: string; readonly prefix: string; readonly write: Writer }> = []
  for (const property of ast.propertySignatures) {
    if (typeof property.name !== "string") return generic(ast)
    properties.push({ name: property.name, prefix: JSON.stringify(property.name) + ":", write: compile(property.type) })
  }
  return (value) => {
    const record = value as Readonly<Record<string, unknown>>
    let out = "{"
    for (const property of properties) {
      const member = record[property.name]
      if (member === undefined) continue
      out += (out.length === 1 ? "" : ",") + property.prefix + property.write(member)
    }
    return out + "}"
  }
}

/** An array of one element schema (`Schema.Array`); tuples fall back. */
function array(ast: SchemaAST.Arrays): Writer {
  const [element, ...others] = ast.rest
  if (ast.elements.length > 0 || element === undefined || others.length > 0) return generic(ast)
  const write = compile(element)
  return (value) => {
    const items = value as ReadonlyArray<unknown>
    let out = "["
    for (let i = 0; i < items.length; i++) out += (i === 0 ? "" : ",") + write(items[i])
    return out + "]"
  }
}

/** A union: of primitives, or of `null` and one other member; anything else falls back. */
function union(ast: SchemaAST.Union): Writer {
  if (isPrimitive(ast)) return primitive
  const others = ast.types.filter((member) => member._tag !== "Null" || member.encoding !== undefined)
  const [other] = others
  if (others.length !== 1 || other === undefined || ast.types.length !== 2) return generic(ast)
  const write = compile(other)
  return (value) => (value === null ? "null" : write(value))
}

/** The writer of one node. */
function compile(ast: SchemaAST.AST): Writer {
  if (ast.encoding !== undefined) return encoded(ast, ast.encoding)
  if (isPrimitive(ast)) return primitive
  switch (ast._tag) {
    case "Objects":
      return struct(ast)
    case "Arrays":
      return array(ast)
    case "Union":
      return union(ast)
    default:
      return generic(ast)
  }
}

/** The JSON text of `schema`'s encoding of a value, compiled once. */
export function jsonEncoder<S extends Schema.ConstraintEncoder<unknown>>(schema: S): JsonWriter<S["Type"]> {
  return compile(schema.ast)
}
