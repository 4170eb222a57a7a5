/** Pool status changes planned by `core/ledger`'s pool rules, in one statement returning the changed rows (their events name each sender and receiver). */
import { Effect } from "effect";
import type { SqlClient } from "effect/sql/SqlClient";
import type { SqlError } from "effect/sql/SqlError";
import type { NewEvent } from "../../../core/domain/node_event.ts";
import type { TxId } from "../../../core/domain/tx_id.ts";
import { type PoolMove } from "../../../core/ledger/event_records.ts";
import type { PoolChange, PoolStatus } from "../../../core/ledger/pool_lifecycle.ts";
/** Sets changed pool transactions' state, batch and reason; returns the moves in `changes` order, from `previous` (read and locked here). */
export declare function applyPoolChanges(sql: SqlClient, changes: ReadonlyArray<PoolChange>, previous: ReadonlyMap<TxId, PoolStatus>): Effect.Effect<Array<PoolMove>, SqlError>;
/** The events of pool moves, in order. */
export declare function poolEvents(moves: ReadonlyArray<PoolMove>): Array<NewEvent>;
