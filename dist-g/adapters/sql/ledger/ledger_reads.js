/**
 * What a ledger call loads in its transaction before planning, and the synchronous views core validates
 * against. Asking a view what was not loaded is a defect (a missed load would otherwise answer "unknown").
 */
import { Effect } from "effect";
import { AccountIdx } from "../../../core/domain/account_index.js";
import { BatchNum, TokenId } from "../../../core/domain/scalars.js";
import { addressOf, decimal, hashOf, keyOf, txIdBytes, txIdOf } from "../rows/codecs.js";
import { BYTEA, INT8 } from "../rows/params.js";
import { bytesAt, intAt, intOrNullAt, textAt, textOrNullAt } from "../rows/row.js";
import { invalidationReasonAt } from "../rows/pool_rows.js";
import { poolStateOf } from "../rows/type_codes.js";
import { tokenColumns, tokenOf } from "../rows/token_rows.js";
import { queuedColumns, transactionRecordOf } from "../rows/transaction_rows.js";
/** The kinds of items numbered by `item_counter`. */
const COUNTER_KINDS = ["token", "account", "batch", "transaction", "exit", "bid", "coordinator"];
/** The current itemId counters. */
export function readCounters(sql) {
    return Effect.map(sql.unsafe("SELECT kind, next_item FROM item_counter").values, (rows) => {
        const next = new Map(rows.map((row) => [textAt(row, 0), intAt(row, 1)]));
        const of = (kind) => {
            const value = next.get(kind);
            if (value === undefined)
                throw new Error(`sql adapter: no item counter ${kind}`);
            return [kind, value];
        };
        return Object.fromEntries(COUNTER_KINDS.map(of));
    });
}
/** Moves the counter of `kind` on by `count` (the itemIds a call used). */
export function advanceCounter(sql, kind, count) {
    return count === 0
        ? Effect.void
        : Effect.asVoid(sql.unsafe("UPDATE item_counter SET next_item = next_item + $1 WHERE kind = $2", [count, kind]));
}
/** Every token by id (the rollup has few). */
export function loadTokens(sql) {
    return Effect.map(sql.unsafe(`SELECT ${tokenColumns("k")} FROM token k`).values, (rows) => new Map(rows.map((row) => tokenOf(row, 0)).map((token) => [token.id, token])));
}
/** The accounts among `idxs`, by index. */
export function loadAccounts(sql, idxs) {
    const wanted = [...new Set(idxs)];
    if (wanted.length === 0)
        return Effect.succeed(new Map());
    return Effect.map(sql.unsafe("SELECT idx, token_id, eth_addr, bjj FROM account WHERE idx = ANY($1)", [INT8.bind(wanted)]).values, (rows) => new Map(rows.map((row) => {
        const idx = AccountIdx.make(intAt(row, 0));
        return [idx, { idx, tokenId: TokenId.make(intAt(row, 1)), ethAddr: addressOf(bytesAt(row, 2)), bjj: keyOf(bytesAt(row, 3)) }];
    })));
}
/** `loaded`'s lookup, a key outside `asked` a defect (`what` names the view and the key's kind). */
function onlyLoaded(loaded, asked, what) {
    const known = new Set(asked);
    return (key) => {
        if (!known.has(key))
            throw new Error(`sql adapter: ${what} ${String(key)}, which was not loaded`);
        return loaded.get(key);
    };
}
/** A view over loaded tokens and accounts; `accountsAsked` are the indexes that were looked up. */
export function ledgerView(tokens, accounts, accountsAsked) {
    return { token: (id) => tokens.get(id), account: onlyLoaded(accounts, accountsAsked, "ledger view asked for account") };
}
function first(sql, statement, values, decode) {
    return Effect.map(sql.unsafe(statement, values).values, (rows) => (rows[0] === undefined ? undefined : decode(rows[0])));
}
/** The number of the last batch, if any. */
export function lastBatchNum(sql) {
    return first(sql, "SELECT batch_num FROM batch ORDER BY batch_num DESC LIMIT 1", [], (row) => intAt(row, 0));
}
/** The highest account index, if any. */
export function lastAccountIdx(sql) {
    return first(sql, "SELECT idx FROM account ORDER BY idx DESC LIMIT 1", [], (row) => intAt(row, 0));
}
/** The unforged L1 user transactions of a queue, in position order. */
export function queuedRecords(sql, queue) {
    return Effect.map(sql.unsafe(`SELECT ${queuedColumns("q")} FROM l1_user_tx q WHERE q.queue_num = $1 AND NOT q.forged ORDER BY q.position`, [queue]).values, (rows) => rows.map((row) => transactionRecordOf(row, 0)));
}
/** Whether a batch forged the queue. */
export function isQueueForged(sql, queue) {
    return Effect.map(sql.unsafe("SELECT 1 FROM batch WHERE forge_l1_txs_num = $1", [queue]), (rows) => rows.length > 0);
}
/** The ids among `ids` recorded as transactions (forged, or L1 user ones queued). */
export function recordedTransactions(sql, ids) {
    if (ids.length === 0)
        return Effect.succeed(new Set());
    const param = BYTEA.bind(ids.map(txIdBytes));
    return Effect.map(sql.unsafe("SELECT id FROM tx WHERE id = ANY($1) UNION SELECT id FROM l1_user_tx WHERE id = ANY($1)", [param]).values, (rows) => new Set(rows.map((row) => txIdOf(bytesAt(row, 0)))));
}
/** The statuses of the pool transactions among `ids`, their rows locked until the call commits. */
export function poolStatuses(sql, ids) {
    if (ids.length === 0)
        return Effect.succeed(new Map());
    return Effect.map(sql.unsafe("SELECT id, state, batch_num, reason, reason_code FROM pool_tx WHERE id = ANY($1) FOR UPDATE", [BYTEA.bind(ids.map(txIdBytes))]).values, (rows) => new Map(rows.map((row) => {
        const batchNum = intOrNullAt(row, 2);
        return [
            txIdOf(bytesAt(row, 0)),
            { state: poolStateOf(textAt(row, 1)), batchNum: batchNum === null ? null : BatchNum.make(batchNum), reason: invalidationReasonAt(row, 3, 4) }
        ];
    })));
}
/** A pool view over loaded statuses; `asked` are the ids that were looked up. */
export function poolView(statuses, asked, lastBatch) {
    return { status: onlyLoaded(statuses, asked, "pool view asked for"), lastBatchNum: lastBatch };
}
/** A batch view over loaded rows: the queue given (and only it: its number, unforged transactions, whether forged) and the recorded ids given. */
export function batchView(ledger, last, queue, recorded) {
    const ofQueue = (value) => (num) => {
        if (num !== queue.num)
            throw new Error(`sql adapter: batch view asked about queue ${num}, which was not loaded`);
        return value;
    };
    return {
        ...ledger,
        ...last,
        queuedTransactions: ofQueue(queue.queued),
        isQueueForged: ofQueue(queue.forged),
        transactionExists: (id) => recorded.has(id)
    };
}
/** The hash a block number is recorded with, if it is. */
export function recordedBlockHash(sql, num) {
    return first(sql, "SELECT hash FROM eth_block WHERE num = $1::numeric", [decimal(num)], (row) => hashOf(bytesAt(row, 0)));
}
/** Remembers the highest Ethereum block number seen in any record. */
export function noteBlock(sql, num) {
    const statement = "UPDATE chain_state SET highest_block_num = GREATEST(COALESCE(highest_block_num, $1::numeric), $1::numeric) WHERE id = 1";
    return Effect.asVoid(sql.unsafe(statement, [decimal(num)]));
}
