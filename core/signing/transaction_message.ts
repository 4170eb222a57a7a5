/** The six field elements whose Poseidon hash an L2 transaction's signature covers; absent destinations are 0. */
import { Result } from "effect"
import type { BjjKey } from "../domain/bjj.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import { encodeFloat40 } from "../domain/float40.ts"
import { bjjSign, bjjY } from "./bjj_components.ts"
import { rqTxCompressedDataV2, txCompressedData } from "./compressed_data.ts"
import type { L2TransactionFields } from "./l2_transaction_fields.ts"

/** The six field elements of an L2 transaction's signed message, in order. */
export type L2TransactionMessage = readonly [bigint, bigint, bigint, bigint, bigint, bigint]

/** What the message depends on beyond the transaction: the node's chain id (0..65535) and maxNumBatch (0 = none). */
export interface MessageContext {
  readonly chainId: number
  /** The last batch the transaction may be forged in; 0 (no limit) unless given. */
  readonly maxNumBatch?: number | undefined
}

/** The address as a 160-bit integer; 0 when absent. */
export function ethAddressValue(address: EthAddress | null | undefined): bigint {
  return address === null || address === undefined ? 0n : BigInt(address)
}

/** Element 1: maxNumBatch · 2^200 + amountFloat40 · 2^160 + toEthAddr. */
export function amountAndAddressElement(maxNumBatch: bigint, amountFloat40: bigint, toEthAddr: bigint): bigint {
  return (maxNumBatch << 200n) | (amountFloat40 << 160n) | toEthAddr
}

/** Sign and Y of an optional key; both zero when absent. */
function keyParts(key: BjjKey | null | undefined): { readonly sign: boolean; readonly y: bigint } {
  return key === null || key === undefined ? { sign: false, y: 0n } : { sign: bjjSign(key), y: bjjY(key) }
}

/**
 * The six elements of the signed message of `tx`, or why they cannot be computed (a field wider
 * than its slot, an amount Float40 cannot represent, maxNumBatch outside 0..2^32−1).
 */
export function l2TransactionMessage(
  tx: L2TransactionFields,
  context: MessageContext
): Result.Result<L2TransactionMessage, string> {
  const maxNumBatch = context.maxNumBatch ?? 0
  if (!Number.isSafeInteger(maxNumBatch) || maxNumBatch < 0 || maxNumBatch > 0xffffffff) {
    return Result.fail(`maxNumBatch ${maxNumBatch} does not fit in 32 bits`)
  }
  const to = keyParts(tx.toBjj)
  const rqTo = keyParts(tx.requestToBjj)
  return Result.map(
    Result.all({
      compressed: txCompressedData({
        toBjjSign: to.sign,
        fee: tx.fee,
        nonce: tx.nonce,
        tokenId: tx.tokenId,
        toIdx: tx.toAccountIndex?.idx ?? 0,
        fromIdx: tx.fromAccountIndex.idx,
        chainId: context.chainId
      }),
      amountF40: Result.mapError(encodeFloat40(tx.amount), (message) => `amount: ${message}`),
      rqCompressed: rqTxCompressedDataV2({
        rqToBjjSign: rqTo.sign,
        rqFee: tx.requestFee ?? 0,
        rqNonce: tx.requestNonce ?? 0n,
        rqTokenId: tx.requestTokenId ?? 0,
        rqAmount: tx.requestAmount ?? 0n,
        rqToIdx: tx.requestToAccountIndex?.idx ?? 0,
        rqFromIdx: tx.requestFromAccountIndex?.idx ?? 0
      })
    }),
    ({ compressed, amountF40, rqCompressed }): L2TransactionMessage => [
      compressed,
      amountAndAddressElement(BigInt(maxNumBatch), amountF40, ethAddressValue(tx.toZkEthereumAddress)),
      to.y,
      rqCompressed,
      ethAddressValue(tx.requestToZkEthereumAddress),
      rqTo.y
    ]
  )
}
