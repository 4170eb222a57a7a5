/** The devnet's examples (`devnet_examples.json`, from `npm run openapi:examples`, checked against a fresh devnet by a
 * test) put into each operation's parameters, body and 200 answer. */
import { Schema } from "effect"
import committedExamples from "./devnet_examples.json" with { type: "json" }
import { isJsonObject, type JsonObject, objectAt } from "./json_object.ts"

/** What a client sent for one operation and what the devnet node answered. */
export const OperationExample = Schema.Struct({
  method: Schema.Literals(["GET", "POST", "PUT"]),
  /** Path and query, relative to the revision's base path (`/batches?limit=2`). */
  path: Schema.String,
  /** The JSON body sent (POST, PUT). */
  body: Schema.optionalKey(Schema.Unknown),
  /** The JSON body of the 200 answer; absent when it has none. */
  response: Schema.optionalKey(Schema.Unknown)
})
export type OperationExample = typeof OperationExample.Type

/** One revision's examples, by operationId (`account.listAccounts`), and its further named ones by `operationId#name` (`account.listAccounts#bulk`). */
export const RevisionExamples = Schema.Record(Schema.String, OperationExample)
export type RevisionExamples = typeof RevisionExamples.Type

const DevnetExamples = Schema.Struct({ later: RevisionExamples, earlier: RevisionExamples })

let decoded: typeof DevnetExamples.Type | undefined

/** The committed examples (`devnet_examples.json`), checked against their schema on first use. */
export function devnetExamples(): typeof DevnetExamples.Type {
  decoded ??= Schema.decodeUnknownSync(DevnetExamples)(committedExamples)
  return decoded
}

/** The name of an operation's main example. */
export const MAIN_EXAMPLE = "devnet"

/** The examples of `operationId` among `examples`, by name: its main one (`MAIN_EXAMPLE`) first, then its named ones. */
export function examplesOf(
  examples: RevisionExamples,
  operationId: string
): Array<readonly [string, OperationExample]> {
  const main = examples[operationId]
  const named = Object.entries(examples)
    .filter(([key]) => key.startsWith(`${operationId}#`))
    .map(([key, example]) => [key.slice(operationId.length + 1), example] as const)
  return [...(main === undefined ? [] : [[MAIN_EXAMPLE, main] as const]), ...named]
}

/** `examples` of a content object with example `name` added. */
function withExample(examples: unknown, name: string, example: OperationExample, value: unknown): JsonObject {
  return {
    ...(isJsonObject(examples) ? examples : {}),
    [name]: { summary: `${example.method} ${example.path} on the devnet`, value }
  }
}

/** A parameter's text as the value of its schema's type (integers, booleans, comma lists). */
function typedValue(text: string, schema: unknown): unknown {
  const type = isJsonObject(schema) ? schema["type"] : undefined
  if (type === "integer" || type === "number") return Number(text)
  if (type === "boolean") return text === "true"
  if (type === "array" && isJsonObject(schema))
    return text.split(",").map((element) => typedValue(element, schema["items"]))
  return text
}

/** The values a request gives its path parameters (`/exits/{batchNum}/{accountIndex}` against `/exits/3/zk:ETH:256`) and query. */
function requestValues(template: string, path: string): Map<string, string> {
  const values = new Map<string, string>()
  const url = new URL(path, "http://example.invalid")
  const names = template.split("/")
  const segments = url.pathname.split("/")
  names.forEach((name, i) => {
    const match = /^\{(\w+)\}$/u.exec(name)
    const segment = segments[i]
    if (match?.[1] !== undefined && segment !== undefined) values.set(match[1], decodeURIComponent(segment))
  })
  for (const [name, value] of url.searchParams) values.set(name, value)
  return values
}

/**
 * Writes one operation's example `name` into it (`template`: its OpenAPI path): the values of the parameters no earlier
 * example gave one, the body and the 200 answer beside the earlier examples'.
 */
export function documentExample(
  operation: JsonObject,
  template: string,
  example: OperationExample,
  name: string = MAIN_EXAMPLE
): void {
  const values = requestValues(template, example.path)
  if (Array.isArray(operation["parameters"])) {
    for (const parameter of operation["parameters"]) {
      if (!isJsonObject(parameter) || typeof parameter["name"] !== "string" || "example" in parameter) continue
      const text = values.get(parameter["name"])
      if (text !== undefined) parameter["example"] = typedValue(text, parameter["schema"])
    }
  }
  const requestJson = objectAt(operation, "requestBody", "content", "application/json")
  if (example.body !== undefined && requestJson !== undefined)
    requestJson["examples"] = withExample(requestJson["examples"], name, example, example.body)
  const okJson = objectAt(operation, "responses", "200", "content", "application/json")
  if (example.response !== undefined && okJson !== undefined)
    okJson["examples"] = withExample(okJson["examples"], name, example, example.response)
}
