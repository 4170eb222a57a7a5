/** The ApiKeyStore port in memory: one process's keys, lost when it ends. Each operation is one `Effect.sync` run to
 * completion, so a name is taken by exactly one of concurrent creations. */
import { Effect, Layer, Option } from "effect"
import { type ApiKey, type ApiKeyCreateOutcome, ApiKeyStore } from "../../core/ports/api_keys.ts"

/** The ApiKeyStore port on a fresh, empty set of keys (each build its own). */
export const layer: Layer.Layer<ApiKeyStore> = Layer.sync(ApiKeyStore, () => {
  /** The keys by id. */
  const keys = new Map<string, ApiKey>()
  const byName = (name: string) => [...keys.values()].find((key) => key.name === name)
  return ApiKeyStore.of({
    create: (key) =>
      Effect.sync((): ApiKeyCreateOutcome => {
        if (keys.has(key.id) || byName(key.name) !== undefined) return { _tag: "NameTaken" }
        keys.set(key.id, key)
        return { _tag: "Created" }
      }),
    list: Effect.sync(() =>
      [...keys.values()].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
      )
    ),
    findByDigest: (digest) =>
      Effect.sync(() => Option.fromNullishOr([...keys.values()].find((key) => key.digest === digest))),
    revoke: (idOrName, at) =>
      Effect.sync(() => {
        const key = keys.get(idOrName) ?? byName(idOrName)
        if (key === undefined) return Option.none()
        if (Option.isSome(key.revokedAt)) return Option.some(key)
        const revoked: ApiKey = { ...key, revokedAt: Option.some(at) }
        keys.set(key.id, revoked)
        return Option.some(revoked)
      })
  })
})
