/**
 * The PoolStore port on the in-memory database: pool transactions by id and in the order they
 * were added (itemId), with indexes by sender (and by sender and nonce); the embedded token is
 * joined at read time. Adding, and replacing, checks and writes in one uninterrupted write, so of
 * many concurrent adds of one id exactly one stores its record, and of concurrent replacements (or
 * a replacement and a selection) of one transaction exactly one wins. Every add and every
 * replacement takes an itemId, stored or not, as PostgreSQL's identity column does, so both
 * storages number a sequence of submissions alike.
 */
import { Layer } from "effect";
import { PoolStore } from "../../core/ports/pool_store.ts";
import { MemoryDatabase } from "./database.ts";
/** The PoolStore port backed by the shared in-memory database. */
export declare const layer: Layer.Layer<PoolStore, never, MemoryDatabase>;
