/** The description's examples are real: replayed on a fresh devnet node they give the same answers (but `/health`'s
 * latency); each revision has one per operation but `/metrics`, and the served documents carry them. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetExamples, examplesOf, type RevisionExamples } from "../../adapters/http/api/openapi_examples.ts"
import { collectDocumentExamples, type DocumentExamples } from "../../app/document_examples.ts"
import { webHandler } from "../../app/server.ts"
import { REVISIONS } from "../../core/revision/revision.ts"
import { FixtureStorage } from "../adapters/http/fixture.ts"
import { isRecord, record, send } from "../adapters/http/web_client.ts"

/** Operations without a JSON example: text and streams (metrics, events, the export), and the webhooks (an API key's, shown in docs/webhooks.md). */
const WITHOUT_EXAMPLE = [
  "operations.getMetrics",
  "events.subscribeEvents",
  "exports.exportTransactions",
  "webhooks.createWebhook",
  "webhooks.listWebhooks",
  "webhooks.getWebhook",
  "webhooks.deleteWebhook",
  "webhooks.listWebhookDeliveries",
  "webhooks.replayWebhook"
]

/** A revision's examples with the storage latency `/health` reports replaced by a mark. */
function withoutLatency(examples: RevisionExamples): RevisionExamples {
  const health = examples["operations.getHealth"]
  if (health === undefined || !isRecord(health.response)) return examples
  const response = { ...health.response, storage: { ...record(health.response["storage"]), latencyMs: "measured" } }
  return { ...examples, "operations.getHealth": { ...health, response } }
}

let fresh: DocumentExamples
beforeAll(async () => {
  fresh = await collectDocumentExamples()
}, 60_000)

describe.each(REVISIONS)("the %s revision's devnet examples", (revision) => {
  it("are what a freshly seeded devnet node answers (run `npm run openapi:examples` after changing the devnet or the wire)", () => {
    expect(withoutLatency(devnetExamples()[revision])).toEqual(withoutLatency(fresh[revision]))
  })

  it("cover every operation of the document but /metrics", async () => {
    const web = webHandler(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/earlier" })
    try {
      const base = revision === "later" ? "" : "/earlier"
      const doc = record((await send((request) => web.handler(request), `${base}/openapi.json`)).body)
      const operationIds = Object.values(record(doc["paths"])).flatMap((item) =>
        Object.values(record(item)).map((operation) => String(record(operation)["operationId"]))
      )
      const mainExamples = Object.keys(devnetExamples()[revision]).filter((key) => !key.includes("#"))
      expect(mainExamples.sort()).toEqual(operationIds.filter((id) => !WITHOUT_EXAMPLE.includes(id)).sort())
      const further = Object.keys(devnetExamples()[revision])
        .filter((key) => key.includes("#"))
        .map((key) => key.split("#")[0])
      expect(
        further.every((id) => operationIds.includes(String(id))),
        "named examples are of operations"
      ).toBe(true)
    } finally {
      await web.dispose()
    }
  })
})

describe("the served documents", () => {
  const web = webHandler(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/earlier" })
  afterAll(() => web.dispose())

  it.each(REVISIONS)("%s: carry each example on its operation", async (revision) => {
    const base = revision === "later" ? "" : "/earlier"
    const doc = record((await send((request) => web.handler(request), `${base}/openapi.json`)).body)
    const seen: Array<string> = []
    for (const [template, item] of Object.entries(record(doc["paths"]))) {
      for (const raw of Object.values(record(item))) {
        const operation = record(raw)
        for (const [exampleName, example] of examplesOf(devnetExamples()[revision], String(operation["operationId"]))) {
          seen.push(`${String(operation["operationId"])}#${exampleName}`)
          const named = (content: unknown) =>
            record(record(record(record(content)["application/json"])["examples"])[exampleName])
          const summary = `${example.method} ${example.path} on the devnet`
          if (example.response !== undefined) {
            const answered = named(record(record(operation["responses"])["200"])["content"])
            expect(answered).toEqual({ summary, value: example.response })
          }
          if (example.body !== undefined) {
            expect(named(record(operation["requestBody"])["content"])).toEqual({ summary, value: example.body })
          }
          const parameters = Array.isArray(operation["parameters"]) ? operation["parameters"].map(record) : []
          for (const name of template.match(/\{(\w+)\}/g) ?? []) {
            const parameter = parameters.find((p) => `{${String(p["name"])}}` === name)
            expect(parameter?.["example"], `${template} ${name}`).toBeDefined()
            expect(example.path).toContain(String(parameter?.["example"]))
          }
        }
      }
    }
    expect(seen.length).toBe(Object.keys(devnetExamples()[revision]).length)
  })
})
