/** Mounting under a base path (`LATER_BASE_PATH`): routes, the 404/405 table and the OpenAPI document move together;
 * each revision's description takes its envelope and empty-list rule from core's revision table. */
import { afterAll, describe, expect, it } from "vitest"
import { OpenApi } from "effect/http-api"
import { makeApi } from "../../../adapters/http/api/api.ts"
import { webHandler } from "../../../app/server.ts"
import { FixtureStorage } from "./fixture.ts"
import { isErrorBody, send } from "./web_client.ts"

const web = webHandler(FixtureStorage, { laterBasePath: "/later" })
afterAll(() => web.dispose())
const get = (path: string, init?: RequestInit) => send((request) => web.handler(request), path, init)

describe("later revision under /later", () => {
  it("serves the API, the document and the docs under the base path only", async () => {
    expect((await get("/later/tokens")).status).toBe(200)
    expect((await get("/later/accounts/zk:ETH:256")).status).toBe(200)
    const doc = await get("/later/openapi.json")
    expect(doc.status).toBe(200)
    expect(doc.body).toMatchObject({ servers: [{ url: "/later" }] })
    expect((await get("/later/docs")).status).toBe(200)
    const outside = await get("/tokens")
    expect(outside.status).toBe(404)
    expect(isErrorBody(outside.body)).toBe(true)
  })

  it("answers 405 and 400 under the base path", async () => {
    const wrong = await get("/later/tokens", { method: "DELETE" })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get("allow")).toBe("GET, HEAD")
    const bad = await get("/later/tokens?bogus=1")
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ message: `unknown query parameter "bogus"` })
  })
})

describe("makeApi(revision)", () => {
  it("takes the list envelope and the empty-list 404 from the revision table", () => {
    const later = OpenApi.fromApi(makeApi("later"))
    const earlier = OpenApi.fromApi(makeApi("earlier"))
    const accounts = (doc: OpenApi.OpenAPISpec) => doc.components.schemas["Accounts"]
    expect(accounts(later)).toMatchObject({ required: ["accounts", "pendingItems"] })
    expect(accounts(earlier)).toMatchObject({ required: ["accounts", "pagination"] })
    expect(later.paths["/accounts"]?.get?.responses["404"]).toBeUndefined()
    expect(earlier.paths["/accounts"]?.get?.responses["404"]).toBeDefined()
  })
})
