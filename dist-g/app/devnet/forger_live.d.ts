/**
 * The devnet forger running in the background: a scoped fiber that runs a forger step
 * (`forger.ts`) every `FORGE_INTERVAL_SECONDS` (`AppConfig.devnet.forgeIntervalSeconds`; 0 = off,
 * and off when the devnet is disabled) and stops when the layer's scope closes. A failed step is
 * logged and the loop goes on; a step that did something is logged at info level. The first step,
 * and every step after a failed one, first returns a selection left `fing` to the pool
 * (`releaseStranded`: a run stopped between selecting and forging, a release that failed too).
 */
import { Effect, Layer } from "effect";
import type { AccountStore } from "../../core/ports/account_store.ts";
import type { AuctionStore } from "../../core/ports/auction_store.ts";
import type { BatchStore } from "../../core/ports/batch_store.ts";
import type { WallClock } from "../../core/ports/clock.ts";
import type { Ledger } from "../../core/ports/ledger.ts";
import type { NetworkSettings } from "../../core/ports/network_settings.ts";
import type { NetworkStore } from "../../core/ports/network_store.ts";
import type { PoolStore } from "../../core/ports/pool_store.ts";
import { AppConfig } from "../config.ts";
import { type ForgerOptions } from "./forger.ts";
/** What the forger reads and writes. */
export type ForgerServices = Ledger | PoolStore | AccountStore | BatchStore | AuctionStore | NetworkStore | NetworkSettings | WallClock;
/** Runs a forger step every `intervalSeconds`, forever (the first one right away); failures are logged. */
export declare function forgerLoop(options: ForgerOptions, intervalSeconds: number): Effect.Effect<void, never, ForgerServices>;
/** The forger as a layer: forks the loop into the layer's scope when the devnet and its forger are on. */
export declare const DevnetForgerLive: Layer.Layer<never, never, AppConfig | ForgerServices>;
