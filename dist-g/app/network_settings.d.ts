/**
 * Core's `NetworkSettings` built from the application configuration: the `/config` content (the
 * rollup, auction and withdrawal-delayer constants of `anchor-api.md` §2.11, with the chain id
 * and contract addresses from configuration) and the node settings that shape `/state`.
 *
 * The rollup constants are the Hermez contract's, except `numBuckets`, which is 5 (the anchor's
 * HEAD served 0, a bug). Big limits are bigints and encode as decimal strings.
 */
import { Layer } from "effect";
import type { NetworkConfig } from "../core/domain/network_config.ts";
import { NetworkSettings } from "../core/ports/network_settings.ts";
import { AppConfig, type AppSettings } from "./config.ts";
/** Blocks per auction slot (auction contract constant). */
export declare const BLOCKS_PER_SLOT = 40;
/** The auction's genesis block on the devnet: slot 0 starts here, and so does the devnet's chain. */
export declare const AUCTION_GENESIS_BLOCK = 1000n;
/** Minimal bid before governance sets the slot-set minimums: 1,000,000 HEZ (auction contract constant). */
export declare const INITIAL_MINIMAL_BIDDING: bigint;
/** Maximum withdrawal delay of the rollup and the withdrawal delayer: two weeks, in seconds. */
export declare const MAX_WITHDRAWAL_DELAY = 1209600;
/** Maximum time the withdrawal delayer may stay in emergency mode: 26 weeks, in seconds. */
export declare const MAX_EMERGENCY_MODE_TIME = 15724800;
/** Number of withdrawal-rate-limit buckets of the rollup contract. */
export declare const NUM_BUCKETS = 5;
/** The `/config` content for the given configuration. */
export declare function networkConfigOf(settings: AppSettings): NetworkConfig;
/** Core's `NetworkSettings` for the given configuration. */
export declare function networkSettingsOf(settings: AppSettings): NetworkSettings["Service"];
/** Provides core's `NetworkSettings` from the application configuration. */
export declare const NetworkSettingsLive: Layer.Layer<NetworkSettings, never, AppConfig>;
