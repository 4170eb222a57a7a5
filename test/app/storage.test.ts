/** The storage selection: STORAGE=memory, DATABASE_URL or the embedded PostgreSQL in DATA_DIR; bad combinations
 * refused; DATABASE_READ_URLS and its lag; credentials hidden in the description; the memory layer serves. */
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Exit, Option, Redacted } from "effect"
import {
  DEFAULT_DATA_DIR,
  describeStorage,
  storageConfig,
  type StorageConfig,
  storageLayer
} from "../../app/storage.ts"
import { TokenId } from "../../core/domain/scalars.ts"
import { FIRST_PAGE } from "../../core/pagination/page.ts"
import { TokenStore } from "../../core/ports/token_store.ts"

/** The storage configuration read from `env`. */
function fromEnv(env: Record<string, string>) {
  return storageConfig.parse(ConfigProvider.fromEnv({ env }))
}

/** The configuration with its URLs revealed, for comparison. */
function revealed(config: StorageConfig) {
  return config.kind === "external"
    ? { ...config, url: Redacted.value(config.url), readUrls: config.readUrls?.map((url) => Redacted.value(url)) }
    : config
}

describe("storage configuration", () => {
  it.effect("no variable: the embedded PostgreSQL in ./data", () =>
    Effect.gen(function* () {
      const embedded = { kind: "embedded" as const, renderingCache: true }
      assert.deepStrictEqual(yield* fromEnv({}), { ...embedded, dataDir: DEFAULT_DATA_DIR })
      assert.deepStrictEqual(yield* fromEnv({ DATA_DIR: "/var/lib/zk" }), { ...embedded, dataDir: "/var/lib/zk" })
      assert.deepStrictEqual(yield* fromEnv({ RENDERING_CACHE: "off" }), {
        ...embedded,
        dataDir: DEFAULT_DATA_DIR,
        renderingCache: false
      })
    })
  )

  it.effect("DATABASE_URL: that server, with DB_POOL_SIZE", () =>
    Effect.gen(function* () {
      const url = "postgres://u:secret@db.example:5433/rollup"
      const plain = { kind: "external" as const, url, readUrls: [], maxReplicaLagSeconds: 5, renderingCache: true }
      assert.deepStrictEqual(revealed(yield* fromEnv({ DATABASE_URL: url })), { ...plain, poolSize: undefined })
      assert.deepStrictEqual(revealed(yield* fromEnv({ DATABASE_URL: url, DB_POOL_SIZE: "32" })), {
        ...plain,
        poolSize: 32
      })
    })
  )

  it.effect("DATABASE_READ_URLS: the server's streaming replicas, with DATABASE_READ_MAX_LAG_SECONDS", () =>
    Effect.gen(function* () {
      const url = "postgres://u:secret@primary:5432/rollup"
      const replicas = " postgres://u:secret@replica-1:5432/rollup , postgresql://u:secret@replica-2/rollup,"
      const config = revealed(
        yield* fromEnv({ DATABASE_URL: url, DATABASE_READ_URLS: replicas, DATABASE_READ_MAX_LAG_SECONDS: "2.5" })
      )
      assert.deepStrictEqual(config, {
        kind: "external",
        url,
        poolSize: undefined,
        renderingCache: true,
        readUrls: ["postgres://u:secret@replica-1:5432/rollup", "postgresql://u:secret@replica-2/rollup"],
        maxReplicaLagSeconds: 2.5
      })
      assert.strictEqual(
        describeStorage(yield* fromEnv({ DATABASE_URL: url, DATABASE_READ_URLS: replicas })),
        "PostgreSQL at primary:5432/rollup, GETs read from 2 replicas (replica-1:5432/rollup, replica-2:5432/rollup)"
      )
      for (const env of [
        { DATABASE_READ_URLS: "postgres://r/db" },
        { STORAGE: "memory", DATABASE_READ_URLS: "postgres://r/db" },
        { DATABASE_URL: url, DATABASE_READ_URLS: "mysql://r/db" },
        { DATABASE_URL: url, DATABASE_READ_URLS: " , " },
        { DATABASE_URL: url, DATABASE_READ_URLS: "postgres://r/db", DATABASE_READ_MAX_LAG_SECONDS: "0" }
      ]) {
        const exit = yield* Effect.exit(fromEnv(env))
        assert.isTrue(Exit.isFailure(exit), JSON.stringify(env))
      }
      const refused = yield* Effect.flip(fromEnv({ DATABASE_READ_URLS: "postgres://r/db" }))
      assert.include(String(refused), "DATABASE_READ_URLS needs a PostgreSQL server (DATABASE_URL)")
    })
  )

  it.effect("STORAGE forces the kind", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* fromEnv({ STORAGE: "memory", DATABASE_URL: "postgres://h/db" }), { kind: "memory" })
      assert.deepStrictEqual(yield* fromEnv({ STORAGE: "embedded", DATABASE_URL: "postgres://h/db" }), {
        kind: "embedded",
        dataDir: DEFAULT_DATA_DIR,
        renderingCache: true
      })
      assert.strictEqual((yield* fromEnv({ STORAGE: "external", DATABASE_URL: "postgres://h/db" })).kind, "external")
    })
  )

  it.effect("contradictions and bad values are configuration errors", () =>
    Effect.gen(function* () {
      for (const env of [
        { STORAGE: "external" },
        { STORAGE: "sqlite" },
        { DB_POOL_SIZE: "0", DATABASE_URL: "postgres://h/db" }
      ]) {
        const exit = yield* Effect.exit(fromEnv(env))
        assert.isTrue(Exit.isFailure(exit), JSON.stringify(env))
      }
    })
  )

  it("describes the storage without credentials", () => {
    assert.strictEqual(describeStorage({ kind: "memory" }), "in-memory storage (not persisted)")
    assert.strictEqual(describeStorage({ kind: "embedded", dataDir: "./data" }), "embedded PostgreSQL in ./data")
    const text = describeStorage({ kind: "external", url: Redacted.make("postgres://u:secret@db.example:5433/rollup") })
    assert.strictEqual(text, "PostgreSQL at db.example:5433/rollup")
  })

  it.effect("the memory kind serves every port", () =>
    Effect.gen(function* () {
      const tokens = yield* TokenStore
      assert.deepStrictEqual((yield* tokens.list({}, FIRST_PAGE)).items, [])
      assert.isTrue(Option.isNone(yield* tokens.get(TokenId.make(0))))
    }).pipe(Effect.provide(storageLayer({ kind: "memory" })))
  )
})
