/** `markExtension` and `markExtensionFields` put `x-extension` on the marked operations, parameters and schema
 * properties only, and fail the document's generation when a named one is missing. */
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { EXTENSION_KEY, markExtension, markExtensionFields } from "../../../adapters/http/api/openapi_extension.ts"

const Query = { dryRun: Schema.optionalKey(Schema.String), limit: Schema.optionalKey(Schema.String) }

/** An API with one contract endpoint, one marked endpoint and one endpoint with a marked parameter. */
function api(parameters: ReadonlyArray<string>) {
  return HttpApi.make("sample").add(
    HttpApiGroup.make("things").add(
      HttpApiEndpoint.get("listThings", "/things", { query: Query, success: Schema.String }),
      HttpApiEndpoint.get("countThings", "/things/count", { success: Schema.String }).annotate(
        OpenApi.Transform,
        markExtension()
      ),
      HttpApiEndpoint.post("postThing", "/things", {
        query: Query,
        payload: Schema.Struct({ a: Schema.String }),
        success: Schema.String
      }).annotate(OpenApi.Transform, markExtension({ parameters }))
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
  const Thing = Schema.Struct({
    name: Schema.String,
    count: Schema.Number,
    note: Schema.NullOr(Schema.String)
  }).annotate({ identifier: "Thing" })
  const things = (fields: Readonly<Record<string, ReadonlyArray<string>>>) =>
    HttpApi.make("sample")
      .add(HttpApiGroup.make("things").add(HttpApiEndpoint.get("getThing", "/thing", { success: Thing })))
      .annotate(OpenApi.Transform, markExtensionFields(fields))
  const properties = (spec: OpenApi.OpenAPISpec) => {
    const thing: unknown = spec.components.schemas["Thing"]
    if (typeof thing !== "object" || thing === null || !("properties" in thing)) throw new Error("no Thing schema")
    return thing.properties as Record<string, Record<string, unknown>>
  }

  it("marks the named properties of a component schema, and no other", () => {
    const marked = properties(OpenApi.fromApi(things({ Thing: ["count", "note"] })))
    expect(
      Object.entries(marked)
        .filter(([, p]) => p[EXTENSION_KEY] === true)
        .map(([name]) => name)
    ).toEqual(["count", "note"])
    expect(Object.values(properties(OpenApi.fromApi(things({})))).some((p) => EXTENSION_KEY in p)).toBe(false)
  })

  it("fails the document when a named schema or property does not exist", () => {
    expect(() => OpenApi.fromApi(things({ Thing: ["cont"] }))).toThrow(/schema Thing has no property cont/)
    expect(() => OpenApi.fromApi(things({ Thingy: ["count"] }))).toThrow(/schema Thingy has no property count/)
  })
})
