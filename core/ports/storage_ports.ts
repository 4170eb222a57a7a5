/** The ports a storage adapter provides: every store (API keys, webhooks and fiat rates too), the ledger and its event log. */
import type { AccountStore } from "./account_store.ts"
import type { ApiKeyStore } from "./api_keys.ts"
import type { AuctionStore } from "./auction_store.ts"
import type { AuthorizationStore } from "./authorization_store.ts"
import type { BatchStore } from "./batch_store.ts"
import type { ChainFinalityReader } from "./chain_finality.ts"
import type { EventLog } from "./event_log.ts"
import type { ExitStore } from "./exit_store.ts"
import type { FiatRateStore } from "./fiat_rate_store.ts"
import type { HistoryStore } from "./history_store.ts"
import type { Ledger } from "./ledger.ts"
import type { NetworkStore } from "./network_store.ts"
import type { PoolStore } from "./pool_store.ts"
import type { StateTreeStore } from "./state_tree_store.ts"
import type { TokenStore } from "./token_store.ts"
import type { WebhookStore } from "./webhook_store.ts"

/** Every storage port: what a storage adapter's layer provides (and the contract suites run on). */
export type StoragePorts =
  | TokenStore
  | AccountStore
  | ExitStore
  | HistoryStore
  | BatchStore
  | AuctionStore
  | NetworkStore
  | PoolStore
  | AuthorizationStore
  | ApiKeyStore
  | WebhookStore
  | FiatRateStore
  | Ledger
  | EventLog
  | ChainFinalityReader
  | StateTreeStore
