/**
 * Seeding: replays the devnet's steps through the core `Ledger` port, and a layer that seeds on
 * startup when the configuration enables the devnet (its genesis time chosen so the timeline ends
 * at startup, unless configured).
 */
import { Effect, Layer } from "effect";
import { Ledger, type LedgerRejected } from "../../core/ports/ledger.ts";
import { NetworkSettings } from "../../core/ports/network_settings.ts";
import { NetworkStore } from "../../core/ports/network_store.ts";
import { AppConfig } from "../config.ts";
import { type DevnetOptions } from "./scenario.ts";
/** Builds the devnet through the ledger, saying how far it is every tenth of the way; returns what it contains. */
export declare const seedDevnet: (options: DevnetOptions) => Effect.Effect<import("./scenario.ts").DevnetSummary, LedgerRejected, Ledger>;
/**
 * Seeds the devnet on startup when `AppConfig.devnet.enabled` and the storage holds no chain yet
 * (a persisted database keeps its devnet across restarts): auction genesis block and slot
 * length from `NetworkSettings`, contracts and wallets from the configuration, genesis time from
 * the configuration or now minus the devnet's span.
 */
export declare const DevnetLive: Layer.Layer<never, LedgerRejected, Ledger | NetworkStore | NetworkSettings | AppConfig>;
