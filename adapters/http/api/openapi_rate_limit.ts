/**
 * The rate limits in the OpenAPI document: the API key security schemes (optional: a request without a key is an
 * anonymous client), the `RateLimit-Policy`/`RateLimit` headers on limited answers, and a section of the description.
 */
import { REQUEST_COSTS } from "../edge/request_cost.ts"
import { isJsonObject, type JsonObject, objectAt } from "./json_object.ts"

/** The security schemes: the same key in either header. */
const SECURITY_SCHEMES: JsonObject = {
  ApiKey: {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
    description: "An API key (`zk_…`) from the node's operator: its requests draw on its tier's budget instead of the anonymous one of their IP address"
  },
  Bearer: {
    type: "http",
    scheme: "bearer",
    description: "The same API key as `Authorization: Bearer zk_…`"
  }
}

const HEADERS: JsonObject = {
  RateLimitPolicy: {
    description: "On a node that limits rates: the client's tier and its budget, `\"<tier>\";q=<points>;w=<window seconds>` " +
      "(draft-ietf-httpapi-ratelimit-headers)",
    schema: { type: "string", example: "\"anonymous\";q=600;w=60" }
  },
  RateLimit: {
    description: "On a node that limits rates: the points left in the current window and the seconds until it resets, " +
      "`\"<tier>\";r=<remaining>;t=<seconds>` (draft-ietf-httpapi-ratelimit-headers)",
    schema: { type: "string", example: "\"anonymous\";r=599;t=60" }
  }
}

/** The section of the API description on rate limits. */
export function rateLimitMarkdown(): string {
  return [
    "## Rate limits and API keys",
    "",
    "A node may limit each client's requests (its operator turns it on). The client is its API key, sent as " +
    "`X-API-Key: zk_…` or `Authorization: Bearer zk_…`, or else its IP address. Each request costs points from its " +
    `tier's budget per window: ${REQUEST_COSTS.read} for a single item, one per ${REQUEST_COSTS.itemsPerPoint} items a ` +
    `list asks for (\`limit\`, at least one), ${REQUEST_COSTS.post} for a POST, ${REQUEST_COSTS.stream} to open the ` +
    "event stream; `/health` and `/metrics` are free. Every limited answer carries `RateLimit-Policy` (tier, points, " +
    "window) and `RateLimit` (points left, seconds to the window's reset). Over budget the answer is a 429 " +
    "`ErrTooManyRequests` with `Retry-After`; an unknown or revoked key is a 401 `ErrInvalidApiKey`."
  ].join("\n")
}

/** Documents the rate limit headers on every response of `spec`'s operations and adds the shared definitions and the optional security. */
export function documentRateLimits(spec: JsonObject): void {
  for (const pathItem of Object.values(objectAt(spec, "paths") ?? {})) {
    for (const operation of Object.values(objectAt(pathItem) ?? {})) {
      if (!isJsonObject(operation)) continue
      for (const [status, response] of Object.entries(objectAt(operation, "responses") ?? {})) {
        if (!isJsonObject(response) || "$ref" in response) continue
        const headers = objectAt(response, "headers") ?? {}
        headers["RateLimit-Policy"] = { $ref: "#/components/headers/RateLimitPolicy" }
        headers["RateLimit"] = { $ref: "#/components/headers/RateLimit" }
        if (status === "429") headers["Retry-After"] = { $ref: "#/components/headers/RetryAfter" }
        response["headers"] = headers
      }
    }
  }
  const components = objectAt(spec, "components") ?? {}
  components["headers"] = { ...objectAt(components, "headers"), ...HEADERS }
  components["securitySchemes"] = { ...objectAt(components, "securitySchemes"), ...SECURITY_SCHEMES }
  spec["components"] = components
  // A key is optional: `{}` is the anonymous client.
  spec["security"] = [{}, { ApiKey: [] }, { Bearer: [] }]
}
