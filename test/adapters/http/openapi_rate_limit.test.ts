/** Rate limits in each OpenAPI document: 401/429 on every operation, RateLimit and Retry-After headers, the API key
 * optional on charged operations (/metrics too), required on `/webhooks*`, none on `/health`; the costs section. */
import { describe, expect, it } from "vitest"
import { OpenApi } from "effect/http-api"
import { makeApi } from "../../../adapters/http/api/api.ts"
import { REQUEST_COSTS, requestCost } from "../../../adapters/http/edge/request_cost.ts"
import { REVISIONS } from "../../../core/revision/revision.ts"
import { policyRouter } from "./declared_policies.ts"

type Json = Record<string, unknown>

describe("the rate limits in the OpenAPI documents", () => {
  for (const revision of REVISIONS) {
    it(`${revision}: 401/429 on every operation, RateLimit headers, optional API key schemes, the section`, () => {
      const spec = JSON.parse(JSON.stringify(OpenApi.fromApi(makeApi(revision)))) as Json
      const paths = spec["paths"] as Record<string, Record<string, Json>>
      let operations = 0
      for (const pathItem of Object.values(paths)) {
        for (const operation of Object.values(pathItem)) {
          const responses = operation["responses"] as Record<string, Json>
          operations++
          for (const status of ["401", "429"]) {
            expect(responses[status], status).toBeDefined()
            expect(JSON.stringify(responses[status]?.["content"])).toContain("Error" + status)
          }
          const refused = responses["429"]?.["headers"] as Json
          expect(Object.keys(refused)).toEqual(expect.arrayContaining(["RateLimit-Policy", "RateLimit", "Retry-After"]))
          expect(Object.keys(responses["200"]?.["headers"] as Json)).toEqual(
            expect.arrayContaining(["RateLimit-Policy", "RateLimit"])
          )
        }
      }
      expect(operations).toBeGreaterThan(10)
      const components = spec["components"] as Json
      expect(components["securitySchemes"]).toMatchObject({
        ApiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
        Bearer: { type: "http", scheme: "bearer" }
      })
      expect(spec["security"]).toEqual([{}, { ApiKey: [] }, { Bearer: [] }])
      const description = String((spec["info"] as Json)["description"])
      expect(description).toContain("## Rate limits and API keys")
      expect(description).toContain(`one per ${REQUEST_COSTS.itemsPerPoint} items`)
      expect(description).toMatch(/\| 39 \| `ErrTooManyRequests` \| 429 \|/u)
      expect(description).toMatch(/\| 41 \| `ErrInvalidApiKey` \| 401 \|/u)
    })
  }

  for (const revision of REVISIONS) {
    it(`${revision}: every rate-limited operation lists the key as optional security, {} and every declared scheme`, () => {
      const spec = JSON.parse(JSON.stringify(OpenApi.fromApi(makeApi(revision)))) as Json
      const schemes = Object.keys((spec["components"] as Json)["securitySchemes"] as Json)
      expect(schemes.length).toBeGreaterThan(0)
      const optional = [{}, ...schemes.map((scheme) => ({ [scheme]: [] }))]
      const required = schemes.map((scheme) => ({ [scheme]: [] }))
      const seen = { optional: 0, required: 0, free: [] as Array<string> }
      const router = policyRouter([{ revision, basePath: "/" }])
      for (const [path, pathItem] of Object.entries(spec["paths"] as Record<string, Record<string, Json>>)) {
        for (const [method, operation] of Object.entries(pathItem)) {
          const security = operation["security"]
          const what = `${method} ${path}`
          if (requestCost(router.policyOf(method.toUpperCase(), path).cost, undefined) === 0) {
            expect(security, what).toEqual([])
            seen.free.push(path)
          } else if (path.includes("/webhooks")) {
            expect(security, what).toEqual(required)
            seen.required++
          } else {
            expect(security, what).toEqual(optional)
            seen.optional++
          }
        }
      }
      expect(seen.free.sort()).toEqual(["/health"])
      expect(seen.optional).toBeGreaterThan(20)
      expect(seen.required).toBe(revision === "later" ? 6 : 0)
    })
  }
})
