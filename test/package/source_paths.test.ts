/** The package's entry points name the same modules in the source tree (tsconfig `paths`, for the examples, which import
 * the package as an embedder does) as in the build (`exports`). */
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
})
