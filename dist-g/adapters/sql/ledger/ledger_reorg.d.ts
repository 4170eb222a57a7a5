/**
 * A reorg to batch n, as the memory adapter does it: later batches are an itemId tail deleted whole (ordinals stay
 * gap-free), their L1 transactions requeued, `revertsOnReorg` pool ones back to `pend`. A no-op records no event.
 */
import { Effect } from "effect";
import type { SqlClient } from "effect/sql/SqlClient";
import type { SqlError } from "effect/sql/SqlError";
import type { NewEvent } from "../../../core/domain/node_event.ts";
/** Undoes every batch after `batchNum`; the events it records (none when it changed nothing). */
export declare function reorgTo(sql: SqlClient, batchNum: number): Effect.Effect<ReadonlyArray<NewEvent>, SqlError>;
