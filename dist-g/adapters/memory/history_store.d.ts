/**
 * The HistoryStore port on the in-memory database: forged transactions in (batchNum, position)
 * = itemId order; the address, key and account filters match the sender or the receiver. `get`
 * also finds L1 user transactions still in their queue.
 */
import { Layer } from "effect";
import { HistoryStore } from "../../core/ports/history_store.ts";
import { MemoryDatabase } from "./database.ts";
/** The HistoryStore port backed by the shared in-memory database. */
export declare const layer: Layer.Layer<HistoryStore, never, MemoryDatabase>;
