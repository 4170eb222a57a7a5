/**
 * The AuthorizationStore port on the in-memory database: one account-creation authorization per
 * Ethereum address. Adding checks and inserts in one uninterrupted write, so of many concurrent
 * adds for one address exactly one stores its authorization.
 */
import { Layer } from "effect";
import { AuthorizationStore } from "../../core/ports/authorization_store.ts";
import { MemoryDatabase } from "./database.ts";
/** The AuthorizationStore port backed by the shared in-memory database. */
export declare const layer: Layer.Layer<AuthorizationStore, never, MemoryDatabase>;
