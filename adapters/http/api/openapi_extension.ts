/**
 * How the API description marks what this node adds to the interface (`interface.md`): an
 * operation, or a parameter of one of the interface's operations, that the contract does not list
 * carries `"x-extension": true` in the OpenAPI document, so a reader or a client generator can
 * tell the contract from the node's additions.
 *
 * One mechanism for both, an endpoint's `OpenApi.Transform` annotation:
 * - a whole endpoint: `HttpApiEndpoint.get(…).annotate(OpenApi.Transform, markExtension())`;
 * - parameters added to an endpoint of the interface:
 *   `HttpApiEndpoint.post(…).annotate(OpenApi.Transform, markExtension({ parameters: ["dryRun"] }))`.
 * Naming a parameter the operation does not have fails the document's generation (a typo must not
 * leave an extension unmarked).
 */
import { isJsonObject, type JsonObject } from "./json_object.ts"

/** The OpenAPI specification extension that marks an addition to the interface. */
export const EXTENSION_KEY = "x-extension"

/** What `markExtension` marks: the whole operation (no options), or only the named parameters. */
export interface ExtensionOptions {
  /** Names of the parameters (query, path or header) that are extensions; absent = the whole operation is one. */
  readonly parameters?: ReadonlyArray<string> | undefined
}


/** The name of a parameter object, if it is one. */
function parameterName(parameter: unknown): string | undefined {
  return isJsonObject(parameter) && typeof parameter["name"] === "string" ? parameter["name"] : undefined
}

/** An endpoint's `OpenApi.Transform` marking the operation, or only the named parameters, as extensions of the interface. */
export function markExtension(options: ExtensionOptions = {}): (operation: JsonObject) => JsonObject {
  const names = options.parameters
  return (operation) => {
    if (names === undefined) return { ...operation, [EXTENSION_KEY]: true }
    const parameters: ReadonlyArray<unknown> = Array.isArray(operation["parameters"]) ? operation["parameters"] : []
    const present = new Set(parameters.map(parameterName))
    const missing = names.filter((name) => !present.has(name))
    if (missing.length > 0) {
      throw new Error(`markExtension: operation ${String(operation["operationId"])} has no parameter ${missing.join(", ")}`)
    }
    const marked = new Set(names)
    return {
      ...operation,
      parameters: parameters.map((parameter) => {
        const name = parameterName(parameter)
        return name !== undefined && marked.has(name) && isJsonObject(parameter) ? { ...parameter, [EXTENSION_KEY]: true } : parameter
      })
    }
  }
}
