/** The TypeScript snippets of the docs, as a reader copies them: each ```ts block of `docs/*.md` is a whole ES module
 * that imports the package's entries (and `effect`, `@effect/…`, `node:…`), run as written against the packed package.
 * A block fenced ```ts serves=<path> runs until killed: it must answer `<path>` on `PORT`. */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

/** One snippet: where it is, its code, and how it runs. */
export interface DocSnippet {
  /** A file name for it: `<doc>_<line>.ts` (`.test.ts` for a vitest test). */
  readonly file: string
  /** `docs/<doc>.md:<line>` of its fence. */
  readonly where: string
  readonly code: string
  /** `script` runs to its end; `test` is run by vitest; `server` serves `path` on `PORT` until killed. */
  readonly run:
    | { readonly kind: "script" }
    | { readonly kind: "test" }
    | { readonly kind: "server"; readonly path: string }
}

/** The fence that opens a snippet, with its optional `serves=` path. */
const OPENING = /^```ts(?: serves=(\S+))?$/u

/** Every ```ts snippet of the Markdown files in `docsDir`, in file and line order. */
export function docSnippets(docsDir: string): ReadonlyArray<DocSnippet> {
  const snippets: Array<DocSnippet> = []
  for (const name of readdirSync(docsDir)
    .filter((f) => f.endsWith(".md"))
    .sort()) {
    const lines = readFileSync(join(docsDir, name), "utf8").split("\n")
    for (let i = 0; i < lines.length; i++) {
      const opening = OPENING.exec(lines[i]!)
      if (opening === null) continue
      const end = lines.indexOf("```", i + 1)
      if (end < 0) throw new Error(`docs/${name}:${i + 1}: a snippet without its closing fence`)
      const code = `${lines.slice(i + 1, end).join("\n")}\n`
      const test = /from "(@effect\/)?vitest"/u.test(code)
      const base = `${name.replace(/\.md$/u, "")}_${i + 1}`
      snippets.push({
        file: test ? `${base}.test.ts` : `${base}.ts`,
        where: `docs/${name}:${i + 1}`,
        code,
        run: opening[1] !== undefined ? { kind: "server", path: opening[1] } : { kind: test ? "test" : "script" }
      })
      i = end
    }
  }
  return snippets
}
