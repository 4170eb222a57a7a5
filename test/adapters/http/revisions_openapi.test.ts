/** Each revision's OpenAPI document and docs page under its base path: parameters and shapes from its row values, 404s
 * where its empty lists are, its base path as server, and which revision it is. */
import { afterAll, describe, expect, it } from "vitest"
import { packageVersion } from "../../../adapters/http/api/package_version.ts"
import { webHandler } from "../../../app/server.ts"
import { type Revision, RevisionTable, REVISIONS } from "../../../core/revision/revision.ts"
import { FixtureStorage } from "./fixture.ts"
import { isRecord, record, send } from "./web_client.ts"

const BASE: Readonly<Record<Revision, string>> = { later: "", earlier: "/earlier" }
const web = webHandler(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/earlier" })
afterAll(() => web.dispose())

/** The OpenAPI document of a revision. */
async function documentOf(revision: Revision): Promise<Record<string, unknown>> {
  const response = await send((request) => web.handler(request), `${BASE[revision]}/openapi.json`)
  expect(response.status).toBe(200)
  return record(response.body)
}

/** The query parameters of `GET path`, by name. */
function parametersOf(doc: Record<string, unknown>, path: string): Record<string, Record<string, unknown>> {
  const operation = record(record(record(doc["paths"])[path])["get"])
  const parameters = operation["parameters"]
  const out: Record<string, Record<string, unknown>> = {}
  if (!Array.isArray(parameters)) return out
  for (const parameter of parameters) {
    if (isRecord(parameter) && parameter["in"] !== "header") out[String(parameter["name"])] = parameter
  }
  return out
}

/** A component schema. */
function component(doc: Record<string, unknown>, name: string): Record<string, unknown> {
  return record(record(record(doc["components"])["schemas"])[name])
}

/** The property names of a component schema, sorted. */
function propertiesOf(doc: Record<string, unknown>, name: string): Array<string> {
  return Object.keys(record(component(doc, name)["properties"])).sort()
}

/** The responses of `GET path`. */
function responsesOf(doc: Record<string, unknown>, path: string): Record<string, unknown> {
  return record(record(record(record(doc["paths"])[path])["get"])["responses"])
}

const LISTS = [
  "/accounts",
  "/exits",
  "/transactions-history",
  "/batches",
  "/slots",
  "/bids",
  "/tokens",
  "/coordinators"
]

describe.each(REVISIONS)("the %s revision's document", (revision) => {
  const rules = RevisionTable[revision]

  it("is served under its base path, names it as its server and says which revision it is", async () => {
    const doc = await documentOf(revision)
    expect(doc["openapi"]).toBe("3.1.0")
    expect(record(doc["info"])).toMatchObject({ title: "zk-rollup node API", version: packageVersion() })
    expect(String(record(doc["info"])["description"])).toContain(`This is the ${revision} revision of the interface`)
    expect(doc["servers"]).toEqual([
      {
        url: BASE[revision] === "" ? "/" : BASE[revision],
        description: `This node, ${revision} revision of the interface`
      }
    ])
    expect(Object.keys(record(doc["paths"])).length).toBe(
      24 +
        // The wallet's 6, the currencies' 2 and the replacement by nonce (the replacement by id is a pool transaction's path).
        (rules.walletExtensions ? 9 : 0) +
        (rules.liveEvents ? 1 : 0) +
        (rules.search ? 1 : 0) +
        (rules.finality ? 1 : 0) +
        (rules.webhooks ? 4 : 0) +
        (rules.historyExport ? 1 : 0) +
        (rules.devnetFaucet ? 1 : 0)
    )
  })

  it("marks its extensions: Operations always, the Wallet, Atomic pool and Currencies groups, dryRun, replace, /events, /search, the export, the faucet, the coordinators' filters, the bulk lookups and the extension fields where its rows serve them", async () => {
    const doc = await documentOf(revision)
    const marked: Array<string> = []
    for (const [path, item] of Object.entries(record(doc["paths"]))) {
      for (const [method, raw] of Object.entries(record(item))) {
        const operation = record(raw)
        if (operation["x-extension"] === true) marked.push(`${method} ${path}`)
        const parameters = Array.isArray(operation["parameters"]) ? operation["parameters"].map(record) : []
        for (const p of parameters) if (p["x-extension"] === true) marked.push(`${method} ${path} ${String(p["name"])}`)
      }
    }
    for (const [name, schema] of Object.entries(record(record(doc["components"])["schemas"]))) {
      for (const [field, p] of Object.entries(record(record(schema)["properties"] ?? {}))) {
        if (record(p)["x-extension"] === true) marked.push(`${name}.${field}`)
      }
    }
    const wallet = [
      "get /transactions-pool",
      "get /accounts/{accountIndex}/nonce",
      "get /accounts/{accountIndex}/proof",
      "get /accounts/{accountIndex}/balance-history",
      "get /fee-quote",
      "post /atomic-pool",
      "get /atomic-pool/{atomicGroupId}",
      "put /transactions-pool/{id}",
      "put /transactions-pool/accounts/{accountIndex}/nonces/{nonce}",
      "get /currencies",
      "get /currencies/{symbol}",
      "post /transactions-pool dryRun",
      "post /transactions-pool replace",
      "post /account-creation-authorization dryRun",
      "PoolL2Transaction.invalidationReason",
      "PoolL2Transaction.atomicGroupId",
      "PoolL2Transaction.info",
      "PoolL2Transaction.maxNumBatch",
      "PoolL2Transaction.toBJJ",
      "PostPoolL2Transaction.maxNumBatch"
    ]
    const events = rules.liveEvents ? ["get /events"] : []
    const search = rules.search ? ["get /search"] : []
    const exported = rules.historyExport ? ["get /transactions-history/export"] : []
    const faucet = rules.devnetFaucet ? ["post /devnet/deposits"] : []
    const coordinators = rules.coordinatorExtensions
      ? ["get /coordinators forgerAddr", "get /coordinators bidderAddr"]
      : []
    const batch = rules.batchExtensions ? ["Batch.forgedTransactions", "Batch.ethereumTxHash", "Batch.finality"] : []
    const finality = rules.finality
      ? [
          "get /transactions/{id}/status",
          "get /transactions-history minFinality",
          "HistoryTransaction.finality",
          "Exit.finality",
          "Exit.withdrawableAtBlock"
        ]
      : []
    const webhooks = rules.webhooks
      ? [
          "get /webhooks",
          "post /webhooks",
          "get /webhooks/{id}",
          "delete /webhooks/{id}",
          "get /webhooks/{id}/deliveries",
          "post /webhooks/{id}/replay"
        ]
      : []
    const bulk = rules.bulkLookups
      ? [
          "get /transactions-history ids",
          "get /accounts accountIndexes",
          "HistoryTransactions.notFound",
          "Accounts.notFound"
        ]
      : []
    const state =
      rules.stateShape === "nodeConfigAndNode" ? ["State.node", "Metrics.tokenAccounts", "Metrics.wallets"] : []
    expect(marked.sort()).toEqual(
      [
        "get /health",
        "get /metrics",
        ...state,
        ...(rules.walletExtensions ? wallet : []),
        ...events,
        ...search,
        ...exported,
        ...coordinators,
        ...batch,
        ...bulk,
        ...finality,
        ...webhooks,
        ...faucet
      ].sort()
    )
  })

  it("marks the extension fields where its rows serve them (the Batch's: batchExtensions; the pool transaction's: walletExtensions; the lists' notFound: bulkLookups; the State's final spellings: stateShape), and has them only there", async () => {
    const doc = await documentOf(revision)
    const schemas = record(record(doc["components"])["schemas"])
    const marked = Object.entries(schemas).flatMap(([name, schema]) =>
      Object.entries(record(record(schema)["properties"] ?? {}))
        .filter(([, property]) => record(property)["x-extension"] === true)
        .map(([property]) => `${name}.${property}`)
    )
    const fields = [
      ...(rules.batchExtensions ? ["Batch.forgedTransactions", "Batch.ethereumTxHash", "Batch.finality"] : []),
      ...(rules.finality ? ["HistoryTransaction.finality", "Exit.finality", "Exit.withdrawableAtBlock"] : []),
      ...(rules.walletExtensions
        ? [
            "PoolL2Transaction.invalidationReason",
            "PoolL2Transaction.atomicGroupId",
            "PoolL2Transaction.info",
            "PoolL2Transaction.maxNumBatch",
            "PoolL2Transaction.toBJJ",
            "PostPoolL2Transaction.maxNumBatch"
          ]
        : []),
      ...(rules.bulkLookups ? ["HistoryTransactions.notFound", "Accounts.notFound"] : []),
      ...(rules.stateShape === "nodeConfigAndNode" ? ["State.node", "Metrics.tokenAccounts", "Metrics.wallets"] : [])
    ]
    expect(marked.sort()).toEqual(fields.sort())
    for (const schema of ["PoolL2Transaction", "PostPoolL2Transaction"]) {
      expect("maxNumBatch" in record(record(schemas[schema])["properties"]), schema).toBe(rules.walletExtensions)
    }
    for (const list of ["HistoryTransactions", "Accounts"]) {
      expect("notFound" in record(record(schemas[list])["properties"]), list).toBe(rules.bulkLookups)
    }
    const batch = record(schemas["Batch"])
    expect(
      Object.keys(record(batch["properties"])).filter(
        (name) => name === "forgedTransactions" || name === "ethereumTxHash" || name === "finality"
      )
    ).toEqual(rules.batchExtensions ? ["forgedTransactions", "ethereumTxHash", "finality"] : [])
    expect(String(record(doc["info"])["description"]).includes("`forgedTransactions`")).toBe(rules.batchExtensions)
  })

  it("documents the query parameters its rows name", async () => {
    const doc = await documentOf(revision)
    const exits = parametersOf(doc, "/exits")
    expect("onlyPendingWithdraws" in exits).toBe(rules.exitsOnlyPendingWithdraws)
    expect("ids" in parametersOf(doc, "/transactions-history")).toBe(rules.bulkLookups)
    expect("accountIndexes" in parametersOf(doc, "/accounts")).toBe(rules.bulkLookups)
    const coordinators = parametersOf(doc, "/coordinators")
    for (const name of ["forgerAddr", "bidderAddr"]) {
      expect(name in coordinators, name).toBe(rules.coordinatorExtensions)
      if (rules.coordinatorExtensions)
        expect(coordinators[name]?.["schema"]).toMatchObject({ type: "string", pattern: "^0x[a-fA-F0-9]{40}$" })
    }
    const slots = parametersOf(doc, "/slots")
    expect(Object.keys(slots)).toContain(rules.slotsMaxParam)
    expect(slots[rules.slotsMaxParam]?.["schema"]).toMatchObject({ type: "integer", minimum: 0, maximum: 4294967295 })
    expect(Object.keys(slots).filter((name) => name.startsWith("maxSlot"))).toEqual([rules.slotsMaxParam])
    expect(String(slots["wonByEthereumAddress"]?.["description"])).toContain(
      rules.slotsWonBy === "bidder" ? "bidderAddr" : "forgerAddr"
    )
    const bids = parametersOf(doc, "/bids")
    expect(Object.keys(bids).sort()).toEqual(["fromItem", "limit", "order", "slotNum", rules.bidsAddressParam].sort())
    const bidsDescription = String(record(record(record(doc["paths"])["/bids"])["get"])["description"])
    expect(bidsDescription).toContain(
      rules.bidsAtLeastOne ? "at least one of slotNum and bidderAddr is required" : "optional"
    )
  })

  it("lists declare 404 exactly when an empty list is a 404", async () => {
    const doc = await documentOf(revision)
    for (const path of LISTS) expect("404" in responsesOf(doc, path), path).toBe(rules.emptyListIsNotFound)
    expect("404" in responsesOf(doc, "/tokens/{id}")).toBe(true)
  })

  it("describes its own shapes", async () => {
    const doc = await documentOf(revision)
    const envelope = rules.listEnvelope
    for (const [name, key] of [
      ["Accounts", "accounts"],
      ["Exits", "exits"],
      ["Tokens", "tokens"],
      ["Bids", "bids"]
    ] as const) {
      expect(component(doc, name)["required"], name).toEqual([key, envelope])
    }
    expect(propertiesOf(doc, "Exit")).toEqual(
      rules.exitShape === "withdraw"
        ? [
            "accountIndex",
            "balance",
            "batchNum",
            "bjj",
            "delayedWithdraw",
            "delayedWithdrawRequest",
            "finality",
            "instantWithdraw",
            "itemId",
            "merkleProof",
            "token",
            "withdrawableAtBlock",
            "zkEthereumAddress"
          ]
        : [
            "accountIndex",
            "balance",
            "batchNum",
            "delayedWithdrawRequest",
            "delayedWithdrawn",
            "instantWithdrawn",
            "itemId",
            "merkleProof",
            "token"
          ]
    )
    expect(propertiesOf(doc, "MerkleProof")).toEqual(
      rules.exitShape === "withdraw"
        ? ["fnc", "isOld0", "key", "oldKey", "oldValue", "root", "siblings", "value"]
        : ["Fnc", "IsOld0", "Key", "OldKey", "OldValue", "Root", "Siblings", "Value"]
    )
    expect(propertiesOf(doc, "Slot")).toContain(rules.slotBidKey)
    expect(propertiesOf(doc, "L1Info")).toContain(rules.l1Info === "deposit" ? "depositAmount" : "loadAmount")
    expect(propertiesOf(doc, "L1Info").includes("amountSuccess")).toBe(rules.l1Info === "deposit")
    expect(propertiesOf(doc, "State")).toEqual(
      rules.stateShape === "nodeConfigAndNode"
        ? ["auction", "metrics", "network", "node", "nodeConfig", "recommendedFee", "rollup", "withdrawalDelayer"]
        : ["auction", "metrics", "network", "recommendedFee", "rollup", "withdrawalDelayer"]
    )
    if (envelope === "pagination")
      expect(propertiesOf(doc, "PaginationInfo")).toEqual(["firstItem", "lastItem", "totalItems"])
  })

  it("has a docs page under its base path that embeds this document", async () => {
    const response = await send((request) => web.handler(request), `${BASE[revision]}/docs`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^text\/html/)
    expect(response.text).toContain(`This is the ${revision} revision of the interface`)
    expect(response.text).toContain(rules.slotsMaxParam)
  })
})
