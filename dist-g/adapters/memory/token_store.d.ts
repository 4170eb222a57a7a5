/** The TokenStore port on the in-memory database: tokens in id (= itemId) order. */
import { Layer } from "effect";
import { TokenStore } from "../../core/ports/token_store.ts";
import { MemoryDatabase } from "./database.ts";
/** The TokenStore port backed by the shared in-memory database. */
export declare const layer: Layer.Layer<TokenStore, never, MemoryDatabase>;
