/**
 * The node's version as `/health` reports it: the `version` of the nearest `package.json` above
 * this module, which is the package's own manifest whether the sources run (`adapters/http/`),
 * the build runs (`dist/adapters/http/`) or the package is installed in another project
 * (`node_modules/<package>/dist/adapters/http/`). Read once, on first use (never at import);
 * `unknown` when no manifest with a version is found.
 */
import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

/** The version reported when no manifest is found. */
export const UNKNOWN_VERSION = "unknown"

let cached: string | undefined

/** The `version` of the manifest at `path`, if it is readable JSON with a string version. */
function versionAt(path: string): string | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"))
  } catch {
    return undefined
  }
  if (typeof parsed !== "object" || parsed === null || !("version" in parsed)) return undefined
  return typeof parsed.version === "string" ? parsed.version : undefined
}

/** The version of the nearest manifest at or above `dir`. */
export function versionAbove(dir: string): string | undefined {
  for (let current = dir; ; current = dirname(current)) {
    const version = versionAt(join(current, "package.json"))
    if (version !== undefined) return version
    if (dirname(current) === current) return undefined
  }
}

/** This package's version (read once). */
export function packageVersion(): string {
  cached ??= versionAbove(dirname(fileURLToPath(import.meta.url))) ?? UNKNOWN_VERSION
  return cached
}
