/**
 * The events each ledger call and each pool addition records, built once here so every storage
 * adapter records the same ones, in the same order, with the same data: a forged batch records
 * `batch`, then a `transaction` per forged transaction (position order), then a `pool` per pool
 * transaction it forged; a queued L1 user transaction records `l1`; each pool state change
 * records `pool` (an invalidation's with its reason and code); a replacement records `pool` for
 * the replacement entering, then for each transaction it replaced; a reorg records `reorg`, then
 * `l1` for each L1 user transaction returned to its queue and `pool` for each pool transaction
 * returned to `pend`.
 *
 * Data is encoded with the wire schema once, here, and kept as JSON text: the stream writes it
 * as it is to every subscriber.
 */
import { Schema } from "effect";
import { HistoryTransaction as HistoryTransactionSchema } from "../domain/history_transaction.js";
import { BatchForged, CHAIN_WIDE, PoolStateChange, Reorg } from "../domain/node_event.js";
import { BatchNum } from "../domain/scalars.js";
import { PENDING } from "./pool_lifecycle.js";
const encodeBatch = Schema.encodeSync(BatchForged);
const encodeTransaction = Schema.encodeSync(HistoryTransactionSchema);
const encodePoolChange = Schema.encodeSync(PoolStateChange);
const encodeReorg = Schema.encodeSync(Reorg);
/** The distinct non-null values of `values`. */
function distinct(values) {
    const out = [];
    for (const value of values)
        if (value !== null && value !== undefined && !out.includes(value))
            out.push(value);
    return out;
}
/** The keys of a history transaction: its accounts, addresses and keys on either side, token and id. */
export function transactionKeys(tx) {
    return {
        accounts: distinct([tx.fromAccountIndex?.idx, tx.toAccountIndex.idx]),
        addresses: distinct([tx.fromZkEthereumAddress, tx.toZkEthereumAddress]),
        keys: distinct([tx.fromBJJ, tx.toBJJ]),
        tokenId: tx.tokenId,
        txId: tx.id
    };
}
/** The keys of a pool transaction: sender and receiver accounts, addresses and keys, token and id. */
export function poolKeys(tx) {
    return {
        accounts: distinct([tx.fromAccountIndex.idx, tx.toAccountIndex?.idx]),
        addresses: distinct([tx.fromZkEthereumAddress, tx.toZkEthereumAddress]),
        keys: distinct([tx.fromBJJ, tx.toBjj]),
        tokenId: tx.tokenId,
        txId: tx.id
    };
}
/** A `transaction` (forged) or `l1` (queued) event of a history transaction. */
export function historyEvent(type, record, tx) {
    return { type, keys: transactionKeys(record), data: JSON.stringify(encodeTransaction(tx)) };
}
/** A `pool` event: the transaction moved from `previous` (null: it entered the pool) to `next`. */
export function poolEvent(tx, previous, next) {
    const data = encodePoolChange({
        id: tx.id,
        previousState: previous,
        state: next.state,
        batchNum: next.batchNum,
        reason: next.reason?.message ?? null,
        reasonCode: next.reason?.code ?? null
    });
    return { type: "pool", keys: poolKeys(tx), data: JSON.stringify(data) };
}
/** The events of a replacement: `record` entering the pool, then each replaced transaction invalidated (`replaced`). */
export function replacementEvents(record, replaced) {
    return [poolEvent(record, null, PENDING), ...replaced.map((move) => poolEvent(move.tx, move.previous, move.next))];
}
/** The `batch` event of a forged batch. */
export function batchEvent(plan) {
    const data = encodeBatch({
        batch: plan.batch,
        transactions: plan.transactions.length,
        createdAccounts: plan.accounts.length,
        exits: plan.exits.length
    });
    return { type: "batch", keys: CHAIN_WIDE, data: JSON.stringify(data) };
}
/** The `reorg` event of rolling the chain back to `batchNum`. */
export function reorgEvent(batchNum) {
    return { type: "reorg", keys: CHAIN_WIDE, data: JSON.stringify(encodeReorg({ batchNum: BatchNum.make(batchNum) })) };
}
/**
 * The events of forging a batch: `batch`, each forged transaction (its record rendered by
 * `render`, with its token as the ledger has it now), then each pool transaction it forged.
 */
export function forgedBatchEvents(plan, render, poolMoves) {
    const events = [batchEvent(plan)];
    for (const record of plan.transactions)
        events.push(historyEvent("transaction", record, render(record)));
    for (const move of poolMoves)
        events.push(poolEvent(move.tx, move.previous, move.next));
    return events;
}
