/** The tarball `npm pack` leaves in the repository's root is ignored by git: it is a build output, not a source. */
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { expect, it } from "vitest"
import { dryPack, ROOT } from "./dry_pack.ts"

const run = promisify(execFile)

it("npm pack's tarball in the root is ignored by git", async () => {
  const result = await dryPack()
  expect(result.filename).toMatch(/\.tgz$/u)
  // `check-ignore` exits 0 when the path is ignored, 1 when it is not.
  const checked = await run("git", ["check-ignore", "--no-index", "--verbose", result.filename], { cwd: ROOT })
  expect(checked.stdout).toContain(result.filename)
}, 60_000)
