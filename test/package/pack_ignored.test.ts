/** The tarball `npm pack` leaves in the repository's root is ignored by git: it is a build output, not a source. */
import { execFile } from "node:child_process"
import { resolve } from "node:path"
import { promisify } from "node:util"
import { expect, it } from "vitest"

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, "../..")

it("npm pack's tarball in the root is ignored by git", async () => {
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
  const [result]: ReadonlyArray<{ readonly filename: string }> = JSON.parse(stdout)
  if (result === undefined) throw new Error("npm pack --dry-run reported nothing")
  expect(result.filename).toMatch(/\.tgz$/u)
  // `check-ignore` exits 0 when the path is ignored, 1 when it is not.
  const checked = await run("git", ["check-ignore", "--no-index", "--verbose", result.filename], { cwd: ROOT })
  expect(checked.stdout).toContain(result.filename)
}, 60_000)
