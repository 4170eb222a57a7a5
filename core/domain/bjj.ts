/** BabyJubJub public keys: in memory the 32-byte compressed form as 64 lowercase hex characters; on the wire `zk:` +
 * base64url (no padding) of those bytes and a checksum byte, their sum mod 256. */
import { Result, Schema, SchemaTransformation } from "effect"
import * as Base64Url from "effect/encoding/Base64Url"
import * as Hex from "effect/encoding/Hex"

/** A compressed BabyJubJub public key: 64 lowercase hex characters (32 bytes, little-endian y). */
export const BjjKey = Schema.String.check(
  Schema.isPattern(/^[0-9a-f]{64}$/u, { expected: "64 lowercase hex characters" })
).pipe(Schema.brand("BjjKey"))
export type BjjKey = typeof BjjKey.Type

/** The checksum byte of a compressed key: the sum of its bytes mod 256. */
function checksumByte(key: Uint8Array): number {
  let sum = 0
  for (const b of key) sum = (sum + b) & 0xff
  return sum
}

/** The value of each lowercase hex digit by character code (−1: not one). */
const HEX_VALUE = new Int8Array(128).fill(-1)
for (let i = 0; i < 16; i++) HEX_VALUE["0123456789abcdef".charCodeAt(i)] = i

/**
 * The 32 bytes of a compressed key. Decoded by hand rather than by effect's `Hex.decode` (a TextEncoder pass and a
 * pattern check): every response writes two keys per transaction (kept: `npm run bench:http`, the history page).
 */
export function bjjBytes(key: BjjKey): Uint8Array {
  if (key.length !== 64) throw new Error(`not a compressed BabyJubJub key: ${key}`)
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) {
    const high = HEX_VALUE[key.charCodeAt(2 * i)] ?? -1
    const low = HEX_VALUE[key.charCodeAt(2 * i + 1)] ?? -1
    if (high < 0 || low < 0) throw new Error(`not a compressed BabyJubJub key: ${key}`)
    bytes[i] = (high << 4) | low
  }
  return bytes
}

/** The key value of 32 compressed bytes. */
export function bjjFromBytes(bytes: Uint8Array): BjjKey {
  if (bytes.length !== 32) throw new Error(`a compressed BabyJubJub key has 32 bytes, not ${bytes.length}`)
  // 32 bytes always encode as 64 lowercase hex characters: the key's pattern holds by construction.
  return BjjKey.make(Hex.encode(bytes), { disableChecks: true })
}

/** The base64url alphabet (RFC 4648 §5). */
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

/**
 * The base64url text of a key's 32 bytes and its checksum byte: 33 bytes, 11 groups of 3, so 44
 * characters and never padding. Written out, not effect's `Base64Url.encode` (a base64 pass, then
 * character replacements), because a history page writes two keys per transaction (`npm run bench:http`).
 */
function base64urlWithChecksum(bytes: Uint8Array): string {
  let out = ""
  for (let i = 0; i < 33; i += 3) {
    const group =
      ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (i + 2 < 32 ? (bytes[i + 2] ?? 0) : checksumByte(bytes))
    out +=
      BASE64URL[group >>> 18]! +
      BASE64URL[(group >>> 12) & 63]! +
      BASE64URL[(group >>> 6) & 63]! +
      BASE64URL[group & 63]!
  }
  return out
}

/** Wire strings of recently written keys (a page repeats its accounts' keys); started over when full. */
const recentWireKeys = new Map<BjjKey, string>()

/**
 * Keys remembered before the map starts over: as many as the SQL adapter
 * remembers stored keys per generation, so a large chain's recurring owners stay written.
 */
const RECENT_WIRE_KEYS = 65_536

/** The wire string `zk:` + base64url(key ‖ checksum) of a key. */
export function encodeBjj(key: BjjKey): string {
  const known = recentWireKeys.get(key)
  if (known !== undefined) return known
  const wire = "zk:" + base64urlWithChecksum(bjjBytes(key))
  if (recentWireKeys.size >= RECENT_WIRE_KEYS) recentWireKeys.clear()
  recentWireKeys.set(key, wire)
  return wire
}

/** The key of a wire string, or a message naming what is wrong with it. */
export function decodeBjj(text: string): Result.Result<BjjKey, string> {
  if (!/^zk:[A-Za-z0-9_-]{44}$/.test(text)) return Result.fail("expected zk: followed by 44 base64url characters")
  const decoded = Base64Url.decode(text.slice(3))
  if (Result.isFailure(decoded) || decoded.success.length !== 33)
    return Result.fail("not a base64url encoding of 33 bytes")
  const bytes = decoded.success
  const key = bytes.subarray(0, 32)
  if (checksumByte(key) !== bytes[32]) return Result.fail("checksum byte does not match the key")
  return Result.succeed(bjjFromBytes(key))
}

/** The all-zero key (accounts without a BabyJubJub key). */
export const EMPTY_BJJ: BjjKey = BjjKey.make("0".repeat(64))

/** A BabyJubJub public key on the wire: `^zk:[A-Za-z0-9_-]{44}$` with a valid checksum byte. */
export const Bjj = Schema.String.check(
  Schema.isPattern(/^zk:[A-Za-z0-9_-]{44}$/u, { expected: "a BJJ key: zk: followed by 44 base64url characters" }),
  Schema.makeFilter((text: string) =>
    Result.match(decodeBjj(text), { onSuccess: () => true, onFailure: (message) => message })
  )
)
  .pipe(
    Schema.decodeTo(
      BjjKey,
      SchemaTransformation.transform<string, string>({
        // The filter above has already rejected every text decodeBjj fails on.
        decode: (text) => Result.getOrThrow(decodeBjj(text)),
        // The type side is a BjjKey already (the key pattern holds).
        encode: (key) => encodeBjj(key as BjjKey)
      })
    )
  )
  .annotate({
    description:
      "BabyJubJub public key: zk: + base64url (RFC 4648) of the 32-byte compressed key followed by a checksum byte (sum of the key bytes mod 256)"
  })
