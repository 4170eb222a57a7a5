/** The node's version for `/health` and the served API documents: the nearest `package.json` above this module (right
 * for sources, build and installs alike). */
import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

let cached: string | undefined

/** The `version` of the manifest at `path`, if it is readable JSON with a string version. */
function versionAt(path: string): string | undefined {
  try {
    const version: unknown = JSON.parse(readFileSync(path, "utf8"))?.version
    return typeof version === "string" ? version : undefined
  } catch {
    return undefined
  }
}

/** This package's version (read once; `unknown` when no manifest with a version is found). */
export function packageVersion(): string {
  if (cached !== undefined) return cached
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const version = versionAt(join(dir, "package.json"))
    if (version !== undefined || dirname(dir) === dir) {
      cached = version ?? "unknown"
      return cached
    }
  }
}
