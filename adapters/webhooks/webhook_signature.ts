/** The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`, keyed with the
 * secret's decoded bytes (the secret is `whsec_` and their base64). */
import { createHmac, randomBytes } from "node:crypto"

/** The prefix of a secret's text. */
export const SECRET_PREFIX = "whsec_"

/** Random bytes in a new secret (Standard Webhooks asks 24–64). */
export const SECRET_BYTES = 32

/** A new secret: `whsec_` and base64 of fresh random bytes. */
export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString("base64")
}

/** The key bytes of a secret. */
export function secretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64")
}

/** The `webhook-signature` header of a message. */
export function signature(key: Buffer, id: string, timestamp: number, body: string): string {
  return "v1," + createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")
}
