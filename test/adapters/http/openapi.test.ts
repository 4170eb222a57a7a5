/** `/openapi.json` and `/docs`: OpenAPI 3.1, version, tags, every path and parameter with its bounds, error schemas and
 * catalogue; the docs page is self-contained and embeds the same document. */
import { Schema } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { packageVersion } from "../../../adapters/http/api/package_version.ts"
import { webHandler } from "../../../app/server.ts"
import { ErrorCatalogue } from "../../../core/errors.ts"
import {
  AccountBalances,
  AccountProofs,
  Accounts,
  Batches,
  Bids,
  Coordinators,
  Currencies,
  Exits,
  FeeQuotes,
  History,
  PoolList,
  Slots,
  Tokens
} from "../../../core/use_cases/mod.ts"
import { FixtureStorage } from "./fixture.ts"
import { record, send } from "./web_client.ts"

const web = webHandler(FixtureStorage)
afterAll(() => web.dispose())

const Json = Schema.Record(Schema.String, Schema.Unknown)
const Parameter = Schema.Struct({
  name: Schema.String,
  in: Schema.String,
  required: Schema.Boolean,
  schema: Json,
  style: Schema.optionalKey(Schema.String),
  explode: Schema.optionalKey(Schema.Boolean),
  description: Schema.optionalKey(Schema.String)
})
type Parameter = typeof Parameter.Type
const Response = Schema.Struct({
  content: Schema.optionalKey(
    Schema.Record(Schema.String, Schema.Struct({ schema: Schema.Struct({ $ref: Schema.optionalKey(Schema.String) }) }))
  )
})
const Operation = Schema.Struct({
  tags: Schema.Array(Schema.String),
  parameters: Schema.Array(Parameter),
  requestBody: Schema.optionalKey(
    Schema.Struct({
      required: Schema.optionalKey(Schema.Boolean),
      content: Schema.Record(
        Schema.String,
        Schema.Struct({ schema: Schema.Struct({ $ref: Schema.optionalKey(Schema.String) }) })
      )
    })
  ),
  responses: Schema.Record(Schema.String, Response)
})
type Operation = typeof Operation.Type
/** The parts of the OpenAPI document the tests look at (other keys are ignored when decoding). */
const Document = Schema.Struct({
  openapi: Schema.String,
  info: Schema.Struct({ title: Schema.String, version: Schema.String, description: Schema.String }),
  tags: Schema.Array(Schema.Struct({ name: Schema.String, description: Schema.optionalKey(Schema.String) })),
  paths: Schema.Record(
    Schema.String,
    Schema.Struct({
      get: Schema.optionalKey(Operation),
      post: Schema.optionalKey(Operation),
      put: Schema.optionalKey(Operation)
    })
  ),
  components: Schema.Struct({
    schemas: Schema.Record(
      Schema.String,
      Schema.Struct({ properties: Schema.optionalKey(Schema.Record(Schema.String, Json)) })
    )
  })
})
type Document = typeof Document.Type

async function raw(): Promise<unknown> {
  const response = await send((request) => web.handler(request), "/openapi.json")
  expect(response.status).toBe(200)
  return response.body
}

async function load(): Promise<Document> {
  return Schema.decodeUnknownSync(Document)(await raw())
}

/** A property schema of a component (fails the test when absent). */
function property(doc: Document, component: string, name: string): Record<string, unknown> {
  const found = doc.components.schemas[component]?.properties?.[name]
  if (found === undefined) throw new Error(`${component} has no property ${name}`)
  return found
}

const LISTS = {
  "/accounts": Accounts.ListQuery,
  "/exits": Exits.ListQuery,
  "/transactions-history": History.ListQuery,
  "/batches": Batches.ListQuery,
  "/slots": Slots.ListQuery,
  "/bids": Bids.ListQuery,
  "/tokens": Tokens.ListQuery,
  "/coordinators": Coordinators.ListQuery,
  "/transactions-pool": PoolList.ListQuery,
  "/currencies": Currencies.ListQuery
} as const

const ITEMS: Record<string, ReadonlyArray<string>> = {
  "/accounts/{accountIndex}": ["accountIndex"],
  "/exits/{batchNum}/{accountIndex}": ["batchNum", "accountIndex"],
  "/transactions-history/{id}": ["id"],
  "/batches/{batchNum}": ["batchNum"],
  "/full-batches/{batchNum}": ["batchNum"],
  "/slots/{slotNum}": ["slotNum"],
  "/state": [],
  "/config": [],
  "/tokens/{id}": ["id"],
  "/coordinators/{bidderAddr}": ["bidderAddr"],
  "/transactions-pool/{id}": ["id"],
  "/account-creation-authorization/{zkEthereumAddress}": ["zkEthereumAddress"],
  "/accounts/{accountIndex}/nonce": ["accountIndex"],
  "/transactions/{id}/status": ["id"],
  "/atomic-pool/{atomicGroupId}": ["atomicGroupId"]
}

/** One resource's reads with a query (its items' list, its proof): its path parameters and its optional query. */
const ITEM_LISTS = {
  "/accounts/{accountIndex}/balance-history": [["accountIndex"], AccountBalances.ListQuery],
  "/accounts/{accountIndex}/proof": [["accountIndex"], AccountProofs.Query],
  "/currencies/{symbol}": [["symbol"], Currencies.GetQuery]
} as const

/** The lookups by query (an extension): a 404 when what they name is unknown, required parameters. */
const QUERIES = {
  "/fee-quote": FeeQuotes.Query
} as const

/** The Operations endpoints (`health.test.ts` and `metrics.test.ts` check them). */
const OPERATIONS = ["/health", "/metrics"]

/** The stream endpoints (extensions). */
const STREAMS = ["/events", "/transactions-history/export"]

/** The search box (an extension) and its one query parameter. */
const SEARCH: Record<string, ReadonlyArray<string>> = { "/search": ["q"] }

/** The webhook endpoints (an extension) and their methods; those with an id answer 404. */
const WEBHOOKS: Record<string, ReadonlyArray<string>> = {
  "/webhooks": ["get", "post"],
  "/webhooks/{id}": ["delete", "get"],
  "/webhooks/{id}/deliveries": ["get"],
  "/webhooks/{id}/replay": ["post"]
}

/** The POST endpoints and the component of their body. */
const POSTS: Record<string, string> = {
  "/transactions-pool": "PostPoolL2Transaction",
  "/account-creation-authorization": "AccountCreationAuthorizationPost",
  "/atomic-pool": "PostAtomicGroup",
  "/devnet/deposits": "FaucetDepositPost"
}

/** The PUT endpoints (the anchor's replacements, an extension) and the component of their body. */
const PUTS: Record<string, string> = {
  "/transactions-pool/{id}": "PostPoolL2Transaction",
  "/transactions-pool/accounts/{accountIndex}/nonces/{nonce}": "PostPoolL2Transaction"
}

/** The schemas a response's JSON content refers to: its `$ref`, or each of its `anyOf`'s. */
function refsOf(response: unknown): Array<string> {
  const schema = record(record(record(record(response)["content"])["application/json"])["schema"])
  const choices = Array.isArray(schema["anyOf"]) ? schema["anyOf"].map(record) : [schema]
  return choices.map((choice) => String(choice["$ref"]))
}

/** The GET operation of a path (fails the test when absent). */
function getOf(doc: Document, path: string): Operation {
  const operation = doc.paths[path]?.get
  if (operation === undefined) throw new Error(`${path} has no GET`)
  return operation
}

const parameter = (doc: Document, path: string, name: string): Parameter => {
  const found = doc.paths[path]?.get?.parameters.find((p) => p.name === name)
  if (found === undefined) throw new Error(`${path} has no parameter ${name}`)
  return found
}

describe("GET /openapi.json", () => {
  it("is OpenAPI 3.1 with title, the package's version and the interface's tags", async () => {
    const doc = await load()
    expect(doc.openapi).toBe("3.1.0")
    expect(doc.info.title).toBe("zk-rollup node API")
    expect(doc.info.version).toBe(packageVersion())
    expect(doc.tags.map((t) => t.name)).toEqual([
      "Account",
      "Transaction",
      "Rollup status",
      "Operations",
      "Wallet",
      "Atomic pool",
      "Currencies",
      "Events",
      "Search",
      "Finality",
      "Webhooks",
      "Exports",
      "Devnet"
    ])
    expect(doc.tags.every((t) => typeof t.description === "string")).toBe(true)
  })

  it("names the node's own base path as its server and the licence", async () => {
    const doc = record(await raw())
    expect(doc["servers"]).toEqual([{ url: "/", description: "This node, later revision of the interface" }])
    expect(record(doc["info"])["license"]).toEqual({ name: "MIT", identifier: "MIT" })
  })

  it("gives every operation a summary and a unique operationId, and marks exactly the extensions (Operations, Wallet, Atomic pool, Currencies, Events, Search, Finality, Webhooks, Exports, Devnet, dryRun, replace, the coordinators' filters, the bulk lookups, the Batch's, the pool transaction's, the lists' and the State's extension fields)", async () => {
    const operations = Object.entries(record(record(await raw())["paths"])).flatMap(([path, item]) =>
      Object.entries(record(item)).map(([method, operation]) => ({
        at: `${method} ${path}`,
        operation: record(operation)
      }))
    )
    for (const { at, operation } of operations) {
      expect(operation["summary"], at).toMatch(/^[A-Z][^.]{4,60}$/)
      expect(operation["operationId"], at).toMatch(/^\w+\.\w+$/)
    }
    const ids = operations.map(({ operation }) => operation["operationId"])
    expect(new Set(ids).size).toBe(ids.length)
    const marked = operations.filter(({ operation }) => operation["x-extension"] === true).map(({ at }) => at)
    expect(marked.sort()).toEqual(
      [
        "get /accounts/{accountIndex}/balance-history",
        "get /accounts/{accountIndex}/nonce",
        "get /accounts/{accountIndex}/proof",
        "get /atomic-pool/{atomicGroupId}",
        "get /currencies",
        "get /currencies/{symbol}",
        "get /events",
        "get /fee-quote",
        "get /health",
        "get /metrics",
        "get /search",
        "get /transactions-history/export",
        "get /transactions-pool",
        "get /transactions/{id}/status",
        "post /atomic-pool",
        ...Object.keys(PUTS).map((path) => `put ${path}`),
        "post /devnet/deposits",
        ...Object.entries(WEBHOOKS).flatMap(([path, methods]) => methods.map((method) => `${method} ${path}`))
      ].sort()
    )
    const markedParameters = operations.flatMap(({ at, operation }) =>
      Array.isArray(operation["parameters"])
        ? operation["parameters"]
            .filter((p) => record(p)["x-extension"] !== undefined)
            .map((p) => `${at} ${String(record(p)["name"])}`)
        : []
    )
    expect(markedParameters.sort()).toEqual([
      "get /accounts accountIndexes",
      "get /coordinators bidderAddr",
      "get /coordinators forgerAddr",
      "get /transactions-history ids",
      "get /transactions-history minFinality",
      "post /account-creation-authorization dryRun",
      "post /transactions-pool dryRun",
      "post /transactions-pool replace"
    ])
    const schemas = record(record(record(await raw())["components"])["schemas"])
    const markedFields = Object.entries(schemas).flatMap(([name, schema]) =>
      Object.entries(record(record(schema)["properties"] ?? {}))
        .filter(([, p]) => record(p)["x-extension"] === true)
        .map(([field]) => `${name}.${field}`)
    )
    expect(markedFields.sort()).toEqual([
      "Accounts.notFound",
      "Batch.ethereumTxHash",
      "Batch.finality",
      "Batch.forgedTransactions",
      "Exit.finality",
      "Exit.withdrawableAtBlock",
      "HistoryTransaction.finality",
      "HistoryTransactions.notFound",
      "Metrics.tokenAccounts",
      "Metrics.wallets",
      "PoolL2Transaction.atomicGroupId",
      "PoolL2Transaction.info",
      "PoolL2Transaction.invalidationReason",
      "PoolL2Transaction.maxNumBatch",
      "PoolL2Transaction.toBJJ",
      "PostPoolL2Transaction.maxNumBatch",
      "State.node"
    ])
  })

  it("lists exactly the 42 paths: one GET each, one POST for the three submissions and the faucet (the pool's path has both), a PUT for the two replacements (a pool transaction's path has a GET too), and the webhooks' methods", async () => {
    const paths = record(record(await raw())["paths"])
    const gets = [
      ...Object.keys(LISTS),
      ...Object.keys(ITEMS),
      ...Object.keys(ITEM_LISTS),
      ...Object.keys(QUERIES),
      ...Object.keys(SEARCH),
      ...OPERATIONS,
      ...STREAMS
    ]
    const expected = new Set([...gets, ...Object.keys(POSTS), ...Object.keys(PUTS), ...Object.keys(WEBHOOKS)])
    expect(Object.keys(paths).sort()).toEqual([...expected].sort())
    expect(expected.size).toBe(42)
    for (const [path, item] of Object.entries(paths)) {
      const methods = [
        ...(path in POSTS ? ["post"] : []),
        ...(path in PUTS ? ["put"] : []),
        ...(gets.includes(path) ? ["get"] : []),
        ...(WEBHOOKS[path] ?? [])
      ]
      expect(Object.keys(record(item)).sort(), path).toEqual(methods.sort())
    }
  })

  it("documents dryRun on both submissions' POSTs as an optional boolean query parameter", async () => {
    const doc = await load()
    for (const path of ["/transactions-pool", "/account-creation-authorization"]) {
      const dryRun = doc.paths[path]?.post?.parameters.find((p) => p.name === "dryRun")
      expect(dryRun, path).toMatchObject({ in: "query", required: false, schema: { type: "boolean" } })
    }
  })

  it.each(Object.entries(POSTS))(
    "POST %s documents its JSON body, which allows no other property",
    async (path, component) => {
      const doc = await load()
      const body = doc.paths[path]?.post?.requestBody
      expect(body?.content["application/json"]?.schema.$ref).toBe(`#/components/schemas/${component}`)
      const schema = record(record(record(await raw())["components"])["schemas"])[component]
      expect(record(schema)["additionalProperties"]).toBe(false)
    }
  )

  it.each(Object.entries(PUTS))(
    "PUT %s documents its JSON body (the pool POST's), which allows no other property",
    async (path, component) => {
      const doc = await load()
      const body = doc.paths[path]?.put?.requestBody
      expect(body?.content["application/json"]?.schema.$ref).toBe(`#/components/schemas/${component}`)
    }
  )

  it.each(Object.entries(LISTS))("%s documents every query parameter, none required", async (path, query) => {
    const doc = await load()
    const documented = getOf(doc, path).parameters.filter((p) => p.in !== "header")
    expect(documented.every((p) => p.in === "query" && p.required === false)).toBe(true)
    expect(documented.map((p) => p.name).sort()).toEqual(Object.keys(query.fields).sort())
  })

  it.each(Object.entries(ITEM_LISTS))(
    "%s documents its path parameters, then every query parameter, none required",
    async (path, [names, query]) => {
      const doc = await load()
      const documented = getOf(doc, path).parameters.filter((p) => p.in !== "header")
      expect(documented.filter((p) => p.in === "path" && p.required).map((p) => p.name)).toEqual(names)
      const queries = documented.filter((p) => p.in !== "path")
      expect(queries.every((p) => p.in === "query" && p.required === false)).toBe(true)
      expect(queries.map((p) => p.name).sort()).toEqual(Object.keys(query.fields).sort())
    }
  )

  it.each(Object.entries(SEARCH))("%s documents its required query parameters, bounded", async (path, names) => {
    const doc = await load()
    const documented = getOf(doc, path).parameters.filter((p) => p.in !== "header")
    expect(documented.map((p) => p.name)).toEqual(names)
    expect(documented.every((p) => p.in === "query" && p.required)).toBe(true)
    expect(parameter(doc, path, "q").schema).toMatchObject({ type: "string", maxLength: 100 })
  })

  it.each(Object.entries(QUERIES))(
    "%s documents every query parameter, required unless optional in its schema",
    async (path, query) => {
      const doc = await load()
      const documented = getOf(doc, path).parameters.filter((p) => p.in !== "header")
      expect(documented.every((p) => p.in === "query")).toBe(true)
      expect(documented.map((p) => p.name).sort()).toEqual(Object.keys(query.fields).sort())
      expect(
        documented
          .filter((p) => p.required)
          .map((p) => p.name)
          .sort()
      ).toEqual(["tokenId", "type"])
      expect(parameter(doc, path, "type").schema["enum"]).toEqual([
        "Exit",
        "Transfer",
        "TransferToEthAddr",
        "TransferToBJJ"
      ])
    }
  )

  it.each(Object.entries(ITEMS))("%s documents its path parameters and no query", async (path, names) => {
    const doc = await load()
    const documented = getOf(doc, path).parameters.filter((p) => p.in !== "header")
    expect(documented.map((p) => p.name)).toEqual(names)
    expect(documented.every((p) => p.in === "path" && p.required)).toBe(true)
  })

  it("documents the edge on every operation: X-Request-Id, X-Min-Batch, If-None-Match with its 304, ETag, Cache-Control and X-Last-Batch (not on a stream; also on a read's 404 and a POST's 200), 414/431, Retry-After on the 503", async () => {
    const doc = await load()
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (operation === undefined) continue
        const headers = operation.parameters.filter((p) => p.in === "header").map((p) => p.name)
        const isStream = STREAMS.includes(path)
        const isRead = method === "get" && !isStream
        const own = path === "/events" ? ["last-event-id"] : []
        expect(headers, `${method} ${path}`).toEqual([
          ...own,
          ...(isRead ? ["X-Request-Id", "X-Min-Batch", "If-None-Match"] : ["X-Request-Id"])
        ])
        const rawPaths = (
          (await raw()) as {
            paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>
          }
        ).paths
        const ok = rawPaths[path]?.[method]?.responses["200"]
        if (isRead)
          expect(Object.keys(ok?.headers ?? {}), `${method} ${path} 200`).toEqual(
            expect.arrayContaining(["ETag", "Cache-Control", "X-Last-Batch"])
          )
        // Every process of every storage names the batch of its reads and of a POST's checks (and of a read's "not found").
        if (method === "post") expect(Object.keys(ok?.headers ?? {}), `${method} ${path} 200`).toContain("X-Last-Batch")
        const notFound = rawPaths[path]?.[method]?.responses["404"]
        if (isRead && notFound !== undefined)
          expect(Object.keys(notFound.headers ?? {}), `${method} ${path} 404`).toContain("X-Last-Batch")
        if (isStream) expect(Object.keys(ok?.headers ?? {}), `${method} ${path} 200`).not.toContain("X-Last-Batch")
        expect(
          Object.keys(rawPaths[path]?.[method]?.responses["503"]?.headers ?? {}),
          `${method} ${path} 503`
        ).toContain("Retry-After")
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(isRead ? ["304", "414", "431"] : ["414", "431"])
        )
        // A request body's answers, declared by the JsonBody middleware: too large, not JSON.
        const bodyAnswers = Object.keys(operation.responses).filter((status) => status === "413" || status === "415")
        expect(bodyAnswers, `${method} ${path}`).toEqual(operation.requestBody === undefined ? [] : ["413", "415"])
      }
    }
    const raw_ = await raw()
    const components = (
      raw_ as { components: { headers: Record<string, unknown>; responses: Record<string, unknown> } }
    ).components
    expect(Object.keys(components.headers).sort()).toEqual([
      "CacheControl",
      "ETag",
      "RateLimit",
      "RateLimitPolicy",
      "RetryAfter",
      "XContentTypeOptions",
      "XLastBatch",
      "XRequestId"
    ])
    expect(Object.keys(components.responses).sort()).toEqual(["HeadersTooLarge", "NotModified", "UriTooLong"])
    const notModified = (components.responses["NotModified"] as { headers: Record<string, unknown> }).headers
    expect(Object.keys(notModified).sort()).toEqual([
      "Cache-Control",
      "ETag",
      "X-Content-Type-Options",
      "X-Last-Batch",
      "X-Request-Id"
    ])
    expect((await load()).info.description).toContain("## HTTP behaviour")
  })

  it("restores bounds, defaults, enums and patterns of parameters", async () => {
    const doc = await load()
    expect(parameter(doc, "/tokens", "limit").schema).toEqual({
      type: "integer",
      minimum: 1,
      maximum: 2049,
      default: 20
    })
    expect(parameter(doc, "/tokens", "order").schema).toMatchObject({
      type: "string",
      enum: ["ASC", "DESC"],
      default: "ASC"
    })
    expect(parameter(doc, "/tokens", "fromItem").schema).toMatchObject({ type: "integer", minimum: 0 })
    expect(parameter(doc, "/exits", "tokenId").schema).toMatchObject({
      type: "integer",
      minimum: 0,
      maximum: 4294967295
    })
    expect(parameter(doc, "/exits", "onlyPendingWithdraws").schema).toMatchObject({ type: "boolean" })
    expect(parameter(doc, "/batches", "maxBatchNum").schema).toMatchObject({ type: "integer", maximum: 4294967296 })
    expect(parameter(doc, "/exits/{batchNum}/{accountIndex}", "batchNum").schema).toMatchObject({
      type: "integer",
      minimum: 0,
      maximum: 4294967295
    })
    expect(parameter(doc, "/accounts", "BJJ").schema).toEqual({ type: "string", pattern: "^zk:[A-Za-z0-9_-]{44}$" })
    expect(parameter(doc, "/accounts", "zkEthereumAddress").schema).toEqual({
      type: "string",
      pattern: "^zk:0x[a-fA-F0-9]{40}$"
    })
    expect(parameter(doc, "/coordinators/{bidderAddr}", "bidderAddr").schema).toEqual({
      type: "string",
      pattern: "^0x[a-fA-F0-9]{40}$"
    })
    expect(parameter(doc, "/accounts/{accountIndex}", "accountIndex").schema).toMatchObject({ type: "string" })
    expect(parameter(doc, "/transactions-history", "type").schema["enum"]).toContain("CreateAccountDepositTransfer")
    const tokenIds = parameter(doc, "/accounts", "tokenIds")
    expect(tokenIds).toMatchObject({ style: "form", explode: false })
    expect(tokenIds.schema).toMatchObject({
      type: "array",
      minItems: 1,
      items: { type: "integer", maximum: 4294967295 }
    })
    expect(parameter(doc, "/slots", "maxSlotNum").description).toMatch(/default/)
  })

  it("documents 400, 500 and 503 on every operation and 404 on lookups and /metrics, with the error schemas", async () => {
    const doc = await load()
    const rawPaths = record(record(await raw())["paths"])
    for (const [path, item] of Object.entries(doc.paths)) {
      const responses = (item.get ?? item.post ?? item.put)?.responses ?? {}
      const ref = (status: string) => responses[status]?.content?.["application/json"]?.schema.$ref
      // The atomic pool's POST declares its own refusals beside the contract's, a replacement's PUT the replacement's.
      const badRequests =
        path === "/atomic-pool"
          ? ["#/components/schemas/Error400Atomic", "#/components/schemas/Error400"]
          : path in PUTS && item.get === undefined
            ? ["#/components/schemas/Error400Replacement", "#/components/schemas/Error400"]
            : ["#/components/schemas/Error400"]
      const rawItem = record(rawPaths[path])
      const rawResponses = record(record(rawItem["get"] ?? rawItem["post"] ?? rawItem["put"])["responses"])
      expect(refsOf(rawResponses["400"]), path).toEqual(badRequests)
      expect(ref("500"), path).toBe("#/components/schemas/Error500")
      expect(ref("503"), path).toBe("#/components/schemas/Error503")
      const lookup =
        (path in ITEMS && path !== "/state" && path !== "/config") ||
        path in ITEM_LISTS ||
        path in QUERIES ||
        path in PUTS ||
        (path in WEBHOOKS && path !== "/webhooks")
      // `/metrics` is a 404 on a node with METRICS=off or METRICS_PORT, the faucet on a node not running the devnet.
      const notFound = lookup || path === "/metrics" || path === "/devnet/deposits"
      expect(ref("404"), path).toBe(notFound ? "#/components/schemas/Error404" : undefined)
    }
    expect(getOf(doc, "/tokens/{id}").responses["404"]).toBeDefined()
    expect(getOf(doc, "/tokens").responses["404"]).toBeUndefined()
  })

  it("documents the error body and the whole catalogue", async () => {
    const doc = await load()
    expect(Object.keys(doc.components.schemas["Error"]?.properties ?? {}).sort()).toEqual(["code", "message", "type"])
    const entries = Object.values(ErrorCatalogue)
    expect(property(doc, "Error", "type")["enum"]).toEqual(entries.map((e) => e.type))
    expect(property(doc, "Error", "code")).toMatchObject({ type: "integer", enum: entries.map((e) => e.code) })
    // ErrRouteNotFound: a path parameter longer than the router takes.
    expect(property(doc, "Error404", "type")["enum"]).toEqual(["ErrNotFound", "ErrRouteNotFound"])
    expect(property(doc, "Error404", "code")).toMatchObject({ type: "integer", enum: [4, 26] })
    for (const entry of entries) expect(doc.info.description).toContain(`| ${entry.code} | \`${entry.type}\` |`)
  })
})

describe("GET /docs", () => {
  it("serves a self-contained Swagger UI page embedding the enriched document", async () => {
    const response = await send((request) => web.handler(request), "/docs")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^text\/html/)
    expect(response.text).toContain("SwaggerUIBundle")
    expect(response.text).not.toMatch(/<script[^>]+src=/)
    expect(response.text).not.toMatch(/<link[^>]+href=["']https?:/)
    expect(response.text).toContain(`"maximum":2049`)
    expect(response.text).toContain("ErrRouteNotFound")
  })
})
