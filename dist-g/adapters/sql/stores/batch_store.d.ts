/**
 * The BatchStore port on PostgreSQL: batchNum bounds become an itemId range, and slot, forger or all are
 * ordinal subtractions within it (slot and forger together count the slot's few batches).
 */
import { BatchStore } from "../../../core/ports/batch_store.ts";
/** The BatchStore port on the SQL database. */
export declare const layer: import("effect/Layer").Layer<BatchStore, never, import("../connection/database.ts").SqlDatabase>;
