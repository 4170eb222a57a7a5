/**
 * The Ledger port on the in-memory database. Every call validates its input against the stored
 * data with `core/ledger` (which also derives TxIDs, records, USD values and itemIds, and moves
 * pool transactions through their state machine) and only then applies it, inside one
 * `MemoryDatabase.write`: a rejected call changes nothing.
 */
import { Layer } from "effect";
import { Ledger } from "../../core/ports/ledger.ts";
import { MemoryDatabase } from "./database.ts";
/** The Ledger port backed by the shared in-memory database. */
export declare const layer: Layer.Layer<Ledger, never, MemoryDatabase>;
