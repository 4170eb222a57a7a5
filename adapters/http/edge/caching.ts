/**
 * HTTP caching: a strong `ETag` on every 200 answer to a GET or HEAD (a body's digest, or a list
 * page's from its items' digests; a compressed body's tag gets
 * its coding appended: `encodedTag`), `304 Not Modified` when `If-None-Match` names it (weak
 * comparison, RFC 9110 §13.1.2), and a `Cache-Control` per resource. A reorg can change anything
 * keyed by a batch, an account or an id, so chain data, the pool and `/state` are `public,
 * no-cache` (revalidated every time); only what is fixed for the life of the process (`/config`,
 * `/openapi.json`, `/docs`) lives 60 seconds; operations endpoints, errors and non-GETs are `no-store`.
 */
import { HttpServerResponse } from "effect/http"
import { hash } from "node:crypto"
import type { EdgeRequest } from "./request_context.ts"

/** `Cache-Control` of chain data: store, but revalidate on every use. */
export const REVALIDATE = "public, no-cache"
/** `Cache-Control` of what is fixed for the life of the process. */
export const STATIC = "public, max-age=60"
/** `Cache-Control` of what must not be stored. */
export const NO_STORE = "no-store"

/** The last segment of each route whose representation is fixed while the process runs. */
const STATIC_ROUTES = new Set(["config", "openapi.json", "docs"])
/** The last segment of each operations route (never stored). */
const OPERATIONS_ROUTES = new Set(["health", "metrics"])

/** The `Cache-Control` of a 200 GET on a route template (undefined = no route). */
export function cachePolicyOf(route: string | undefined): string {
  if (route === undefined) return NO_STORE
  const last = route.slice(route.lastIndexOf("/") + 1)
  if (STATIC_ROUTES.has(last)) return STATIC
  if (OPERATIONS_ROUTES.has(last)) return NO_STORE
  return REVALIDATE
}

/**
 * The strong entity tag of a body: its bytes, or text standing for them (a list page gives its
 * text with each item replaced by the item's digest, `respond.ts`: equal tags still mean equal bytes).
 */
export function entityTag(body: Uint8Array | string): string {
  return tagOfDigest(hash("sha256", body, "base64url"))
}

/** The entity tag of a body whose SHA-256 digest (base64url) is known. */
export function tagOfDigest(digest: string): string {
  return `"${digest.slice(0, 27)}"`
}

/** The content-coding suffixes a tag may carry. */
const ENCODING_SUFFIX = /-(br|gzip|deflate|zstd)"$/u

/** The opaque tag without a weakness prefix or an encoding suffix. */
function baseTag(tag: string): string {
  const strong = tag.startsWith("W/") ? tag.slice(2) : tag
  return strong.replace(ENCODING_SUFFIX, "\"")
}

/** Whether `If-None-Match` matches the tag (weak comparison; `*` matches any). */
export function noneMatch(header: string, tag: string): boolean {
  for (const candidate of header.split(",")) {
    const trimmed = candidate.trim()
    if (trimmed === "*" || baseTag(trimmed) === tag) return true
  }
  return false
}

/**
 * The ETag of a body compressed with `coding`: the identity body's tag with the coding appended,
 * so each representation has its own strong validator.
 */
export function encodedTag(tag: string, coding: string): string {
  return `${tag.slice(0, -1)}-${coding}"`
}

/**
 * What caching adds to a response about to be sent: the `ETag` and `Cache-Control` headers, or
 * a 304 (with its own headers) replacing it when the client's copy is current.
 */
export function cacheHeaders(
  request: Pick<EdgeRequest, "method" | "headers">,
  response: HttpServerResponse.HttpServerResponse,
  route: string | undefined
): Readonly<Record<string, string>> | HttpServerResponse.HttpServerResponse {
  const isRead = request.method === "GET" || request.method === "HEAD"
  if (!isRead || response.status !== 200 || response.body._tag !== "Uint8Array") {
    return response.headers["cache-control"] === undefined ? NO_STORE_HEADERS : {}
  }
  const policy = cachePolicyOf(route)
  if (policy === NO_STORE) return NO_STORE_HEADERS
  const tag = response.headers["etag"] ?? entityTag(response.body.text ?? response.body.body)
  const ifNoneMatch = request.headers["if-none-match"]
  if (ifNoneMatch !== undefined && noneMatch(ifNoneMatch, tag)) {
    return HttpServerResponse.empty({ status: 304, headers: { etag: tag, "cache-control": policy } })
  }
  return { etag: tag, "cache-control": policy }
}

const NO_STORE_HEADERS: Readonly<Record<string, string>> = { "cache-control": NO_STORE }
