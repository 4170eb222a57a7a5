/** The API keys the rate limiter looked up, remembered for a while by digest: keys the storage holds (valid or revoked)
 * apart from digests it does not know, each in a bounded LRU of its own, so made-up keys only ever evict made-up keys. */
import { Option } from "effect"
import type { ApiKey } from "../../../core/ports/api_keys.ts"
import { BoundedLru } from "./bounded_lru.ts"

/** Keys the storage holds remembered at most (the least recently used forgotten first). */
export const KNOWN_KEYS_REMEMBERED = 10_000

/** Digests the storage does not know remembered at most (the least recently used forgotten first). */
export const UNKNOWN_KEYS_REMEMBERED = 10_000

/** A remembered lookup and when it is too old to use. */
interface Remembered<A> {
  readonly value: A
  readonly until: number
}

/** The lookups of API keys by digest, remembered for `millis` each. */
export interface ApiKeyCache {
  /** The lookup of `digest` remembered at `now`: the key found (valid or revoked), none (unknown), or undefined when not remembered (look it up). */
  readonly get: (digest: string, now: number) => Option.Option<ApiKey> | undefined
  /** Remembers the lookup of `digest` made at `now`. */
  readonly remember: (digest: string, found: Option.Option<ApiKey>, now: number) => void
}

/** A cache remembering each lookup for `millis`, known keys and unknown digests bounded apart (`capacities`). */
export function makeApiKeyCache(
  millis: number,
  capacities: { readonly known: number; readonly unknown: number } = {
    known: KNOWN_KEYS_REMEMBERED,
    unknown: UNKNOWN_KEYS_REMEMBERED
  }
): ApiKeyCache {
  const known = new BoundedLru<string, Remembered<ApiKey>>(capacities.known)
  const unknown = new BoundedLru<string, Remembered<undefined>>(capacities.unknown)
  return {
    get: (digest, now) => {
      const key = known.get(digest)
      if (key !== undefined && key.until > now) return Option.some(key.value)
      const missing = unknown.get(digest)
      if (missing !== undefined && missing.until > now) return Option.none()
      return undefined
    },
    remember: (digest, found, now) => {
      const until = now + millis
      if (Option.isSome(found)) {
        unknown.delete(digest)
        known.set(digest, { value: found.value, until })
      } else {
        // A key deleted from the storage is unknown from now on.
        known.delete(digest)
        unknown.set(digest, { value: undefined, until })
      }
    }
  }
}
