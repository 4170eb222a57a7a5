/** The in-memory storage adapter: every storage port on one shared in-memory database (`MemoryStorage.layer`), and each
 * port's implementation on its own. */
export * as AccountStoreMemory from "./account_store.ts"
export * as AuctionStoreMemory from "./auction_store.ts"
export * as AuthorizationStoreMemory from "./authorization_store.ts"
export * as BatchStoreMemory from "./batch_store.ts"
export * as ExitStoreMemory from "./exit_store.ts"
export * as HistoryStoreMemory from "./history_store.ts"
export * as LedgerMemory from "./ledger.ts"
export * as MemoryDatabase from "./database.ts"
export * as MemoryStorage from "./memory_storage.ts"
export * as NetworkStoreMemory from "./network_store.ts"
export * as PoolStoreMemory from "./pool_store.ts"
export * as TokenStoreMemory from "./token_store.ts"
