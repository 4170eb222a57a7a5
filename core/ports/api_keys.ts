/** API keys: the rate limiter's named clients, each in a tier, stored by the SHA-256 digest of their text only. */
import { Context, type Effect, type Option } from "effect"

/** One API key as stored. */
export interface ApiKey {
  /** Its id (`key_` and hex digits), given at creation. */
  readonly id: string
  /** Its name, unique among the keys (an operator's label for the client). */
  readonly name: string
  /** The tier whose budget its requests draw on. */
  readonly tier: string
  /** Lower-case hex SHA-256 of the key's text. */
  readonly digest: string
  readonly createdAt: Date
  /** When it was revoked; none while it is valid. */
  readonly revokedAt: Option.Option<Date>
}

/** The outcome of creating a key: created, or its name is another key's. */
export type ApiKeyCreateOutcome = { readonly _tag: "Created" } | { readonly _tag: "NameTaken" }

/** A key name: 1–64 letters, digits and `._-`, starting with a letter or digit. */
export const API_KEY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/u

/** A tier name: 1–32 lower-case letters, digits, `_` and `-`, starting with a letter. */
export const TIER_NAME = /^[a-z][a-z0-9_-]{0,31}$/u

/** The text of a key: `zk_` and 43 base64url characters (32 random bytes). */
export const API_KEY_TEXT = /^zk_[A-Za-z0-9_-]{43}$/u

/** The tier of every client that presents no key (its budget is per client group of its address: an IPv4 address, an IPv6 /64). */
export const ANONYMOUS_TIER = "anonymous"

/** The API keys; creating and revoking are atomic and durable before they return. */
export class ApiKeyStore extends Context.Service<
  ApiKeyStore,
  {
    /** Stores a new key unless its name is taken. */
    readonly create: (key: ApiKey) => Effect.Effect<ApiKeyCreateOutcome>
    /** Every key, revoked ones included, oldest first. */
    readonly list: Effect.Effect<ReadonlyArray<ApiKey>>
    /** The key whose text has this digest, revoked or not. */
    readonly findByDigest: (digest: string) => Effect.Effect<Option.Option<ApiKey>>
    /** Revokes the key with this id (or else this name) at `at`, unless already revoked; the key as stored after, or none when there is no such key. */
    readonly revoke: (idOrName: string, at: Date) => Effect.Effect<Option.Option<ApiKey>>
  }
>()("zk-api/ports/ApiKeyStore") {}
