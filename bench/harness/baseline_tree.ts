/** Another revision of this repository built beside the current one, in a temporary `git worktree`, for before/after
 * runs in the same rounds. */
import { spawnSync } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync
} from "node:fs"
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

/** The dependency patches of a tree (`patches/`, applied by `patch-package` at install), by file name. */
function patchesOf(root: string): Set<string> {
  const dir = join(root, "patches")
  return new Set(existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(".patch")) : [])
}

/** The package a patch file names (`@scope+name+1.2.3.patch`: `@scope/name`). */
function patchedPackage(file: string): string {
  return file
    .replace(/\.patch$/u, "")
    .split("+")
    .slice(0, -1)
    .join("/")
}

/**
 * Gives `dir` this tree's dependencies: its `node_modules` linked whole, or, when this tree patches packages `dir` does
 * not, linked entry by entry with those packages copied and the patches undone, so a baseline runs them as it had them.
 */
function linkDependencies(dir: string): void {
  const ours = realpathSync(join(ROOT, "node_modules"))
  const theirs = patchesOf(dir)
  const extra = [...patchesOf(ROOT)].filter((patch) => !theirs.has(patch))
  if (extra.length === 0) {
    symlinkSync(ours, join(dir, "node_modules"), "dir")
    return
  }
  const patched = new Set(extra.map(patchedPackage))
  const place = (name: string) =>
    patched.has(name)
      ? cpSync(join(ours, name), join(dir, "node_modules", name), { recursive: true })
      : symlinkSync(join(ours, name), join(dir, "node_modules", name))
  mkdirSync(join(dir, "node_modules"))
  for (const entry of readdirSync(ours)) {
    if (entry.startsWith("@") && [...patched].some((name) => name.startsWith(`${entry}/`))) {
      mkdirSync(join(dir, "node_modules", entry))
      for (const name of readdirSync(join(ours, entry))) place(`${entry}/${name}`)
    } else {
      place(entry)
    }
  }
  for (const patch of extra) run("git", ["apply", "--reverse", join(ROOT, "patches", patch)], dir)
}

/** Builds this tree (`npm run build`: `dist/`). */
export function buildCurrent(): void {
  run("npm", ["run", "build"], ROOT)
}

/** Checks `revision` out in a temporary worktree, links this tree's dependencies when they include all of its own (undoing
 * the patches it lacks; else installs them) and builds it. */
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
      linkDependencies(dir)
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
