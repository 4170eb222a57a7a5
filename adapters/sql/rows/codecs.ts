/** How domain values are stored: fixed-size ids as bytea, big integers as numeric, nested values as JSON with tagged
 * bigints; decoded through the domain schema (checked, never cast). */
import { Schema } from "effect"
import type { EthSignature } from "../../../core/domain/account_authorization.ts"
import type { AccountIndexValue } from "../../../core/domain/account_index.ts"
import type { AtomicGroupId } from "../../../core/domain/atomic_group.ts"
import { bjjBytes, type BjjKey } from "../../../core/domain/bjj.ts"
import { checksumOfBytes, type EthAddress } from "../../../core/domain/eth_address.ts"
import type { BjjSignature } from "../../../core/domain/pool_transaction.ts"
import type { EthHash } from "../../../core/domain/scalars.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import { BytesMemo } from "./bytes_memo.ts"
import { intAt, isNullAt, textAt, type Values } from "./row.ts"
import * as Stored from "./stored_brands.ts"

/** `f` lifted over null: null stays null. */
export function nullable<A, B>(f: (value: A) => B): (value: A | null) => B | null {
  return (value) => (value === null ? null : f(value))
}

/** The bytes of a hex string, after its `0x` prefix when `prefixed`. */
function hexBytes(hex: string, prefixed = true): Uint8Array {
  return new Uint8Array(Buffer.from(prefixed ? hex.slice(2) : hex, "hex"))
}

/** The lowercase hex string (no prefix) of bytes. */
function bytesHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex")
}

/** Checksummed addresses by their stored bytes: EIP-55 costs a Keccak per address, and rows repeat their owners. */
const checksummed = new BytesMemo<EthAddress>(20, 2 ** 18, checksumOfBytes)

/** Keys by their stored bytes (64 lowercase hex characters, as core's `bjjFromBytes` writes them). */
const keys = new BytesMemo<BjjKey>(32, 2 ** 18, (bytes) => {
  if (bytes.length !== 32) throw new Error(`sql adapter: a stored BabyJubJub key has 32 bytes, not ${bytes.length}`)
  return Stored.BjjKey(bytesHex(bytes))
})

/** The 20 bytes of an address. */
export const addressBytes = (address: EthAddress): Uint8Array => hexBytes(address)
/** The checksummed address of 20 stored bytes. */
export const addressOf = (bytes: Uint8Array): EthAddress => checksummed.get(bytes)
/** The 32 bytes of a BabyJubJub key. */
export const keyBytes: (key: BjjKey) => Uint8Array = bjjBytes
/** The key of 32 stored bytes. */
export const keyOf = (bytes: Uint8Array): BjjKey => keys.get(bytes)
/** The 33 bytes of a TxID. */
export const txIdBytes = (id: TxId): Uint8Array => hexBytes(id)
/** The TxID of 33 stored bytes. */
export const txIdOf = (bytes: Uint8Array): TxId => Stored.TxIdValue("0x" + bytesHex(bytes))
/** The 32 bytes of an Ethereum hash. */
export const hashBytes = (hash: EthHash): Uint8Array => hexBytes(hash)
/** The Ethereum hash of 32 stored bytes. */
export const hashOf = (bytes: Uint8Array): EthHash => Stored.EthHash("0x" + bytesHex(bytes))
/** The 32 bytes of an atomic group id. */
export const groupIdBytes = (id: AtomicGroupId): Uint8Array => hexBytes(id)
/** The atomic group id of 32 stored bytes. */
export const groupIdOf = (bytes: Uint8Array): AtomicGroupId => Stored.AtomicGroupId("0x" + bytesHex(bytes))
/** The 64 bytes of a BabyJubJub signature (hex without a prefix). */
export const bjjSignatureBytes = (signature: BjjSignature): Uint8Array => hexBytes(signature, false)
/** The BabyJubJub signature of 64 stored bytes. */
export const bjjSignatureOf = (bytes: Uint8Array): BjjSignature => Stored.BjjSignatureValue(bytesHex(bytes))
/** The 65 bytes of an Ethereum signature. */
export const ethSignatureBytes = (signature: EthSignature): Uint8Array => hexBytes(signature)
/** The Ethereum signature of 65 stored bytes. */
export const ethSignatureOf = (bytes: Uint8Array): EthSignature => Stored.EthSignatureValue("0x" + bytesHex(bytes))

/** The account index of a row's `<side>_idx` and `<side>_symbol` columns (positions `idx`, `symbol`), or null when `idx` is. */
export function accountIndexOrNullAt(row: Values, idx: number, symbol: number): AccountIndexValue | null {
  return isNullAt(row, idx)
    ? null
    : { symbol: Stored.TokenSymbol(textAt(row, symbol)), idx: Stored.AccountIdx(intAt(row, idx)) }
}

/** `addressOf` of a nullable column's bytes. */
export const addressOrNull = nullable(addressOf)
/** `keyOf` of a nullable column's bytes. */
export const keyOrNull = nullable(keyOf)

/** An integer of any size as the decimal text a numeric column is bound with. */
export function decimal(value: bigint): string {
  return value.toString()
}

const BIGINT_TAG = "$bigint"

/** JSON text of a value whose bigints are written as `{"$bigint": "<digits>"}`. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? { [BIGINT_TAG]: v.toString() } : v))
}

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
