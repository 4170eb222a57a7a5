/** The docs pages in headless Chromium under their CSP: no violation, every operation rendered, "Try it out" sending
 * the authorized key, the operations on the first screen with the contents above them and the reference below. Needs
 * Debian's chromium; skipped otherwise, except in CI. */
import { Effect, Exit, Layer, Option, Scope } from "effect"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { apiKeyDigest } from "../../adapters/http/edge/client_identity.ts"
import type { RateLimitOptions } from "../../adapters/http/edge/rate_limit.ts"
import { serverLayer } from "../../app/server.ts"
import { ApiKeyStore } from "../../core/ports/api_keys.ts"
import { FixtureStorage } from "../adapters/http/fixture.ts"
import { launchChromium } from "./chromium.ts"
import { listeningPort } from "../adapters/http/web_client.ts"
import { CHROMIUM_BROWSER, describeWith } from "../real_parts.ts"

/** The key "Authorize" is given, of the partner tier. */
const PARTNER_KEY = `zk_${"d".repeat(43)}`
const LIMITS: RateLimitOptions = {
  tiers: [
    { name: "anonymous", points: 600, windowSeconds: 60 },
    { name: "partner", points: 6000, windowSeconds: 60 }
  ]
}

/** Records every CSP violation the page sees, before any of its scripts runs. */
const RECORD_VIOLATIONS = `
  window.__violations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__violations.push(event.violatedDirective + " " + event.blockedURI + " " + (event.sample || ""));
  });
`

describeWith(CHROMIUM_BROWSER)("the docs page under its security headers (headless Chromium)", () => {
  let scope: Scope.Closeable | undefined
  let baseUrl = ""
  let browser: Browser | undefined

  beforeAll(async () => {
    scope = await Effect.runPromise(Scope.make())
    const keys = Layer.effectDiscard(
      Effect.gen(function* () {
        const store = yield* ApiKeyStore
        yield* store.create({
          id: "key_docs",
          name: "docs",
          tier: "partner",
          digest: apiKeyDigest(PARTNER_KEY),
          createdAt: new Date(),
          revokedAt: Option.none()
        })
      })
    )
    const app = Layer.mergeAll(
      serverLayer(FixtureStorage, {
        port: 0,
        laterBasePath: "/",
        earlierBasePath: "/earlier",
        edge: { rateLimit: LIMITS }
      }),
      keys
    ).pipe(Layer.provideMerge(FixtureStorage))
    baseUrl = `http://127.0.0.1:${await listeningPort(app, scope)}`
    browser = await launchChromium()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    if (scope !== undefined) await Effect.runPromise(Scope.close(scope, Exit.void))
  }, 30_000)

  /** Opens `path` in a fresh page, collecting CSP violations, console errors and page errors. */
  async function open(
    path: string
  ): Promise<{ readonly page: Page; readonly problems: Array<string>; readonly close: () => Promise<void> }> {
    if (browser === undefined) throw new Error("setup failed")
    const context = await browser.newContext()
    const page = await context.newPage()
    const problems: Array<string> = []
    page.on("console", (message) => {
      const at = message.location().url
      // The browser's own request for /favicon.ico (the page links no icon) is not the page's.
      if (at.endsWith("/favicon.ico")) return
      if (message.type() === "error" || message.type() === "warning")
        problems.push(`console ${message.type()}: ${message.text()} (${at})`)
    })
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
    await page.addInitScript(RECORD_VIOLATIONS)
    const response = await page.goto(`${baseUrl}${path}`)
    expect(response?.status()).toBe(200)
    return { page, problems, close: () => context.close() }
  }

  for (const [revision, base] of [
    ["later", ""],
    ["earlier", "/earlier"]
  ] as const) {
    it(`${revision}: renders every operation with no CSP violation, and "Try it out" sends the authorized key`, async () => {
      const document = (await (await fetch(`${baseUrl}${base}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>
      }
      const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0)
      const { page, problems, close } = await open(`${base}/docs`)
      try {
        const violations = () =>
          page.evaluate(() => (globalThis as unknown as { __violations: Array<string> }).__violations)
        // Rendered, or not at all (a blocked script): the violations say why before the count does.
        await page
          .locator(".opblock")
          .first()
          .waitFor({ timeout: 30_000 })
          .catch(() => undefined)
        expect(await violations(), "CSP violations while rendering").toEqual([])
        expect(problems, "console errors while rendering").toEqual([])
        expect(await page.locator(".opblock").count()).toBe(operations)

        await page.locator("button.authorize").first().click()
        const dialog = page.locator(".dialog-ux")
        await dialog.locator("input[type=text], input[type=password]").first().fill(PARTNER_KEY)
        await dialog.locator("button.authorize").first().click()
        await dialog.locator("button.close-modal").click()

        const block = page.locator(".opblock-get", { has: page.locator("[data-path='/tokens/{id}']") }).first()
        await block.locator(".opblock-summary").first().click()
        await block.locator("button.try-out__btn").click()
        await block.locator("input[placeholder='id']").fill("0")
        const sent = page.waitForRequest((request) => request.url() === `${baseUrl}${base}/tokens/0`)
        const answered = page.waitForResponse((response) => response.url() === `${baseUrl}${base}/tokens/0`)
        await block.locator("button.execute").click()
        const [request, response] = await Promise.all([sent, answered])
        expect(await request.headerValue("x-api-key")).toBe(PARTNER_KEY)
        expect(response.status()).toBe(200)
        expect(await response.headerValue("ratelimit-policy")).toMatch(/^"partner";/u)
        await block
          .locator(".live-responses-table tr.response .response-col_status")
          .first()
          .waitFor({ timeout: 10_000 })
        expect(
          (await block.locator(".live-responses-table tr.response .response-col_status").first().textContent())?.trim()
        ).toBe("200")

        expect(await violations(), "CSP violations after Try it out").toEqual([])
        expect(problems, "console errors after Try it out").toEqual([])
      } finally {
        await close()
      }
    }, 60_000)
  }

  for (const [revision, base] of [
    ["later", ""],
    ["earlier", "/earlier"]
  ] as const) {
    it(`${revision}: the contents, then the operations from the first screen on, then the reference; every contents link lands`, async () => {
      const { page, problems, close } = await open(`${base}/docs`)
      try {
        await page.setViewportSize({ width: 1280, height: 900 })
        await page.locator(".opblock").first().waitFor({ timeout: 30_000 })
        /** Where the `which` element of `selector` starts on the page (nothing is scrolled yet). */
        const top = async (selector: string, which: "first" | "last" = "first") => {
          const box = await page.locator(selector)[which]().boundingBox()
          if (box === null) throw new Error(`${selector} is not shown`)
          return box.y
        }
        expect(await top(".opblock"), "the first operation starts on the first screen").toBeLessThan(900)
        expect(await page.locator(".information-container table").count(), "no table above the operations").toBe(0)
        expect(await top(".docs-contents")).toBeLessThan(await top(".opblock"))
        expect(await top(".opblock", "last")).toBeLessThan(await top(".docs-reference"))
        expect(await top(".docs-reference")).toBeLessThanOrEqual(await top("#reference-errors"))
        const links = await page
          .locator(".docs-contents a")
          .evaluateAll((anchors) => anchors.map((a) => decodeURIComponent(String(a.getAttribute("href")).slice(1))))
        expect(links.length).toBe((await page.locator(".opblock-tag-section").count()) + 6)
        for (const id of links) expect(await page.locator(`[id="${id}"]`).count(), `#${id}`).toBe(1)
        await page.locator(".docs-contents a", { hasText: "Errors" }).click()
        await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/#reference-errors$/u)
        // Scrolled to it: the heading at the top of the screen (its box is relative to the viewport).
        await expect
          .poll(
            async () => {
              const box = await page.locator("#reference-errors").boundingBox()
              return box !== null && box.y >= 0 && box.y < 900 / 4
            },
            { timeout: 10_000 }
          )
          .toBe(true)
        const violations = await page.evaluate(
          () => (globalThis as unknown as { __violations: Array<string> }).__violations
        )
        expect(violations, "CSP violations").toEqual([])
        expect(problems, "console errors").toEqual([])
      } finally {
        await close()
      }
    }, 60_000)
  }

  it("is served with the policy, no framing, no referrer and nosniff", async () => {
    const response = await fetch(`${baseUrl}/docs`)
    await response.text()
    const policy = response.headers.get("content-security-policy") ?? ""
    expect(policy).toMatch(/(^|; )default-src 'none'(;|$)/u)
    expect(policy).toMatch(/(^|; )script-src 'sha256-[A-Za-z0-9+/]+=*'(;|$)/u)
    expect(policy).toMatch(/(^|; )style-src 'sha256-[A-Za-z0-9+/]+=*'(;|$)/u)
    expect(policy).toMatch(/(^|; )connect-src 'self'(;|$)/u)
    expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/u)
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/u)
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    expect(response.headers.get("referrer-policy")).toBe("no-referrer")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
  })
})
