/** JSON encoders compiled from a schema: the text `Schema.encodeSync(schema, { disableChecks: true })` gives, without
 * its per-value walk (Schema has no compiled encoder); kept: `npm run bench:http`. */
import { Schema, type SchemaAST, type SchemaGetter, type SchemaTransformation } from "effect"

type Encode = (value: unknown) => unknown

const asIs: Encode = (value) => value

/** The generic encoder of a subtree: the exact fallback. */
function generic(ast: SchemaAST.AST): Encode {
  return Schema.encodeUnknownSync(Schema.make<Schema.Codec<unknown, unknown>>(ast), { disableChecks: true })
}

/** Whether the generic encoder returns a node's values unchanged (JSON primitives, their unions, plain declarations). */
function encodesAsItself(ast: SchemaAST.AST): boolean {
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
      return ast.types.every(encodesAsItself)
    default:
      return false
  }
}

/** The pure function of an encode getter, or undefined when it is not one (effectful, optional-aware, composed). */
function pureGetter(getter: SchemaGetter.Getter<unknown, unknown, unknown>): Encode | undefined {
  switch (getter._tag) {
    case "Passthrough":
      return asIs
    case "Transform":
      return getter.transform
    default:
      return undefined
  }
}

/** A link's transformation, as the AST holds it. */
type LinkTransformation =
  | SchemaTransformation.Transformation<unknown, unknown, unknown, unknown>
  | SchemaTransformation.Middleware<unknown, unknown, unknown, unknown, unknown, unknown>

/** A node with an encoding: its transformations applied from the type side out, then the encoded side encoded. */
function encoded(ast: SchemaAST.AST, links: SchemaAST.Encoding): Encode {
  const steps: Array<Encode> = []
  for (const link of links) {
    const transformation = link.transformation as LinkTransformation
    const step = transformation._tag === "Transformation" ? pureGetter(transformation.encode) : undefined
    if (step === undefined) return generic(ast)
    steps.push(step)
  }
  const last = links[links.length - 1]
  if (last === undefined) return generic(ast)
  const inner = compile(last.to)
  const [first, second] = steps
  if (steps.length === 1 && first !== undefined) return inner === asIs ? first : (value) => inner(first(value))
  if (steps.length === 2 && first !== undefined && second !== undefined) return (value) => inner(second(first(value)))
  return (value) => {
    let current = value
    for (const step of steps) current = step(current)
    return inner(current)
  }
}

/** A struct: its declared properties in order, absent and undefined ones skipped. */
function struct(ast: SchemaAST.Objects): Encode {
  if (ast.indexSignatures.length > 0) return generic(ast)
  const properties: Array<{ readonly name: string; readonly encode: Encode }> = []
  for (const property of ast.propertySignatures) {
    if (typeof property.name !== "string") return generic(ast)
    properties.push({ name: property.name, encode: compile(property.type) })
  }
  return (value) => {
    const record = value as Readonly<Record<string, unknown>>
    const out: Record<string, unknown> = {}
    for (const property of properties) {
      const member = record[property.name]
      if (member !== undefined) out[property.name] = property.encode === asIs ? member : property.encode(member)
    }
    return out
  }
}

/** An array of one element schema (`Schema.Array`); tuples fall back. */
function array(ast: SchemaAST.Arrays): Encode {
  const [element, ...others] = ast.rest
  if (ast.elements.length > 0 || element === undefined || others.length > 0) return generic(ast)
  const encode = compile(element)
  return encode === asIs ? (value) => value : (value) => (value as ReadonlyArray<unknown>).map(encode)
}

/** A union of `null` and one other member; any other union (not encoding as itself) falls back. */
function union(ast: SchemaAST.Union): Encode {
  const others = ast.types.filter((member) => member._tag !== "Null" || member.encoding !== undefined)
  const [other] = others
  if (others.length !== 1 || other === undefined || ast.types.length !== 2) return generic(ast)
  const encode = compile(other)
  return (value) => (value === null ? null : encode(value))
}

function compile(ast: SchemaAST.AST): Encode {
  if (ast.encoding !== undefined) return encoded(ast, ast.encoding)
  if (encodesAsItself(ast)) return asIs
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

/** `schema`'s encoding of a value (what `jsonEncoder` writes), compiled once. */
export function wireEncoder<S extends Schema.ConstraintEncoder<unknown>>(schema: S): (value: S["Type"]) => unknown {
  return compile(schema.ast)
}

/** The JSON text of `schema`'s encoding of a value, compiled once. */
export function jsonEncoder<S extends Schema.ConstraintEncoder<unknown>>(schema: S): (value: S["Type"]) => string {
  const encode = wireEncoder(schema)
  return (value) => JSON.stringify(encode(value))
}
