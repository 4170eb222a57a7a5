/**
 * The ExitStore port on the in-memory database: exits in (batchNum, account index) = itemId
 * order; the owner and token filters apply to the exit's account.
 */
import { Layer } from "effect";
import { ExitStore } from "../../core/ports/exit_store.ts";
import { MemoryDatabase } from "./database.ts";
/** The ExitStore port backed by the shared in-memory database. */
export declare const layer: Layer.Layer<ExitStore, never, MemoryDatabase>;
