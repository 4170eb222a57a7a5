/** The key command on a scratch DATA_DIR: create (printed once, stored by digest), list, revoke, and refusals with exit
 * codes; with DATABASE_URL, on a server no node has migrated it migrates first. */
import { PgClient } from "@effect/sql-pg"
import { Duration, Effect, Layer, Option, Redacted } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { apiKeyDigest } from "../../../adapters/http/edge/client_identity.ts"
import { MIGRATIONS_TABLE } from "../../../adapters/sql/schema/migrator.ts"
import { WRITER_GRACE } from "../../../adapters/sql/schema/schema_check.ts"
import { runKeysCommand } from "../../../app/keys/command.ts"
import { storageLayer } from "../../../app/storage.ts"
import { API_KEY_TEXT, ApiKeyStore } from "../../../core/ports/api_keys.ts"
import { DATABASE_URL, onServer, withDatabase } from "../../adapters/sql/test_databases.ts"
import { POSTGRES_SERVER, describeWith, itWith } from "../../real_parts.ts"

/** The time (ms since the epoch) the one value `query` selects on the database of `url` shows. */
function serverTime(url: string, query: string): Promise<number> {
  return Effect.runPromise(
    Effect.gen(function* () {
      const rows = yield* (yield* PgClient.PgClient).unsafe(query).values
      const value = rows[0]?.[0]
      if (!(value instanceof Date)) throw new Error(`${query}: no time but ${String(value)}`)
      return value.getTime()
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })))
  )
}

/** Runs the command with `env`; its exit code and what it wrote. */
async function keys(argv: ReadonlyArray<string>, env: Record<string, string>) {
  const out: Array<string> = []
  const err: Array<string> = []
  const code = await runKeysCommand(argv, { out: (line) => out.push(line), err: (line) => err.push(line) }, { env })
  return { code, out: out.join("\n"), err: err.join("\n") }
}

describe("the key command on the embedded database", () => {
  const dir = mkdtempSync(join(tmpdir(), "zk-keys-"))
  const env = { STORAGE: "embedded", DATA_DIR: join(dir, "data") }
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("creates, lists and revokes keys; the key's text is shown once and stored only by its digest", async () => {
    const created = await keys(["create", "--name", "acme", "--tier", "partner", "--json"], env)
    expect(created.code, created.err).toBe(0)
    const shown = JSON.parse(created.out) as { id: string; name: string; tier: string; key: string; revokedAt: null }
    expect(shown).toMatchObject({ name: "acme", tier: "partner", revokedAt: null })
    expect(shown.key).toMatch(API_KEY_TEXT)
    expect(shown.id).toMatch(/^key_[0-9a-f]{16}$/u)

    const text = await keys(["create", "--name", "beta", "--tier", "gold"], env)
    expect(text.code).toBe(0)
    expect(text.out).toMatch(
      /^created key beta \(id key_[0-9a-f]{16}, tier gold\); its text, shown only now:\nzk_[A-Za-z0-9_-]{43}$/u
    )
    expect(text.err).toMatch(/the tier gold is not in RATE_LIMIT_TIERS/u)

    const taken = await keys(["create", "--name", "acme", "--tier", "partner"], env)
    expect(taken.code).toBe(1)
    expect(taken.err).toMatch(/a key named acme exists already/u)

    expect((await keys(["revoke", "acme"], env)).out).toBe(`revoked key acme (id ${shown.id})`)
    const missing = await keys(["revoke", "nobody"], env)
    expect(missing.code).toBe(1)
    expect(missing.err).toMatch(/no key has the id or name "nobody"/u)

    const listed = JSON.parse((await keys(["list", "--json"], env)).out) as Array<Record<string, unknown>>
    expect(listed.map((key) => [key["name"], key["tier"], key["revokedAt"] === null])).toEqual([
      ["acme", "partner", false],
      ["beta", "gold", true]
    ])
    expect(JSON.stringify(listed)).not.toMatch(/zk_/u)
    const table = (await keys(["list"], env)).out.split("\n")
    expect(table[0]).toMatch(/^ID\s+NAME\s+TIER\s+CREATED\s+REVOKED$/u)
    expect(table).toHaveLength(3)

    // What is stored: the digest of the printed key, revoked.
    const stored = await Effect.runPromise(
      Effect.flatMap(Effect.service(ApiKeyStore), (store) => store.findByDigest(apiKeyDigest(shown.key))).pipe(
        Effect.provide(storageLayer({ kind: "embedded", dataDir: env.DATA_DIR }))
      )
    )
    expect(Option.map(stored, (key) => [key.name, Option.isSome(key.revokedAt)])).toEqual(Option.some(["acme", true]))
  }, 120_000)

  it("bad usage is exit code 2 with the usage; --help is 0", async () => {
    for (const argv of [
      [],
      ["frobnicate"],
      ["create", "--tier", "partner"],
      ["create", "--name", "x y", "--tier", "partner"],
      ["create", "--name", "x", "--tier", "Gold"],
      ["revoke"],
      ["list", "--bogus"]
    ]) {
      const result = await keys(argv, env)
      expect(result.code, argv.join(" ")).toBe(2)
      expect(result.err).toMatch(/Usage: zk-node keys <command>/u)
    }
    const help = await keys(["--help"], env)
    expect(help.code).toBe(0)
    expect(help.out).toMatch(/^Usage: zk-node keys <command> \[--json\]/u)
  })

  it("a data directory a node holds is refused, the reason said once", async () => {
    const held = join(dir, "held")
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          yield* Layer.build(storageLayer({ kind: "embedded", dataDir: held }))
          const result = yield* Effect.promise(() => keys(["list"], { STORAGE: "embedded", DATA_DIR: held }))
          expect(result.code).toBe(1)
          expect(result.err).toMatch(/^keys: .*is in use by process \d+$/u)
          expect(result.err.split("in use").length - 1).toBe(1)
        })
      )
    )
  }, 120_000)

  itWith(POSTGRES_SERVER)("a storage failure is exit code 1 with its root cause on one line", async () => {
    const missing = new URL(process.env["DATABASE_URL"] ?? "")
    missing.pathname = "/zk_keys_no_such_database"
    const result = await keys(["list"], { DATABASE_URL: missing.toString() })
    expect(result.code).toBe(1)
    expect(result.err).toMatch(/^keys: .*database "zk_keys_no_such_database" does not exist$/u)
  })

  it("the in-memory storage is refused: its keys live inside the node's process", async () => {
    const result = await keys(["list"], { STORAGE: "memory" })
    expect(result.code).toBe(1)
    expect(result.err).toMatch(/STORAGE=memory/u)
  })
})

describeWith(POSTGRES_SERVER)("the key command on a PostgreSQL server no node has migrated", () => {
  const url = DATABASE_URL ?? ""
  const name = `zk_keys_fresh_${process.pid}`
  afterAll(async () => {
    await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  it("migrates it, as on an empty DATA_DIR, at once: the key is created, and a reader finds the schema current", async () => {
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    const env = { DATABASE_URL: withDatabase(url, name) }
    const started = await serverTime(env.DATABASE_URL, "SELECT clock_timestamp()")
    const created = await keys(["create", "--name", "first", "--tier", "partner", "--json"], env)
    expect(created.code, created.err).toBe(0)
    // No waiting for a writer (a reader's grace) before it acts: its migrations began (the transaction recording them
    // started) sooner after the command did than a reader's grace would have let it, on the server's clock.
    const migrated = await serverTime(env.DATABASE_URL, `SELECT min(created_at) FROM ${MIGRATIONS_TABLE}`)
    expect(migrated - started).toBeLessThan(Duration.toMillis(WRITER_GRACE))
    const listed = JSON.parse((await keys(["list", "--json"], env)).out) as Array<Record<string, unknown>>
    expect(listed.map((key) => key["name"])).toEqual(["first"])
    // A reader (which never migrates) opens it: every migration it knows is applied.
    const found = await Effect.runPromise(
      Effect.flatMap(Effect.service(ApiKeyStore), (store) => store.list).pipe(
        Effect.provide(storageLayer({ kind: "external", url: Redacted.make(env.DATABASE_URL) }, "reader"))
      )
    )
    expect(found.map((key) => key.name)).toEqual(["first"])
  }, 120_000)
})
