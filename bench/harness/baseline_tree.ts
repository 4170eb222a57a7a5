/** Another revision of this repository built beside the current one, in a temporary `git worktree`, for before/after
 * runs in the same rounds. */
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ROOT } from "./server_process.ts"

/** A built revision in a temporary worktree. */
export interface BaselineTree {
  /** The revision as given and its abbreviated commit. */
  readonly label: string
  /** The worktree's directory. */
  readonly dir: string
  /** Removes the worktree. */
  readonly remove: () => void
}

/** Runs a command; its standard output, or an error with everything it printed. */
function run(command: string, args: ReadonlyArray<string>, cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 64 * 2 ** 20 })
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(" ")} failed: ${result.stdout}${result.stderr}${result.error?.message ?? ""}`
    )
  return result.stdout
}

/** The packages a lockfile pins, by install path, with their versions. */
function pinned(root: string): Map<string, string | undefined> {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
    packages?: Record<string, { version?: string }>
  }
  return new Map(Object.entries(lock.packages ?? {}).flatMap(([path, p]) => (path === "" ? [] : [[path, p.version]])))
}

/** Whether every package `other`'s lockfile pins is pinned at the same version and path by `root`'s (so `root`'s
 * `node_modules` serves it: a baseline before a dependency was added). */
function pinsSubsetOf(other: string, root: string): boolean {
  const ours = pinned(root)
  return [...pinned(other)].every(([path, version]) => ours.has(path) && ours.get(path) === version)
}

/** Builds this tree (`npm run build`: `dist/`). */
export function buildCurrent(): void {
  run("npm", ["run", "build"], ROOT)
}

/** Checks `revision` out in a temporary worktree, links this tree's dependencies when they include all of its own (or installs them) and builds it. */
export function buildBaseline(revision: string): BaselineTree {
  const commit = run("git", ["rev-parse", "--short", `${revision}^{commit}`], ROOT).trim()
  const dir = join(mkdtempSync(join(tmpdir(), "bench-baseline-")), commit)
  run("git", ["worktree", "add", "--detach", dir, commit], ROOT)
  const remove = () => {
    spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: ROOT })
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    if (pinsSubsetOf(dir, ROOT) && existsSync(join(ROOT, "node_modules"))) {
      symlinkSync(realpathSync(join(ROOT, "node_modules")), join(dir, "node_modules"), "dir")
    } else {
      run("npm", ["ci", "--no-audit", "--no-fund"], dir)
    }
    run("npm", ["run", "build"], dir)
  } catch (error) {
    remove()
    throw error
  }
  return {
    label: commit.startsWith(revision) || revision.startsWith(commit) ? commit : `${revision} (${commit})`,
    dir,
    remove
  }
}
