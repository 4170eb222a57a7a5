/**
 * The type of an L2 transaction follows from its destination fields (`anchor-api.md` §5.2, adapted
 * to `interface.md`): exactly one kind of destination is given.
 *
 * - `toAccountIndex` ≥ 256 → Transfer; `toAccountIndex` = `zk:EXIT:1` → Exit; the other two
 *   fields must then be null.
 * - `toBjj` (not the empty key) with `toZkEthereumAddress` = `zk:0x` + forty `F` → TransferToBJJ.
 * - `toZkEthereumAddress` alone, neither the FF…FF nor the zero address → TransferToEthAddr.
 *
 * Anything else is malformed, and the failure says which rule is broken.
 */
import { Result } from "effect";
import type { TransactionTypeL2 } from "../domain/transaction_type.ts";
import type { L2TransactionFields } from "./l2_transaction_fields.ts";
/** The destination fields type inference reads. */
export type DestinationFields = Pick<L2TransactionFields, "toAccountIndex" | "toZkEthereumAddress" | "toBjj">;
/** The type implied by the destination fields, or which rule they break. */
export declare function inferTransactionType(tx: DestinationFields): Result.Result<TransactionTypeL2, string>;
