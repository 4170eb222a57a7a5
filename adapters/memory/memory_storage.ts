/** Every storage port on one in-memory database: a fresh one (`layer`), or a given one (`layerOnDatabase`). */
import type { PoseidonHasher } from "../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../core/ports/storage_ports.ts"
import { Layer } from "effect"
import * as AccountStoreMemory from "./account_store.ts"
import * as ApiKeyStoreMemory from "./api_key_store.ts"
import * as AuctionStoreMemory from "./auction_store.ts"
import * as AuthorizationStoreMemory from "./authorization_store.ts"
import * as BatchFloorMemory from "./batch_floor.ts"
import * as BatchStoreMemory from "./batch_store.ts"
import * as ChainFinalityMemory from "./chain_finality.ts"
import * as Database from "./database.ts"
import * as EventLogMemory from "./event_log.ts"
import * as ExitStoreMemory from "./exit_store.ts"
import * as FiatRateStoreMemory from "./fiat_rate_store.ts"
import * as HistoryStoreMemory from "./history_store.ts"
import * as LedgerMemory from "./ledger.ts"
import * as NetworkStoreMemory from "./network_store.ts"
import * as PoolStoreMemory from "./pool_store.ts"
import * as StateTreeStoreMemory from "./state_tree_store.ts"
import * as TokenStoreMemory from "./token_store.ts"
import * as WebhookStoreMemory from "./webhook_store.ts"

/** The storage ports every storage adapter provides (core's union). */
export type { StoragePorts }

/** Every storage port over the `MemoryDatabase` provided (tests use it to inspect what is stored), with the batch floor beside them (an optional service). */
export const layerOnDatabase: Layer.Layer<StoragePorts, never, Database.MemoryDatabase | PoseidonHasher> =
  Layer.mergeAll(
    TokenStoreMemory.layer,
    AccountStoreMemory.layer,
    ExitStoreMemory.layer,
    HistoryStoreMemory.layer,
    BatchStoreMemory.layer,
    AuctionStoreMemory.layer,
    NetworkStoreMemory.layer,
    PoolStoreMemory.layer,
    AuthorizationStoreMemory.layer,
    ApiKeyStoreMemory.layer,
    WebhookStoreMemory.layer,
    FiatRateStoreMemory.layer,
    LedgerMemory.layer,
    EventLogMemory.layer,
    BatchFloorMemory.layer,
    ChainFinalityMemory.layer,
    StateTreeStoreMemory.layer
  )

/** Every storage port over one fresh, empty in-memory database (each build gets its own). */
export const layer: Layer.Layer<StoragePorts, never, PoseidonHasher> = layerOnDatabase.pipe(
  Layer.provide(Database.layer)
)
