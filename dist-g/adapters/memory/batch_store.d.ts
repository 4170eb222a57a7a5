/** The BatchStore port on the in-memory database: batches in batchNum (= itemId) order. */
import { Layer } from "effect";
import { BatchStore } from "../../core/ports/batch_store.ts";
import { MemoryDatabase } from "./database.ts";
/** The BatchStore port backed by the shared in-memory database. */
export declare const layer: Layer.Layer<BatchStore, never, MemoryDatabase>;
