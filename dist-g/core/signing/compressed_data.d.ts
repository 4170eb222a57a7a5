/**
 * The packed integers of an L2 transaction's signed message (`anchor-api.md` §5.4,
 * `clients-and-crypto.md` §1.6): `txCompressedData` (element 0) and `rqTxCompressedDataV2`
 * (element 3, the requested transaction of an atomic pair). Each field must fit its width;
 * amounts are Float40-encoded. Widths, from the least significant bit:
 *
 * - txCompressedData: signature constant 32 (3322668559 = 0xC60BE60F), chainId 16, fromIdx 48,
 *   toIdx 48, tokenId 32, nonce 40, fee 8, toBjjSign 1 (225 bits).
 * - rqTxCompressedDataV2: rqFromIdx 48, rqToIdx 48, Float40(rqAmount) 40, rqTokenId 32, rqNonce
 *   40, rqFee 8, rqToBjjSign 1 (217 bits).
 */
import { Result } from "effect";
/** The constant in the low 32 bits of txCompressedData that marks an L2 transaction signature. */
export declare const SIGNATURE_CONSTANT = 3322668559n;
/** The fields packed into txCompressedData. */
export interface TxCompressedDataFields {
    readonly toBjjSign: boolean;
    readonly fee: number;
    readonly nonce: bigint;
    readonly tokenId: number;
    readonly toIdx: number;
    readonly fromIdx: number;
    readonly chainId: number;
}
/** The fields packed into rqTxCompressedDataV2 (all zero for a transaction that requests none). */
export interface RqTxCompressedDataFields {
    readonly rqToBjjSign: boolean;
    readonly rqFee: number;
    readonly rqNonce: bigint;
    readonly rqTokenId: number;
    readonly rqAmount: bigint;
    readonly rqToIdx: number;
    readonly rqFromIdx: number;
}
/** txCompressedData (element 0 of the signed message), or which field does not fit. */
export declare function txCompressedData(fields: TxCompressedDataFields): Result.Result<bigint, string>;
/** rqTxCompressedDataV2 (element 3 of the signed message), or which field does not fit. */
export declare function rqTxCompressedDataV2(fields: RqTxCompressedDataFields): Result.Result<bigint, string>;
