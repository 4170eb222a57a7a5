/** An OTLP/HTTP JSON receiver for trace tests: it keeps every span posted to `/v1/traces` and the service names. */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/** A span as the receiver keeps it. */
export interface ReceivedSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId: string | undefined
  readonly name: string
  readonly kind: number
  readonly attributes: Readonly<Record<string, unknown>>
}

/** An OTLP/HTTP JSON receiver: every span posted to `/v1/traces`, and the resources' `service.name`s. */
export async function otlpReceiver(): Promise<{
  readonly server: Server
  readonly url: string
  readonly spans: Array<ReceivedSpan>
  readonly services: Set<string>
}> {
  const spans: Array<ReceivedSpan> = []
  const services = new Set<string>()
  const attributeValue = (value: Record<string, unknown> | undefined): unknown =>
    value === undefined
      ? undefined
      : (value["stringValue"] ?? value["intValue"] ?? value["boolValue"] ?? value["doubleValue"])
  const attributesOf = (list: unknown): Record<string, unknown> =>
    Object.fromEntries(
      (Array.isArray(list) ? list : []).map((kv: { key: string; value?: Record<string, unknown> }) => [
        kv.key,
        attributeValue(kv.value)
      ])
    )
  const server = createServer((request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      if (request.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
          resourceSpans?: Array<Record<string, any>>
        }
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = attributesOf(resourceSpans["resource"]?.attributes)["service.name"]
          if (typeof service === "string") services.add(service)
          for (const scope of resourceSpans["scopeSpans"] ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                traceId: String(span.traceId),
                spanId: String(span.spanId),
                parentSpanId:
                  span.parentSpanId === undefined || span.parentSpanId === "" ? undefined : String(span.parentSpanId),
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
