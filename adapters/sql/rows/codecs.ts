/**
 * How domain values are stored: fixed-size identifiers as bytea, integers that may exceed int8 as
 * numeric (bound as decimal strings), nested values as JSON text with tagged bigints, decoded back
 * through the domain schema's type side (checked, never cast).
 */
import { Schema } from "effect"
import type { EthSignature } from "../../../core/domain/account_authorization.ts"
import { bjjBytes, type BjjKey } from "../../../core/domain/bjj.ts"
import { checksum, type EthAddress } from "../../../core/domain/eth_address.ts"
import type { BjjSignature } from "../../../core/domain/pool_transaction.ts"
import type { EthHash } from "../../../core/domain/scalars.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import { BytesMemo } from "./bytes_memo.ts"
import * as Stored from "./stored_brands.ts"

/** `f` lifted over null: null stays null. */
export const nullable = <A, B>(f: (value: A) => B) => (value: A | null): B | null => (value === null ? null : f(value))

/** The bytes of a hex string (no prefix). */
export const hexBytes = (hex: string): Uint8Array => new Uint8Array(Buffer.from(hex, "hex"))

/** The lowercase hex string (no prefix) of bytes. */
export const bytesHex = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex")

/** Checksummed addresses by their stored bytes: EIP-55 costs a Keccak per address, and rows repeat their owners. */
const checksummed = new BytesMemo<EthAddress>(65_536, (bytes) => checksum("0x" + bytesHex(bytes)))

/** Keys by their stored bytes (64 lowercase hex characters, as core's `bjjFromBytes` writes them). */
const keys = new BytesMemo<BjjKey>(65_536, (bytes) => {
  if (bytes.length !== 32) throw new Error(`sql adapter: a stored BabyJubJub key has 32 bytes, not ${bytes.length}`)
  return Stored.BjjKey(bytesHex(bytes))
})

/** The 20 bytes of an address. */
export const addressBytes = (address: EthAddress): Uint8Array => hexBytes(address.slice(2))
/** The checksummed address of 20 stored bytes. */
export const addressOf = (bytes: Uint8Array): EthAddress => checksummed.get(bytes)
/** The 32 bytes of a BabyJubJub key. */
export const keyBytes = (key: BjjKey): Uint8Array => bjjBytes(key)
/** The key of 32 stored bytes. */
export const keyOf = (bytes: Uint8Array): BjjKey => keys.get(bytes)
/** The 33 bytes of a TxID. */
export const txIdBytes = (id: TxId): Uint8Array => hexBytes(id.slice(2))
/** The TxID of 33 stored bytes. */
export const txIdOf = (bytes: Uint8Array): TxId => Stored.TxIdValue("0x" + bytesHex(bytes))
/** The 32 bytes of an Ethereum hash. */
export const hashBytes = (hash: EthHash): Uint8Array => hexBytes(hash.slice(2))
/** The Ethereum hash of 32 stored bytes. */
export const hashOf = (bytes: Uint8Array): EthHash => Stored.EthHash("0x" + bytesHex(bytes))
/** The 64 bytes of a BabyJubJub signature. */
export const bjjSignatureBytes = (signature: BjjSignature): Uint8Array => hexBytes(signature)
/** The BabyJubJub signature of 64 stored bytes. */
export const bjjSignatureOf = (bytes: Uint8Array): BjjSignature => Stored.BjjSignatureValue(bytesHex(bytes))
/** The 65 bytes of an Ethereum signature. */
export const ethSignatureBytes = (signature: EthSignature): Uint8Array => hexBytes(signature.slice(2))
/** The Ethereum signature of 65 stored bytes. */
export const ethSignatureOf = (bytes: Uint8Array): EthSignature => Stored.EthSignatureValue("0x" + bytesHex(bytes))
/** An integer of any size as the decimal text a numeric column is bound with. */
export const decimal = (value: bigint): string => value.toString()

/** The key of a tagged bigint in stored JSON. */
const BIGINT_TAG = "$bigint"

/** JSON text of a value whose bigints are written as `{"$bigint": "<digits>"}`. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? { [BIGINT_TAG]: v.toString() } : v))
}

/** The value of JSON text written by `jsonText`, tagged bigints restored. */
function parseJsonText(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (typeof v === "object" && v !== null && !Array.isArray(v)) {
      const keys = Object.keys(v)
      const tagged: unknown = keys.length === 1 && keys[0] === BIGINT_TAG ? Object.values(v)[0] : undefined
      if (typeof tagged === "string") return BigInt(tagged)
    }
    return v
  })
}

/** Decodes JSON text written by `jsonText` into the type side of `schema` (checked, so a bad row is a defect). */
export function fromJsonText<S extends Schema.Top>(schema: S, text: string): S["Type"] {
  return Schema.decodeUnknownSync(Schema.toType(schema))(parseJsonText(text))
}
