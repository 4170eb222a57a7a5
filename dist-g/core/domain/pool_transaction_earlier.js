/**
 * The earlier revision's pool transaction: exactly the fields `interface.md` lists, without the
 * later revision's extension field `invalidationReason`; `toPoolL2TransactionEarlier` projects the
 * domain view onto it.
 */
import { Struct } from "effect";
import { PoolL2Transaction } from "./pool_transaction.js";
/** A pool transaction as the earlier revision writes it. */
export const PoolL2TransactionEarlier = PoolL2Transaction.mapFields(Struct.omit(["invalidationReason"])).annotate({
    identifier: "PoolL2Transaction"
});
/** The earlier revision's form of a pool transaction. */
export function toPoolL2TransactionEarlier(tx) {
    const { invalidationReason: _, ...contract } = tx;
    return contract;
}
