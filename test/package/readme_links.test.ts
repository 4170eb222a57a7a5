/** The packed README's relative links resolve once installed: each to a file npm packs, each `#anchor` to a heading of
 * that file. */
import { readFileSync } from "node:fs"
import { join, posix } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { dryPack, ROOT } from "./dry_pack.ts"

/** A relative link of a markdown text: its target file (relative to the text's folder) and anchor. */
interface RelativeLink {
  readonly text: string
  readonly file: string
  readonly anchor: string | null
}

/** The text without fenced code blocks and inline code spans, where brackets are not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gmu, "").replace(/`[^`\n]*`/gu, "")
}

/** Every relative link (`[text](target)` and `[label]: target` definitions) of a markdown text. */
function relativeLinks(markdown: string): ReadonlyArray<RelativeLink> {
  const prose = withoutCode(markdown)
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/gu)].map((m) => m[1] ?? ""),
    ...[...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gmu)].map((m) => m[1] ?? "")
  ]
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/iu.test(target) && !target.startsWith("//"))
    .map((target) => {
      const hash = target.indexOf("#")
      const path = hash === -1 ? target : target.slice(0, hash)
      return {
        text: target,
        file: decodeURIComponent(path),
        anchor: hash === -1 ? null : decodeURIComponent(target.slice(hash + 1))
      }
    })
}

/** The anchors GitHub gives a markdown file's headings (`## The command` → `the-command`, repeats numbered). */
function headingAnchors(markdown: string): ReadonlySet<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const match of markdown.replace(/^```[\s\S]*?^```/gmu, "").matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gmu)) {
    const slug = (match[1] ?? "")
      .replace(/<[^>]+>/gu, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/gu, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/gu, "-")
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  for (const match of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/gu)) anchors.add(match[1] ?? "")
  return anchors
}

let packed: ReadonlySet<string>

beforeAll(async () => {
  const result = await dryPack()
  packed = new Set(result.files.map((f) => f.path))
}, 60_000)

describe("relativeLinks and headingAnchors", () => {
  it("find inline and reference links outside code, and GitHub's heading slugs", () => {
    const text = [
      "See [the API](docs/api.md) and [finality](docs/api.md#finality), [site](https://x.example/a.md),",
      "[mail](mailto:a@b.c), [here](#local) and `[not](a/link.md)`.",
      "```sh",
      "[nor](this.md)",
      "```",
      '[ref]: docs/ref.md "Title"'
    ].join("\n")
    expect(relativeLinks(text).map((l) => [l.file, l.anchor])).toEqual([
      ["docs/api.md", null],
      ["docs/api.md", "finality"],
      ["", "local"],
      ["docs/ref.md", null]
    ])
    expect([...headingAnchors("# A title\n## The command\n### `x` and y: z!\n## The command\n")]).toEqual([
      "a-title",
      "the-command",
      "x-and-y-z",
      "the-command-1"
    ])
  })
})

describe("the packed README", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8")
  const links = relativeLinks(readme)

  it("is packed, and links to documentation", () => {
    expect(packed.has("README.md")).toBe(true)
    expect(links.filter((l) => l.file.startsWith("docs/")).length).toBeGreaterThan(0)
  })

  it("links only to files the package ships", () => {
    const missing = links
      .map((l) => ({ link: l.text, file: l.file === "" ? "README.md" : posix.normalize(l.file) }))
      .filter(({ file }) => !packed.has(file))
    expect(missing).toEqual([])
  })

  it("links to anchors the linked files have", () => {
    const broken = links
      .filter((l) => l.anchor !== null && l.anchor !== "")
      .filter((l) => {
        const file = l.file === "" ? "README.md" : posix.normalize(l.file)
        return !packed.has(file) || !headingAnchors(readFileSync(join(ROOT, file), "utf8")).has(l.anchor ?? "")
      })
      .map((l) => l.text)
    expect(broken).toEqual([])
  })
})
