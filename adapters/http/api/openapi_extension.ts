/** The `"x-extension": true` mark on what this node adds to the interface (operations, parameters, response fields);
 * naming one the document lacks fails its generation, so a typo cannot leave an extension unmarked. */
import type { Context } from "effect"
import { OpenApi } from "effect/http-api"
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
      throw new Error(
        `markExtension: operation ${String(operation["operationId"])} has no parameter ${missing.join(", ")}`
      )
    }
    return {
      ...operation,
      parameters: parameters.map((parameter) =>
        isJsonObject(parameter) && names.includes(parameterName(parameter) ?? "")
          ? { ...parameter, [EXTENSION_KEY]: true }
          : parameter
      )
    }
  }
}

/** A document transform marking the properties named in `fields` (by their schema's name in `components.schemas`) as extensions. */
export function markExtensionFields(
  fields: Readonly<Record<string, ReadonlyArray<string>>>
): (document: JsonObject) => JsonObject {
  return (document) => {
    for (const [schema, names] of Object.entries(fields)) {
      for (const name of names) {
        const property = objectAt(document, "components", "schemas", schema, "properties", name)
        if (property === undefined) throw new Error(`markExtensionFields: schema ${schema} has no property ${name}`)
        property[EXTENSION_KEY] = true
      }
    }
    return document
  }
}

/** The `OpenApi` annotations of an operation that extends the interface: its summary and description, marked `x-extension`. */
export function extensionOperation(summary: string, description: string): Context.Context<never> {
  return OpenApi.annotations({ summary, description, transform: markExtension() })
}
