/** The real parts some suites need beside Node (a PostgreSQL server, its streaming replica, Debian's Chromium, the `cpu`
 * cgroup, `openssl`, `psql`): a suite whose parts are here runs; one whose part is missing skips on a developer's
 * machine and fails under CI (`CI=true`, which `.ci/run` sets), so that a green CI run has run every suite. */
import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { describe, it } from "vitest"

/** Whether this run is CI's, where a missing part is a failure. */
export const IN_CI = process.env["CI"] === "true"

/** A part some suites need: its name, and what is missing when it is not here (undefined: it is here). */
export interface RealPart {
  readonly name: string
  readonly missing: string | undefined
}

/** The value of an environment variable, an empty one as unset. */
function variable(name: string): string | undefined {
  const value = process.env[name]
  return value === "" ? undefined : value
}

/** Whether `command` runs with `args` here. */
function runs(command: string, args: ReadonlyArray<string>): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore", timeout: 10_000 })
    return true
  } catch {
    return false
  }
}

/** A PostgreSQL server (`DATABASE_URL`; `.ci/run` starts the local cluster). */
export const POSTGRES_SERVER: RealPart = {
  name: "a PostgreSQL server",
  missing: variable("DATABASE_URL") === undefined ? "DATABASE_URL is not set" : undefined
}

/** A streaming replica of that server (`DATABASE_REPLICA_URL`; `.ci/run` makes one with `pg_basebackup -R`). */
export const POSTGRES_REPLICA: RealPart = {
  name: "a streaming replica of the PostgreSQL server",
  missing: variable("DATABASE_REPLICA_URL") === undefined ? "DATABASE_REPLICA_URL is not set" : undefined
}

/** Debian's headless Chromium (`.ci/run` installs the `chromium` package). */
export const CHROMIUM_BROWSER: RealPart = {
  name: "Debian's Chromium",
  missing: existsSync("/usr/bin/chromium") ? undefined : "/usr/bin/chromium is missing"
}

/** The `openssl` command. */
export const OPENSSL: RealPart = {
  name: "openssl",
  missing: runs("openssl", ["version"]) ? undefined : "the openssl command does not run"
}

/** PostgreSQL's `psql` client. */
export const PSQL: RealPart = {
  name: "psql",
  missing: runs("psql", ["--version"]) ? undefined : "the psql command does not run"
}

/** A part named `name`, missing for `why` (undefined: here): for a check a suite makes itself (the cgroup's). */
export function realPart(name: string, why: string | undefined): RealPart {
  return { name, missing: why }
}

/** What is missing of `parts`, or undefined when every one is here. */
function missingOf(parts: ReadonlyArray<RealPart>): string | undefined {
  const missing = parts.filter((part) => part.missing !== undefined)
  return missing.length === 0 ? undefined : missing.map((part) => `${part.name} (${part.missing})`).join(", ")
}

/** The failure of a suite whose parts are missing under CI. */
function missingError(missing: string): Error {
  return new Error(`CI runs every suite, and this one needs what is missing here: ${missing}`)
}

/** `describe` when every one of `parts` is here; otherwise a suite that skips, or under CI fails naming what is missing. */
export function describeWith(...parts: ReadonlyArray<RealPart>): (name: string, suite: () => void) => void {
  const missing = missingOf(parts)
  if (missing === undefined) return describe
  if (!IN_CI) return (name, suite) => describe.skip(`${name} (skipped: needs ${missing})`, suite)
  return (name) =>
    describe(name, () => {
      it("has the real parts it needs", () => {
        throw missingError(missing)
      })
    })
}

/** `it` when every one of `parts` is here; otherwise a test that skips, or under CI fails naming what is missing. */
export function itWith(
  ...parts: ReadonlyArray<RealPart>
): (name: string, test: () => unknown, timeout?: number) => void {
  const missing = missingOf(parts)
  if (missing === undefined) return it
  if (!IN_CI) return (name, test, timeout) => it.skip(`${name} (skipped: needs ${missing})`, test, timeout)
  return (name) =>
    it(name, () => {
      throw missingError(missing)
    })
}
