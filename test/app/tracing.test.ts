/** OTLP traces from the real server: a request's server, use-case and SQL spans under the caller's trace, its id in the
 * log, signature, batch and webhook spans; nothing without `OTEL_EXPORTER_OTLP_ENDPOINT`. */
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { otlpReceiver, type ReceivedSpan } from "./otlp_receiver.ts"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { runKeysCommand } from "../../app/keys/command.ts"
import { signedTransferBody } from "./lifecycle/devnet_transfer.ts"
import {
  freePort,
  get,
  killAll,
  rawExchange,
  requestLogLines,
  startServer,
  terminate,
  waitForStatus
} from "./lifecycle/server_process.ts"

afterAll(() => killAll())

/** A fresh embedded PostgreSQL data directory, removed after the test. */
function dataDir(): { readonly path: string; readonly remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), "tracing-test-"))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

/** A webhook receiver answering 204 to every POST, keeping each delivery's `traceparent` header and `type`. */
async function webhookReceiver(): Promise<{
  readonly server: Server
  readonly url: string
  readonly deliveries: Array<{ readonly traceparent: string | undefined; readonly type: string }>
}> {
  const deliveries: Array<{ readonly traceparent: string | undefined; readonly type: string }> = []
  const server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { type: string }
      const header = request.headers["traceparent"]
      deliveries.push({ traceparent: typeof header === "string" ? header : undefined, type: body.type })
      response.writeHead(204).end()
    })
  })
  server.listen(0, "127.0.0.1")
  await new Promise((resolve) => server.once("listening", resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, deliveries }
}

/** Polls `predicate` every 100 ms until it holds, or throws after `timeout` ms. */
async function until(predicate: () => boolean, timeout: number, what: string): Promise<void> {
  const deadline = performance.now() + timeout
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
const CALLER_SPAN = "00f067aa0ba902b7"

describe("traces over OTLP/HTTP", () => {
  it("one request with a traceparent: its server span, the use case's and the SQL statements', under the caller's trace, with correct parents", async () => {
    const receiver = await otlpReceiver()
    const data = dataDir()
    try {
      const port = await freePort()
      const server = startServer(port, {
        STORAGE: "embedded",
        DATA_DIR: data.path,
        FORGE_INTERVAL_SECONDS: "0",
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: "zk-node-under-test"
      })
      await waitForStatus(port, "/health", 200, 120_000)
      const answer = await rawExchange(
        port,
        get("/transactions-history?limit=5", { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` })
      )
      expect(answer.status).toBe(200)
      // Shutting down flushes what the exporter holds.
      expect((await terminate(server)).code).toBe(0)

      const trace = receiver.spans.filter((span) => span.traceId === TRACE_ID)
      const request = trace.find((span) => span.name === "GET /transactions-history")
      expect(request, JSON.stringify(trace.map((s) => s.name))).toBeDefined()
      expect(request?.parentSpanId).toBe(CALLER_SPAN)
      expect(request?.kind).toBe(2) // SERVER
      expect(request?.attributes).toMatchObject({
        "http.request.method": "GET",
        "http.route": "/transactions-history",
        "http.response.status_code": 200
      })
      const useCase = trace.find(
        (span) => span.parentSpanId === request?.spanId && span.name === "transaction.listTransactions"
      )
      expect(useCase, JSON.stringify(trace.map((s) => `${s.name} ${s.spanId} <- ${s.parentSpanId}`))).toBeDefined()
      // Every SQL span of the request descends from the use case's.
      const parentOf = new Map(trace.map((span) => [span.spanId, span.parentSpanId]))
      const descends = (span: ReceivedSpan, ancestor: string) => {
        for (let at = span.parentSpanId; at !== undefined; at = parentOf.get(at)) if (at === ancestor) return true
        return false
      }
      const sql = trace.filter((span) => span.kind === 3) // CLIENT
      expect(sql.length).toBeGreaterThan(0)
      expect(
        sql.every(
          (span) => descends(span, useCase?.spanId ?? "") && typeof span.attributes["db.query.text"] === "string"
        )
      ).toBe(true)
      expect(receiver.services).toContain("zk-node-under-test")
      const line = requestLogLines(server.output()).find((l) => l["route"] === "/transactions-history")
      expect(line?.["traceId"]).toBe(TRACE_ID)
    } finally {
      receiver.server.close()
      data.remove()
    }
  }, 180_000)

  it("a signed transfer: its signature check's span under its use case's, the forger's batch span, a span per webhook delivery whose traceparent the receiver gets", async () => {
    const receiver = await otlpReceiver()
    const hooks = await webhookReceiver()
    const data = dataDir()
    try {
      // An API key for /webhooks, made on the data directory before the node holds it.
      const out: Array<string> = []
      const err: Array<string> = []
      const storage = { STORAGE: "embedded", DATA_DIR: data.path }
      const code = await runKeysCommand(
        ["create", "--name", "traces", "--tier", "partner", "--json"],
        { out: (line) => out.push(line), err: (line) => err.push(line) },
        { env: storage }
      )
      expect(code, err.join("\n")).toBe(0)
      const key = (JSON.parse(out.join("\n")) as { key: string }).key
      const port = await freePort()
      const server = startServer(port, {
        ...storage,
        FORGE_INTERVAL_SECONDS: "1",
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: "on",
        WEBHOOKS_POLL_SECONDS: "0.2",
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url
      })
      await waitForStatus(port, "/health", 200, 120_000)
      const registered = await fetch(`http://127.0.0.1:${port}/webhooks`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key },
        body: JSON.stringify({ url: hooks.url })
      })
      const endpoint = (await registered.json()) as { id: string }
      expect(registered.status, JSON.stringify(endpoint)).toBe(200)
      const posted = await fetch(`http://127.0.0.1:${port}/transactions-pool`, {
        method: "POST",
        headers: { "content-type": "application/json", traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` },
        body: await signedTransferBody(port)
      })
      expect(posted.status, await posted.text()).toBe(200)
      // The forger forges the transfer within a second or two; its batch event is then delivered.
      await until(
        () => hooks.deliveries.some((delivery) => delivery.type === "batch"),
        20_000,
        "the batch event's delivery"
      )
      expect((await terminate(server)).code).toBe(0)

      const byId = new Map(receiver.spans.map((span) => [span.spanId, span]))
      const trace = receiver.spans.filter((span) => span.traceId === TRACE_ID)
      const names = JSON.stringify(trace.map((s) => `${s.name} ${s.spanId} <- ${s.parentSpanId}`))
      const useCase = trace.find((span) => span.name === "transaction.postPoolTransaction")
      expect(useCase, names).toBeDefined()
      const verify = trace.find((span) => span.name === "signature.verify")
      expect(verify, names).toBeDefined()
      expect(verify?.parentSpanId).toBe(useCase?.spanId)
      expect(verify?.attributes).toMatchObject({ "signature.scheme": "babyjubjub", "signature.valid": true })

      const batches = receiver.spans.filter((span) => span.name === "devnet.forgeBatch")
      expect(batches.length).toBeGreaterThan(0)
      expect(
        batches.every(
          (span) =>
            typeof span.attributes["rollup.batch.number"] === "string" ||
            typeof span.attributes["rollup.batch.number"] === "number"
        )
      ).toBe(true)
      expect(batches.every((span) => byId.get(span.parentSpanId ?? "")?.name === "Devnet.forgeStep")).toBe(true)

      const deliveries = receiver.spans.filter((span) => span.name === "webhook.deliver")
      expect(deliveries.length).toBeGreaterThanOrEqual(hooks.deliveries.length)
      expect(
        deliveries.every((span) => span.kind === 3 && span.attributes["webhook.endpoint.id"] === endpoint.id)
      ).toBe(true)
      const delivered = deliveries.find((span) => span.attributes["webhook.event.type"] === "batch")
      expect(delivered?.attributes).toMatchObject({
        "webhook.delivered": true,
        "http.response.status_code": 204,
        "webhook.attempt": 1
      })
      // Each delivery carries its own span's traceparent.
      const sent = hooks.deliveries.map((delivery) => delivery.traceparent)
      expect(sent).toContain(`00-${delivered?.traceId}-${delivered?.spanId}-01`)
      expect(
        sent.every((traceparent) => deliveries.some((span) => traceparent === `00-${span.traceId}-${span.spanId}-01`))
      ).toBe(true)
    } finally {
      receiver.server.close()
      hooks.server.close()
      data.remove()
    }
  }, 180_000)

  it("sampling: parentbased_always_off exports none of the traces the node starts, and a caller's sampled trace still", async () => {
    const receiver = await otlpReceiver()
    try {
      const port = await freePort()
      const server = startServer(port, {
        STORAGE: "memory",
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_TRACES_SAMPLER: "parentbased_always_off"
      })
      await waitForStatus(port, "/health", 200)
      const unsampled = await rawExchange(port, get("/tokens/2"))
      const sampled = await rawExchange(port, get("/tokens/1", { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` }))
      expect([unsampled.status, sampled.status]).toEqual([200, 200])
      await terminate(server)
      const requests = receiver.spans.filter((span) => span.name === "GET /tokens/:id")
      expect(requests.map((span) => span.traceId)).toEqual([TRACE_ID])
      // Its use case's span went with it; the unsampled request's did not.
      expect(receiver.spans.filter((span) => span.name.endsWith(".getToken")).map((span) => span.traceId)).toEqual([
        TRACE_ID
      ])
    } finally {
      receiver.server.close()
    }
  }, 60_000)

  it("without an endpoint: nothing exported, no trace id on the log line", async () => {
    const receiver = await otlpReceiver()
    try {
      const port = await freePort()
      const server = startServer(port, { STORAGE: "memory" })
      await waitForStatus(port, "/health", 200)
      const answer = await rawExchange(port, get("/tokens/1", { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` }))
      expect(answer.status).toBe(200)
      await terminate(server)
      expect(receiver.spans).toEqual([])
      const line = requestLogLines(server.output()).find((l) => l["route"] === "/tokens/:id")
      expect(line).toBeDefined()
      expect(line?.["traceId"]).toBeUndefined()
    } finally {
      receiver.server.close()
    }
  }, 60_000)
})
