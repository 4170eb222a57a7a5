/** The architecture rules of docs/architecture.md on the source tree: allowed imports per layer (core, adapters,
 * devnet, wallet, app, tests), side effects only in entry points, and no import cycle. */
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
  // `import … from`, `export … from`, a bare `import "…"` and a dynamic `import("…")`.
  const pattern =
    /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|\bimport\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g
  for (const match of text.matchAll(pattern)) {
    found.push(match[1] ?? match[2] ?? match[3] ?? "")
  }
  return found
}

/**
 * The import graph of `roots`: each source file to the source files its relative imports resolve
 * to (a specifier without an extension, as AssemblyScript writes them, is tried with `.ts`).
 */
function importGraph(roots: ReadonlyArray<string>): Map<string, ReadonlyArray<string>> {
  const files = new Set(roots.flatMap(sourceFiles))
  const graph = new Map<string, ReadonlyArray<string>>()
  for (const file of [...files].sort()) {
    const targets = imports(file).flatMap((specifier) => {
      if (!specifier.startsWith(".")) return []
      const path = relative(ROOT, resolve(ROOT, dirname(file), specifier))
      return files.has(path) ? [path] : files.has(`${path}.ts`) ? [`${path}.ts`] : []
    })
    graph.set(file, [...new Set(targets)].sort())
  }
  return graph
}

/** The strongly connected components of `graph` (Tarjan), each with its files sorted. */
function components(graph: Map<string, ReadonlyArray<string>>): Array<Array<string>> {
  const marks = new Map<string, { readonly index: number; low: number }>()
  const stack: Array<string> = []
  const onStack = new Set<string>()
  const out: Array<Array<string>> = []
  const visit = (file: string): { readonly index: number; low: number } => {
    const mark = { index: marks.size, low: marks.size }
    marks.set(file, mark)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      const seen = marks.get(next)
      if (seen === undefined) mark.low = Math.min(mark.low, visit(next).low)
      else if (onStack.has(next)) mark.low = Math.min(mark.low, seen.index)
    }
    if (mark.low === mark.index) {
      const component = stack.splice(stack.lastIndexOf(file))
      for (const member of component) onStack.delete(member)
      out.push(component.sort())
    }
    return mark
  }
  for (const file of graph.keys()) if (!marks.has(file)) visit(file)
  return out
}

/**
 * Every elementary import cycle of `graph`, as a file chain that starts and ends at its smallest
 * file (`a.ts → b.ts → a.ts`), at most `limit` per strongly connected component.
 */
function importCycles(graph: Map<string, ReadonlyArray<string>>, limit = 20): Array<string> {
  const cycles: Array<string> = []
  for (const component of components(graph)) {
    const members = new Set(component)
    const [first] = component
    const isCycle = component.length > 1 || (first !== undefined && (graph.get(first) ?? []).includes(first))
    if (!isCycle) continue
    let found = 0
    // Each cycle is found once, from its smallest file, through files larger than that one only.
    for (const start of component) {
      const path = [start]
      const walk = (file: string): void => {
        for (const next of graph.get(file) ?? []) {
          if (found >= limit || !members.has(next)) continue
          if (next === start) {
            cycles.push([...path, start].join(" → "))
            found++
          } else if (next > start && !path.includes(next)) {
            path.push(next)
            walk(next)
            path.pop()
          }
        }
      }
      walk(start)
    }
  }
  return cycles.sort()
}

/** The top-level folder (and for adapters the adapter) an import resolves to, or the package name. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith("."))
    return specifier.startsWith("node:")
      ? specifier
      : specifier
          .split("/")
          .slice(0, specifier.startsWith("@") ? 2 : 1)
          .join("/")
  const path = relative(ROOT, resolve(ROOT, dirname(file), specifier))
  const parts = path.split("/")
  return parts[0] === "adapters" ? `adapters/${parts[1]}` : `./${parts[0]}`
}

/**
 * Checks that the folders of `adapters/<adapter>` are exactly those of `mayImport` and that each
 * imports only itself and the folders listed for it (the files at the adapter's root assemble them).
 */
function expectOneWay(adapter: string, mayImport: Readonly<Record<string, ReadonlyArray<string>>>): void {
  const offending = sourceFiles(`adapters/${adapter}`).flatMap((file) => {
    const own = file.split("/")[2] ?? ""
    if (file.split("/").length === 3) return []
    return imports(file).flatMap((specifier) => {
      if (!specifier.startsWith(".")) return []
      const parts = relative(ROOT, resolve(ROOT, dirname(file), specifier)).split("/")
      const folder = parts[0] === "adapters" && parts[1] === adapter ? (parts[2] ?? "") : ""
      return folder === "" || folder === own || (mayImport[own] ?? []).includes(folder) ? [] : [`${file} → ${folder}/`]
    })
  })
  expect(Object.keys(mayImport).sort()).toEqual(
    readdirSync(join(ROOT, `adapters/${adapter}`))
      .filter((name) => !name.endsWith(".ts"))
      .sort()
  )
  expect(offending).toEqual([])
}

/**
 * Checks that the folders of `root` are exactly those of `layers` (bottom first; `.` names the files at the root) and
 * that each imports only its own folder and the folders of the layers below it: zero arrows back up.
 */
function expectLayers(root: string, layers: ReadonlyArray<ReadonlyArray<string>>): void {
  const rank = new Map(layers.flatMap((layer, i) => layer.map((folder) => [folder, i] as const)))
  const depth = root.split("/").length
  const folderOf = (path: string) => {
    const parts = path.split("/")
    return parts.length === depth + 1 ? "." : (parts[depth] ?? "")
  }
  const offending = sourceFiles(root).flatMap((file) => {
    const own = folderOf(file)
    return imports(file).flatMap((specifier) => {
      if (!specifier.startsWith(".")) return []
      const path = relative(ROOT, resolve(ROOT, dirname(file), specifier))
      if (!path.startsWith(`${root}/`)) return []
      const folder = folderOf(path)
      return folder === own || (rank.get(folder) ?? Infinity) < (rank.get(own) ?? -1) ? [] : [`${file} → ${folder}/`]
    })
  })
  const folders = readdirSync(join(ROOT, root)).map((name) => (name.endsWith(".ts") ? "." : name))
  expect([...new Set(folders)].sort()).toEqual([...rank.keys()].sort())
  expect(offending).toEqual([])
}

describe("architecture", () => {
  it("core imports only effect, @noble/hashes and itself", () => {
    const allowed = new Set(["effect", "@noble/hashes", "./core"])
    const offending = sourceFiles("core").flatMap((file) =>
      imports(file)
        .map((s) => [file, target(file, s)] as const)
        .filter(([, t]) => !allowed.has(t))
    )
    expect(offending).toEqual([])
  })

  it("adapters import core, effect, libraries and the metrics registry, never another adapter or the app", () => {
    const offending = sourceFiles("adapters").flatMap((file) => {
      const own = `adapters/${file.split("/")[1]}`
      return imports(file)
        .map((s) => [file, target(file, s)] as const)
        .filter(([, t]) => t === "./app" || (t.startsWith("adapters/") && t !== own && t !== "adapters/metrics"))
    })
    expect(offending).toEqual([])
  })

  it("only the entry points (the server and the send command) run something at import", () => {
    const ENTRY_POINTS = ["app/main.ts", "wallet/main.ts"]
    // A statement at column 0 that runs an effect: a top-level effect.
    const topLevelRun =
      /^(?:void |await )?[\w.]*(?:NodeRuntime\.runMain|Effect\.run\w+|\.pipe\(\s*NodeRuntime\.runMain)/m
    const runners = ["core", "adapters", "devnet", "wallet", "app"]
      .flatMap(sourceFiles)
      .filter(
        (file) =>
          topLevelRun.test(readFileSync(join(ROOT, file), "utf8")) ||
          /NodeRuntime\.runMain/.test(readFileSync(join(ROOT, file), "utf8"))
      )
    expect(runners.sort()).toEqual([...ENTRY_POINTS].sort())
  })

  it("core's layers import downwards only (docs/architecture.md)", () => {
    expectLayers("core", [
      [".", "pagination"],
      ["domain"],
      ["filters", "signing"],
      ["ports"],
      ["ledger"],
      ["use_cases"],
      ["revision"]
    ])
  })

  it("the HTTP adapter's folders import one way (docs/architecture.md)", () => {
    const MAY_IMPORT: Readonly<Record<string, ReadonlyArray<string>>> = {
      errors: [],
      edge: ["errors"],
      api: ["errors", "edge"],
      client: ["api", "edge"],
      rendering: ["edge"],
      server: ["api", "edge", "errors", "rendering"],
      transport: ["server", "edge", "errors"]
    }
    expectOneWay("http", MAY_IMPORT)
  })

  it("the SQL adapter's folders import one way (docs/architecture.md)", () => {
    expectOneWay("sql", {
      rows: [],
      connection: ["rows"],
      schema: ["rows"],
      events: ["rows", "connection"],
      templates: ["rows", "connection"],
      stores: ["rows", "connection", "events", "templates"],
      ledger: ["rows", "connection", "events", "templates"],
      replicas: ["rows", "connection"]
    })
  })

  it("no import cycle anywhere in core, adapters, devnet, wallet, app, bench and test", () => {
    // Walked by hand: no graph library (madge, dpdm) is among the dependencies.
    const cycles = importCycles(importGraph(["core", "adapters", "devnet", "wallet", "app", "bench", "test"]))
    expect(cycles).toEqual([])
  })

  it("devnet/ and wallet/ import core, adapters and libraries, never app/ nor each other; adapters import neither", () => {
    // The arrows: app → devnet, app → wallet, and both → core, adapters. The wallet's wallet numbers are the devnet's
    // documented wallets, derived in the crypto adapter (adapters/crypto/devnet_wallets.ts), not in devnet/.
    const offending = ["devnet", "wallet", "adapters"].flatMap((root) =>
      sourceFiles(root).flatMap((file) =>
        imports(file)
          .map((s) => [file, target(file, s)] as const)
          .filter(([, t]) => ["./app", "./devnet", "./wallet"].includes(t) && t !== `./${root}`)
      )
    )
    expect(offending).toEqual([])
  })

  it("app's folders import one way (docs/architecture.md)", () => {
    // `.` is app's own files (configuration, settings, storage, server, logging), `main.ts` the entry; the folders above them.
    const MAY_IMPORT: Readonly<Record<string, ReadonlyArray<string>>> = {
      ".": [],
      keys: ["."],
      embed: ["."],
      testing: [".", "embed"],
      lifecycle: ["."],
      cli: [".", "lifecycle", "keys"],
      "main.ts": [".", "lifecycle", "cli"]
    }
    const unit = (path: string): string => {
      const [, second = "", third] = path.split("/")
      return third !== undefined ? second : second === "main.ts" ? "main.ts" : "."
    }
    const offending = sourceFiles("app").flatMap((file) =>
      imports(file).flatMap((specifier) => {
        if (!specifier.startsWith(".")) return []
        const path = relative(ROOT, resolve(ROOT, dirname(file), specifier))
        if (!path.startsWith("app/")) return []
        const [own, to] = [unit(file), unit(path)]
        return own === to || (MAY_IMPORT[own] ?? []).includes(to) ? [] : [`${file} → ${to}`]
      })
    )
    expect(Object.keys(MAY_IMPORT).sort()).toEqual(
      [".", "main.ts", ...readdirSync(join(ROOT, "app")).filter((name) => !name.endsWith(".ts"))].sort()
    )
    expect(offending).toEqual([])
  })

  it("core's tests reach nothing of app/, devnet/ or wallet/, not even through the test helpers they import", () => {
    const graph = importGraph(["core", "adapters", "devnet", "wallet", "app", "test"])
    const forbidden = (file: string) => /^(app|devnet|wallet)\//.test(file)
    // Each file reached from test/core, with the file it was first reached from (not walked past a forbidden one).
    const reachedFrom = new Map<string, string | undefined>(sourceFiles("test/core").map((file) => [file, undefined]))
    const pending = [...reachedFrom.keys()]
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      for (const next of graph.get(file) ?? []) {
        if (reachedFrom.has(next)) continue
        reachedFrom.set(next, file)
        if (!forbidden(next)) pending.push(next)
      }
    }
    const chain = (file: string): string => {
      const from = reachedFrom.get(file)
      return from === undefined ? file : `${chain(from)} → ${file}`
    }
    const offending = [...reachedFrom.keys()].filter(forbidden).map(chain)
    expect(offending).toEqual([])
  })
})
