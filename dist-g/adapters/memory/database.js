/**
 * The state of the in-memory storage: one database shared by every port implementation of this
 * adapter, with the rows the ledger writes and the secondary indexes the read ports use.
 *
 * Effect safety: the state is a mutable structure owned by the `MemoryDatabase` service and
 * touched only inside `read`/`write`, each a single `Effect.sync` that runs to completion without
 * yielding; so every read sees one consistent snapshot and every ledger call is applied all at
 * once (ledger calls validate everything before changing anything, see `core/ledger`). In
 * particular the pool's insert-if-absent and the authorizations' are atomic under concurrency.
 */
import { Context, Effect, Layer } from "effect";
import { EventId } from "../../core/domain/node_event.js";
import { withStatus } from "../../core/ledger/pool_record.js";
import { MultiIndex } from "./multi_index.js";
/** An empty database; itemIds start at 1, as SQL serials do. */
export function emptyState() {
    return {
        next: { token: 1, account: 1, batch: 1, transaction: 1, exit: 1, bid: 1, coordinator: 1, pool: 1, event: 1 },
        tokens: new Map(),
        tokenOrder: [],
        tokensByAddress: new Map(),
        blocks: new Map(),
        lastBlock: undefined,
        highestBlockNum: undefined,
        contractVariables: undefined,
        coordinators: new Map(),
        coordinatorOrder: [],
        biddersByForger: new Map(),
        bids: [],
        bidsBySlot: new MultiIndex(),
        bidsByBidder: new MultiIndex(),
        bidsByForger: new MultiIndex(),
        bidSlots: [],
        accounts: new Map(),
        accountOrder: [],
        accountsByEthAddr: new MultiIndex(),
        accountsByBjj: new MultiIndex(),
        accountsByToken: new MultiIndex(),
        updatedByBatch: new Map(),
        batches: [],
        batchesBySlot: new MultiIndex(),
        batchesByForger: new MultiIndex(),
        transactions: new Map(),
        forged: [],
        forgedByBatch: new MultiIndex(),
        forgedByIdx: new MultiIndex(),
        forgedByEthAddr: new MultiIndex(),
        forgedByBjj: new MultiIndex(),
        forgedByToken: new MultiIndex(),
        queues: new Map(),
        forgedQueues: new Map(),
        exits: [],
        exitByKey: new Map(),
        exitsByBatch: new MultiIndex(),
        exitsByIdx: new MultiIndex(),
        exitsByEthAddr: new MultiIndex(),
        exitsByBjj: new MultiIndex(),
        exitsByToken: new MultiIndex(),
        pool: new Map(),
        poolOrder: [],
        poolBySenderIdx: new MultiIndex(),
        poolBySenderEthAddr: new MultiIndex(),
        poolBySenderBjj: new MultiIndex(),
        poolBySenderNonce: new MultiIndex(),
        poolPending: 0,
        authorizations: new Map(),
        events: [],
        prunedThrough: 0,
        eventListeners: new Set()
    };
}
/** Records `events` with the next ids, then tells every listener (inside the write that reports them). */
export function appendEvents(state, events) {
    if (events.length === 0)
        return;
    const at = Date.now();
    for (const event of events)
        state.events.push({ event: { ...event, id: EventId.make(state.next.event++) }, at });
    for (const listener of state.eventListeners)
        listener();
}
/** The key of an exit in `exitByKey`. */
export function exitKey(batchNum, idx) {
    return `${batchNum}:${idx}`;
}
/** The token with this id; every stored row refers to a registered token (tokens are never removed). */
export function tokenOf(state, id) {
    const token = state.tokens.get(id);
    if (token === undefined)
        throw new Error(`memory database invariant broken: token ${id} is referenced but not registered`);
    return token;
}
/** The batch with this number, if any. */
export function batchAt(state, batchNum) {
    const first = state.batches[0];
    if (first === undefined)
        return undefined;
    const batch = state.batches[batchNum - first.batchNum];
    return batch !== undefined && batch.batchNum === batchNum ? batch : undefined;
}
/** The view the core ledger functions validate against. */
export function batchView(state) {
    return {
        token: (id) => state.tokens.get(id),
        account: (idx) => state.accounts.get(idx)?.account,
        lastBatchNum: state.batches[state.batches.length - 1]?.batchNum,
        lastAccountIdx: state.accountOrder[state.accountOrder.length - 1]?.account.idx,
        queuedTransactions: (queue) => [...(state.queues.get(queue)?.values() ?? [])].map((row) => row.current),
        isQueueForged: (queue) => state.forgedQueues.has(queue),
        transactionExists: (id) => state.transactions.has(id)
    };
}
/** The status the pool rules see of a stored pool transaction. */
export function poolStatus(row) {
    return { state: row.record.state, batchNum: row.record.batchNum, reason: row.reason };
}
/** The view the core pool rules validate against. */
export function poolView(state) {
    return {
        status: (id) => {
            const row = state.pool.get(id);
            return row === undefined ? undefined : poolStatus(row);
        },
        lastBatchNum: state.batches[state.batches.length - 1]?.batchNum
    };
}
/** The key of a sender account and a nonce in `poolBySenderNonce`. */
export function senderNonceKey(idx, nonce) {
    return `${idx}:${nonce}`;
}
/** Stores a new pool transaction (its id must be free) with the itemId its add took. */
export function insertPoolRow(state, record, itemId) {
    const row = { itemId, record, reason: null };
    state.pool.set(record.id, row);
    state.poolOrder.push(row);
    state.poolBySenderIdx.add(record.fromAccountIndex.idx, row);
    if (record.fromZkEthereumAddress !== null)
        state.poolBySenderEthAddr.add(record.fromZkEthereumAddress, row);
    if (record.fromBJJ !== null)
        state.poolBySenderBjj.add(record.fromBJJ, row);
    state.poolBySenderNonce.add(senderNonceKey(record.fromAccountIndex.idx, record.nonce), row);
    if (record.state === "pend")
        state.poolPending += 1;
}
/** Moves a stored pool transaction to `status`, keeping the pending count. */
export function setPoolStatus(state, row, status) {
    if (row.record.state === "pend")
        state.poolPending -= 1;
    if (status.state === "pend")
        state.poolPending += 1;
    row.record = withStatus(row.record, status);
    row.reason = status.reason;
}
/** The first index of `sorted` (ascending by `key`) whose key is ≥ `target`. */
export function lowerBound(sorted, target, key) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (key(sorted[mid]) < target)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** The in-memory database shared by the memory adapter's port implementations. */
export class MemoryDatabase extends Context.Service()("zk-api/adapters/memory/MemoryDatabase") {
}
/** A fresh, empty database. */
export const layer = Layer.sync(MemoryDatabase, () => {
    const state = emptyState();
    return MemoryDatabase.of({
        read: (f) => Effect.sync(() => f(state)),
        write: (f) => Effect.sync(() => f(state))
    });
});
