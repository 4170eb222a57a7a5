/** Each revision's `/openapi.json` and `/docs`, made on first request and kept with their entity tags (`info.version`
 * the node's version); the docs page, Swagger UI composed with the operations before the reference (`docs_page_layout.ts`),
 * runs under a Content-Security-Policy naming its own inline script and style, and may not be framed. */
import { hash } from "node:crypto"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { type HttpApi, type HttpApiGroup, OpenApi } from "effect/http-api"
import { packageVersion } from "../api/package_version.ts"
import { entityTag } from "../edge/caching.ts"
import { docsPage } from "./docs_page_layout.ts"
import { swaggerAssets } from "./swagger_assets.ts"

/** Path of the OpenAPI document, under each revision's base path. */
export const OPENAPI_PATH = "/openapi.json"
/** Path of the documentation page, under each revision's base path. */
export const DOCS_PATH = "/docs"

/** `api` documented with the node's version: the client derives from the declaration without reading a manifest, the documents served here do. */
function withNodeVersion<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>
): HttpApi.HttpApi<Id, Groups> {
  return api.annotateMerge(OpenApi.annotations({ version: packageVersion() }))
}

/** The inline blocks of a page that a Content-Security-Policy governs: executable scripts (not JSON data blocks) and styles. */
const INLINE_BLOCKS = {
  script: /<script(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gu,
  style: /<style[^>]*>([\s\S]*?)<\/style>/gu
} as const

/** The CSP source of each inline block of `kind` in `html`: `'sha256-…'` of its text, as a browser hashes it. */
function inlineHashes(html: string, kind: keyof typeof INLINE_BLOCKS): string {
  const sources = [...html.matchAll(INLINE_BLOCKS[kind])].map(
    (block) => `'sha256-${hash("sha256", block[1]!, "base64")}'`
  )
  return sources.length === 0 ? "'none'" : sources.join(" ")
}

/**
 * The security headers of the docs page `html`: its own inline script and style only (by hash), images of its own
 * origin or inline, "Try it out" calls to its own origin, no plugin, base or foreign form target, no framing (CSP
 * `frame-ancestors` and, for older browsers, `X-Frame-Options`), and no `Referer` sent from it.
 */
export function docsPageHeaders(html: string): Readonly<Record<string, string>> {
  const policy = [
    "default-src 'none'",
    `script-src ${inlineHashes(html, "script")}`,
    `style-src ${inlineHashes(html, "style")}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'"
  ]
  return {
    "content-security-policy": policy.join("; "),
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer"
  }
}

/** `response` with the entity tag of its body, computed once here rather than on every request (the edge keeps a tag it finds). */
function tagged(response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse {
  const body = response.body
  if (body._tag !== "Uint8Array") return response
  return HttpServerResponse.setHeader(response, "etag", entityTag(body.text ?? body.body))
}

/** The OpenAPI document of `api` as a JSON response, with its entity tag. */
export function openApiResponse<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  let response: HttpServerResponse.HttpServerResponse | undefined
  return Effect.sync(() => (response ??= tagged(HttpServerResponse.jsonUnsafe(OpenApi.fromApi(withNodeVersion(api))))))
}

/** The docs page of `api` (`docsPage`: Swagger UI and its layout), as an HTML response with its security headers (`docsPageHeaders`) and entity tag. */
export function docsPageResponse<Id extends string, Groups extends HttpApiGroup.Constraint>(
  api: HttpApi.HttpApi<Id, Groups>
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  let response: Promise<HttpServerResponse.HttpServerResponse> | undefined
  const render = async () => {
    const html = docsPage(OpenApi.fromApi(withNodeVersion(api)), await swaggerAssets())
    return tagged(HttpServerResponse.html(html).pipe(HttpServerResponse.setHeaders(docsPageHeaders(html))))
  }
  return Effect.promise(() => (response ??= render()))
}
