/** The numeric and string scalars of the interface, each branded once; integers that may exceed 2^53 are `bigint` in
 * memory and plain JSON integers on the wire. */
import { Schema, SchemaTransformation } from "effect"
import { isStorableText } from "./plain_text.ts"

/** 2^32 − 1: the upper bound of TokenId, BatchNum, SlotNum and ToForgeL1TransactionsNum. */
export const MAX_UINT32 = 4294967295
/** 2^64 − 1: the upper bound of Nonce and EthBlockNum. */
export const MAX_UINT64 = 18446744073709551615n

/** A non-negative safe integer. */
const NonNegativeInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** An integer in 0..2^32−1. */
const Uint32 = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_UINT32 }))

/** Position of an item in storage; used only for pagination. */
export const ItemId = NonNegativeInt.pipe(Schema.brand("ItemId")).annotate({
  description: "Position of the item in storage; used only for pagination, not part of the protocol"
})
export type ItemId = typeof ItemId.Type

/** Token identifier, 0..4294967295. */
export const TokenId = Uint32.pipe(Schema.brand("TokenId")).annotate({ description: "Token identifier" })
export type TokenId = typeof TokenId.Type

/** Batch number, 0..4294967295; incremented by one for each forged batch. */
export const BatchNum = Uint32.pipe(Schema.brand("BatchNum")).annotate({
  description: "Incremented by one for each forged batch, starting at 0"
})
export type BatchNum = typeof BatchNum.Type

/** The last batch a pool transaction may be forged in, 0..4294967295; 0 sets no limit (signed, the anchor's final dialect). */
export const MaxNumBatch = Uint32.pipe(Schema.brand("MaxNumBatch")).annotate({
  description:
    "The last batch the transaction may be forged in (it is never forged in a batch numbered above it); 0 sets no limit. " +
    "Part of the signed message (an extension of the contract: the anchor's final dialect)"
})
export type MaxNumBatch = typeof MaxNumBatch.Type

/** The `maxNumBatch` that sets no limit. */
export const NO_MAX_NUM_BATCH = MaxNumBatch.make(0)

/** Auction slot number, 0..4294967295. */
export const SlotNum = Uint32.pipe(Schema.brand("SlotNum")).annotate({ description: "Auction slot number" })
export type SlotNum = typeof SlotNum.Type

/** Identifies in which batch an L1 transaction was or will be forged, 0..4294967295. */
export const ToForgeL1TransactionsNum = Uint32.pipe(Schema.brand("ToForgeL1TransactionsNum"))
export type ToForgeL1TransactionsNum = typeof ToForgeL1TransactionsNum.Type

/** Position of a transaction in a batch (or in its L1 queue). */
export const TransactionPosition = NonNegativeInt.pipe(Schema.brand("TransactionPosition"))
export type TransactionPosition = typeof TransactionPosition.Type

/** Index into the transaction fee table, 0..256. */
export const FeeSelector = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 256 }))
  .pipe(Schema.brand("FeeSelector"))
  .annotate({ description: "Index into the transaction fee table" })
export type FeeSelector = typeof FeeSelector.Type

declare global {
  interface JSON {
    /** ES2025 `JSON.rawJSON` (Node ≥ 21): a value that `JSON.stringify` writes verbatim. */
    rawJSON(text: string): RawJsonNumber
    /** ES2025 `JSON.isRawJSON`. */
    isRawJSON(value: unknown): boolean
  }
}

/** An integer too large for a JS number, already rendered as JSON digits by `JSON.rawJSON`. */
export interface RawJsonNumber {
  readonly rawJSON: string
}

/** Whether `u` is a value produced by `JSON.rawJSON`. */
function isRawJsonNumber(u: unknown): u is RawJsonNumber {
  return typeof JSON.isRawJSON === "function" && JSON.isRawJSON(u)
}

/** Whether `u` is an integer as the wire carries it: a safe integer, or a larger one rendered by `JSON.rawJSON`. */
function isJsonInteger(u: unknown): u is number | RawJsonNumber {
  return Number.isSafeInteger(u) || isRawJsonNumber(u)
}

/**
 * Encoded form of an integer in 0..2^64−1: a JS number up to 2^53, a `JSON.rawJSON` value above
 * (both written as digits by `JSON.stringify`). One declared type rather than a union of
 * `Schema.Int` and the raw form, so its JSON Schema is the one integer its filter describes: a
 * union would document the raw form as an empty (match-anything) `anyOf` branch.
 */
function jsonUint64(description: string) {
  // `toCodecJson: undefined`: the values are JSON already, so JSON derivation keeps this node (and its filter).
  const declared = Schema.declare(isJsonInteger, { expected: "an integer", toCodecJson: () => undefined })
  return declared.check(
    Schema.makeFilter(() => true, {
      toJsonSchema: () => ({ type: "integer", minimum: 0, maximum: Number(MAX_UINT64), description })
    })
  )
}

/** 2^53 − 1 as a bigint: the largest integer a JSON number carries exactly. */
const MAX_SAFE_BIGINT = BigInt(Number.MAX_SAFE_INTEGER)

/** The rendering of a bigint as a JSON number without precision loss. */
function toJsonInteger(value: bigint): number | RawJsonNumber {
  return value <= MAX_SAFE_BIGINT ? Number(value) : JSON.rawJSON(value.toString())
}

/**
 * An integer in 0..2^64−1, `bigint` in memory and a JSON integer on the wire (digits beyond 2^53
 * are written exactly with `JSON.rawJSON`; decoding from JSON accepts safe integers only, since
 * `JSON.parse` has already rounded anything larger). Documented as one integer with `description`.
 */
function uint64(description: string) {
  return jsonUint64(description).pipe(
    Schema.decodeTo(
      Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: MAX_UINT64 })),
      SchemaTransformation.transform({
        decode: (n) => (typeof n === "number" ? BigInt(n) : BigInt(n.rawJSON)),
        encode: toJsonInteger
      })
    )
  )
}

/** Used once per account; increments by one per transaction; 0..2^64−1. */
export const Nonce = uint64("Used once per account, increments by one per transaction").pipe(Schema.brand("Nonce"))
export type Nonce = typeof Nonce.Type

/** Ethereum block number, 0..2^64−1. */
export const EthBlockNum = uint64("Ethereum block number").pipe(Schema.brand("EthBlockNum"))
export type EthBlockNum = typeof EthBlockNum.Type

/** A non-negative integer of any size: `bigint` in memory, a decimal string (`^\d+$`) on the wire. */
export const BigIntString = Schema.String.check(Schema.isPattern(/^\d+$/u, { expected: "a string of decimal digits" }))
  .pipe(
    Schema.decodeTo(
      Schema.BigInt.check(Schema.isGreaterThanOrEqualToBigInt(0n)),
      SchemaTransformation.transform({ decode: (s) => BigInt(s), encode: (n) => n.toString() })
    )
  )
  .annotate({ description: "Integer encoded as a decimal string" })
export type BigIntString = typeof BigIntString.Type

/** Recently written instants and their RFC 3339 text (a page's rows share a few: their batches', their tokens'). */
const recentInstants = new Map<number, string>()
/** Instants remembered before the map starts over. */
const RECENT_INSTANTS = 256

/** The RFC 3339 UTC text of a date, remembered for recent instants (a page's rows share a few; `toISOString` is slow). */
function instantText(date: Date): string {
  const time = date.getTime()
  const known = recentInstants.get(time)
  if (known !== undefined) return known
  const text = date.toISOString()
  if (recentInstants.size >= RECENT_INSTANTS) recentInstants.clear()
  recentInstants.set(time, text)
  return text
}

/** A moment in time: `Date` in memory, RFC 3339 UTC on the wire. */
export const Timestamp = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/u, {
    expected: "an RFC 3339 date-time"
  })
)
  .pipe(
    Schema.decodeTo(Schema.Date, SchemaTransformation.transform({ decode: (s) => new Date(s), encode: instantText }))
  )
  .annotate({ format: "date-time" })
export type Timestamp = typeof Timestamp.Type

/** A 32-byte hash written as `0x` + 64 lowercase hex characters (Ethereum block and tx hashes). */
export const EthHash = Schema.String.check(
  Schema.isPattern(/^0x[0-9a-f]{64}$/u, { expected: "0x followed by 64 lowercase hex characters" })
).pipe(Schema.brand("EthHash"))
export type EthHash = typeof EthHash.Type

/** A field element (Merkle roots, proof elements) written as a decimal string. */
export const Hash = BigIntString.annotate({ description: "Hashed data, as a decimal string" })

/** An HTTP(S) URL (stored text: no NUL). */
export const Url = Schema.String.check(
  Schema.isPattern(/^https?:\/\/\S+$/u, { expected: "an http(s) URL" }),
  isStorableText
).pipe(Schema.brand("Url"))
export type Url = typeof Url.Type

/** Abbreviation of a token name. */
export const TokenSymbol = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_.-]{1,32}$/u, { expected: "a token symbol of letters, digits, '_', '.' or '-'" })
).pipe(Schema.brand("TokenSymbol"))
export type TokenSymbol = typeof TokenSymbol.Type

/** A token name (stored text: no NUL). */
export const TokenName = Schema.String.check(isStorableText).pipe(Schema.brand("TokenName"))
export type TokenName = typeof TokenName.Type

/**
 * Significant digits a USD amount is written with: enough for every cent below ten billion dollars and for the
 * digits of the smallest token prices, few enough to drop binary floating-point noise (`2693.7`, not
 * `2693.7000000000003`), which a product or a sum of floats leaves far below the 12th digit.
 */
export const USD_SIGNIFICANT_DIGITS = 12

/** `usd` rounded to `USD_SIGNIFICANT_DIGITS` significant digits (0 stays 0). */
export function roundUsd(usd: number): number {
  return usd === 0 ? 0 : Number(usd.toPrecision(USD_SIGNIFICANT_DIGITS))
}

/**
 * A USD amount (price or value), a JSON number rounded to `USD_SIGNIFICANT_DIGITS` significant digits when
 * encoded: every USD field of every answer and event, whatever the storage, is written alike. Decoding keeps
 * the number as it is.
 */
export const Usd = Schema.Finite.pipe(
  Schema.decodeTo(Schema.Finite, SchemaTransformation.transform({ decode: (usd: number) => usd, encode: roundUsd }))
)
