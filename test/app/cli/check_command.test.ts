/** `zk-node check` on the devnet seeded into the embedded PostgreSQL and into a server: every template agrees (exit 0,
 * the summary line); a column changed by hand on one row is printed with its row, field and both values (exit 1); a
 * database it cannot reach or open is exit 3, the memory storage and bad usage exit 2; the command dispatches it. */
import { execFile } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Exit, Logger, Redacted, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { EmbeddedPostgres } from "../../../adapters/sql/mod.ts"
import { CHECK_EXIT, runCheckCommand } from "../../../app/cli/check_command.ts"
import { type StorageConfig, storageLayer } from "../../../app/storage.ts"
import { seedDevnet } from "../../../devnet/mod.ts"
import { DATABASE_URL, freshServerDatabase, onServer } from "../../adapters/sql/test_databases.ts"
import { POSTGRES_SERVER, describeWith } from "../../real_parts.ts"
import { ROOT } from "../lifecycle/server_process.ts"

/** Runs `zk-node check <argv…>` with `env`; its exit code and what it wrote. */
async function check(argv: ReadonlyArray<string>, env: Record<string, string>) {
  const out: Array<string> = []
  const err: Array<string> = []
  const code = await runCheckCommand(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) })
  return { code, out, err: err.join("\n") }
}

/** Seeds the devnet into the storage of `config`, then closes it. */
function seed(config: StorageConfig): Promise<unknown> {
  return Effect.runPromise(
    Effect.scoped(
      Effect.provide(Effect.orDie(seedDevnet({ genesisTime: new Date(Date.UTC(2026, 0, 1)) })), storageLayer(config))
    ).pipe(Effect.provide(Logger.layer([])))
  )
}

/** The line `check` prints for the one field a hand's `UPDATE` changed. */
const CHANGED_AMOUNT = /^tx item \d+, amount \(later\): template "\d+", columns "\d+"$/u

/** The summary line of a database whose every template agrees. */
const ALL_AGREE = /^[1-9]\d* transaction and [1-9]\d* exit templates checked against their columns: all agree$/u

/** The statement changing one forged transaction's amount by hand. */
const CHANGE_AMOUNT = "UPDATE tx SET amount = amount + 1 WHERE item_id = (SELECT max(item_id) FROM tx_template)"

describe("zk-node check on the embedded PostgreSQL", () => {
  const dir = mkdtempSync(join(tmpdir(), "zk-check-"))
  const env = { STORAGE: "embedded", DATA_DIR: join(dir, "data") }
  beforeAll(() => seed({ kind: "embedded", dataDir: env.DATA_DIR }), 120_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("finds the seeded devnet's templates equal to their columns, then names the column changed by hand", async () => {
    const clean = await check([], env)
    expect(clean.err).toBe("")
    expect(clean.out).toEqual([expect.stringMatching(ALL_AGREE)])
    expect(clean.code).toBe(CHECK_EXIT.agree)

    await Effect.runPromise(
      Effect.scoped(
        Effect.flatMap(EmbeddedPostgres.openDatabase({ dataDir: env.DATA_DIR }), (db) =>
          Effect.promise(() => db.exec(CHANGE_AMOUNT))
        )
      )
    )

    const changed = await check([], env)
    expect(changed.out).toEqual([
      expect.stringMatching(CHANGED_AMOUNT),
      expect.stringMatching(/ transaction and \d+ exit templates checked against their columns: 1 differ$/u)
    ])
    expect(changed.code).toBe(CHECK_EXIT.differ)
  }, 120_000)

  it("is exit 3 on a DATA_DIR holding no database, 2 on the memory storage or a bad option", async () => {
    const missing = await check([], { STORAGE: "embedded", DATA_DIR: join(dir, "none") })
    expect([missing.code, missing.err]).toEqual([CHECK_EXIT.unchecked, expect.stringMatching(/no embedded database/u)])
    const memory = await check([], { STORAGE: "memory" })
    expect([memory.code, memory.err]).toEqual([CHECK_EXIT.usage, expect.stringMatching(/keeps no rendering cache/u)])
    const bad = await check(["--bogus"], env)
    expect([bad.code, bad.err]).toEqual([CHECK_EXIT.usage, expect.stringMatching(/Usage: zk-node check/u)])
  })
})

describeWith(POSTGRES_SERVER)("zk-node check on a PostgreSQL server", () => {
  const scope = Scope.makeUnsafe()
  let url = ""
  beforeAll(async () => {
    url = await Effect.runPromise(Scope.provide(freshServerDatabase(DATABASE_URL ?? ""), scope))
    await seed({ kind: "external", url: Redacted.make(url) })
  }, 120_000)
  afterAll(() => Effect.runPromise(Scope.close(scope, Exit.void)))

  it("finds the seeded devnet's templates equal to their columns, then names the column changed by hand", async () => {
    const clean = await check([], { DATABASE_URL: url })
    expect([clean.code, clean.out]).toEqual([CHECK_EXIT.agree, [expect.stringMatching(ALL_AGREE)]])
    await Effect.runPromise(onServer(url, CHANGE_AMOUNT))
    const changed = await check([], { DATABASE_URL: url })
    expect(changed.out[0]).toMatch(CHANGED_AMOUNT)
    expect(changed.code).toBe(CHECK_EXIT.differ)
  }, 60_000)

  it("is exit 3, with the reason, on a server it cannot reach", async () => {
    const unreachable = await check([], { DATABASE_URL: "postgres://postgres:postgres@127.0.0.1:1/postgres" })
    expect(unreachable.code).toBe(CHECK_EXIT.unchecked)
    expect(unreachable.err).toMatch(/^check: /u)
  }, 30_000)
})

describe("the zk-node command", () => {
  it("dispatches check: its usage, exit 0", async () => {
    const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        ["--import", "tsx", "app/main.ts", "check", "--help"],
        { cwd: ROOT, env: { PATH: process.env["PATH"] ?? "" }, timeout: 30_000 },
        (error, stdout) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout })
      )
    })
    expect(code).toBe(0)
    expect(stdout).toMatch(/^Usage: zk-node check\n/u)
  }, 30_000)
})
