/**
 * API keys: the named clients of the rate limiter, each in a tier. A key is stored by the SHA-256 digest of its
 * text, never the text itself (shown once, when it is created); a revoked key stays listed with its revocation time.
 */
import { Context } from "effect";
/** A key name: 1–64 letters, digits and `._-`, starting with a letter or digit. */
export const API_KEY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/u;
/** A tier name: 1–32 lower-case letters, digits, `_` and `-`, starting with a letter. */
export const TIER_NAME = /^[a-z][a-z0-9_-]{0,31}$/u;
/** The text of a key: `zk_` and 43 base64url characters (32 random bytes). */
export const API_KEY_TEXT = /^zk_[A-Za-z0-9_-]{43}$/u;
/** The tier of every client that presents no key (its budget is per IP address). */
export const ANONYMOUS_TIER = "anonymous";
/** The API keys; creating and revoking are atomic and durable before they return. */
export class ApiKeyStore extends Context.Service()("zk-api/ports/ApiKeyStore") {
}
