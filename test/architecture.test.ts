/**
 * The architecture rules of DESIGN.md, checked on the source tree: core imports only `effect`
 * (and itself), adapters never import each other, app is imported by nobody but app, tests and
 * examples, and only app/main.ts runs something at import.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, resolve, dirname } from "node:path"
import { describe, expect, it } from "vitest"

const ROOT = resolve(import.meta.dirname, "..")

function sourceFiles(dir: string): Array<string> {
  const out: Array<string> = []
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name)
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...sourceFiles(path))
    else if (path.endsWith(".ts")) out.push(path)
  }
  return out
}

function imports(file: string): Array<string> {
  const text = readFileSync(join(ROOT, file), "utf8")
  const found: Array<string> = []
  for (const match of text.matchAll(/(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
    found.push(match[1] ?? match[2] ?? "")
  }
  return found
}

/** The top-level folder (and for adapters the adapter) an import resolves to, or the package name. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier.startsWith("node:") ? specifier : specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/")
  const path = relative(ROOT, resolve(ROOT, dirname(file), specifier))
  const parts = path.split("/")
  return parts[0] === "adapters" ? `adapters/${parts[1]}` : `./${parts[0]}`
}

describe("architecture", () => {
  it("core imports only effect and itself", () => {
    const offending = sourceFiles("core").flatMap((file) =>
      imports(file).map((s) => [file, target(file, s)] as const).filter(([, t]) => t !== "effect" && t !== "./core")
    )
    expect(offending).toEqual([])
  })

  it("adapters import core, effect and libraries, never another adapter or the app", () => {
    const offending = sourceFiles("adapters").flatMap((file) => {
      const own = `adapters/${file.split("/")[1]}`
      return imports(file).map((s) => [file, target(file, s)] as const).filter(([, t]) =>
        t === "./app" || (t.startsWith("adapters/") && t !== own)
      )
    })
    expect(offending).toEqual([])
  })

  it("only the entry points (the server and the client command) run something at import", () => {
    const ENTRY_POINTS = ["app/main.ts", "app/client/main.ts"]
    // A statement at column 0 that runs an effect: a top-level effect.
    const topLevelRun = /^(?:void |await )?[\w.]*(?:NodeRuntime\.runMain|Effect\.run\w+|\.pipe\(\s*NodeRuntime\.runMain)/m
    const runners = [...sourceFiles("core"), ...sourceFiles("adapters"), ...sourceFiles("app")].filter((file) =>
      topLevelRun.test(readFileSync(join(ROOT, file), "utf8")) || /NodeRuntime\.runMain/.test(readFileSync(join(ROOT, file), "utf8"))
    )
    expect(runners.sort()).toEqual([...ENTRY_POINTS].sort())
  })
})
