/** Transaction identifiers: 33 bytes, a type prefix (0x00 L1 user, 0x01 L1 coordinator, 0x02 L2) and a Keccak-256 of
 * the fields that make the transaction unique, written `0x` + 66 lowercase hex characters. */
import { Result, Schema, SchemaTransformation } from "effect"
import { keccak_256 } from "@noble/hashes/sha3.js"
import { encodeFloat40 } from "./float40.ts"

/** A transaction id in memory: `0x` + 66 lowercase hex characters. */
export const TxIdValue = Schema.String.check(
  Schema.isPattern(/^0x[0-9a-f]{66}$/u, { expected: "0x followed by 66 hex characters" })
).pipe(Schema.brand("TxId"))
export type TxId = typeof TxIdValue.Type

/** A transaction id on the wire: `0x` + 66 hex characters in any case, emitted lowercase. */
export const TransactionId = Schema.String.check(
  Schema.isPattern(/^0x[0-9a-fA-F]{66}$/u, { expected: "a transaction id: 0x followed by 66 hex characters" })
)
  .pipe(
    Schema.decodeTo(
      TxIdValue,
      SchemaTransformation.transform<string, string>({ decode: (s) => s.toLowerCase(), encode: (s) => s })
    )
  )
  .annotate({ description: "Identifier of an L1 or L2 transaction: 0x + 33 bytes in hex" })

/** Writes `value` big-endian into `bytes[offset .. offset+width)`. */
function putUint(bytes: Uint8Array, offset: number, width: number, value: bigint): void {
  let v = value
  for (let i = width - 1; i >= 0; i--) {
    bytes[offset + i] = Number(v & 0xffn)
    v >>= 8n
  }
}

/** `putUint` for a number: safe integers byte by byte without BigInt, anything else through `putUint` (which rejects non-integers). */
function putNumber(bytes: Uint8Array, offset: number, width: number, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    putUint(bytes, offset, width, BigInt(value))
    return
  }
  let v = value
  for (let i = width - 1; i >= 0; i--) {
    bytes[offset + i] = v % 256
    v = Math.floor(v / 256)
  }
}

/** The two lowercase hex digits of each byte value. */
const HEX_BYTES: ReadonlyArray<string> = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"))

/** The id `prefix ‖ keccak(body)`: `0x` and 66 lowercase hex digits by construction, so not re-checked. */
function withPrefix(prefix: number, body: Uint8Array): TxId {
  const digest = keccak_256(body)
  let hex = "0x" + HEX_BYTES[prefix]!
  for (let i = 0; i < 32; i++) hex += HEX_BYTES[digest[i]!]!
  return TxIdValue.make(hex, { disableChecks: true })
}

/** TxID of an L1 user transaction: 0x00 ‖ keccak(toForgeL1TxsNum 8 B ‖ position 2 B). */
export function l1UserTxId(toForgeL1TransactionsNum: number, position: number): TxId {
  const body = new Uint8Array(10)
  putUint(body, 0, 8, BigInt(toForgeL1TransactionsNum))
  putUint(body, 8, 2, BigInt(position))
  return withPrefix(0x00, body)
}

/** TxID of an L1 coordinator transaction: 0x01 ‖ keccak(batchNum 8 B ‖ position 2 B). */
export function l1CoordinatorTxId(batchNum: number, position: number): TxId {
  const body = new Uint8Array(10)
  putUint(body, 0, 8, BigInt(batchNum))
  putUint(body, 8, 2, BigInt(position))
  return withPrefix(0x01, body)
}

/** The fields of an L2 transaction that determine its TxID. */
export interface L2TxIdFields {
  readonly fromIdx: number
  readonly tokenId: number
  readonly amount: bigint
  readonly nonce: bigint
  readonly fee: number
}

/** 2^40: nonces are 5 bytes in TxIDs and signatures. */
export const NONCE_LIMIT = 1n << 40n

/**
 * Why a field of an L2 TxID other than the amount does not fit its width (fromIdx 48 bits, tokenId
 * 32, nonce 40, fee 8), or undefined when they all fit. The amount's own rule is Float40's.
 */
export function l2TxIdWidthProblem(tx: Omit<L2TxIdFields, "amount">): string | undefined {
  if (!(tx.fromIdx >= 0 && tx.fromIdx < 2 ** 48)) return `fromIdx ${tx.fromIdx} does not fit in 48 bits`
  if (!(tx.tokenId >= 0 && tx.tokenId < 2 ** 32)) return `tokenId ${tx.tokenId} does not fit in 32 bits`
  if (!(tx.nonce >= 0n && tx.nonce < NONCE_LIMIT)) return `nonce ${tx.nonce} does not fit in 40 bits`
  if (!(tx.fee >= 0 && tx.fee <= 255)) return `fee selector ${tx.fee} does not fit in 8 bits`
  return undefined
}

/**
 * TxID of an L2 transaction: 0x02 ‖ keccak(fromIdx 6 B ‖ tokenId 4 B ‖ Float40(amount) 5 B ‖
 * nonce 5 B ‖ fee 1 B); fails when a field does not fit its width (`l2TxIdWidthProblem`) or,
 * after that, when the amount is not representable as Float40 (`amount: …`).
 */
export function l2TxId(tx: L2TxIdFields): Result.Result<TxId, string> {
  const width = l2TxIdWidthProblem(tx)
  if (width !== undefined) return Result.fail(width)
  const amountF40 = Result.mapError(encodeFloat40(tx.amount), (message) => `amount: ${message}`)
  return Result.map(amountF40, (amountF40) => {
    // Every field fits its width here (checked above; Float40 values are below 2^40), so the numbers are exact.
    const body = new Uint8Array(21)
    putNumber(body, 0, 6, tx.fromIdx)
    putNumber(body, 6, 4, tx.tokenId)
    putNumber(body, 10, 5, Number(amountF40))
    putNumber(body, 15, 5, Number(tx.nonce))
    putNumber(body, 20, 1, tx.fee)
    return withPrefix(0x02, body)
  })
}
