/** The typed client's subscription against a scripted server: a 429 (the client's share of the streams, or its budget,
 * spent for now) is waited out and the subscription reconnects, like a 503. */
import { Effect, Stream } from "effect"
import { createServer } from "node:http"
import { describe, expect, it } from "vitest"
import { makeClient } from "../../../adapters/http/client/client.ts"
import * as EventSubscription from "../../../adapters/http/client/event_subscription.ts"

describe("a subscription refused for a while", () => {
  it("reconnects after a 429 and receives the stream", async () => {
    let connections = 0
    const server = createServer((_request, response) => {
      connections++
      if (connections === 1) {
        response.writeHead(429, { "content-type": "application/json", "retry-after": "1" })
        response.end(
          JSON.stringify({ message: "this client already holds its share", code: 39, type: "ErrTooManyRequests" })
        )
        return
      }
      response.writeHead(200, { "content-type": "text/event-stream; charset=utf-8" })
      response.write(': scripted\n\nid: 7\nevent: reorg\ndata: {"batchNum":3}\n\n')
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const address = server.address()
      if (address === null || typeof address === "string") throw new Error("expected a TCP address")
      // The client's own Retry-After retries off: the subscription alone decides to reconnect.
      const client = await Effect.runPromise(
        makeClient({ baseUrl: `http://127.0.0.1:${address.port}`, revision: "later", retryAfter: false })
      )
      const events = await Effect.runPromise(
        EventSubscription.subscribe(client, {}, { retry: { initialDelay: "10 millis", maxDelay: "40 millis" } }).pipe(
          Stream.take(1),
          Stream.runCollect
        )
      )
      expect(events.map((event) => [event.id, event.event])).toEqual([[7, "reorg"]])
      expect(connections).toBe(2)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
