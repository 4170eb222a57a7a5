/** The edge over a real socket: CORS, gzip and brotli bodies equal to identity (with `Vary`), the compression
 * threshold, request ids, per-encoding `ETag`s; raw bytes read with `node:http`. */
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { request as httpRequest } from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { ListeningServer, serverLayer } from "../../../../app/server.ts"
import { FixtureStorage } from "../fixture.ts"

/** A raw response: status, headers and the body bytes as sent. */
interface RawResponse {
  readonly status: number
  readonly headers: Record<string, string | Array<string> | undefined>
  readonly body: Buffer
}

/** The port of the running server. */
const port = Effect.map(ListeningServer, (server) => {
  const address = server.address
  if (address._tag === "UnixPathAddress") throw new Error("expected an IP address")
  return address.port
})

/** Sends a request with `node:http` and reads the raw body. */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return Effect.flatMap(port, (p) =>
    Effect.promise(
      () =>
        new Promise<RawResponse>((resolve, reject) => {
          const req = httpRequest({ host: "127.0.0.1", port: p, method, path, headers }, (res) => {
            const chunks: Array<Buffer> = []
            res.on("data", (chunk: Buffer) => chunks.push(chunk))
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
            )
            res.on("error", reject)
          })
          req.on("error", reject)
          req.end()
        })
    )
  )
}

const header = (response: RawResponse, name: string) => {
  const value = response.headers[name]
  return Array.isArray(value) ? value.join(", ") : value
}

const BIG_PAGE = "/transactions-history?limit=2049"

describe("the edge over a socket", () => {
  layer(serverLayer(FixtureStorage, { port: 0 }))((it) => {
    it.effect("a CORS preflight on any route is a 204 naming the methods and echoing the requested headers", () =>
      Effect.gen(function* () {
        for (const path of ["/transactions-pool", "/accounts/zk:ETH:256", "/no-such-route"]) {
          const response = yield* raw("OPTIONS", path, {
            origin: "https://wallet.example",
            "access-control-request-method": "POST",
            "access-control-request-headers": "content-type,x-request-id"
          })
          assert.strictEqual(response.status, 204, path)
          assert.strictEqual(header(response, "access-control-allow-origin"), "*")
          assert.include(header(response, "access-control-allow-methods"), "POST")
          assert.include(header(response, "access-control-allow-methods"), "GET")
          assert.strictEqual(header(response, "access-control-allow-headers"), "content-type,x-request-id")
          assert.strictEqual(header(response, "access-control-max-age"), "600")
          assert.strictEqual(response.body.length, 0)
        }
      })
    )

    it.effect("every response, errors included, allows any origin and exposes the custom headers", () =>
      Effect.gen(function* () {
        for (const [path, status] of [
          ["/tokens/0", 200],
          ["/tokens/99", 404],
          ["/tokens?nope=1", 400],
          ["/nowhere", 404]
        ] as const) {
          const response = yield* raw("GET", path, { origin: "https://explorer.example" })
          assert.strictEqual(response.status, status, path)
          assert.strictEqual(header(response, "access-control-allow-origin"), "*")
          const exposed = header(response, "access-control-expose-headers") ?? ""
          for (const name of ["ETag", "X-Request-Id"]) assert.include(exposed, name)
        }
      })
    )

    it.effect("gzip and brotli bodies decode to the same JSON as the identity body, with Vary", () =>
      Effect.gen(function* () {
        const identity = yield* raw("GET", BIG_PAGE)
        assert.strictEqual(identity.status, 200)
        assert.strictEqual(header(identity, "content-encoding"), undefined)
        const json = JSON.parse(identity.body.toString("utf8"))
        const gzip = yield* raw("GET", BIG_PAGE, { "accept-encoding": "gzip" })
        assert.strictEqual(header(gzip, "content-encoding"), "gzip")
        assert.deepStrictEqual(JSON.parse(gunzipSync(gzip.body).toString("utf8")), json)
        const brotli = yield* raw("GET", BIG_PAGE, { "accept-encoding": "gzip, deflate, br" })
        assert.strictEqual(header(brotli, "content-encoding"), "br")
        assert.deepStrictEqual(JSON.parse(brotliDecompressSync(brotli.body).toString("utf8")), json)
        assert.isBelow(brotli.body.length, identity.body.length / 3)
        for (const response of [identity, gzip, brotli])
          assert.include(header(response, "vary") ?? "", "Accept-Encoding")
        const refused = yield* raw("GET", BIG_PAGE, { "accept-encoding": "br;q=0, gzip;q=0" })
        assert.strictEqual(header(refused, "content-encoding"), undefined)
        assert.strictEqual(refused.body.toString("utf8"), identity.body.toString("utf8"))
      })
    )

    it.effect("bodies under the threshold are sent as they are, without Vary, and so are their 304s", () =>
      Effect.gen(function* () {
        const small = yield* raw("GET", "/tokens/0", { "accept-encoding": "gzip, br" })
        assert.strictEqual(small.status, 200)
        assert.isBelow(small.body.length, 1024)
        assert.strictEqual(header(small, "content-encoding"), undefined)
        assert.notInclude(header(small, "vary") ?? "", "Accept-Encoding")
        const plain = yield* raw("GET", "/tokens/0")
        assert.strictEqual(plain.body.toString("utf8"), small.body.toString("utf8"))
        const revalidated = yield* raw("GET", "/tokens/0", { "if-none-match": header(small, "etag") ?? "" })
        assert.strictEqual(revalidated.status, 304)
        assert.notInclude(header(revalidated, "vary") ?? "", "Accept-Encoding")
      })
    )

    it.effect("a well-formed X-Request-Id is echoed; a missing or malformed one is replaced by a generated id", () =>
      Effect.gen(function* () {
        const given = yield* raw("GET", "/tokens/0", { "x-request-id": "wallet-42.retry:1" })
        assert.strictEqual(header(given, "x-request-id"), "wallet-42.retry:1")
        const missing = yield* raw("GET", "/tokens/99")
        const generated = header(missing, "x-request-id") ?? ""
        assert.match(generated, /^[0-9a-f-]{36}$/)
        const malformed = yield* raw("GET", "/tokens/0", { "x-request-id": "bad id with spaces" })
        assert.notStrictEqual(header(malformed, "x-request-id"), "bad id with spaces")
        assert.match(header(malformed, "x-request-id") ?? "", /^[0-9a-f-]{36}$/)
        const other = yield* raw("GET", "/tokens/99")
        assert.notStrictEqual(header(other, "x-request-id"), generated)
      })
    )

    it.effect("a compressed body has its own ETag, and any encoding's tag revalidates to a 304", () =>
      Effect.gen(function* () {
        const identity = yield* raw("GET", BIG_PAGE)
        const brotli = yield* raw("GET", BIG_PAGE, { "accept-encoding": "br" })
        const tag = header(identity, "etag") ?? ""
        assert.match(tag, /^"[A-Za-z0-9_-]{27}"$/)
        assert.strictEqual(header(brotli, "etag"), `${tag.slice(0, -1)}-br"`)
        for (const known of [tag, header(brotli, "etag") ?? "", `W/${tag}`]) {
          const revalidated = yield* raw("GET", BIG_PAGE, { "accept-encoding": "br", "if-none-match": known })
          assert.strictEqual(revalidated.status, 304, known)
          assert.strictEqual(revalidated.body.length, 0)
          assert.strictEqual(header(revalidated, "cache-control"), "public, no-cache")
          assert.include(header(revalidated, "vary") ?? "", "Accept-Encoding")
        }
      })
    )
  })
})
