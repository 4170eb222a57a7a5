/**
 * The application's configuration, read with Effect's `Config` (environment variables by
 * default, any `ConfigProvider` in tests): the server port, storage, the base path of each
 * revision, the network's identity (chain id, contract addresses, EIP-712 domain name), node
 * settings, the devnet switch and its forger's interval. Every default is the devnet's
 * (`decisions.md`, "Devnet defaults"): `npm start` with no environment serves chain 1337 on port
 * 4010 with the rollup contract the Hermez JS client uses for a local network, and forges the
 * pool every 5 seconds. Every variable is declared once in `Variables` (its default, meaning and
 * rule), from which the settings are read, checked up front (`badVariables`), and `zk-node
 * --help`, `--print-config` and `.env.example` are written.
 */
import { Config, Context, Layer, Option, Redacted, Schema } from "effect";
import { type EthAddress } from "../core/domain/eth_address.ts";
import type { AdmissionSettings } from "../adapters/http/transport/admission.ts";
import type { NodeSettings } from "../core/ports/network_settings.ts";
import { type EnvironmentVariable } from "./environment_variable.ts";
import { type RateLimitSettings } from "./rate_limit_settings.ts";
/** The addresses of the contracts the node follows (plus the governance account). */
export interface ContractAddresses {
    readonly rollup: EthAddress;
    readonly auction: EthAddress;
    readonly withdrawalDelayer: EthAddress;
    readonly hezToken: EthAddress;
    readonly governance: EthAddress;
    readonly emergencyCouncil: EthAddress;
    readonly donation: EthAddress;
}
/** Devnet options: whether to seed a demo network on startup and its shape. */
export interface DevnetSettings {
    readonly enabled: boolean;
    /** Number of demo wallets (keys 1…wallets); at least 8. */
    readonly wallets: number;
    /** Timestamp of the devnet's first block; absent = chosen at startup so the timeline ends near now. */
    readonly genesisTime: Option.Option<Date>;
    /** Seconds between two steps of the devnet forger (forging the pool, moving the chain on); 0 = off. */
    readonly forgeIntervalSeconds: number;
}
/** The values of `LOG_FORMAT`. */
export declare const LogFormat: Schema.Literals<readonly ["json", "pretty"]>;
export type LogFormat = typeof LogFormat.Type;
/** The values of `LOG_LEVEL`. */
export declare const LogLevelName: Schema.Literals<readonly ["trace", "debug", "info", "warn", "error", "fatal", "none"]>;
export type LogLevelName = typeof LogLevelName.Type;
/** How the server meets the outside world: deadlines, shutdown, CORS, compression, metrics and logs. */
export interface EdgeSettings {
    /** Seconds a request may take before it is answered with a JSON 503 (`REQUEST_TIMEOUT_SECONDS`). */
    readonly requestTimeoutSeconds: number;
    /** Seconds SIGTERM/SIGINT wait for requests in flight before closing the storage (`SHUTDOWN_TIMEOUT_SECONDS`). */
    readonly shutdownTimeoutSeconds: number;
    /** Origins allowed by CORS (`CORS_ORIGINS`, comma list; `*` = any). */
    readonly corsOrigins: ReadonlyArray<string>;
    /** Smallest compressed body in bytes (`COMPRESSION_MIN_BYTES`); none when `COMPRESSION=off`. */
    readonly compressionMinBytes: Option.Option<number>;
    /** Whether `/metrics` is served and metrics recorded (`METRICS=on|off`). */
    readonly metrics: boolean;
    /** `LOG_FORMAT`; absent = pretty on a terminal, JSON otherwise. */
    readonly logFormat: Option.Option<LogFormat>;
    /** `LOG_LEVEL` (default info; `none` = no logs). */
    readonly logLevel: LogLevelName;
}
/** The values of `ROLE`: which part of a deployment this process is. */
export declare const Role: Schema.Literals<readonly ["all", "reader", "writer"]>;
export type Role = typeof Role.Type;
/** The live event stream's limits (`GET /events`). */
export interface EventSettings {
    /** Subscribers served at once; past it, 503 ErrTooManySubscribers (`EVENTS_MAX_SUBSCRIBERS`). */
    readonly maxSubscribers: number;
    /** Bytes a subscriber's connection may have waiting before it is cut with `resync` (`EVENTS_BUFFER_BYTES`). */
    readonly bufferBytes: number;
    /** Seconds between heartbeat comments (`EVENTS_HEARTBEAT_SECONDS`). */
    readonly heartbeatSeconds: number;
    /** Hours events are kept for replay (`EVENTS_RETENTION_HOURS`). */
    readonly retentionHours: number;
}
/** The typed application configuration. */
export interface AppSettings {
    /**
     * `ROLE`: `all` (default: one process migrates, seeds, forges and serves), `writer` (the one
     * process per database that migrates, seeds and forges) or `reader` (serves the API on a
     * database a writer keeps: never migrates, seeds or forges).
     */
    readonly role: Role;
    /**
     * `WEB_CONCURRENCY`: API processes sharing the port (default 1; `auto` = one per core, read
     * as that number). Above 1, `app/main.ts` supervises that many workers (`lifecycle/supervisor.ts`).
     */
    readonly webConcurrency: number;
    readonly port: number;
    /** PostgreSQL connection string; absent = embedded storage. */
    readonly databaseUrl: Option.Option<Redacted.Redacted<string>>;
    /** Base path of the later revision (default `/`); none = not served. */
    readonly laterBasePath: Option.Option<string>;
    /** Base path of the earlier revision (default: not served). */
    readonly earlierBasePath: Option.Option<string>;
    readonly chainId: number;
    /** EIP-712 domain name and `Provider` string of account-creation authorizations. */
    readonly networkName: string;
    readonly contracts: ContractAddresses;
    readonly node: NodeSettings;
    readonly devnet: DevnetSettings;
    readonly edge: EdgeSettings;
    readonly events: EventSettings;
    /** Admission control: bounds on work in progress and queue delay (`app/admission_settings.ts`). */
    readonly admission: AdmissionSettings;
    /** Rate limits per client and API keys (`rate_limit_settings.ts`). */
    readonly rateLimit: RateLimitSettings;
}
/** Default port (`PORT`). */
export declare const DEFAULT_PORT = 4010;
/** Default chain id (`CHAIN_ID`): the chain id of a local Ethereum network. */
export declare const DEFAULT_CHAIN_ID = 1337;
/** Default EIP-712 domain name (`NETWORK_NAME`): the anchor's, so existing signers work. */
export declare const DEFAULT_NETWORK_NAME = "Hermez Network";
/** Default contract addresses: those of the Hermez local sandbox deployment (chain 1337). */
export declare const DEFAULT_CONTRACTS: ContractAddresses;
/** Default node settings: forge delay 10 s, 15 s Ethereum blocks, minimum recommended fee 0.10 USD. */
export declare const DEFAULT_NODE_SETTINGS: NodeSettings;
/** Default number of devnet wallets. */
export declare const DEFAULT_DEVNET_WALLETS = 10;
/** Default seconds between two devnet forger steps (`FORGE_INTERVAL_SECONDS`; 0 turns the forger off). */
export declare const DEFAULT_FORGE_INTERVAL_SECONDS = 5;
/** Default event settings: 1000 subscribers, 16 MiB waiting for each at most, a heartbeat every 15 s, 24 h of replay. */
export declare const DEFAULT_EVENT_SETTINGS: EventSettings;
/** Default `REQUEST_TIMEOUT_SECONDS`. */
export declare const DEFAULT_REQUEST_TIMEOUT_SECONDS = 30;
/** Default `SHUTDOWN_TIMEOUT_SECONDS`. */
export declare const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10;
/** Default `COMPRESSION_MIN_BYTES`. */
export declare const DEFAULT_COMPRESSION_MIN_BYTES = 1024;
/** The value of a base-path variable that turns a revision off. */
export declare const DISABLED_BASE_PATH = "off";
/** Default data directory of the embedded storage (`DATA_DIR`). */
export declare const DEFAULT_DATA_DIR = "./data";
/** Default pool size on an external server (`DB_POOL_SIZE`). */
export declare const DEFAULT_POOL_SIZE = 10;
/** Default `DATABASE_READ_MAX_LAG_SECONDS` (the SQL adapter's default lag; tested equal). */
export declare const DEFAULT_READ_MAX_LAG_SECONDS = 5;
/** The values of `STORAGE`. */
export declare const StorageKind: Schema.Literals<readonly ["memory", "embedded", "external"]>;
export type StorageKind = typeof StorageKind.Type;
/**
 * Every environment variable the node reads, one entry each, in the order `--help` lists them.
 * A new setting is one more entry here, read where its settings are built.
 */
export declare const Variables: {
    readonly PORT: EnvironmentVariable<number>;
    readonly ROLE: EnvironmentVariable<"all" | "reader" | "writer">;
    readonly WEB_CONCURRENCY: EnvironmentVariable<number>;
    readonly STORAGE: EnvironmentVariable<Option.Option<"embedded" | "external" | "memory">>;
    readonly DATABASE_URL: EnvironmentVariable<Option.Option<Redacted.Redacted<string>>>;
    readonly DATA_DIR: EnvironmentVariable<Option.Option<string>>;
    readonly DB_POOL_SIZE: EnvironmentVariable<Option.Option<number>>;
    readonly DATABASE_READ_URLS: EnvironmentVariable<Option.Option<readonly Redacted.Redacted<string>[]>>;
    readonly DATABASE_READ_MAX_LAG_SECONDS: EnvironmentVariable<Option.Option<number>>;
    readonly LATER_BASE_PATH: EnvironmentVariable<Option.Option<string>>;
    readonly EARLIER_BASE_PATH: EnvironmentVariable<Option.Option<string>>;
    readonly CHAIN_ID: EnvironmentVariable<number>;
    readonly NETWORK_NAME: EnvironmentVariable<string>;
    readonly ROLLUP_ADDRESS: EnvironmentVariable<string & import("effect/Brand").Brand<"EthAddress">>;
    readonly AUCTION_ADDRESS: EnvironmentVariable<string & import("effect/Brand").Brand<"EthAddress">>;
    readonly WITHDRAWAL_DELAYER_ADDRESS: EnvironmentVariable<string & import("effect/Brand").Brand<"EthAddress">>;
    readonly HEZ_TOKEN_ADDRESS: EnvironmentVariable<string & import("effect/Brand").Brand<"EthAddress">>;
    readonly GOVERNANCE_ADDRESS: EnvironmentVariable<string & import("effect/Brand").Brand<"EthAddress">>;
    readonly EMERGENCY_COUNCIL_ADDRESS: EnvironmentVariable<string & import("effect/Brand").Brand<"EthAddress">>;
    readonly DONATION_ADDRESS: EnvironmentVariable<string & import("effect/Brand").Brand<"EthAddress">>;
    readonly FORGE_DELAY: EnvironmentVariable<number>;
    readonly SECONDS_PER_BLOCK: EnvironmentVariable<number>;
    readonly MIN_FEE_USD: EnvironmentVariable<number>;
    readonly DEVNET: EnvironmentVariable<boolean>;
    readonly DEVNET_WALLETS: EnvironmentVariable<number>;
    readonly DEVNET_GENESIS_TIME: EnvironmentVariable<Option.Option<Date>>;
    readonly FORGE_INTERVAL_SECONDS: EnvironmentVariable<number>;
    readonly CORS_ORIGINS: EnvironmentVariable<string[]>;
    readonly COMPRESSION: EnvironmentVariable<boolean>;
    readonly COMPRESSION_MIN_BYTES: EnvironmentVariable<number>;
    readonly REQUEST_TIMEOUT_SECONDS: EnvironmentVariable<number>;
    readonly SHUTDOWN_TIMEOUT_SECONDS: EnvironmentVariable<number>;
    readonly METRICS: EnvironmentVariable<boolean>;
    readonly LOG_FORMAT: EnvironmentVariable<Option.Option<"json" | "pretty">>;
    readonly LOG_LEVEL: EnvironmentVariable<"debug" | "error" | "fatal" | "info" | "none" | "trace" | "warn">;
    readonly EVENTS_MAX_SUBSCRIBERS: EnvironmentVariable<number>;
    readonly EVENTS_BUFFER_BYTES: EnvironmentVariable<number>;
    readonly EVENTS_HEARTBEAT_SECONDS: EnvironmentVariable<number>;
    readonly EVENTS_RETENTION_HOURS: EnvironmentVariable<number>;
    readonly ADMISSION: EnvironmentVariable<boolean>;
    readonly ADMISSION_MAX_READS: EnvironmentVariable<number>;
    readonly ADMISSION_MAX_LISTS: EnvironmentVariable<number>;
    readonly ADMISSION_MAX_WRITES: EnvironmentVariable<number>;
    readonly ADMISSION_MAX_QUEUE_DELAY_MS: EnvironmentVariable<number>;
    readonly ADMISSION_RETRY_AFTER_SECONDS: EnvironmentVariable<number>;
    readonly RATE_LIMIT: EnvironmentVariable<boolean>;
    readonly RATE_LIMIT_TIERS: EnvironmentVariable<readonly import("../adapters/http/edge/rate_limit.ts").RateLimitTier[]>;
    readonly TRUST_PROXY: EnvironmentVariable<string>;
    readonly API_KEY_CACHE_SECONDS: EnvironmentVariable<number>;
};
/** Admission control's settings (`admission_settings.ts`) read from the environment (or the current `ConfigProvider`). */
export declare const admissionSettings: Config.Config<AdmissionSettings>;
/** The rate limiter's settings (`rate_limit_settings.ts`) read from the environment (or the current `ConfigProvider`). */
export declare const rateLimitSettings: Config.Config<RateLimitSettings>;
/** Every declared variable, in `--help`'s order. */
export declare const VARIABLES: ReadonlyArray<EnvironmentVariable<unknown>>;
/** One line per variable of `environment` whose value breaks its rule (`PORT="abc": an integer 1–65535`); none when all are good. */
export declare function badVariables(environment: Readonly<Record<string, string | undefined>>): ReadonlyArray<string>;
/** The configuration read from the environment (or the current `ConfigProvider`), with the devnet defaults. */
export declare const appSettings: Config.Config<AppSettings>;
declare const AppConfig_base: Context.ServiceClass<AppConfig, "zk-api/app/AppConfig", AppSettings>;
/** The application configuration as a service, so layers can depend on it. */
export declare class AppConfig extends AppConfig_base {
}
/** Reads the configuration from the current `ConfigProvider` (fails with a `ConfigError` on a bad value). */
export declare const AppConfigLive: Layer.Layer<AppConfig, Config.ConfigError>;
/** A fixed configuration (tests, embedding): the defaults with the given fields replaced. */
export declare function appConfigLayer(overrides?: Partial<AppSettings>): Layer.Layer<AppConfig>;
/** The configuration when no variable is set. */
export declare const DEFAULT_APP_SETTINGS: AppSettings;
export {};
