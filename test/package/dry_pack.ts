/** What `npm pack --dry-run` reports for the repository: the tarball's name and its files, nothing written. */
import { execFile } from "node:child_process"
import { resolve } from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)

/** The repository's root. */
export const ROOT = resolve(import.meta.dirname, "../..")

/** The tarball `npm pack` would write for the repository (scripts not run), quiet and without network chatter. */
export async function dryPack(): Promise<{
  readonly filename: string
  readonly files: ReadonlyArray<{ readonly path: string }>
}> {
  const env = {
    ...process.env,
    npm_config_update_notifier: "false",
    npm_config_audit: "false",
    npm_config_fund: "false"
  }
  const { stdout } = await run("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: ROOT,
    env,
    maxBuffer: 64 * 1024 * 1024
  })
  const [result] = JSON.parse(stdout)
  if (result === undefined) throw new Error("npm pack --dry-run reported nothing")
  return result
}
