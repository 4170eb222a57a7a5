/**
 * The PoolStore port on PostgreSQL: adding is one idempotent insert carrying its `pool` event; replacing is one
 * transaction that inserts, locks the sender's transactions with the same nonce (`FOR UPDATE`: a concurrent
 * replacement or selection of one of them waits, then sees it moved), applies core's rule and appends the events,
 * or rolls back. The unfiltered list subtracts the pool's ordinals; a filtered one counts on its narrowest index
 * (states change, so no ordinal per state).
 */
import { Layer } from "effect";
import type { PageRequest } from "../../../core/pagination/page.ts";
import { type PoolFilter, PoolStore } from "../../../core/ports/pool_store.ts";
import { SqlDatabase } from "../connection/database.ts";
import { EventSignal } from "../events/event_signal.ts";
/** The statement and parameters `list` runs for `filter` and `page` (to EXPLAIN it: `bench/pool_list.ts --explain`). */
export declare function listStatementFor(filter: PoolFilter, page: PageRequest): {
    readonly text: string;
    readonly values: ReadonlyArray<unknown>;
};
/** The PoolStore port on the SQL database. */
export declare const layer: Layer.Layer<PoolStore, never, SqlDatabase | EventSignal>;
