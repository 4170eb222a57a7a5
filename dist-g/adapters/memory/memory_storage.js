import { Layer } from "effect";
import * as AccountStoreMemory from "./account_store.js";
import * as ApiKeyStoreMemory from "./api_key_store.js";
import * as AuctionStoreMemory from "./auction_store.js";
import * as AuthorizationStoreMemory from "./authorization_store.js";
import * as BatchStoreMemory from "./batch_store.js";
import * as Database from "./database.js";
import * as EventLogMemory from "./event_log.js";
import * as ExitStoreMemory from "./exit_store.js";
import * as HistoryStoreMemory from "./history_store.js";
import * as LedgerMemory from "./ledger.js";
import * as NetworkStoreMemory from "./network_store.js";
import * as PoolStoreMemory from "./pool_store.js";
import * as TokenStoreMemory from "./token_store.js";
/** Every storage port over the `MemoryDatabase` provided (tests use it to inspect what is stored). */
export const layerOnDatabase = Layer.mergeAll(TokenStoreMemory.layer, AccountStoreMemory.layer, ExitStoreMemory.layer, HistoryStoreMemory.layer, BatchStoreMemory.layer, AuctionStoreMemory.layer, NetworkStoreMemory.layer, PoolStoreMemory.layer, AuthorizationStoreMemory.layer, ApiKeyStoreMemory.layer, LedgerMemory.layer, EventLogMemory.layer);
/** Every storage port over one fresh, empty in-memory database (each build gets its own). */
export const layer = layerOnDatabase.pipe(Layer.provide(Database.layer));
