/** The API key as declared security: every Webhooks operation carries the `ApiKeyAuth` security middleware, whose
 * schemes are the document's security of those operations and, alike, the schemes of every revision's document. */
import { HttpApi, OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { makeApi } from "../../../adapters/http/api/api.ts"
import { API_KEY_SCHEMES, ApiKeyAuth } from "../../../adapters/http/api/api_key_security.ts"
import { REVISIONS } from "../../../core/revision/revision.ts"

type Json = Record<string, any>

describe("the API key's declared security", () => {
  it("every Webhooks endpoint, and none other, carries ApiKeyAuth, declaring no key header of its own", () => {
    const keyed: Array<string> = []
    HttpApi.reflect(makeApi("later"), {
      onGroup: () => {},
      onEndpoint: ({ group, endpoint, middleware }) => {
        if (![...middleware].some((service) => service.key === ApiKeyAuth.key)) return
        keyed.push(`${group.identifier}.${endpoint.identifier}`)
        expect(endpoint.headers, endpoint.identifier).toBeUndefined()
      }
    })
    expect(keyed.sort()).toEqual(
      ["createWebhook", "deleteWebhook", "getWebhook", "listWebhookDeliveries", "listWebhooks", "replayWebhook"].map(
        (name) => `webhooks.${name}`
      )
    )
    expect(ApiKeyAuth.security).toBe(API_KEY_SCHEMES)
  })

  it("the Webhooks operations' security is the declared schemes, either one; every document lists them alike", () => {
    const schemes = Object.keys(API_KEY_SCHEMES)
    const documents = REVISIONS.map(
      (revision) => JSON.parse(JSON.stringify(OpenApi.fromApi(makeApi(revision)))) as Json
    )
    const [later] = documents
    let operations = 0
    for (const [path, item] of Object.entries(later?.["paths"] as Record<string, Json>)) {
      if (!path.startsWith("/webhooks")) continue
      for (const operation of Object.values(item)) {
        operations++
        expect(operation["security"]).toEqual(schemes.map((scheme) => ({ [scheme]: [] })))
        const headers = (operation["parameters"] ?? []).filter((p: Json) => p["in"] === "header")
        expect(headers.map((p: Json) => p["name"].toLowerCase())).not.toContain("x-api-key")
        expect(headers.map((p: Json) => p["name"].toLowerCase())).not.toContain("authorization")
      }
    }
    expect(operations).toBe(6)
    for (const document of documents)
      expect(document["components"]["securitySchemes"]).toEqual({
        ApiKey: {
          type: "apiKey",
          in: "header",
          name: "X-API-Key",
          description: expect.stringContaining("An API key (`zk_…`)")
        },
        Bearer: { type: "http", scheme: "bearer", description: "The same API key as `Authorization: Bearer zk_…`" }
      })
  })
})
