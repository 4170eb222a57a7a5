/** The docs' snippets, before they run against the packed package (`pack.test.ts`): each imports only what a reader's
 * project has — the package's exported entries, `effect`, `@effect/…`, `node:…` — and there are snippets to run. */
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { docSnippets } from "./doc_snippets.ts"

const ROOT = resolve(import.meta.dirname, "../..")
const manifest: { readonly name: string; readonly exports: Record<string, unknown> } = JSON.parse(
  readFileSync(resolve(ROOT, "package.json"), "utf8")
)

describe("the docs' snippets", () => {
  const snippets = docSnippets(resolve(ROOT, "docs"))

  it("are found in the docs a reader copies from: embedding, the client, testing", () => {
    const docs = new Set(snippets.map((s) => s.where.replace(/:\d+$/u, "")))
    expect(docs).toEqual(new Set(["docs/client.md", "docs/embedding.md", "docs/testing.md"]))
  })

  it("import the package's exported entries, effect, @effect/… and node:… only", () => {
    for (const snippet of snippets) {
      const sources = [...snippet.code.matchAll(/^import .* from "([^"]+)"$/gmu)].map((m) => m[1]!)
      expect(sources.length, snippet.where).toBeGreaterThan(0)
      for (const source of sources) {
        if (source === manifest.name || source.startsWith(`${manifest.name}/`)) {
          const entry = `.${source.slice(manifest.name.length)}`
          expect(Object.keys(manifest.exports), `${snippet.where}: ${source}`).toContain(entry)
        } else {
          expect(source, snippet.where).toMatch(/^(effect(\/.+)?|@effect\/[^/]+(\/.+)?|node:.+|vitest)$/u)
        }
      }
    }
  })
})
