/**
 * JSON encoders compiled from a schema: `jsonEncoder(schema)(value)` is the JSON text of `Schema.encodeSync(schema,
 * { disableChecks: true })(value)` without the per-value schema walk (Schema offers no compiled encoder); a node it
 * cannot encode directly falls back to the generic encoder for that subtree (`json_encoder.test.ts` checks every
 * rendered schema). Kept: `npm run bench:http` (history page, against `Schema.encodeSync`).
 */
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

/** Writes a value's encoding as JSON text; undefined where `JSON.stringify` writes nothing (a member it leaves out). */
type Write = (value: unknown) => string | undefined

/** The text of a struct's encoding: its members' texts in declared order, absent and undefined ones (and what writes nothing) left out. */
function structText(ast: SchemaAST.Objects): Write {
  if (ast.indexSignatures.length > 0) return viaValue(ast)
  const properties: Array<{ readonly name: string; readonly key: string; readonly write: Write }> = []
  for (const property of ast.propertySignatures) {
    if (typeof property.name !== "string") return viaValue(ast)
    properties.push({ name: property.name, key: `${JSON.stringify(property.name)}:`, write: text(property.type) })
  }
  return (value) => {
    const record = value as Readonly<Record<string, unknown>>
    let out = "{"
    let first = true
    for (const property of properties) {
      const member = record[property.name]
      if (member === undefined) continue
      const written = property.write(member)
      if (written === undefined) continue
      out += first ? property.key + written : "," + property.key + written
      first = false
    }
    return out + "}"
  }
}

/** The text of an array of one element schema (a missing element written `null`, as `JSON.stringify` does); tuples via the value. */
function arrayText(ast: SchemaAST.Arrays): Write {
  const [element, ...others] = ast.rest
  if (ast.elements.length > 0 || element === undefined || others.length > 0) return viaValue(ast)
  const write = text(element)
  return (value) => {
    const items = value as ReadonlyArray<unknown>
    let out = "["
    for (let i = 0; i < items.length; i++) out += (i === 0 ? "" : ",") + (write(items[i]) ?? "null")
    return out + "]"
  }
}

/** `JSON.stringify` of the node's encoded value (`compile`). */
function viaValue(ast: SchemaAST.AST): Write {
  const encode = compile(ast)
  return encode === asIs ? (value) => JSON.stringify(value) : (value) => JSON.stringify(encode(value))
}

/** The JSON text of a node's encoding, written as it is walked: structs, arrays and `null` unions directly, any other node through its value. */
function text(ast: SchemaAST.AST): Write {
  if (ast.encoding !== undefined || encodesAsItself(ast)) return viaValue(ast)
  switch (ast._tag) {
    case "Objects":
      return structText(ast)
    case "Arrays":
      return arrayText(ast)
    case "Union": {
      const others = ast.types.filter((member) => member._tag !== "Null" || member.encoding !== undefined)
      const [other] = others
      if (others.length !== 1 || other === undefined || ast.types.length !== 2) return viaValue(ast)
      const write = text(other)
      return (value) => (value === null ? "null" : write(value))
    }
    default:
      return viaValue(ast)
  }
}

/** `schema`'s encoding of a value (what `jsonEncoder` writes), compiled once. */
export function wireEncoder<S extends Schema.ConstraintEncoder<unknown>>(schema: S): (value: S["Type"]) => unknown {
  return compile(schema.ast)
}

/**
 * The JSON text of `schema`'s encoding of a value, compiled once: what `JSON.stringify` writes of `wireEncoder`'s value,
 * written as the value is walked, without building the encoded value first (an export's profile showed the intermediate
 * objects' allocation and `JSON.stringify`'s walk over them). Not yet measured against the former value-then-stringify
 * form (5733d45) by a benchmark: to keep only if `npm run bench:http` or `npm run bench:export` shows it gains.
 */
export function jsonEncoder<S extends Schema.ConstraintEncoder<unknown>>(schema: S): (value: S["Type"]) => string {
  return text(schema.ast) as (value: S["Type"]) => string
}
