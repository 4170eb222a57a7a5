/**
 * Traces over OTLP/HTTP (docs/operations.md, "Traces"): the real server process on the embedded PostgreSQL with
 * `OTEL_EXPORTER_OTLP_ENDPOINT` pointing at an OTLP/HTTP receiver this test runs. One request carrying a W3C
 * `traceparent` yields, under that trace id, the request's server span (child of the caller's span), its use case's span
 * (child of the request's) and the SQL statements' spans (under the use case), exported by the time the node has shut
 * down; the request log line carries the trace id; the resource names the service. Without the variable the node
 * exports nothing and its log lines carry no trace id.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { freePort, get, killAll, rawExchange, startServer, terminate, waitForStatus } from "./lifecycle/server_process.ts"

afterAll(() => killAll())

/** A span as the receiver keeps it. */
interface ReceivedSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId: string | undefined
  readonly name: string
  readonly kind: number
  readonly attributes: Readonly<Record<string, unknown>>
}

/** An OTLP/HTTP JSON receiver: every span posted to `/v1/traces`, and the resources' `service.name`s. */
async function otlpReceiver(): Promise<{ readonly server: Server; readonly url: string; readonly spans: Array<ReceivedSpan>; readonly services: Set<string> }> {
  const spans: Array<ReceivedSpan> = []
  const services = new Set<string>()
  const valueOf = (value: Record<string, unknown> | undefined): unknown =>
    value === undefined ? undefined : value["stringValue"] ?? value["intValue"] ?? value["boolValue"] ?? value["doubleValue"]
  const attributesOf = (list: unknown): Record<string, unknown> =>
    Object.fromEntries((Array.isArray(list) ? list : []).map((kv: { key: string; value?: Record<string, unknown> }) => [kv.key, valueOf(kv.value)]))
  const server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      if (request.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { resourceSpans?: Array<Record<string, any>> }
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = attributesOf(resourceSpans["resource"]?.attributes)["service.name"]
          if (typeof service === "string") services.add(service)
          for (const scope of resourceSpans["scopeSpans"] ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                traceId: String(span.traceId),
                spanId: String(span.spanId),
                parentSpanId: span.parentSpanId === undefined || span.parentSpanId === "" ? undefined : String(span.parentSpanId),
                name: String(span.name),
                kind: Number(span.kind),
                attributes: attributesOf(span.attributes)
              })
            }
          }
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  server.listen(0, "127.0.0.1")
  await new Promise((resolve) => server.once("listening", resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, services }
}

/** A fresh embedded PostgreSQL data directory, removed after the test. */
function dataDir(): { readonly path: string; readonly remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), "tracing-test-"))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

/** The request log lines of a server's output. */
function requestLines(output: string): Array<Record<string, unknown>> {
  return output.split("\n").flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line)
      return typeof parsed === "object" && parsed !== null && Reflect.get(parsed, "msg") === "request" ? [parsed as Record<string, unknown>] : []
    } catch {
      return []
    }
  })
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
        STORAGE: "embedded", DATA_DIR: data.path, FORGE_INTERVAL_SECONDS: "0", OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: "zk-node-under-test"
      })
      await waitForStatus(port, "/health", 200, 120_000)
      const answer = await rawExchange(port, get("/transactions-history?limit=5", { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` }))
      expect(answer.status).toBe(200)
      // Shutting down flushes what the exporter holds.
      expect((await terminate(server)).code).toBe(0)

      const trace = receiver.spans.filter((span) => span.traceId === TRACE_ID)
      const request = trace.find((span) => span.name === "GET /transactions-history")
      expect(request, JSON.stringify(trace.map((s) => s.name))).toBeDefined()
      expect(request?.parentSpanId).toBe(CALLER_SPAN)
      expect(request?.kind).toBe(2) // SERVER
      expect(request?.attributes).toMatchObject({ "http.request.method": "GET", "http.route": "/transactions-history", "http.response.status_code": 200 })
      const useCase = trace.find((span) => span.parentSpanId === request?.spanId && span.name === "transaction.listTransactions")
      expect(useCase, JSON.stringify(trace.map((s) => `${s.name} ${s.spanId} <- ${s.parentSpanId}`))).toBeDefined()
      // Every SQL span of the request descends from the use case's.
      const parentOf = new Map(trace.map((span) => [span.spanId, span.parentSpanId]))
      const descends = (span: ReceivedSpan, ancestor: string) => {
        for (let at = span.parentSpanId; at !== undefined; at = parentOf.get(at)) if (at === ancestor) return true
        return false
      }
      const sql = trace.filter((span) => span.kind === 3) // CLIENT
      expect(sql.length).toBeGreaterThan(0)
      expect(sql.every((span) => descends(span, useCase?.spanId ?? "") && typeof span.attributes["db.query.text"] === "string")).toBe(true)
      expect(receiver.services).toContain("zk-node-under-test")
      const line = requestLines(server.output()).find((l) => l["route"] === "/transactions-history")
      expect(line?.["traceId"]).toBe(TRACE_ID)
    } finally {
      receiver.server.close()
      data.remove()
    }
  }, 180_000)

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
      const line = requestLines(server.output()).find((l) => l["route"] === "/tokens/:id")
      expect(line).toBeDefined()
      expect(line?.["traceId"]).toBeUndefined()
    } finally {
      receiver.server.close()
    }
  }, 60_000)
})
