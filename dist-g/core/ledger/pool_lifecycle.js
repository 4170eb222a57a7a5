/**
 * The pool state machine (`decisions.md`, `anchor-api.md` §5.7) as pure rules every storage
 * adapter applies the same way: a transaction is added `pend`; the coordinator selects it for the
 * batch it builds (`pend` → `fing`, only for a batch after the last forged one) or discards it
 * with a reason (`pend`/`fing` → `invl`, with the batch that decided it, if any; a replacement posted
 * by its sender does it too, `pool_replacement.ts`); a forged batch
 * makes every pool transaction whose TxID it forges `fged` in that batch (forged batches are
 * facts of the chain, so this applies from `pend`, `fing` and `invl` alike); a reorg to batch n
 * returns every transaction selected, forged or invalidated in a batch after n to `pend`, with no
 * batch and no reason. Selections and invalidations are planned before anything is written: one
 * wrong id rejects the whole call.
 */
import { Result } from "effect";
import { BatchNum } from "../domain/scalars.js";
/** The status of a transaction just added to the pool. */
export const PENDING = { state: "pend", batchNum: null, reason: null };
/** The current status of `id`, or why it cannot move: unknown, listed twice, or in a state other than `from`. */
function movable(id, view, seen, from) {
    const status = view.status(id);
    if (status === undefined)
        return Result.fail(`unknown pool transaction ${id}`);
    if (seen.has(id))
        return Result.fail(`pool transaction ${id} is listed twice`);
    seen.add(id);
    if (!from.includes(status.state)) {
        return Result.fail(`pool transaction ${id} is ${status.state}, not ${from.join(" or ")}`);
    }
    return Result.succeed(status);
}
/** The changes of selecting `ids` for batch `batchNum` (`pend` → `fing`), or why the ledger rejects the selection. */
export function planSelection(ids, batchNum, view) {
    if (view.lastBatchNum !== undefined && batchNum <= view.lastBatchNum) {
        return Result.fail(`cannot select for batch ${batchNum}: batch ${view.lastBatchNum} is already forged`);
    }
    const seen = new Set();
    const changes = [];
    for (const id of ids) {
        const current = movable(id, view, seen, ["pend"]);
        if (Result.isFailure(current))
            return Result.fail(current.failure);
        changes.push({ id, status: { state: "fing", batchNum: BatchNum.make(batchNum), reason: null } });
    }
    return Result.succeed(changes);
}
/** The changes of discarding `invalidations` (`pend`/`fing` → `invl`), or why the ledger rejects them. */
export function planInvalidation(invalidations, batchNum, view) {
    const seen = new Set();
    const changes = [];
    for (const { id, reason, code } of invalidations) {
        const current = movable(id, view, seen, ["pend", "fing"]);
        if (Result.isFailure(current))
            return Result.fail(current.failure);
        if (reason.trim() === "")
            return Result.fail(`invalidation of pool transaction ${id} has no reason`);
        changes.push({
            id,
            status: { state: "invl", batchNum: batchNum === null ? null : BatchNum.make(batchNum), reason: { code: code ?? "other", message: reason } }
        });
    }
    return Result.succeed(changes);
}
/** The changes forging `transactions` in batch `batchNum` makes to the pool: its L2 transactions held there become `fged`. */
export function planForged(transactions, batchNum, view) {
    const changes = [];
    for (const tx of transactions) {
        if (tx.L1orL2 !== "L2")
            continue;
        const current = view.status(tx.id);
        if (current === undefined || current.state === "fged")
            continue;
        changes.push({ id: tx.id, status: { state: "fged", batchNum: BatchNum.make(batchNum), reason: null } });
    }
    return changes;
}
/** True when a reorg to batch `batchNum` returns a transaction in `status` to `pend`: it moved in a later batch. */
export function revertsOnReorg(status, batchNum) {
    return status.state !== "pend" && status.batchNum !== null && status.batchNum > batchNum;
}
