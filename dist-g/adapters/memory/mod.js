/**
 * The in-memory storage adapter: every storage port on one shared in-memory database
 * (`MemoryStorage.layer`) and each port's implementation on its own.
 */
export * as AccountStoreMemory from "./account_store.js";
export * as AuctionStoreMemory from "./auction_store.js";
export * as AuthorizationStoreMemory from "./authorization_store.js";
export * as BatchStoreMemory from "./batch_store.js";
export * as ExitStoreMemory from "./exit_store.js";
export * as HistoryStoreMemory from "./history_store.js";
export * as LedgerMemory from "./ledger.js";
export * as MemoryDatabase from "./database.js";
export * as MemoryStorage from "./memory_storage.js";
export * as NetworkStoreMemory from "./network_store.js";
export * as PoolStoreMemory from "./pool_store.js";
export * as TokenStoreMemory from "./token_store.js";
