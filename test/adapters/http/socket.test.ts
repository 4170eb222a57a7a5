/**
 * The served application over a real socket (Node's HTTP server on a free port, `fetch` as the
 * client): a list, a 400, a 405 with its Allow header, HEAD, a percent-encoded path, and the
 * OpenAPI document.
 */
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import { serverLayer } from "../../../app/server.ts"
import { FixtureStorage } from "./fixture.ts"
import { isErrorBody } from "./web_client.ts"

/** The base URL of the running server. */
const baseUrl = Effect.map(HttpServer.HttpServer, (server) => {
  const address = server.address
  if (address._tag === "UnixPathAddress") throw new Error("expected an IP address")
  return `http://127.0.0.1:${address.port}`
})

const call = (path: string, init?: RequestInit) =>
  Effect.flatMap(baseUrl, (url) =>
    Effect.promise(async () => {
      const response = await fetch(url + path, init)
      const text = await response.text()
      return { status: response.status, headers: response.headers, text }
    }))

describe("over a socket", () => {
  layer(serverLayer(FixtureStorage, { port: 0 }))((it) => {
    it.effect("serves a list and rejects a bad limit with the error shape", () =>
      Effect.gen(function*() {
        const list = yield* call("/tokens?limit=1")
        assert.strictEqual(list.status, 200)
        assert.strictEqual(list.headers.get("content-type"), "application/json")
        const body: unknown = JSON.parse(list.text)
        assert.deepInclude(body, { pendingItems: 1 })
        const bad = yield* call("/tokens?limit=0")
        assert.strictEqual(bad.status, 400)
        assert.isTrue(isErrorBody(JSON.parse(bad.text)))
      }))

    it.effect("answers 405 with Allow, HEAD without a body, encoded colons, and the OpenAPI document", () =>
      Effect.gen(function*() {
        const wrong = yield* call("/accounts", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })
        assert.strictEqual(wrong.status, 405)
        assert.strictEqual(wrong.headers.get("allow"), "GET, HEAD")
        assert.deepStrictEqual(JSON.parse(wrong.text), {
          message: "method POST not allowed",
          code: 27,
          type: "ErrMethodNotAllowed"
        })
        const head = yield* call("/tokens", { method: "HEAD" })
        assert.strictEqual(head.status, 200)
        assert.strictEqual(head.text, "")
        const encoded = yield* call("/accounts/zk%3AETH%3A256")
        assert.strictEqual(encoded.status, 200)
        const doc = yield* call("/openapi.json")
        assert.strictEqual(doc.status, 200)
        assert.include(doc.text, `"version":"0.0.1"`)
      }))
  })
})
