/** The HTTP sender's `traceparent`: a delivery within a span carries that span's W3C `traceparent`; with the tracer
 * disabled, or outside any span, none. */
import { describe, it } from "@effect/vitest"
import { Effect, Layer, References, Tracer } from "effect"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { expect } from "vitest"
import { makeHttpSender } from "../../../adapters/webhooks/http_sender.ts"

/** A receiver answering 204, keeping each request's `traceparent` header (null when absent). */
const receiver = Effect.acquireRelease(
  Effect.promise(async () => {
    const headers: Array<string | null> = []
    const server = createServer((request, response) => {
      request.resume()
      request.on("end", () => {
        const header = request.headers["traceparent"]
        headers.push(typeof header === "string" ? header : null)
        response.writeHead(204).end()
      })
    })
    server.listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    return { server, headers, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks` }
  }),
  ({ server }) => Effect.sync(() => server.close())
)

/** A sender allowed to reach 127.0.0.1, closed with the scope. */
const sender = Effect.acquireRelease(
  Effect.sync(() => makeHttpSender({ allowPrivateTargets: true })),
  (made) => Effect.sync(made.close)
)

/** A tracer keeping every span it makes. */
function collecting(spans: Array<Tracer.NativeSpan>): Layer.Layer<never> {
  return Layer.succeed(
    Tracer.Tracer,
    Tracer.make({
      span(options) {
        const span = new Tracer.NativeSpan(options)
        spans.push(span)
        return span
      }
    })
  )
}

/** Sends one delivery to `url`. */
const deliver = (send: ReturnType<typeof makeHttpSender>["sender"], url: string) =>
  send.send({
    url,
    secret: "whsec_AAAA",
    messageId: "msg_1_1",
    timestamp: 1_800_000_000,
    body: { type: "batch", timestamp: "2027-01-15T08:00:00.000Z", data: {} }
  })

describe("the HTTP sender's traceparent", () => {
  it.live("within a span: that span's traceparent", () => {
    const spans: Array<Tracer.NativeSpan> = []
    return Effect.gen(function* () {
      const { headers, url } = yield* receiver
      const { sender: send } = yield* sender
      const outcome = yield* deliver(send, url).pipe(Effect.withSpan("webhook.deliver", { kind: "client" }))
      expect(outcome.status).toBe(204)
      const span = spans.find((s) => s.name === "webhook.deliver")
      expect(headers).toEqual([`00-${span?.traceId}-${span?.spanId}-01`])
    }).pipe(Effect.provide(collecting(spans)), Effect.scoped)
  })

  it.live("outside any span, or with tracing disabled: none", () =>
    Effect.gen(function* () {
      const { headers, url } = yield* receiver
      const { sender: send } = yield* sender
      expect((yield* deliver(send, url)).status).toBe(204)
      const disabled = deliver(send, url).pipe(
        Effect.withSpan("webhook.deliver", { kind: "client" }),
        Effect.provideService(References.TracerEnabled, false)
      )
      expect((yield* disabled).status).toBe(204)
      expect(headers).toEqual([null, null])
    }).pipe(Effect.scoped)
  )
})
