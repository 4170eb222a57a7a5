/**
 * The `"x-extension": true` mark on what this node adds to the interface, as an `OpenApi.Transform`: on an operation,
 * on its parameters, or on response fields of the document's schemas. Naming a parameter the operation lacks, or a
 * field the document lacks, fails the document's generation, so a typo cannot leave an extension unmarked.
 */
import { isJsonObject, type JsonObject, objectAt } from "./json_object.ts"

/** The OpenAPI specification extension that marks an addition to the interface. */
export const EXTENSION_KEY = "x-extension"

function parameterName(parameter: unknown): string | undefined {
  return isJsonObject(parameter) && typeof parameter["name"] === "string" ? parameter["name"] : undefined
}

/** An endpoint's `OpenApi.Transform` marking the operation, or only the named parameters, as extensions of the interface. */
export function markExtension(
  options: { readonly parameters?: ReadonlyArray<string> | undefined } = {}
): (operation: JsonObject) => JsonObject {
  const names = options.parameters
  return (operation) => {
    if (names === undefined) return { ...operation, [EXTENSION_KEY]: true }
    const parameters: ReadonlyArray<unknown> = Array.isArray(operation["parameters"]) ? operation["parameters"] : []
    const present = new Set(parameters.map(parameterName))
    const missing = names.filter((name) => !present.has(name))
    if (missing.length > 0) {
      throw new Error(`markExtension: operation ${String(operation["operationId"])} has no parameter ${missing.join(", ")}`)
    }
    return {
      ...operation,
      parameters: parameters.map((parameter) =>
        isJsonObject(parameter) && names.includes(parameterName(parameter) ?? "") ? { ...parameter, [EXTENSION_KEY]: true } : parameter
      )
    }
  }
}

/** A document's `OpenApi.Transform` marking the named properties of the named schemas (`components.schemas`) as extensions. */
export function markExtensionFields(fields: Readonly<Record<string, ReadonlyArray<string>>>): (spec: JsonObject) => JsonObject {
  return (spec) => {
    for (const [schema, names] of Object.entries(fields)) {
      const properties = objectAt(spec, "components", "schemas", schema, "properties")
      for (const name of names) {
        const property = properties?.[name]
        if (!isJsonObject(property)) throw new Error(`markExtensionFields: schema ${schema} has no property ${name}`)
        property[EXTENSION_KEY] = true
      }
    }
    return spec
  }
}
