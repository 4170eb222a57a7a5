/**
 * What the stored wire texts of items share (`history_text.ts`, `exit_text.ts`): the key under which a value read with
 * its stored text carries it, the token that stands in while the fixed parts are cut out, and the tag of the parts.
 */
import type { Token } from "../domain/token.ts"
import { keccak_256 } from "@noble/hashes/sha3.js"

/**
 * The key under which an item read with its stored text carries it: a symbol, so no field of the wire's and no JSON
 * text shows it, and part of the value's own shape (a side table keyed by short-lived values cost more in lookups and
 * collection than the encoding it saved on a memo-friendly load).
 */
export const STORED_TEXT: unique symbol = Symbol.for("zk-api/storedText")

/** A value that may carry its stored text `S`. */
export type Carrying<A, S> = A & { readonly [STORED_TEXT]?: S | undefined }

/** The stored text `value` was read with (undefined: encode it from its fields). */
export function storedTextOf<S>(value: Carrying<object, S>): S | undefined {
  return value[STORED_TEXT]
}

/** A token of valid shape standing in while an item's fixed parts are cut out (its text is found and removed). */
export const PLACEHOLDER_TOKEN: Token = {
  itemId: 1 as Token["itemId"],
  id: 0 as Token["id"],
  ethereumBlockNum: 0n as Token["ethereumBlockNum"],
  ethereumAddress: "0x0000000000000000000000000000000000000000" as Token["ethereumAddress"],
  name: "placeholder" as Token["name"],
  symbol: "PLACEHOLDER" as Token["symbol"],
  decimals: 0,
  USD: null,
  fiatUpdate: null
}

/** A digest of an item's stored parts, its version in an entity tag: 24 hex digits of Keccak-256 over them, NUL-separated. */
export function textTag(parts: ReadonlyArray<string>): string {
  const digest = keccak_256(new TextEncoder().encode(parts.join("\u0000")))
  let hex = ""
  for (let i = 0; i < 12; i++) hex += (digest[i] ?? 0).toString(16).padStart(2, "0")
  return hex
}
