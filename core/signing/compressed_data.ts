/** Elements 0 (`txCompressedData`) and 3 (`rqTxCompressedDataV2`) of an L2 transaction's signed message, packed. */
import { Result } from "effect"
import { encodeFloat40 } from "../domain/float40.ts"

/** The constant in the low 32 bits of txCompressedData that marks an L2 transaction signature. */
export const SIGNATURE_CONSTANT = 3322668559n

/** The fields packed into txCompressedData. */
export interface TxCompressedDataFields {
  readonly toBjjSign: boolean
  readonly fee: number
  readonly nonce: bigint
  readonly tokenId: number
  readonly toIdx: number
  readonly fromIdx: number
  readonly chainId: number
}

/** The fields packed into rqTxCompressedDataV2 (all zero for a transaction that requests none). */
export interface RqTxCompressedDataFields {
  readonly rqToBjjSign: boolean
  readonly rqFee: number
  readonly rqNonce: bigint
  readonly rqTokenId: number
  readonly rqAmount: bigint
  readonly rqToIdx: number
  readonly rqFromIdx: number
}

/** A field checked against its width: its value, or why it does not fit. */
function unsigned(name: string, value: number | bigint, bits: number): Result.Result<bigint, string> {
  if (typeof value === "number" && !Number.isSafeInteger(value))
    return Result.fail(`${name} ${value} is not an integer`)
  const v = BigInt(value)
  return v >= 0n && v < 1n << BigInt(bits)
    ? Result.succeed(v)
    : Result.fail(`${name} ${value} does not fit in ${bits} bits`)
}

/** Packs `parts` (value and width, least significant first) into one integer. */
function pack(parts: ReadonlyArray<readonly [bigint, number]>): bigint {
  let out = 0n
  let shift = 0n
  for (const [value, bits] of parts) {
    out |= value << shift
    shift += BigInt(bits)
  }
  return out
}

/** txCompressedData (element 0 of the signed message), or which field does not fit. */
export function txCompressedData(fields: TxCompressedDataFields): Result.Result<bigint, string> {
  return Result.map(
    Result.all({
      chainId: unsigned("chainId", fields.chainId, 16),
      fromIdx: unsigned("fromIdx", fields.fromIdx, 48),
      toIdx: unsigned("toIdx", fields.toIdx, 48),
      tokenId: unsigned("tokenId", fields.tokenId, 32),
      nonce: unsigned("nonce", fields.nonce, 40),
      fee: unsigned("fee", fields.fee, 8)
    }),
    ({ chainId, fromIdx, toIdx, tokenId, nonce, fee }) =>
      pack([
        [SIGNATURE_CONSTANT, 32],
        [chainId, 16],
        [fromIdx, 48],
        [toIdx, 48],
        [tokenId, 32],
        [nonce, 40],
        [fee, 8],
        [fields.toBjjSign ? 1n : 0n, 1]
      ])
  )
}

/** rqTxCompressedDataV2 (element 3 of the signed message), or which field does not fit. */
export function rqTxCompressedDataV2(fields: RqTxCompressedDataFields): Result.Result<bigint, string> {
  return Result.map(
    Result.all({
      rqFromIdx: unsigned("requestFromIdx", fields.rqFromIdx, 48),
      rqToIdx: unsigned("requestToIdx", fields.rqToIdx, 48),
      rqAmountF40: Result.mapError(encodeFloat40(fields.rqAmount), (message) => `requestAmount: ${message}`),
      rqTokenId: unsigned("requestTokenId", fields.rqTokenId, 32),
      rqNonce: unsigned("requestNonce", fields.rqNonce, 40),
      rqFee: unsigned("requestFee", fields.rqFee, 8)
    }),
    ({ rqFromIdx, rqToIdx, rqAmountF40, rqTokenId, rqNonce, rqFee }) =>
      pack([
        [rqFromIdx, 48],
        [rqToIdx, 48],
        [rqAmountF40, 40],
        [rqTokenId, 32],
        [rqNonce, 40],
        [rqFee, 8],
        [fields.rqToBjjSign ? 1n : 0n, 1]
      ])
  )
}
