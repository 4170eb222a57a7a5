/** The API's `OpenApi.Transform`: puts back parameters' bounds, defaults and descriptions, integer error codes, the
 * devnet's examples, the edge, the catalogue, and security schemes only where the declaration has some. */
import { Schema } from "effect"
import { HttpApi, type HttpApiGroup } from "effect/http-api"
import { catalogueEntries } from "../../../core/errors.ts"
import { statusOfType } from "../errors/error_response.ts"
import { documentEdge, documentEdgeComponents, edgeMarkdown } from "./openapi_edge.ts"
import { documentExample, examplesOf, type RevisionExamples } from "./openapi_examples.ts"
import { isJsonObject, type JsonObject, objectAt } from "./json_object.ts"
import { routePolicyOf } from "./policy_annotations.ts"

/** The JSON Schema of each property of a struct's decoded (type) side. */
function typeSideProperties(schema: Schema.Top): JsonObject {
  const document = Schema.toJsonSchemaDocument(Schema.toType(schema), { referencePolicy: () => undefined })
  return objectAt(document.schema["properties"]) ?? {}
}

const SCALAR_TYPES = new Set(["integer", "number", "boolean"])

/** Whether a decoded array's items are written as objects (account indexes): on the wire each is a string, so the list stays the string it is. */
function hasObjectItems(schema: JsonObject): boolean {
  const items = schema["items"]
  return isJsonObject(items) && items["type"] === "object"
}

/** The documented form of one parameter, given its generated (string) schema and its decoded side. */
function documentParameter(parameter: JsonObject, decoded: JsonObject): JsonObject {
  const { description, ...decodedSchema } = decoded
  const out: JsonObject = { ...parameter }
  if (typeof decodedSchema["type"] === "string" && SCALAR_TYPES.has(decodedSchema["type"])) {
    out["schema"] = decodedSchema
  } else if (decodedSchema["type"] === "array" && !hasObjectItems(decodedSchema)) {
    out["schema"] = { ...decodedSchema, minItems: 1 }
    out["style"] = "form"
    out["explode"] = false
  }
  if (typeof description === "string" && out["description"] === undefined) out["description"] = description
  return out
}

/** The parameter list of an operation with each parameter documented from its slot's decoded side. */
function documentParameters(parameters: unknown, slots: Readonly<Record<string, JsonObject>>): unknown {
  if (!Array.isArray(parameters)) return parameters
  return parameters.map((parameter) => {
    const decoded = isJsonObject(parameter) ? slots[String(parameter["in"])]?.[String(parameter["name"])] : undefined
    return isJsonObject(parameter) && isJsonObject(decoded) ? documentParameter(parameter, decoded) : parameter
  })
}

/** The OpenAPI path of a router path (`/exits/:batchNum/:accountIndex` → `/exits/{batchNum}/{accountIndex}`). */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, "{$1}")
}

/** The error catalogue as a table, with the extensions' entries or without (`catalogueEntries`). */
function errorCatalogueMarkdown(withExtensions: boolean): string {
  const rows = catalogueEntries(withExtensions).map(
    (entry) => `| ${entry.code} | \`${entry.type}\` | ${statusOfType(entry.type)} | ${entry.description} |`
  )
  return [
    "## Errors",
    "",
    'Every non-2xx response has the body `{"message": string, "code": integer, "type": string}` ' +
      "(schema `Error`). `code` and `type` come from this catalogue; `message` says what went wrong and, for a " +
      "bad parameter, names the parameter and the rule. Besides the statuses listed per operation, any path " +
      "answers 404 `ErrRouteNotFound` when unknown and 405 `ErrMethodNotAllowed` (with an `Allow` header) for " +
      "a method it does not accept; request bodies over the size limit get 413 and non-JSON bodies 415. " +
      "Unknown query parameters are rejected with 400 on every endpoint.",
    "",
    "| code | type | HTTP status | meaning |",
    "|---|---|---|---|",
    ...rows
  ].join("\n")
}

/** Error bodies' `code`: a JSON integer (a union of numeric literals is documented as `number`). */
function documentErrorCodes(spec: JsonObject): void {
  for (const [name, schema] of Object.entries(objectAt(spec, "components", "schemas") ?? {})) {
    const code = /^Error(\d{3})?$/.test(name) ? objectAt(schema, "properties", "code") : undefined
    if (code !== undefined && (Array.isArray(code["enum"]) || typeof code["const"] === "number"))
      code["type"] = "integer"
  }
}

/** Removes the `x-effect-stream` note on a streamed response: it describes a failure event this node never sends. */
function dropStreamFailureNotes(operation: JsonObject): void {
  for (const media of Object.values(objectAt(operation, "responses", "200", "content") ?? {})) {
    if (isJsonObject(media)) delete media["x-effect-stream"]
  }
}

/**
 * Drops the empty `securitySchemes` of a document that declares no scheme: Swagger UI shows an "Authorize" button for
 * it even when empty. The empty `security` lists stay: they say that nothing is required.
 */
export function documentSecurity(spec: JsonObject): void {
  const components = objectAt(spec, "components")
  if (components !== undefined && Object.keys(objectAt(components, "securitySchemes") ?? {}).length === 0)
    delete components["securitySchemes"]
}

/**
 * The transform that documents the parameters of `api`'s endpoints, its examples and the error catalogue (its extensions'
 * entries where `options.extensionErrors`, the revision serving them).
 */
export function openApiTransform<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>,
  examples: RevisionExamples,
  options: { readonly extensionErrors: boolean }
): (spec: JsonObject) => JsonObject {
  return (spec) => {
    HttpApi.reflect(api, {
      onGroup: () => {},
      onEndpoint: ({ endpoint, mergedAnnotations }) => {
        const path = openApiPath(endpoint.path)
        const method = endpoint.method.toLowerCase()
        const operation = objectAt(spec, "paths", path, method)
        if (operation === undefined) return
        const slots: Record<string, JsonObject> = {
          query: endpoint.query === undefined ? {} : typeSideProperties(endpoint.query),
          path: endpoint.params === undefined ? {} : typeSideProperties(endpoint.params)
        }
        operation["parameters"] = documentParameters(operation["parameters"], slots)
        dropStreamFailureNotes(operation)
        for (const [name, example] of examplesOf(examples, String(operation["operationId"])))
          documentExample(operation, path, example, name)
        documentEdge(method, operation, routePolicyOf(endpoint.method, mergedAnnotations))
      }
    })
    documentErrorCodes(spec)
    documentEdgeComponents(spec)
    documentSecurity(spec)
    const info = objectAt(spec, "info")
    if (info !== undefined) {
      const description = typeof info["description"] === "string" ? info["description"] + "\n\n" : ""
      info["description"] = description + edgeMarkdown() + "\n\n" + errorCatalogueMarkdown(options.extensionErrors)
    }
    return spec
  }
}
