/**
 * The application's configuration, read with Effect's `Config` (environment variables by
 * default, any `ConfigProvider` in tests): the server port, storage, the base path of each
 * revision, the network's identity (chain id, contract addresses, EIP-712 domain name), node
 * settings, the devnet switch and its forger's interval. Every default is the devnet's
 * (`decisions.md`, "Devnet defaults"): `npm start` with no environment serves chain 1337 on port
 * 4010 with the rollup contract the Hermez JS client uses for a local network, and forges the
 * pool every 5 seconds.
 */
import { Config, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { SourceError } from "effect/ConfigProvider"
import { availableParallelism } from "node:os"
import { checksum, type EthAddress, EthereumAddress } from "../core/domain/eth_address.ts"
import type { AdmissionSettings } from "../adapters/http/transport/admission.ts"
import type { NodeSettings } from "../core/ports/network_settings.ts"
import { admissionSettings, DEFAULT_ADMISSION_SETTINGS } from "./admission_settings.ts"
import { parseWebConcurrency } from "./lifecycle/web_concurrency.ts"
import { DEFAULT_RATE_LIMIT_SETTINGS, type RateLimitSettings, rateLimitSettings } from "./rate_limit_settings.ts"

/** The addresses of the contracts the node follows (plus the governance account). */
export interface ContractAddresses {
  readonly rollup: EthAddress
  readonly auction: EthAddress
  readonly withdrawalDelayer: EthAddress
  readonly hezToken: EthAddress
  readonly governance: EthAddress
  readonly emergencyCouncil: EthAddress
  readonly donation: EthAddress
}

/** Devnet options: whether to seed a demo network on startup and its shape. */
export interface DevnetSettings {
  readonly enabled: boolean
  /** Number of demo wallets (keys 1…wallets); at least 8. */
  readonly wallets: number
  /** Timestamp of the devnet's first block; absent = chosen at startup so the timeline ends near now. */
  readonly genesisTime: Option.Option<Date>
  /** Seconds between two steps of the devnet forger (forging the pool, moving the chain on); 0 = off. */
  readonly forgeIntervalSeconds: number
}

/** The values of `LOG_FORMAT`. */
export const LogFormat = Schema.Literals(["json", "pretty"])
export type LogFormat = typeof LogFormat.Type

/** The values of `LOG_LEVEL`. */
export const LogLevelName = Schema.Literals(["trace", "debug", "info", "warn", "error", "fatal", "none"])
export type LogLevelName = typeof LogLevelName.Type

/** How the server meets the outside world: deadlines, shutdown, CORS, compression, metrics and logs. */
export interface EdgeSettings {
  /** Seconds a request may take before it is answered with a JSON 503 (`REQUEST_TIMEOUT_SECONDS`). */
  readonly requestTimeoutSeconds: number
  /** Seconds SIGTERM/SIGINT wait for requests in flight before closing the storage (`SHUTDOWN_TIMEOUT_SECONDS`). */
  readonly shutdownTimeoutSeconds: number
  /** Origins allowed by CORS (`CORS_ORIGINS`, comma list; `*` = any). */
  readonly corsOrigins: ReadonlyArray<string>
  /** Smallest compressed body in bytes (`COMPRESSION_MIN_BYTES`); none when `COMPRESSION=off`. */
  readonly compressionMinBytes: Option.Option<number>
  /** Whether `/metrics` is served and metrics recorded (`METRICS=on|off`). */
  readonly metrics: boolean
  /** `LOG_FORMAT`; absent = pretty on a terminal, JSON otherwise. */
  readonly logFormat: Option.Option<LogFormat>
  /** `LOG_LEVEL` (default info; `none` = no logs). */
  readonly logLevel: LogLevelName
}

/** The values of `ROLE`: which part of a deployment this process is. */
export const Role = Schema.Literals(["all", "reader", "writer"])
export type Role = typeof Role.Type

/** The live event stream's limits (`GET /events`). */
export interface EventSettings {
  /** Subscribers served at once; past it, 503 ErrTooManySubscribers (`EVENTS_MAX_SUBSCRIBERS`). */
  readonly maxSubscribers: number
  /** Bytes a subscriber's connection may have waiting before it is cut with `resync` (`EVENTS_BUFFER_BYTES`). */
  readonly bufferBytes: number
  /** Seconds between heartbeat comments (`EVENTS_HEARTBEAT_SECONDS`). */
  readonly heartbeatSeconds: number
  /** Hours events are kept for replay (`EVENTS_RETENTION_HOURS`). */
  readonly retentionHours: number
}

/** The typed application configuration. */
export interface AppSettings {
  /**
   * `ROLE`: `all` (default: one process migrates, seeds, forges and serves), `writer` (the one
   * process per database that migrates, seeds and forges) or `reader` (serves the API on a
   * database a writer keeps: never migrates, seeds or forges).
   */
  readonly role: Role
  /**
   * `WEB_CONCURRENCY`: API processes sharing the port (default 1; `auto` = one per core, read
   * as that number). Above 1, `app/main.ts` supervises that many workers (`lifecycle/supervisor.ts`).
   */
  readonly webConcurrency: number
  readonly port: number
  /** PostgreSQL connection string; absent = embedded storage. */
  readonly databaseUrl: Option.Option<Redacted.Redacted<string>>
  /** Base path of the later revision (default `/`); none = not served. */
  readonly laterBasePath: Option.Option<string>
  /** Base path of the earlier revision (default: not served). */
  readonly earlierBasePath: Option.Option<string>
  readonly chainId: number
  /** EIP-712 domain name and `Provider` string of account-creation authorizations. */
  readonly networkName: string
  readonly contracts: ContractAddresses
  readonly node: NodeSettings
  readonly devnet: DevnetSettings
  readonly edge: EdgeSettings
  readonly events: EventSettings
  /** Admission control: bounds on work in progress and event-loop lag (`app/admission_settings.ts`). */
  readonly admission: AdmissionSettings
  /** Rate limits per client and API keys (`rate_limit_settings.ts`). */
  readonly rateLimit: RateLimitSettings
}

/** Default port (`PORT`). */
export const DEFAULT_PORT = 4010
/** Default chain id (`CHAIN_ID`): the chain id of a local Ethereum network. */
export const DEFAULT_CHAIN_ID = 1337
/** Default EIP-712 domain name (`NETWORK_NAME`): the anchor's, so existing signers work. */
export const DEFAULT_NETWORK_NAME = "Hermez Network"

/** Default contract addresses: those of the Hermez local sandbox deployment (chain 1337). */
export const DEFAULT_CONTRACTS: ContractAddresses = {
  rollup: checksum("0x10465b16615ae36F350268eb951d7B0187141D3B"),
  auction: checksum("0x317113D2593e3efF1FfAE0ba2fF7A61861Df7ae5"),
  withdrawalDelayer: checksum("0x8EEaea23686c319133a7cC110b840d1591d9AeE0"),
  hezToken: checksum("0x5E0816F0f8bC560cB2B9e9C87187BeCac8c2021F"),
  governance: checksum("0x8401Eb5ff34cc943f096A32EF3d5113FEbE8D4Eb"),
  emergencyCouncil: checksum("0x306469457266CBBe7c0505e8Aad358622235e768"),
  donation: checksum("0xd873F6DC68e3057e4B7da74c6b304d0eF0B484C7")
}

/** Default node settings: forge delay 10 s, 15 s Ethereum blocks, minimum recommended fee 0.10 USD. */
export const DEFAULT_NODE_SETTINGS: NodeSettings = { forgeDelay: 10, secondsPerBlock: 15, minFeeUSD: 0.1 }

/** Default number of devnet wallets. */
export const DEFAULT_DEVNET_WALLETS = 10

/** Default seconds between two devnet forger steps (`FORGE_INTERVAL_SECONDS`; 0 turns the forger off). */
export const DEFAULT_FORGE_INTERVAL_SECONDS = 5

/** Default event settings: 1000 subscribers, 16 MiB waiting for each at most, a heartbeat every 15 s, 24 h of replay. */
export const DEFAULT_EVENT_SETTINGS: EventSettings = {
  maxSubscribers: 1000,
  bufferBytes: 16 * 1024 * 1024,
  heartbeatSeconds: 15,
  retentionHours: 24
}

/** Default `REQUEST_TIMEOUT_SECONDS`. */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 30
/** Default `SHUTDOWN_TIMEOUT_SECONDS`. */
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10
/** Default `COMPRESSION_MIN_BYTES`. */
export const DEFAULT_COMPRESSION_MIN_BYTES = 1024

/** The value of a base-path variable that turns a revision off. */
export const DISABLED_BASE_PATH = "off"

/** A base path: `/` or `/segment[/segment…]` without a trailing slash, or `off`. */
const BasePathText = Schema.String.check(
  Schema.isPattern(/^(off|\/|(\/[A-Za-z0-9._~-]+)+)$/u, {
    expected: "a base path: / or /segment[/segment…] without a trailing slash, or off"
  })
)

/** A base-path variable: `off` turns the revision off. */
function basePath(name: string, fallback: string): Config.Config<Option.Option<string>> {
  return Config.schema(BasePathText, name).pipe(
    Config.withDefault(fallback),
    Config.map((text) => (text === DISABLED_BASE_PATH ? Option.none() : Option.some(text)))
  )
}

/** An address variable, any case, held checksummed. */
function address(name: string, fallback: EthAddress): Config.Config<EthAddress> {
  return Config.schema(EthereumAddress, name).pipe(Config.withDefault(fallback))
}

/** A non-negative number variable. */
function nonNegative(name: string, fallback: number): Config.Config<number> {
  return Config.schema(Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)), name).pipe(Config.withDefault(fallback))
}

/** An `on`/`off` switch (also `true`/`false`). */
function onOff(name: string, fallback: boolean): Config.Config<boolean> {
  return Config.schema(Schema.Literals(["on", "off", "true", "false"]), name).pipe(
    Config.map((text) => text === "on" || text === "true"),
    Config.withDefault(fallback)
  )
}

/** A comma list of CORS origins: `*`, or origins such as `https://wallet.example`. */
const CorsOriginsText = Schema.String.check(
  Schema.isPattern(/^(\*|https?:\/\/[^\s,/]+(,https?:\/\/[^\s,/]+)*)$/u, {
    expected: "* or a comma list of origins (scheme://host[:port], no path)"
  })
)

/** The edge settings: deadlines, shutdown, CORS, compression, metrics, logs. */
const edgeSettings: Config.Config<EdgeSettings> = Config.all({
  requestTimeoutSeconds: Config.schema(Schema.Finite.check(Schema.isGreaterThan(0)), "REQUEST_TIMEOUT_SECONDS").pipe(
    Config.withDefault(DEFAULT_REQUEST_TIMEOUT_SECONDS)
  ),
  shutdownTimeoutSeconds: nonNegative("SHUTDOWN_TIMEOUT_SECONDS", DEFAULT_SHUTDOWN_TIMEOUT_SECONDS),
  corsOrigins: Config.schema(CorsOriginsText, "CORS_ORIGINS").pipe(
    Config.withDefault("*"),
    Config.map((text) => text.split(","))
  ),
  compressionMinBytes: Config.all({
    on: onOff("COMPRESSION", true),
    minBytes: Config.schema(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)), "COMPRESSION_MIN_BYTES").pipe(
      Config.withDefault(DEFAULT_COMPRESSION_MIN_BYTES)
    )
  }).pipe(Config.map(({ minBytes, on }) => (on ? Option.some(minBytes) : Option.none()))),
  metrics: onOff("METRICS", true),
  logFormat: Config.option(Config.schema(LogFormat, "LOG_FORMAT")),
  logLevel: Config.schema(LogLevelName, "LOG_LEVEL").pipe(Config.withDefault("info"))
})

/** A positive integer variable. */
function positiveInt(name: string, fallback: number): Config.Config<number> {
  return Config.schema(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)), name).pipe(Config.withDefault(fallback))
}

/** The live event stream's settings. */
const eventSettings: Config.Config<EventSettings> = Config.all({
  maxSubscribers: positiveInt("EVENTS_MAX_SUBSCRIBERS", DEFAULT_EVENT_SETTINGS.maxSubscribers),
  bufferBytes: positiveInt("EVENTS_BUFFER_BYTES", DEFAULT_EVENT_SETTINGS.bufferBytes),
  heartbeatSeconds: Config.schema(Schema.Finite.check(Schema.isGreaterThan(0)), "EVENTS_HEARTBEAT_SECONDS").pipe(
    Config.withDefault(DEFAULT_EVENT_SETTINGS.heartbeatSeconds)
  ),
  retentionHours: Config.schema(Schema.Finite.check(Schema.isGreaterThan(0)), "EVENTS_RETENTION_HOURS").pipe(
    Config.withDefault(DEFAULT_EVENT_SETTINGS.retentionHours)
  )
})

/** `WEB_CONCURRENCY` by the rule `app/main.ts` applies before anything is loaded (`lifecycle/web_concurrency.ts`). */
const webConcurrency: Config.Config<number> = Config.option(Config.String("WEB_CONCURRENCY")).pipe(
  Config.mapEffect((value) => {
    const parsed = parseWebConcurrency(Option.getOrUndefined(value), { cores: availableParallelism() })
    return parsed.ok ? Effect.succeed(parsed.workers) : Effect.fail(new Config.ConfigError(new SourceError({ message: parsed.problem })))
  })
)

/** The configuration read from the environment (or the current `ConfigProvider`), with the devnet defaults. */
export const appSettings: Config.Config<AppSettings> = Config.all({
  role: Config.schema(Role, "ROLE").pipe(Config.withDefault("all")),
  webConcurrency,
  port: Config.Port("PORT").pipe(Config.withDefault(DEFAULT_PORT)),
  databaseUrl: Config.option(Config.Redacted("DATABASE_URL")),
  laterBasePath: basePath("LATER_BASE_PATH", "/"),
  earlierBasePath: basePath("EARLIER_BASE_PATH", DISABLED_BASE_PATH),
  chainId: Config.schema(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 65535 })), "CHAIN_ID").pipe(
    Config.withDefault(DEFAULT_CHAIN_ID)
  ),
  networkName: Config.NonEmptyString("NETWORK_NAME").pipe(Config.withDefault(DEFAULT_NETWORK_NAME)),
  contracts: Config.all({
    rollup: address("ROLLUP_ADDRESS", DEFAULT_CONTRACTS.rollup),
    auction: address("AUCTION_ADDRESS", DEFAULT_CONTRACTS.auction),
    withdrawalDelayer: address("WITHDRAWAL_DELAYER_ADDRESS", DEFAULT_CONTRACTS.withdrawalDelayer),
    hezToken: address("HEZ_TOKEN_ADDRESS", DEFAULT_CONTRACTS.hezToken),
    governance: address("GOVERNANCE_ADDRESS", DEFAULT_CONTRACTS.governance),
    emergencyCouncil: address("EMERGENCY_COUNCIL_ADDRESS", DEFAULT_CONTRACTS.emergencyCouncil),
    donation: address("DONATION_ADDRESS", DEFAULT_CONTRACTS.donation)
  }),
  node: Config.all({
    forgeDelay: nonNegative("FORGE_DELAY", DEFAULT_NODE_SETTINGS.forgeDelay),
    secondsPerBlock: Config.schema(Schema.Finite.check(Schema.isGreaterThan(0)), "SECONDS_PER_BLOCK").pipe(
      Config.withDefault(DEFAULT_NODE_SETTINGS.secondsPerBlock)
    ),
    minFeeUSD: nonNegative("MIN_FEE_USD", DEFAULT_NODE_SETTINGS.minFeeUSD)
  }),
  devnet: Config.all({
    enabled: Config.Boolean("DEVNET").pipe(Config.withDefault(true)),
    wallets: Config.schema(Schema.Int.check(Schema.isBetween({ minimum: 8, maximum: 1000 })), "DEVNET_WALLETS").pipe(
      Config.withDefault(DEFAULT_DEVNET_WALLETS)
    ),
    genesisTime: Config.option(Config.Date("DEVNET_GENESIS_TIME")),
    forgeIntervalSeconds: nonNegative("FORGE_INTERVAL_SECONDS", DEFAULT_FORGE_INTERVAL_SECONDS)
  }),
  edge: edgeSettings,
  events: eventSettings,
  admission: admissionSettings,
  rateLimit: rateLimitSettings
})

/** The application configuration as a service, so layers can depend on it. */
export class AppConfig extends Context.Service<AppConfig, AppSettings>()("zk-api/app/AppConfig") {}

/** Reads the configuration from the current `ConfigProvider` (fails with a `ConfigError` on a bad value). */
export const AppConfigLive: Layer.Layer<AppConfig, Config.ConfigError> = Layer.effect(AppConfig, appSettings)

/** A fixed configuration (tests, embedding): the defaults with the given fields replaced. */
export function appConfigLayer(overrides: Partial<AppSettings> = {}): Layer.Layer<AppConfig> {
  return Layer.succeed(AppConfig, { ...DEFAULT_APP_SETTINGS, ...overrides })
}

/** The configuration when no variable is set. */
export const DEFAULT_APP_SETTINGS: AppSettings = {
  role: "all",
  webConcurrency: 1,
  port: DEFAULT_PORT,
  databaseUrl: Option.none(),
  laterBasePath: Option.some("/"),
  earlierBasePath: Option.none(),
  chainId: DEFAULT_CHAIN_ID,
  networkName: DEFAULT_NETWORK_NAME,
  contracts: DEFAULT_CONTRACTS,
  node: DEFAULT_NODE_SETTINGS,
  devnet: {
    enabled: true,
    wallets: DEFAULT_DEVNET_WALLETS,
    genesisTime: Option.none(),
    forgeIntervalSeconds: DEFAULT_FORGE_INTERVAL_SECONDS
  },
  edge: {
    requestTimeoutSeconds: DEFAULT_REQUEST_TIMEOUT_SECONDS,
    shutdownTimeoutSeconds: DEFAULT_SHUTDOWN_TIMEOUT_SECONDS,
    corsOrigins: ["*"],
    compressionMinBytes: Option.some(DEFAULT_COMPRESSION_MIN_BYTES),
    metrics: true,
    logFormat: Option.none(),
    logLevel: "info"
  },
  events: DEFAULT_EVENT_SETTINGS,
  admission: DEFAULT_ADMISSION_SETTINGS,
  rateLimit: DEFAULT_RATE_LIMIT_SETTINGS
}
