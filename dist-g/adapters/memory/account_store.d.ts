/**
 * The AccountStore port on the in-memory database: accounts in index (= itemId) order with their
 * latest nonce and balance (nonce 0 and balance 0 until a batch updates them), and each account's
 * states after every batch that changed it (its balance history).
 */
import { Layer } from "effect";
import { Nonce } from "../../core/domain/scalars.ts";
import { AccountStore } from "../../core/ports/account_store.ts";
import { type AccountRow, MemoryDatabase } from "./database.ts";
/** An account's nonce after the last batch that updated it (0 before any). */
export declare function currentNonce(row: AccountRow): Nonce;
/** The AccountStore port backed by the shared in-memory database. */
export declare const layer: Layer.Layer<AccountStore, never, MemoryDatabase>;
