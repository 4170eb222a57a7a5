/** An embedder on Effect (`examples/embed_in_effect.ts`, a process): its route beside the node's API in its own router,
 * and a request to the API one trace (its server span, the node's request span, the use case). */
import { execFile } from "node:child_process"
import { resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { otlpReceiver, type ReceivedSpan } from "./otlp_receiver.ts"

const ROOT = resolve(import.meta.dirname, "../..")

/** OTLP's span kind of a server span. */
const SERVER_KIND = 2

describe("examples/embed_in_effect.ts", () => {
  it("serves its own route and the node's API on one platform server, one trace across both", async () => {
    const receiver = await otlpReceiver()
    try {
      const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
        const child = execFile(
          process.execPath,
          ["--import", "tsx", "examples/embed_in_effect.ts"],
          { cwd: ROOT, env: { ...process.env, PORT: "0", OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }, timeout: 30_000 },
          (error, stdout, stderr) =>
            done({ code: error === null ? 0 : typeof error.code === "number" ? error.code : null, stdout, stderr })
        )
        child.stdin?.end()
      })
      expect(result.code, result.stderr).toBe(0)
      expect(result.stdout).toMatch(/^serving the node API at http:\/\/127\.0\.0\.1:\d+\/zk/m)
      expect(result.stdout).toContain('/status 200 {"forged":3}')
      expect(result.stdout).toMatch(/^\/zk\/batches\?order=DESC&limit=3 200 \{"batches":\[\{"itemId":3,"batchNum":3,/m)
      expect(result.stdout).toContain(
        '/zk/nowhere 404 {"message":"404 page not found","code":26,"type":"ErrRouteNotFound"}'
      )
      expect(result.stdout).toMatch(/^\/nowhere 404 $/m)

      expect(receiver.services).toEqual(new Set(["coordinator"]))
      const byId = new Map(receiver.spans.map((span) => [span.spanId, span]))
      const parentOf = (span: ReceivedSpan | undefined) =>
        span?.parentSpanId === undefined ? undefined : byId.get(span.parentSpanId)

      // The node's request span continues the embedder's server span; the use case is the request's child.
      const request = receiver.spans.find((span) => span.name === "GET /zk/batches")
      expect(request, "the node's request span").toBeDefined()
      const server = parentOf(request)
      expect(server?.kind).toBe(SERVER_KIND)
      expect(server?.name).toBe("GET")
      expect(server?.traceId).toBe(request?.traceId)
      expect(server?.parentSpanId).toBeUndefined()
      const useCase = receiver.spans.find((span) => span.parentSpanId === request?.spanId)
      expect(useCase?.name).toMatch(/\.listBatches$/u)
      expect(useCase?.traceId).toBe(request?.traceId)

      // The embedder's own route: its span under its server span, in a trace of its own.
      const forge = receiver.spans.filter((span) => span.name === "coordinator.forge")
      expect(forge).toHaveLength(3)
      for (const span of forge) expect(parentOf(span)?.kind).toBe(SERVER_KIND)
      expect(new Set(forge.map((span) => span.traceId)).has(request?.traceId ?? "")).toBe(false)
    } finally {
      receiver.server.close()
    }
  }, 40_000)
})
