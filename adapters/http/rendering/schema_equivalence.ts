/** An equivalence compiled once from a schema's type side that implies the same encoding, for the item memo: stricter
 * than `Schema.toEquivalence` (no structural equality across prototypes), never looser than the encoding. */
import type { SchemaAST } from "effect"
import { isDeepStrictEqual } from "node:util"

/** Whether two values of one schema's type encode alike. */
export type SameEncoding = (a: unknown, b: unknown) => boolean

/** Values compared as they are (JSON primitives, bigints, literals). */
const identical: SameEncoding = Object.is

/** Dates by instant, anything else deeply and strictly. */
const deep: SameEncoding = (a, b) => {
  if (Object.is(a, b)) return true
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime()
  return isDeepStrictEqual(a, b)
}

/** A struct's declared properties, compared each with its own comparator. */
function struct(ast: SchemaAST.Objects): SameEncoding {
  if (ast.indexSignatures.length > 0) return deep
  const names: Array<string> = []
  const comparators: Array<SameEncoding> = []
  for (const property of ast.propertySignatures) {
    if (typeof property.name !== "string") return deep
    names.push(property.name)
    comparators.push(compile(property.type))
  }
  return (a, b) => {
    if (a === b) return true
    if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
    for (let i = 0; i < names.length; i++) {
      const name = names[i] ?? ""
      if (!(comparators[i] ?? deep)(Reflect.get(a, name), Reflect.get(b, name))) return false
    }
    return true
  }
}

/** A struct with an encoding of its own (a value encoded as a string, a class): its properties and the same prototype, so different classes never match. */
function sameKind(same: SameEncoding): SameEncoding {
  return (a, b) =>
    a === b ||
    (typeof a === "object" &&
      typeof b === "object" &&
      a !== null &&
      b !== null &&
      Object.getPrototypeOf(a) === Object.getPrototypeOf(b) &&
      same(a, b))
}

/** An array of one element schema; tuples compare deeply. */
function array(ast: SchemaAST.Arrays): SameEncoding {
  const [element, ...others] = ast.rest
  if (ast.elements.length > 0 || element === undefined || others.length > 0) return deep
  const same = compile(element)
  return (a, b) => {
    if (a === b) return true
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false
    return true
  }
}

/** A union of `null` and one other member; other unions compare deeply. */
function union(ast: SchemaAST.Union): SameEncoding {
  const others = ast.types.filter((member) => member._tag !== "Null")
  const [other] = others
  if (others.length !== 1 || other === undefined || ast.types.length !== 2) {
    return ast.types.every(isPrimitive) ? identical : deep
  }
  const same = compile(other)
  return (a, b) => (a === null || b === null ? a === b : same(a, b))
}

/** Whether a node's values are primitives (compared with `Object.is`). */
function isPrimitive(ast: SchemaAST.AST): boolean {
  switch (ast._tag) {
    case "String":
    case "Number":
    case "Boolean":
    case "BigInt":
    case "Literal":
    case "Null":
    case "Undefined":
    case "TemplateLiteral":
    case "Enum":
      return true
    default:
      return false
  }
}

/** The comparator of one node's type-side values. */
function compile(ast: SchemaAST.AST): SameEncoding {
  if (isPrimitive(ast)) return identical
  switch (ast._tag) {
    case "Objects":
      return ast.encoding === undefined ? struct(ast) : sameKind(struct(ast))
    case "Arrays":
      return ast.encoding === undefined ? array(ast) : deep
    case "Union":
      return union(ast)
    default:
      return deep
  }
}

/** The comparator of `schema`'s values, compiled once (see the module comment). */
export function sameEncoding(schema: { readonly ast: SchemaAST.AST }): SameEncoding {
  return compile(schema.ast)
}
