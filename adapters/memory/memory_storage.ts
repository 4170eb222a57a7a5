/** Every storage port on one fresh in-memory database. */
import { Layer } from "effect"
import type { AccountStore } from "../../core/ports/account_store.ts"
import type { AuctionStore } from "../../core/ports/auction_store.ts"
import type { BatchStore } from "../../core/ports/batch_store.ts"
import type { ExitStore } from "../../core/ports/exit_store.ts"
import type { HistoryStore } from "../../core/ports/history_store.ts"
import type { Ledger } from "../../core/ports/ledger.ts"
import type { NetworkStore } from "../../core/ports/network_store.ts"
import type { TokenStore } from "../../core/ports/token_store.ts"
import * as AccountStoreMemory from "./account_store.ts"
import * as AuctionStoreMemory from "./auction_store.ts"
import * as BatchStoreMemory from "./batch_store.ts"
import * as Database from "./database.ts"
import * as ExitStoreMemory from "./exit_store.ts"
import * as HistoryStoreMemory from "./history_store.ts"
import * as LedgerMemory from "./ledger.ts"
import * as NetworkStoreMemory from "./network_store.ts"
import * as TokenStoreMemory from "./token_store.ts"

/** The storage ports every storage adapter provides. */
export type StoragePorts =
  | TokenStore
  | AccountStore
  | ExitStore
  | HistoryStore
  | BatchStore
  | AuctionStore
  | NetworkStore
  | Ledger

/** Every storage port over one fresh, empty in-memory database (each build gets its own). */
export const layer: Layer.Layer<StoragePorts> = Layer.mergeAll(
  TokenStoreMemory.layer,
  AccountStoreMemory.layer,
  ExitStoreMemory.layer,
  HistoryStoreMemory.layer,
  BatchStoreMemory.layer,
  AuctionStoreMemory.layer,
  NetworkStoreMemory.layer,
  LedgerMemory.layer
).pipe(Layer.provide(Database.layer))
