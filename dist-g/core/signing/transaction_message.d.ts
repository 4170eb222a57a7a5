/**
 * The message an L2 transaction's BabyJubJub signature covers (`anchor-api.md` §5.4): six field
 * elements whose Poseidon hash is signed.
 *
 * 0. txCompressedData (`compressed_data.ts`) with the node's chainId;
 * 1. maxNumBatch · 2^200 + Float40(amount) · 2^160 + toEthAddr (0 when absent);
 * 2. Y of toBjj (0 when absent);
 * 3. rqTxCompressedDataV2 of the requested transaction (0 fields when none);
 * 4. requested toEthAddr; 5. Y of requested toBjj.
 *
 * A destination absent from the body counts as 0: toIdx 0, address 0, key Y 0 with sign 0.
 */
import { Result } from "effect";
import type { EthAddress } from "../domain/eth_address.ts";
import type { L2TransactionFields } from "./l2_transaction_fields.ts";
/** The six field elements of an L2 transaction's signed message, in order. */
export type L2TransactionMessage = readonly [bigint, bigint, bigint, bigint, bigint, bigint];
/** What the message depends on beyond the transaction: the node's chain id (0..65535) and maxNumBatch (0 = none). */
export interface MessageContext {
    readonly chainId: number;
    /** The last batch the transaction may be forged in; 0 (no limit) unless given. */
    readonly maxNumBatch?: number | undefined;
}
/** The address as a 160-bit integer; 0 when absent. */
export declare function ethAddressValue(address: EthAddress | null | undefined): bigint;
/** Element 1: maxNumBatch · 2^200 + amountFloat40 · 2^160 + toEthAddr. */
export declare function amountAndAddressElement(maxNumBatch: bigint, amountFloat40: bigint, toEthAddr: bigint): bigint;
/**
 * The six elements of the signed message of `tx`, or why they cannot be computed (a field wider
 * than its slot, an amount Float40 cannot represent, maxNumBatch outside 0..2^32−1).
 */
export declare function l2TransactionMessage(tx: L2TransactionFields, context: MessageContext): Result.Result<L2TransactionMessage, string>;
