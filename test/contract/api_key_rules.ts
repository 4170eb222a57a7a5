/** Contract: the ApiKeyStore. Keys found by digest, revoked or not; a name is one key's, also under concurrency; the
 * first revocation time kept; listing oldest first. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { type ApiKey, ApiKeyStore } from "../../core/ports/api_keys.ts"
import type { StoragePorts } from "./storage_ports.ts"

/** A key named `name` created at second `at` of 2026-05-01 12:00. */
function apiKey(name: string, at: number, tier = "partner"): ApiKey {
  return {
    id: `key_${name.padStart(16, "0").slice(-16)}`,
    name,
    tier,
    digest: name.padEnd(64, "0").slice(0, 64),
    createdAt: new Date(Date.UTC(2026, 4, 1, 12, 0, at)),
    revokedAt: Option.none()
  }
}

/** Registers the ApiKeyStore tests of `storage`. */
export function describeApiKeyRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  const fresh = Layer.fresh(storage)
  describe("API key store", () => {
    it.effect("create stores a key found by its digest and listed oldest first; a taken name is refused", () =>
      Effect.gen(function* () {
        const store = yield* ApiKeyStore
        assert.deepStrictEqual(yield* store.list, [])
        const acme = apiKey("acme", 2)
        const beta = apiKey("beta", 1, "anonymous")
        assert.deepStrictEqual(yield* store.create(acme), { _tag: "Created" })
        assert.deepStrictEqual(yield* store.create(beta), { _tag: "Created" })
        assert.deepStrictEqual(yield* store.findByDigest(acme.digest), Option.some(acme))
        assert.isTrue(Option.isNone(yield* store.findByDigest("f".repeat(64))))
        assert.deepStrictEqual(yield* store.list, [beta, acme])
        const sameName = { ...apiKey("other", 3), name: "acme" }
        assert.deepStrictEqual(yield* store.create(sameName), { _tag: "NameTaken" })
        assert.isTrue(Option.isNone(yield* store.findByDigest(sameName.digest)))
        assert.deepStrictEqual(yield* store.list, [beta, acme])
      }).pipe(Effect.provide(fresh))
    )

    it.effect("revoke by id or by name keeps the first revocation time; an unknown key is none", () =>
      Effect.gen(function* () {
        const store = yield* ApiKeyStore
        const acme = apiKey("acme", 1)
        const beta = apiKey("beta", 2)
        yield* store.create(acme)
        yield* store.create(beta)
        const first = new Date(Date.UTC(2026, 4, 2))
        const revoked = { ...acme, revokedAt: Option.some(first) }
        assert.deepStrictEqual(yield* store.revoke(acme.id, first), Option.some(revoked))
        assert.deepStrictEqual(
          yield* store.revoke("acme", new Date(Date.UTC(2026, 4, 3))),
          Option.some(revoked),
          "again, by name"
        )
        assert.deepStrictEqual(yield* store.findByDigest(acme.digest), Option.some(revoked), "found, revoked")
        assert.deepStrictEqual(yield* store.findByDigest(beta.digest), Option.some(beta), "the other key is untouched")
        assert.isTrue(Option.isNone(yield* store.revoke("nobody", first)))
        assert.deepStrictEqual(yield* store.list, [revoked, beta])
      }).pipe(Effect.provide(fresh))
    )

    it.effect("of many concurrent creations of one name exactly one stores its key", () =>
      Effect.gen(function* () {
        const store = yield* ApiKeyStore
        const variants = Array.from({ length: 32 }, (_, i) => ({ ...apiKey(`v${i}`, i), name: "shared" }))
        const outcomes = yield* Effect.forEach(variants, (key) => store.create(key), { concurrency: "unbounded" })
        const created = variants.filter((_, i) => outcomes[i]?._tag === "Created")
        assert.strictEqual(created.length, 1)
        assert.deepStrictEqual(yield* store.list, created)
      }).pipe(Effect.provide(fresh))
    )
  })
}
