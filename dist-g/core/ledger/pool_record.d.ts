/**
 * The stored form of a pool transaction (`PoolRecord`, the GET view with its token by id) and
 * how readers show it: the token is joined at read time, as for history transactions, so the
 * embedded token shows its current price; why an `invl` one was dropped is stored beside the record
 * (it moves with the state) and shown with it.
 */
import type { InvalidationReason } from "../domain/invalidation_reason.ts";
import type { PoolL2Transaction, PoolL2TransactionItem } from "../domain/pool_transaction.ts";
import type { ItemId } from "../domain/scalars.ts";
import type { Token } from "../domain/token.ts";
import type { PoolRecord } from "../ports/pool_store.ts";
import type { PoolStatus } from "./pool_lifecycle.ts";
/** The pool transaction of `record` with its token as it is now and why it was dropped (`reason`, null unless `invl`). */
export declare function poolTransaction(record: PoolRecord, token: Token, reason: InvalidationReason | null): PoolL2Transaction;
/** `record` with the state and batch of `status` (the reason is kept beside the record, not in it). */
export declare function withStatus(record: PoolRecord, status: PoolStatus): PoolRecord;
/** The pool list item of `record` with `token` and `reason` (the view of `poolTransaction` after its itemId). */
export declare function poolTransactionItem(itemId: ItemId, record: PoolRecord, token: Token, reason: InvalidationReason | null): PoolL2TransactionItem;
