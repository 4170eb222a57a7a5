/** HTTP caching: a strong `ETag` on every 200 to a GET or HEAD, 304 on a matching `If-None-Match`, a `Cache-Control`
 * per resource (a reorg can change anything keyed by batch, account or id: only process constants live 60 s). */
import { HttpServerResponse } from "effect/http"
import { hash } from "node:crypto"
import type { EdgeRequest } from "./request_context.ts"
import { type CachePolicy, isGetOrHead } from "./route_policy.ts"

/** `Cache-Control` of chain data: store, but revalidate on every use. */
export const REVALIDATE = "public, no-cache"
/** `Cache-Control` of what is fixed for the life of the process. */
export const STATIC = "public, max-age=60"
/** `Cache-Control` of what must not be stored. */
const NO_STORE = "no-store"

/** The `Cache-Control` of a 200 GET by its route's cache policy (`route_policy.ts`), when it may be stored. */
const CACHE_CONTROL: Readonly<Record<Exclude<CachePolicy, "no-store">, string>> = {
  revalidate: REVALIDATE,
  static: STATIC
}

/** The strong entity tag of a body: its bytes, or text standing for them (a list page's items by their digests, `respond.ts`). */
export function entityTag(body: Uint8Array | string): string {
  return tagOfDigest(hash("sha256", body, "base64url"))
}

/** The entity tag of a body whose SHA-256 digest (base64url) is known. */
export function tagOfDigest(digest: string): string {
  return `"${digest.slice(0, 27)}"`
}

/** A weakness prefix and a content-coding suffix, which `If-None-Match` may give a tag. */
const WEAK_PREFIX = /^W\//u
const ENCODING_SUFFIX = /-(br|gzip|deflate|zstd)"$/u

/** Whether `If-None-Match` matches the tag (weak comparison, any encoding's; `*` matches any). */
function noneMatch(header: string, tag: string): boolean {
  for (const candidate of header.split(",")) {
    const trimmed = candidate.trim()
    if (trimmed === "*" || trimmed.replace(WEAK_PREFIX, "").replace(ENCODING_SUFFIX, '"') === tag) return true
  }
  return false
}

/** The ETag of a body compressed with `coding`: the identity body's tag with the coding appended (each representation its own strong validator). */
export function encodedTag(tag: string, coding: string): string {
  return `${tag.slice(0, -1)}-${coding}"`
}

/**
 * What caching adds to a response about to be sent on a route with cache policy `cache`: the `ETag` and `Cache-Control`
 * headers, or a 304 replacing it (with its headers) when the client's copy is current.
 */
export function cacheHeaders(
  request: Pick<EdgeRequest, "method" | "headers">,
  response: HttpServerResponse.HttpServerResponse,
  cache: CachePolicy
): Readonly<Record<string, string>> | HttpServerResponse.HttpServerResponse {
  if (!isGetOrHead(request.method) || response.status !== 200 || response.body._tag !== "Uint8Array") {
    return response.headers["cache-control"] === undefined ? NO_STORE_HEADERS : {}
  }
  if (cache === "no-store") return NO_STORE_HEADERS
  const policy = CACHE_CONTROL[cache]
  const tag = response.headers["etag"] ?? entityTag(response.body.text ?? response.body.body)
  const ifNoneMatch = request.headers["if-none-match"]
  if (ifNoneMatch !== undefined && noneMatch(ifNoneMatch, tag)) {
    // The 304 carries what the 200 would (its CORS and `Vary` among them), but its body and what describes it.
    const { "content-type": _type, "content-length": _length, ...kept } = response.headers
    return HttpServerResponse.empty({ status: 304, headers: { ...kept, etag: tag, "cache-control": policy } })
  }
  return { etag: tag, "cache-control": policy }
}

const NO_STORE_HEADERS: Readonly<Record<string, string>> = { "cache-control": NO_STORE }
