/**
 * `markExtension` (`adapters/http/openapi_extension.ts`) on a small API of its own: a whole
 * operation gets `x-extension: true`, a marked parameter gets it on its parameter object and the
 * operation and its other parameters do not, an unmarked operation is untouched, and naming a
 * parameter the operation lacks fails the document's generation; `markExtensionFields` marks a
 * schema's named properties only, and fails on a schema or property the document lacks.
 */
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { isJsonObject, objectAt } from "../../../adapters/http/api/json_object.ts"
import { EXTENSION_KEY, markExtension, markExtensionFields } from "../../../adapters/http/api/openapi_extension.ts"

const Query = { dryRun: Schema.optionalKey(Schema.String), limit: Schema.optionalKey(Schema.String) }

/** An API with one contract endpoint, one marked endpoint and one endpoint with a marked parameter. */
function api(parameters: ReadonlyArray<string>) {
  return HttpApi.make("sample").add(
    HttpApiGroup.make("things").add(
      HttpApiEndpoint.get("listThings", "/things", { query: Query, success: Schema.String }),
      HttpApiEndpoint.get("countThings", "/things/count", { success: Schema.String })
        .annotate(OpenApi.Transform, markExtension()),
      HttpApiEndpoint.post("postThing", "/things", { query: Query, payload: Schema.Struct({ a: Schema.String }), success: Schema.String })
        .annotate(OpenApi.Transform, markExtension({ parameters }))
    )
  )
}

/** The operation at `method path` of a document. */
function operation(spec: OpenApi.OpenAPISpec, path: string, method: "get" | "post"): Record<string, unknown> {
  const found: unknown = spec.paths[path]?.[method]
  if (typeof found !== "object" || found === null) throw new Error(`no ${method} ${path}`)
  return { ...found }
}

/** The names of an operation's parameters that carry the mark. */
function markedParameters(op: Record<string, unknown>): Array<string> {
  const parameters: ReadonlyArray<unknown> = Array.isArray(op["parameters"]) ? op["parameters"] : []
  return parameters.flatMap((p) =>
    typeof p === "object" && p !== null && EXTENSION_KEY in p && "name" in p ? [String(p.name)] : []
  )
}

describe("markExtension", () => {
  it("marks a whole operation, or only the named parameters of one", () => {
    const spec = OpenApi.fromApi(api(["dryRun"]))
    expect(operation(spec, "/things/count", "get")[EXTENSION_KEY]).toBe(true)
    const post = operation(spec, "/things", "post")
    expect(post[EXTENSION_KEY]).toBeUndefined()
    expect(markedParameters(post)).toEqual(["dryRun"])
    const list = operation(spec, "/things", "get")
    expect(list[EXTENSION_KEY]).toBeUndefined()
    expect(markedParameters(list)).toEqual([])
  })

  it("fails the document when a named parameter does not exist", () => {
    expect(() => OpenApi.fromApi(api(["dryrun"]))).toThrow(/postThing has no parameter dryrun/)
  })
})

describe("markExtensionFields", () => {
  const Thing = Schema.Struct({ a: Schema.String, added: Schema.NullOr(Schema.String) }).annotate({ identifier: "Thing" })
  const thingApi = HttpApi.make("things").add(
    HttpApiGroup.make("things").add(HttpApiEndpoint.get("getThing", "/thing", { success: Thing }))
  )
  /** The properties of `Thing` in the document of `thingApi` with the fields `fields` marked. */
  const marked = (fields: Readonly<Record<string, ReadonlyArray<string>>>) => {
    const document: unknown = JSON.parse(JSON.stringify(OpenApi.fromApi(thingApi)))
    if (!isJsonObject(document)) throw new Error("the document is not an object")
    return objectAt(markExtensionFields(fields)(document), "components", "schemas", "Thing", "properties")
  }

  it("marks the named properties of the named schemas, and only them", () => {
    const properties = marked({ Thing: ["added"] })
    expect(objectAt(properties, "added")?.[EXTENSION_KEY]).toBe(true)
    expect(objectAt(properties, "a")?.[EXTENSION_KEY]).toBeUndefined()
  })

  it("fails the document when a named schema or property does not exist", () => {
    expect(() => marked({ Thing: ["addde"] })).toThrow(/schema Thing has no property addde/)
    expect(() => marked({ Thin: ["added"] })).toThrow(/schema Thin has no property added/)
  })
})
