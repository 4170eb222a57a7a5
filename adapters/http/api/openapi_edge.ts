/** What the HTTP edge adds to every operation in the OpenAPI document: request ids, caching, batch headers, 414/431,
 * and the rate limits (optional API key schemes: a request without a key is an anonymous client). */
import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { CORS_METHODS, EXPOSED_HEADERS } from "../edge/cors.ts"
import { REVALIDATE, STATIC } from "../edge/caching.ts"
import { EDGE_DEFAULTS } from "../edge/edge_defaults.ts"
import { REQUEST_COSTS } from "../edge/request_cost.ts"
import type { RoutePolicy } from "../edge/route_policy.ts"
import { ApiKeyAuth } from "./api_key_security.ts"
import { isJsonObject, type JsonObject, objectAt } from "./json_object.ts"

/** A reference to the shared definition `name` of `components.<kind>`. */
function ref(kind: "headers" | "responses" | "schemas", name: string): JsonObject {
  return { $ref: `#/components/${kind}/${name}` }
}

/** A request id, the client's or a generated one. */
const REQUEST_ID_SCHEMA = { type: "string", pattern: "^[A-Za-z0-9\\-_.:/+=]{1,128}$" }

const BATCH_SCHEMA = { type: "integer", minimum: 0, maximum: 4294967295 }

const HEADERS: JsonObject = {
  XRequestId: {
    description:
      "The request id: the client's `X-Request-Id` when well formed, a generated UUID otherwise; " +
      "it is on every log line written for the request",
    schema: REQUEST_ID_SCHEMA
  },
  ETag: {
    description:
      "Strong validator of the body (a compressed body carries the same tag with `-br` or `-gzip` " +
      "appended); send it back in `If-None-Match`",
    schema: { type: "string" }
  },
  XLastBatch: {
    description:
      "A batch the answer reflects: every read behind it saw this batch or a later one (the node's last batch " +
      "taken before its reads, or for a read from a streaming replica the replica's at its last check). It is at least " +
      "the request's `X-Min-Batch` whenever the node has forged that batch, whichever of its processes, replicas or its " +
      "primary answered; send the highest seen back in `X-Min-Batch` to never read older (after a reorg a batch number " +
      "names another batch: it asks for a height). On GET and HEAD answers (also " +
      "not-modified and not-found ones) and on POST answers, of every node",
    schema: BATCH_SCHEMA
  },
  RetryAfter: {
    description:
      "Seconds to wait before retrying: on a 429, until the client's rate-limit budget allows a request again; " +
      "on a 503, until a retry may succeed (the node starting, shutting down, overloaded, or a request past its deadline)",
    schema: { type: "integer", minimum: 0 }
  },
  XContentTypeOptions: {
    description:
      "`nosniff` on every answer of the node: a browser takes the body as its `Content-Type` says, never as what it sniffs",
    schema: { type: "string", enum: ["nosniff"] }
  },
  CacheControl: {
    description:
      `\`${REVALIDATE}\` for chain data (revalidate every time: a reorg may change anything), ` +
      `\`${STATIC}\` for /config and the API description, \`no-store\` otherwise`,
    schema: { type: "string" }
  },
  RateLimitPolicy: {
    description:
      'On a node that limits rates: the client\'s tier and its budget, `"<tier>";q=<points>;w=<window seconds>` ' +
      "(draft-ietf-httpapi-ratelimit-headers)",
    schema: { type: "string", example: '"anonymous";q=600;w=60' }
  },
  RateLimit: {
    description:
      "On a node that limits rates: the points left in the current window and the seconds until it resets, " +
      '`"<tier>";r=<remaining>;t=<seconds>` (draft-ietf-httpapi-ratelimit-headers)',
    schema: { type: "string", example: '"anonymous";r=599;t=60' }
  }
}

function headerParameter(name: string, description: string, schema: JsonObject): JsonObject {
  return { name, in: "header", required: false, description, schema }
}

/** The header parameters (written inline in each operation, like the generated ones). */
const PARAMETERS: JsonObject = {
  XRequestId: headerParameter(
    "X-Request-Id",
    "A request id of the client's choice (1–128 characters of letters, digits and `-_.:/+=`), " +
      "echoed in the response and written on the server's log lines",
    REQUEST_ID_SCHEMA
  ),
  XMinBatch: headerParameter(
    "X-Min-Batch",
    "The least batch the answer must reflect (e.g. an `X-Last-Batch` seen before, or a batch number from " +
      "an event): a node that reads from streaming replicas answers from one that has it, or from its primary; the " +
      "answer's `X-Last-Batch` is at least this batch whenever the node has forged it. Not a batch number (an integer " +
      "from 0 to 4294967295): 400 `ErrParamValidationFailed` on a node that reads from replicas; a node that reads only " +
      "from its primary, whose reads are always current, ignores such a value",
    BATCH_SCHEMA
  ),
  IfNoneMatch: headerParameter(
    "If-None-Match",
    "ETags of copies the client holds; when one is current the answer is a 304 without a body",
    { type: "string" }
  )
}

function transportError(description: string): JsonObject {
  return {
    description,
    headers: {
      "X-Request-Id": ref("headers", "XRequestId"),
      "X-Content-Type-Options": ref("headers", "XContentTypeOptions")
    },
    content: { "application/json": { schema: ref("schemas", "Error") } }
  }
}

const RESPONSES: JsonObject = {
  NotModified: {
    description: "Not modified: the `If-None-Match` header names the current ETag",
    headers: {
      ETag: ref("headers", "ETag"),
      "Cache-Control": ref("headers", "CacheControl"),
      "X-Request-Id": ref("headers", "XRequestId"),
      "X-Last-Batch": ref("headers", "XLastBatch"),
      "X-Content-Type-Options": ref("headers", "XContentTypeOptions")
    }
  },
  UriTooLong: transportError("The request target exceeds the size limit (ErrUriTooLong)"),
  HeadersTooLarge: transportError("The request's headers exceed the size limit (ErrHeadersTooLarge)")
}

/**
 * The security schemes: the same key in either header, as Effect documents their declaration (`api_key_security.ts`,
 * the security of the operations that require a key), so that every revision's document has them alike.
 */
const SECURITY_SCHEMES: JsonObject = {
  ...OpenApi.fromApi(
    HttpApi.make("keys").add(HttpApiGroup.make("keys").add(HttpApiEndpoint.get("keyed", "/").middleware(ApiKeyAuth)))
  ).components.securitySchemes
}

/** The key optional: `{}` is the anonymous client, or either scheme presents a key (which raises the rate-limit budget). */
const OPTIONAL_KEY: ReadonlyArray<JsonObject> = [
  {},
  ...Object.keys(SECURITY_SCHEMES).map((scheme) => ({ [scheme]: [] }))
]

/**
 * The security of an operation the rate limits charge (its policy's cost not free): the key optional, so a client (the
 * docs page's "Try it out" too) sends the key it has; one that requires a key keeps its own list, a free one its own.
 */
function documentSecurityOf(operation: JsonObject, policy: RoutePolicy): void {
  const declared = operation["security"]
  const requiresKey = Array.isArray(declared) && declared.length > 0
  if (!requiresKey && policy.cost.kind !== "free") operation["security"] = OPTIONAL_KEY.map((entry) => ({ ...entry }))
}

/** The API description's sections on the edge and on the rate limits. */
export function edgeMarkdown(): string {
  return [
    "## HTTP behaviour",
    "",
    `- **CORS**: any origin by default (the node's \`CORS_ORIGINS\` may restrict it); a preflight (\`OPTIONS\` on any ` +
      `path) is a 204 allowing ${CORS_METHODS.join(", ")} and the requested headers; ${EXPOSED_HEADERS.join(", ")} ` +
      "are exposed to scripts.",
    `- **Compression**: bodies of ${EDGE_DEFAULTS.compressionMinBytes / 1024} KiB or more are sent with brotli or gzip when \`Accept-Encoding\` allows it ` +
      "(`Vary: Accept-Encoding` on those; a smaller body is the same whatever the client accepts).",
    `- **Caching**: every 200 answer to a GET carries a strong \`ETag\`; \`If-None-Match\` with a current tag is a ` +
      `304 without a body. Chain data is \`${REVALIDATE}\` (a reorg can change any of it, batch numbers included), ` +
      `\`/config\` and the API description \`${STATIC}\`, everything else \`no-store\`.`,
    "- **Request ids**: `X-Request-Id` is echoed when well formed, generated otherwise, and returned on every response.",
    "- **Security headers**: every answer of the node carries `X-Content-Type-Options: nosniff`; the docs page is served " +
      "with a `Content-Security-Policy` allowing only its own inline script and style (by hash), calls to its own origin " +
      "and no framing, with `X-Frame-Options: DENY` and `Referrer-Policy: no-referrer`.",
    "- **Replicas and read-your-writes**: a node may answer GETs from streaming replicas of its database, at most a " +
      "few seconds behind. The node's answers to GET, HEAD and POST requests carry `X-Last-Batch`, a batch the answer " +
      "reflects (its data shows that batch or a later one), and a GET with `X-Min-Batch` is answered from a database that has at least " +
      "that batch, with an `X-Last-Batch` at least as high whenever the node has forged it — on every process of a node, " +
      "so a client sending the highest `X-Last-Batch` it has seen never reads the chain going back (a reorg aside). A pool transaction " +
      "or authorization just POSTed is found at once by id, and the pool's lists and nonces are always current.",
    `- **Deadlines**: a request that has not completed within the node's deadline (${EDGE_DEFAULTS.requestTimeoutSeconds} s by default) is a 503 ` +
      "`ErrRequestTimeout`; while the node starts every request is a 503 `ErrStarting`, while it shuts down " +
      "`ErrShuttingDown` (each with `Retry-After`). A request target or headers over the size limit are a 414 " +
      "`ErrUriTooLong` or 431 `ErrHeadersTooLarge`, a request that is not valid HTTP/1.1 a 400 `ErrMalformedRequest`, " +
      "all with the error body.",
    "- **Overload**: a node with as much work in progress as it takes (per kind of request: reads, list reads, " +
      "writes) or whose requests have been waiting past its target answers at once with a 503 `ErrOverloaded` and `Retry-After` instead of " +
      "queueing the request; `/health` is always answered (`/metrics` is shed like a read). Each client (an address, IPv6 by /64, " +
      "or a known API key) holds at most a share of each kind's work in progress, of the event streams and of the open connections: " +
      "past it that client alone gets a 429 `ErrTooManyRequests` with `Retry-After`. A connection whose headers, body or answer " +
      "stalls, or that idles, is closed.",
    "",
    "## Rate limits and API keys",
    "",
    "A node may limit each client's requests (its operator turns it on). The client is its API key, sent as " +
      "`X-API-Key: zk_…` or `Authorization: Bearer zk_…`, or else its address (an IPv6 address by its /64). Each request costs points from its " +
      `tier's budget per window: ${REQUEST_COSTS.read} for a single item, one per ${REQUEST_COSTS.itemsPerPoint} items a ` +
      `list asks for (\`limit\`, at least one), ${REQUEST_COSTS.post} for a POST, ${REQUEST_COSTS.stream} to open the ` +
      "event stream; `/health` is free, `/metrics` costs a read. Every limited answer carries `RateLimit-Policy` (tier, points, " +
      "window) and `RateLimit` (points left, seconds to the window's reset). An answer also costs one point more per " +
      `${REQUEST_COSTS.bytesPerPoint / 1024} KiB it sends beyond the first (as sent: compressed when it is, no body for a 304 ` +
      "or a HEAD), already counted in its `RateLimit`; an export and the event stream's replay by the bytes they " +
      `stream, and an open event stream ${REQUEST_COSTS.stream} points again every window of the client's tier: a ` +
      "stream ends once the budget is spent (an export cut, to resume after its last complete line). Over budget the " +
      "answer is a 429 `ErrTooManyRequests` with `Retry-After`; an unknown or revoked key is a 401 `ErrInvalidApiKey`, " +
      "charged to the address's budget (past it, a 429)."
  ].join("\n")
}

/** The media types only a stream answers: the event stream, a history export. */
const STREAM_MEDIA_TYPES = ["text/event-stream", "application/x-ndjson"]

/** Whether an operation answers a stream (the event stream, an export), which the edge never caches. */
function isStream(operation: JsonObject): boolean {
  return Object.keys(objectAt(operation, "responses", "200", "content") ?? {}).some((type) =>
    STREAM_MEDIA_TYPES.some((stream) => type.startsWith(stream))
  )
}

/** Documents the edge and the rate limits on one operation (`method` in lower case) of an endpoint with `policy`. */
export function documentEdge(method: string, operation: JsonObject, policy: RoutePolicy): void {
  documentSecurityOf(operation, policy)
  const isRead = (method === "get" || method === "head") && !isStream(operation)
  const parameters = Array.isArray(operation["parameters"]) ? operation["parameters"] : []
  parameters.push(PARAMETERS["XRequestId"])
  if (isRead) parameters.push(PARAMETERS["XMinBatch"], PARAMETERS["IfNoneMatch"])
  operation["parameters"] = parameters
  const responses = objectAt(operation, "responses") ?? {}
  for (const [status, response] of Object.entries(responses)) {
    if (!isJsonObject(response) || "$ref" in response) continue
    const headers = objectAt(response, "headers") ?? {}
    headers["X-Request-Id"] = ref("headers", "XRequestId")
    headers["X-Content-Type-Options"] = ref("headers", "XContentTypeOptions")
    if (status === "503") headers["Retry-After"] = ref("headers", "RetryAfter")
    if (isRead && status === "200") {
      headers["ETag"] = ref("headers", "ETag")
      headers["Cache-Control"] = ref("headers", "CacheControl")
    }
    if ((isRead && (status === "200" || status === "404")) || (method === "post" && status === "200")) {
      headers["X-Last-Batch"] = ref("headers", "XLastBatch")
    }
    headers["RateLimit-Policy"] = ref("headers", "RateLimitPolicy")
    headers["RateLimit"] = ref("headers", "RateLimit")
    if (status === "429") headers["Retry-After"] = ref("headers", "RetryAfter")
    response["headers"] = headers
  }
  if (isRead) responses["304"] = ref("responses", "NotModified")
  responses["414"] = ref("responses", "UriTooLong")
  responses["431"] = ref("responses", "HeadersTooLarge")
  operation["responses"] = responses
}

/** Adds the edge's and the rate limits' shared definitions to `spec`, and the optional API key security. */
export function documentEdgeComponents(spec: JsonObject): void {
  const components = objectAt(spec, "components") ?? {}
  components["headers"] = { ...objectAt(components, "headers"), ...HEADERS }
  components["responses"] = { ...objectAt(components, "responses"), ...RESPONSES }
  components["securitySchemes"] = { ...objectAt(components, "securitySchemes"), ...SECURITY_SCHEMES }
  spec["components"] = components
  // A key is optional: `{}` is the anonymous client.
  spec["security"] = OPTIONAL_KEY.map((entry) => ({ ...entry }))
}
