/** The docs page and its document: the package version, what the API takes and shows, security schemes only when
 * declared, `/` redirecting relative to the request, a CSP naming the hashes of the page's own inline code, and the
 * page's layout (the description's introduction in its document, the rest as the reference after the operations). */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { documentSecurity } from "../../../adapters/http/api/openapi_document.ts"
import { webHandler } from "../../../app/server.ts"
import { FixtureStorage } from "./fixture.ts"
import { send } from "./web_client.ts"

const VERSION: unknown = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../package.json"), "utf8")).version

const atRoot = webHandler(FixtureStorage)
const underBase = webHandler(FixtureStorage, { laterBasePath: "/v2", earlierBasePath: "/earlier" })
afterAll(async () => {
  await atRoot.dispose()
  await underBase.dispose()
})

/** The document embedded in a Swagger UI page. */
function embeddedDocument(page: string): Record<string, unknown> {
  const match = /<script id="swagger-spec" type="application\/json">([\s\S]*?)<\/script>/u.exec(page)
  if (match === null) throw new Error("the page embeds no document")
  return JSON.parse(match[1]!)
}

/** The reference sections a laid-out page carries beside its document. */
function referenceSections(page: string): ReadonlyArray<{ id: string; title: string; markdown: string }> {
  const match = /<script id="docs-reference" type="application\/json">([\s\S]*?)<\/script>/u.exec(page)
  if (match === null) throw new Error("the page carries no reference")
  return JSON.parse(match[1]!)
}

describe("the docs page and its document", () => {
  it("carry the package's version, in the document and in the page", async () => {
    expect(typeof VERSION).toBe("string")
    const doc = await send((r) => atRoot.handler(r), "/openapi.json")
    expect(doc.body).toMatchObject({ info: { version: VERSION } })
    const page = await send((r) => atRoot.handler(r), "/docs")
    expect(embeddedDocument(page.text)).toMatchObject({ info: { version: VERSION } })
    const earlier = await send((r) => underBase.handler(r), "/earlier/openapi.json")
    expect(earlier.body).toMatchObject({ info: { version: VERSION } })
  })

  it("describe an API that takes transactions and authorizations, not read-only views; the interface's version is named", async () => {
    const doc = await send((r) => atRoot.handler(r), "/openapi.json")
    const description = String((doc.body as { info: { description: string } }).info.description)
    expect(description).not.toMatch(/read-only/iu)
    expect(description).toContain("L2 transactions")
    expect(description).toContain("account-creation authorizations")
    expect(description).toContain("version 0.0.1 of the interface")
  })

  it("declare the optional API key schemes of the rate limits, so the page's Authorize button takes a key", async () => {
    const doc = await send((r) => atRoot.handler(r), "/openapi.json")
    expect(doc.body).toHaveProperty(["components", "securitySchemes", "ApiKey"])
    expect(doc.body).toHaveProperty(["components", "securitySchemes", "Bearer"])
    expect(doc.body).toHaveProperty("security", [{}, { ApiKey: [] }, { Bearer: [] }])
    const page = await send((r) => atRoot.handler(r), "/docs")
    expect(embeddedDocument(page.text)).toHaveProperty(["components", "securitySchemes", "ApiKey"])
  })

  it("keep the security schemes a declaration has (the button is derived from them)", () => {
    const declared = {
      components: { securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "X-API-Key" } } },
      security: [{ apiKey: [] }]
    }
    const kept = structuredClone(declared)
    documentSecurity(kept)
    expect(kept).toEqual(declared)
    const none: Record<string, unknown> = { components: { schemas: {}, securitySchemes: {} }, security: [] }
    documentSecurity(none)
    expect(none).toEqual({ components: { schemas: {} }, security: [] })
  })
})

describe("the docs page's layout", () => {
  it.each(["/v2", "/earlier"])(
    "%s/docs: its document is the served one but for the description, cut to the introduction; the rest is the reference, nothing lost",
    async (base) => {
      const served = (await send((r) => underBase.handler(r), `${base}/openapi.json`)).body as {
        info: { description: string }
      }
      const page = (await send((r) => underBase.handler(r), `${base}/docs`)).text
      const embedded = embeddedDocument(page) as { info: { description: string } }
      expect({ ...embedded, info: { ...embedded.info, description: "" } }).toEqual({
        ...served,
        info: { ...served.info, description: "" }
      })
      const introduction = embedded.info.description
      expect(introduction).toContain("version 0.0.1 of the interface")
      expect(introduction).not.toMatch(/^#|\| code \||ErrRouteNotFound/mu)
      const sections = referenceSections(page)
      expect(sections.map((section) => section.title)).toEqual([
        "Pagination",
        "Revision",
        "Extensions",
        "HTTP behaviour",
        "Rate limits and API keys",
        "Errors"
      ])
      expect(sections.map((section) => section.id)).toEqual([
        "reference-pagination",
        "reference-revision",
        "reference-extensions",
        "reference-http-behaviour",
        "reference-rate-limits-and-api-keys",
        "reference-errors"
      ])
      expect(
        [introduction, ...sections.map((section) => `## ${section.title}\n\n${section.markdown}`)].join("\n\n")
      ).toBe(served.info.description)
    }
  )

  it("adds to the page's one inline script and one style, so the policy still names one of each", async () => {
    const page = (await send((r) => underBase.handler(r), "/v2/docs")).text
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gu)].filter(
      (m) => !m[1]!.includes("application/json")
    )
    const styles = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gu)]
    expect(scripts.length).toBe(1)
    expect(styles.length).toBe(1)
    expect(scripts[0]![2]!.includes("docs-contents"), "the layout's script is in the page's script").toBe(true)
    expect(styles[0]![1]!.includes(".docs-contents"), "the layout's style is in the page's style").toBe(true)
  })
})

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string): Map<string, Array<string>> {
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/u))
      .filter((d) => d[0] !== "")
      .map(([name, ...values]) => [name!, values])
  )
}

/** The CSP hash source of a block's text. */
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

describe("the docs page's security headers", () => {
  it.each(["/v2/docs", "/earlier/docs"])(
    "%s: a policy allowing its own inline script and style by hash only, no framing, no referrer",
    async (path) => {
      for (const method of ["GET", "HEAD"]) {
        const page = await send((r) => underBase.handler(r), path, { method })
        expect(page.status).toBe(200)
        expect(page.headers.get("x-frame-options")).toBe("DENY")
        expect(page.headers.get("referrer-policy")).toBe("no-referrer")
        expect(page.headers.get("x-content-type-options")).toBe("nosniff")
        const policy = directives(page.headers.get("content-security-policy") ?? "")
        expect(policy.get("default-src")).toEqual(["'none'"])
        expect(policy.get("frame-ancestors")).toEqual(["'none'"])
        expect(policy.get("connect-src")).toEqual(["'self'"])
        expect(policy.get("base-uri")).toEqual(["'none'"])
        expect([...policy.values()].flat().filter((source) => /unsafe|\*|^https?:/u.test(source))).toEqual([])
      }
      const html = (await send((r) => underBase.handler(r), path)).text
      const policy = directives((await send((r) => underBase.handler(r), path)).headers.get("content-security-policy")!)
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gu)].filter(
        (m) => !m[1]!.includes("application/json")
      )
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gu)]
      expect(scripts.length).toBeGreaterThan(0)
      expect(styles.length).toBeGreaterThan(0)
      expect(policy.get("script-src")).toEqual(scripts.map((m) => sha256(m[2]!)))
      expect(policy.get("style-src")).toEqual(styles.map((m) => sha256(m[1]!)))
      expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet/u)
    }
  )
})

describe("/ redirects to the docs page", () => {
  it.each(["GET", "HEAD"])(
    "%s / is a 302 to docs (relative: a proxy's prefix is kept), with no body",
    async (method) => {
      const response = await send((r) => atRoot.handler(r), "/", { method })
      expect(response.status).toBe(302)
      expect(response.headers.get("location")).toBe("docs")
      expect(new URL(response.headers.get("location")!, "http://node.example/").pathname).toBe("/docs")
      expect(new URL(response.headers.get("location")!, "http://proxy.example/zk/").pathname).toBe("/zk/docs")
      expect(response.text).toBe("")
      expect(response.headers.get("cache-control")).toBe("no-store")
    }
  )

  it("under another base path, / and the base path itself lead to that revision's docs page", async () => {
    const root = await send((r) => underBase.handler(r), "/")
    expect(root.status).toBe(302)
    expect(new URL(root.headers.get("location")!, "http://node.example/").pathname).toBe("/v2/docs")
    const base = await send((r) => underBase.handler(r), "/v2")
    expect(base.status).toBe(302)
    expect(new URL(base.headers.get("location")!, "http://node.example/v2").pathname).toBe("/v2/docs")
    expect((await send((r) => underBase.handler(r), "/v2/docs")).status).toBe(200)
    const earlier = await send((r) => underBase.handler(r), "/earlier")
    expect(earlier.status).toBe(404)
  })

  it("other methods on / are a 405 with Allow, and the redirect is not an operation of the document", async () => {
    const post = await send((r) => atRoot.handler(r), "/", { method: "POST" })
    expect(post.status).toBe(405)
    expect(post.headers.get("allow")).toBe("GET, HEAD")
    const doc = await send((r) => atRoot.handler(r), "/openapi.json")
    expect(Object.keys((doc.body as { paths: object }).paths)).not.toContain("/")
  })
})
