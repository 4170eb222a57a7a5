/** The docs page and OpenAPI document answered like every GET (coding by Accept-Encoding, a tag per coding, 304) with
 * the page's security headers; fixed for the process, each is tagged once and compressed once per coding. */
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { Effect } from "effect"
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest"
import { makeAnyApi } from "../../../adapters/http/api/api.ts"
import { entityTag } from "../../../adapters/http/edge/caching.ts"
import { docsPageResponse, openApiResponse } from "../../../adapters/http/server/api_documents.ts"
import { webHandler } from "../../../app/server.ts"
import { FixtureStorage } from "./fixture.ts"

/** The one-shot compressions `node:zlib` made since the last reset: the coding and the size of what was compressed. */
const zlib = vi.hoisted(() => ({ calls: [] as Array<{ coding: "br" | "gzip"; bytes: number }> }))

vi.mock("node:zlib", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:zlib")>()
  const counted =
    (coding: "br" | "gzip", compress: (input: Uint8Array, ...rest: Array<never>) => void) =>
    (input: Uint8Array, ...rest: Array<never>) => {
      zlib.calls.push({ coding, bytes: input.byteLength })
      return compress(input, ...rest)
    }
  return {
    ...original,
    brotliCompress: counted("br", original.brotliCompress as never),
    gzip: counted("gzip", original.gzip as never)
  }
})

const web = webHandler(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/earlier" })
afterAll(() => web.dispose())

/** A node of its own, whose documents are made afresh. */
const another = webHandler(FixtureStorage)
afterAll(() => another.dispose())

/** `path` asked of `node` (the first by default) with `headers`: status, headers and the body's bytes as sent. */
async function fetched(path: string, headers: Record<string, string> = {}, node = web) {
  const response = await node.handler(new Request(`http://localhost${path}`, { headers }))
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}

const SECURITY_HEADERS = ["content-security-policy", "x-frame-options", "referrer-policy", "x-content-type-options"]

describe("the docs page's representation", () => {
  it.each(["/docs", "/earlier/docs"])(
    "%s: brotli, gzip or none by Accept-Encoding, each its own tag, cached a minute, its security headers kept",
    async (path) => {
      const plain = await fetched(path)
      const html = new TextDecoder().decode(plain.bytes)
      expect(plain.status).toBe(200)
      expect(plain.headers.get("content-encoding")).toBeNull()
      expect(plain.headers.get("etag")).toBe(entityTag(html))
      const br = await fetched(path, { "accept-encoding": "gzip, br" })
      const gzip = await fetched(path, { "accept-encoding": "gzip" })
      expect([br.headers.get("content-encoding"), gzip.headers.get("content-encoding")]).toEqual(["br", "gzip"])
      expect(new TextDecoder().decode(brotliDecompressSync(br.bytes))).toBe(html)
      expect(new TextDecoder().decode(gunzipSync(gzip.bytes))).toBe(html)
      expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3)
      expect(br.headers.get("etag")).toBe(`${entityTag(html).slice(0, -1)}-br"`)
      expect(gzip.headers.get("etag")).toBe(`${entityTag(html).slice(0, -1)}-gzip"`)
      for (const answer of [plain, br, gzip]) {
        expect(answer.headers.get("cache-control")).toBe("public, max-age=60")
        expect(answer.headers.get("vary")).toBe("Accept-Encoding")
        for (const name of SECURITY_HEADERS) expect(answer.headers.get(name), name).toBe(plain.headers.get(name))
      }
      expect(plain.headers.get("content-security-policy")).toMatch(/^default-src 'none'; script-src 'sha256-/u)
    }
  )

  it("answers a current If-None-Match (any coding's tag) with a 304 and no body, its security headers kept", async () => {
    const br = await fetched("/docs", { "accept-encoding": "br" })
    for (const tag of [br.headers.get("etag") ?? "", `W/${br.headers.get("etag")}`]) {
      for (const acceptEncoding of ["br", "gzip", "identity"]) {
        const again = await fetched("/docs", { "if-none-match": tag, "accept-encoding": acceptEncoding })
        expect([again.status, again.bytes.byteLength], `${tag} ${acceptEncoding}`).toEqual([304, 0])
        expect(again.headers.get("cache-control")).toBe("public, max-age=60")
        for (const name of SECURITY_HEADERS) expect(again.headers.get(name), name).toBe(br.headers.get(name))
      }
    }
    const stale = await fetched("/docs", { "if-none-match": '"stale"', "accept-encoding": "br" })
    expect(stale.status).toBe(200)
  })
})

describe("the documents, fixed for the process, are made ready once", () => {
  beforeEach(() => zlib.calls.splice(0))

  it("compresses the docs page and the OpenAPI document once per coding, however often they are asked for", async () => {
    for (let i = 0; i < 4; i++) {
      for (const coding of ["br", "gzip"]) {
        for (const path of ["/docs", "/openapi.json"])
          expect((await fetched(path, { "accept-encoding": coding }, another)).headers.get("content-encoding")).toBe(
            coding
          )
      }
    }
    const page = (await fetched("/docs", {}, another)).bytes.byteLength
    const document = (await fetched("/openapi.json", {}, another)).bytes.byteLength
    const counted = (coding: string, bytes: number) =>
      zlib.calls.filter((call) => call.coding === coding && call.bytes === bytes).length
    expect([counted("br", page), counted("gzip", page), counted("br", document), counted("gzip", document)]).toEqual([
      1, 1, 1, 1
    ])
  })

  it("tags each document when it is made, so a request hashes nothing", async () => {
    for (const make of [docsPageResponse, openApiResponse]) {
      const response = await Effect.runPromise(make(makeAnyApi("later")))
      const body = response.body
      if (body._tag !== "Uint8Array") throw new Error("expected a body of bytes")
      expect(response.headers["etag"]).toBe(entityTag(body.body))
    }
  })
})
