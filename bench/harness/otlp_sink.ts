/** An OTLP/HTTP sink for benchmarks of tracing: accepts every export (`200 {}`), counting only bytes and requests. */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

/** A listening sink. */
export interface OtlpSink {
  /** Its base URL, for `OTEL_EXPORTER_OTLP_ENDPOINT`. */
  readonly url: string
  /** The exports and bytes it received so far. */
  readonly received: () => { readonly exports: number; readonly bytes: number }
  readonly close: () => void
}

/** Starts a sink on a free loopback port. */
export async function startOtlpSink(): Promise<OtlpSink> {
  let exports = 0
  let bytes = 0
  const server = createServer((request, response) => {
    request.on("data", (chunk: Buffer) => {
      bytes += chunk.length
    })
    request.on("end", () => {
      exports++
      response.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  server.listen(0, "127.0.0.1")
  await new Promise((resolve) => server.once("listening", resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, received: () => ({ exports, bytes }), close: () => void server.close() }
}
