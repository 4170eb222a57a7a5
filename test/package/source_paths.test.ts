/** The package's entry points name the same modules in the source tree (tsconfig `paths`, for the examples and the
 * tests, which import the package as an embedder does; tsc, tsx and vitest read them) as in the build (`exports`). */
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { describe, expect, it } from "vitest"

const ROOT = resolve(import.meta.dirname, "../..")

describe("the entry points in the source tree", () => {
  it("map each export of package.json to its source module, and nothing else", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"))
    const tsconfig = JSON.parse(readFileSync(join(ROOT, "tsconfig.json"), "utf8"))
    const fromExports = Object.fromEntries(
      Object.entries(manifest.exports as Record<string, unknown>).flatMap(([subpath, target]) =>
        typeof target === "object" && target !== null && "default" in target
          ? [
              [
                `${manifest.name}${subpath.slice(1)}`,
                [String(target.default).replace("./dist/", "./").replace(/\.js$/u, ".ts")]
              ]
            ]
          : []
      )
    )
    expect(tsconfig.compilerOptions.paths).toEqual(fromExports)
  })

  it("let a test import each entry point by the package's name, before any build: the source module itself", async () => {
    const tsconfig = JSON.parse(readFileSync(join(ROOT, "tsconfig.json"), "utf8"))
    const paths = Object.entries(tsconfig.compilerOptions.paths as Record<string, ReadonlyArray<string>>)
    expect(paths.map(([name]) => name)).toContain("zk-rollup-node-api/testing")
    for (const [name, [source]] of paths) {
      const byName: unknown = await import(/* @vite-ignore */ name)
      expect(byName, name).toBe(await import(/* @vite-ignore */ join(ROOT, source ?? "")))
    }
  }, 120_000)
})
