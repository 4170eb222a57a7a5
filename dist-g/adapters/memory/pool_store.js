/**
 * The PoolStore port on the in-memory database: pool transactions by id and in the order they
 * were added (itemId), with indexes by sender (and by sender and nonce); the embedded token is
 * joined at read time. Adding, and replacing, checks and writes in one uninterrupted write, so of
 * many concurrent adds of one id exactly one stores its record, and of concurrent replacements (or
 * a replacement and a selection) of one transaction exactly one wins. Every add and every
 * replacement takes an itemId, stored or not, as PostgreSQL's identity column does, so both
 * storages number a sequence of submissions alike.
 */
import { Effect, Layer, Option, Result } from "effect";
import { ItemId } from "../../core/domain/scalars.js";
import { distinctAscending } from "../../core/domain/account_nonce.js";
import { accountIndexOf } from "../../core/ledger/account_rendering.js";
import { poolEvent, replacementEvents } from "../../core/ledger/event_records.js";
import { PENDING } from "../../core/ledger/pool_lifecycle.js";
import { poolTransaction, poolTransactionItem } from "../../core/ledger/pool_record.js";
import { planReplacement } from "../../core/ledger/pool_replacement.js";
import { mapPage, paginate } from "../../core/pagination/page.js";
import { PoolStore } from "../../core/ports/pool_store.js";
import { currentNonce } from "./account_store.js";
import { appendEvents, insertPoolRow, MemoryDatabase, senderNonceKey, setPoolStatus, tokenOf } from "./database.js";
/** The pool transaction of `row` as the API shows it. */
function render(state, row) {
    return poolTransaction(row.record, tokenOf(state, row.record.tokenId), row.reason);
}
/** The pool rows of a sender account with a nonce, oldest first. */
function withNonce(state, record) {
    return state.poolBySenderNonce.get(senderNonceKey(record.fromAccountIndex.idx, record.nonce));
}
/** Adds `record` in place of its sender's pending transactions with its nonce (`PoolStore.replace`), in one write. */
function replace(state, record) {
    const itemId = ItemId.make(state.next.pool++);
    const existing = state.pool.get(record.id);
    if (existing !== undefined)
        return { _tag: "Existing", record: existing.record };
    const sameNonce = withNonce(state, record);
    const plan = planReplacement(record, sameNonce.map((row) => row.record));
    if (Result.isFailure(plan))
        return { _tag: "Refused", refusal: plan.failure };
    insertPoolRow(state, record, itemId);
    const moves = [];
    for (const change of plan.success) {
        const row = state.pool.get(change.id);
        if (row === undefined)
            throw new Error(`memory pool invariant broken: replaced transaction ${change.id} is missing`);
        moves.push({ tx: row.record, previous: row.record.state, next: change.status });
        setPoolStatus(state, row, change.status);
    }
    appendEvents(state, replacementEvents(record, moves));
    return { _tag: "Replaced", replaced: plan.success.map((change) => change.id) };
}
/** The first `limit` pending transactions, oldest first. */
function pending(state, limit) {
    const out = [];
    for (const row of state.poolOrder) {
        if (out.length >= limit)
            break;
        if (row.record.state === "pend")
            out.push(render(state, row));
    }
    return out;
}
/** Whether `row` passes every filter. */
function matches(row, filter) {
    const record = row.record;
    return (filter.accountIdx === undefined || record.fromAccountIndex.idx === filter.accountIdx) &&
        (filter.ethAddr === undefined || record.fromZkEthereumAddress === filter.ethAddr) &&
        (filter.bjj === undefined || record.fromBJJ === filter.bjj) &&
        (filter.state === undefined || record.state === filter.state) &&
        (filter.type === undefined || record.type === filter.type) &&
        (filter.tokenId === undefined || record.tokenId === filter.tokenId);
}
/** The pool transactions matching `filter`, in itemId order (from the sender's index when one is named). */
function matching(state, filter) {
    const candidates = filter.accountIdx !== undefined
        ? state.poolBySenderIdx.get(filter.accountIdx)
        : filter.ethAddr !== undefined
            ? state.poolBySenderEthAddr.get(filter.ethAddr)
            : filter.bjj !== undefined
                ? state.poolBySenderBjj.get(filter.bjj)
                : state.poolOrder;
    const noFilter = Object.values(filter).every((v) => v === undefined);
    return noFilter ? candidates : candidates.filter((row) => matches(row, filter));
}
/** The nonces of account `idx`: its latest nonce and those of its pend and fing pool transactions. */
function accountNonces(state, idx) {
    const account = state.accounts.get(idx);
    if (account === undefined)
        return Option.none();
    const taken = state.poolBySenderIdx.get(idx)
        .filter((row) => row.record.state === "pend" || row.record.state === "fing")
        .map((row) => row.record.nonce);
    return Option.some({
        accountIndex: accountIndexOf(idx, tokenOf(state, account.account.tokenId)),
        forgedNonce: currentNonce(account),
        poolNonces: distinctAscending(taken)
    });
}
/** The PoolStore port backed by the shared in-memory database. */
export const layer = Layer.effect(PoolStore, Effect.gen(function* () {
    const db = yield* MemoryDatabase;
    return PoolStore.of({
        add: (record) => db.write((state) => {
            const itemId = ItemId.make(state.next.pool++);
            const existing = state.pool.get(record.id);
            if (existing !== undefined)
                return { _tag: "Existing", record: existing.record };
            insertPoolRow(state, record, itemId);
            appendEvents(state, [poolEvent(record, null, PENDING)]);
            return { _tag: "Added" };
        }),
        replace: (record) => db.write((state) => replace(state, record)),
        withNonce: (idx, nonce) => db.read((state) => state.poolBySenderNonce.get(senderNonceKey(idx, nonce)).map((row) => row.record)),
        get: (id) => db.read((state) => {
            const row = state.pool.get(id);
            return row === undefined ? Option.none() : Option.some(render(state, row));
        }),
        pending: (limit) => db.read((state) => pending(state, limit)),
        list: (filter, page) => db.read((state) => mapPage(paginate(matching(state, filter), page, (row) => row.itemId), (row) => poolTransactionItem(row.itemId, row.record, tokenOf(state, row.record.tokenId), row.reason))),
        accountNonces: (idx) => db.read((state) => accountNonces(state, idx))
    });
}));
