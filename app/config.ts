/** The application's configuration, read with Effect's `Config`, every default the devnet's: each variable declared
 * once in `Variables`, from which the settings are read and checked and `--help` and `.env.example` written. */
import { DEFAULT_FINALITY_CONFIRMATIONS } from "../core/domain/finality.ts"
import { Config, Context, Duration, Effect, Layer, Option, Redacted, Schema } from "effect"
import { SourceError } from "effect/ConfigProvider"
import { availableParallelism } from "node:os"
import { type EthAddress, EthereumAddress } from "../core/domain/eth_address.ts"
import type { Check } from "effect/SchemaAST"
import { EDGE_DEFAULTS } from "../adapters/http/edge/edge_defaults.ts"
import { DEFAULT_BUFFER_BYTES } from "../adapters/http/server/event_stream.ts"
import type { AdmissionSettings } from "../adapters/http/edge/admission.ts"
import { DEFAULT_SHUTDOWN_TIMEOUT_SECONDS } from "../adapters/http/transport/transport_server.ts"
import { DEFAULT_PORT } from "./listening_port.ts"
import { DEFAULT_MAX_REPLICA_LAG } from "../adapters/sql/replicas/read_replicas.ts"
import { DEFAULT_HEARTBEAT, DEFAULT_MAX_SUBSCRIBERS } from "../core/use_cases/event_hub.ts"
import { DEFAULT_CLIENT_SHARE_PERCENT } from "../core/use_cases/client_share.ts"
import type { NodeSettings } from "../core/domain/network_reading.ts"
import { DEFAULT_NODE_SETTINGS } from "../core/ports/network_settings.ts"
import type { ContractAddresses } from "../core/domain/hermez_network.ts"
import { LOCAL_NETWORK } from "../core/domain/local_network.ts"
import { DEFAULT_ADMISSION_SETTINGS } from "./admission_settings.ts"
import { type ConnectionSettings, DEFAULT_CONNECTION_SETTINGS as CS } from "./connection_settings.ts"
import {
  DEFAULT_DEVNET_SETTINGS,
  DEFAULT_DEVNET_WALLETS,
  DEFAULT_FORGE_INTERVAL_SECONDS,
  type DevnetSettings
} from "../devnet/settings.ts"
import { badVariableLines, type EnvironmentVariable, variable } from "./environment_variable.ts"
import { MAX_WEB_CONCURRENCY, parseWebConcurrency } from "./web_concurrency.ts"
import {
  DEFAULT_KEY_CACHE_SECONDS,
  DEFAULT_RATE_LIMIT_SETTINGS,
  DEFAULT_RATE_LIMIT_TIERS,
  RATE_LIMIT_TIERS_RULE,
  type RateLimitSettings,
  tiersVariable,
  TRUST_PROXY_RULE,
  trustProxyVariable
} from "./rate_limit_settings.ts"
import {
  DEFAULT_SERVICE_NAME,
  DEFAULT_TRACING_SETTINGS,
  parseResourceAttributes,
  SAMPLERS,
  sampleRatioOf,
  tracesEndpoint,
  type TracingSettings
} from "./tracing.ts"
import {
  DEFAULT_WEBHOOK_SETTINGS as WH,
  RETRY_SCHEDULE_RULE,
  retryScheduleVariable,
  type WebhookSettings
} from "./webhook_settings.ts"

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
  /** The port `/metrics` is served on instead of `PORT`, unmetered (`METRICS_PORT`); none: on `PORT`, metered like a read. */
  readonly metricsPort: Option.Option<number>
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
  /** The share (percent) of `maxSubscribers` one client may hold, at least one; past it, 429 (`CLIENT_SHARE_PERCENT`). */
  readonly clientSharePercent: number
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
  /** Each connection's stall bounds, the connections per client and in all, the bytes queued for slow readers (`app/connection_settings.ts`). */
  readonly connections: ConnectionSettings
  /** Admission control: bounds on work in progress and on demand (`app/admission_settings.ts`). */
  readonly admission: AdmissionSettings
  /** Rate limits per client and API keys (`rate_limit_settings.ts`). */
  readonly rateLimit: RateLimitSettings
  /** Signed webhooks' deliveries (`webhook_settings.ts`). */
  readonly webhooks: WebhookSettings
  /** Traces exported over OTLP/HTTP (`tracing.ts`). */
  readonly tracing: TracingSettings
}

/** Default port (`PORT`): the early listener's (`listening_port.ts`), which listens before this module loads. */
export { DEFAULT_PORT }
/** Default event settings: the event hub's subscribers and heartbeat, the event stream's buffer, 24 h of replay. */
export const DEFAULT_EVENT_SETTINGS: EventSettings = {
  maxSubscribers: DEFAULT_MAX_SUBSCRIBERS,
  clientSharePercent: DEFAULT_CLIENT_SHARE_PERCENT,
  bufferBytes: DEFAULT_BUFFER_BYTES,
  heartbeatSeconds: Duration.toSeconds(DEFAULT_HEARTBEAT),
  retentionHours: 24
}

/** Default `SHUTDOWN_TIMEOUT_SECONDS`: the transport's. */
export { DEFAULT_SHUTDOWN_TIMEOUT_SECONDS }

/** The value of a base-path variable that turns a revision off. */
export const DISABLED_BASE_PATH = "off"

/** Default data directory of the embedded storage (`DATA_DIR`). */
export const DEFAULT_DATA_DIR = "./data"

/** Default pool size on an external server (`DB_POOL_SIZE`). */
export const DEFAULT_POOL_SIZE = 10

/** Default `DATABASE_READ_MAX_LAG_SECONDS`: the SQL adapter's default lag. */
export const DEFAULT_READ_MAX_LAG_SECONDS = Duration.toSeconds(DEFAULT_MAX_REPLICA_LAG)

/** The values of `STORAGE`. */
export const StorageKind = Schema.Literals(["memory", "embedded", "external"])
export type StorageKind = typeof StorageKind.Type

/** A base path: `/` or `/segment[/segment…]` without a trailing slash, or `off`. */
const BasePathText = Schema.String.check(Schema.isPattern(/^(off|\/|(\/[A-Za-z0-9._~-]+)+)$/u))

/** A base-path variable read: `off` turns the revision off. */
function basePath(fallback: string) {
  return (name: string): Config.Config<Option.Option<string>> =>
    Config.schema(BasePathText, name).pipe(
      Config.withDefault(fallback),
      Config.map((text) => (text === DISABLED_BASE_PATH ? Option.none() : Option.some(text)))
    )
}

/** A number read, checked by `check`, with a default. */
function finite(fallback: number, check: Check<number>) {
  return (name: string): Config.Config<number> =>
    Config.schema(Schema.Finite.check(check), name).pipe(Config.withDefault(fallback))
}

/** An integer read, checked by `check`, with a default. */
function integer(fallback: number, check: Check<number>) {
  return (name: string): Config.Config<number> =>
    Config.schema(Schema.Int.check(check), name).pipe(Config.withDefault(fallback))
}

/** A count of batches, or `all` (undefined: no bound). */
function batchesOrAll(name: string): Config.Config<number | undefined> {
  return Config.schema(
    Schema.Union([
      Schema.Literal("all"),
      Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 1_000_000_000 }))
    ]),
    name
  ).pipe(
    Config.map((value) => (value === "all" ? undefined : value)),
    Config.withDefault(undefined)
  )
}

/** An address read, any case, held checksummed. */
function address(fallback: EthAddress) {
  return (name: string): Config.Config<EthAddress> =>
    Config.schema(EthereumAddress, name).pipe(Config.withDefault(fallback))
}

/** An `on`/`off` switch (also `true`/`false`). */
function onOff(fallback: boolean) {
  return (name: string): Config.Config<boolean> =>
    Config.schema(Schema.Literals(["on", "off", "true", "false"]), name).pipe(
      Config.map((text) => text === "on" || text === "true"),
      Config.withDefault(fallback)
    )
}

/** A comma list of CORS origins: `*`, or origins such as `https://wallet.example`. */
const CorsOriginsText = Schema.String.check(Schema.isPattern(/^(\*|https?:\/\/[^\s,/]+(,https?:\/\/[^\s,/]+)*)$/u))

/** A PostgreSQL URL: `postgres://` or `postgresql://` (a host, or none for a socket given by `?host=`). */
function isPostgresUrl(text: string): boolean {
  if (!URL.canParse(text)) return false
  const protocol = new URL(text).protocol
  return protocol === "postgres:" || protocol === "postgresql:"
}

/** A PostgreSQL URL variable, held redacted. */
function postgresUrl(name: string): Config.Config<Option.Option<Redacted.Redacted<string>>> {
  return Config.option(Config.schema(Schema.String.check(Schema.makeFilter(isPostgresUrl)), name)).pipe(
    Config.map(Option.map((text) => Redacted.make(text)))
  )
}

/** A comma list of PostgreSQL URLs, blanks around commas ignored, at least one. */
function postgresUrls(name: string): Config.Config<Option.Option<ReadonlyArray<Redacted.Redacted<string>>>> {
  return Config.option(Config.String(name)).pipe(
    Config.mapEffect((value) => {
      if (Option.isNone(value)) return Effect.succeed(Option.none())
      const urls = value.value
        .split(",")
        .map((url) => url.trim())
        .filter((url) => url !== "")
      return urls.length > 0 && urls.every(isPostgresUrl)
        ? Effect.succeed(Option.some(urls.map((url) => Redacted.make(url))))
        : Effect.fail(
            new Config.ConfigError(new SourceError({ message: `${name}: not a comma list of PostgreSQL URLs` }))
          )
    })
  )
}

/** An OTLP/HTTP endpoint variable: an http or https URL, or unset. */
function otlpEndpoint(name: string): Config.Config<Option.Option<string>> {
  const isHttpUrl = (text: string) => URL.canParse(text) && ["http:", "https:"].includes(new URL(text).protocol)
  return Config.option(Config.schema(Schema.String.check(Schema.makeFilter(isHttpUrl)), name))
}

/** `OTEL_RESOURCE_ATTRIBUTES`: `key=value,…` with percent-encoded values, or unset. */
function resourceAttributes(name: string): Config.Config<Readonly<Record<string, string>>> {
  return Config.option(Config.String(name)).pipe(
    Config.mapEffect((value) => {
      if (Option.isNone(value)) return Effect.succeed({})
      const parsed = parseResourceAttributes(value.value)
      return parsed !== undefined
        ? Effect.succeed(parsed)
        : Effect.fail(new Config.ConfigError(new SourceError({ message: `${name}: not a list of key=value pairs` })))
    })
  )
}

/** `WEB_CONCURRENCY` by the rule `app/main.ts` applies before anything is loaded (`web_concurrency.ts`). */
function webConcurrencyOf(name: string): Config.Config<number> {
  return Config.option(Config.String(name)).pipe(
    Config.mapEffect((value) => {
      const parsed = parseWebConcurrency(Option.getOrUndefined(value), { cores: availableParallelism() })
      return parsed.ok
        ? Effect.succeed(parsed.workers)
        : Effect.fail(new Config.ConfigError(new SourceError({ message: parsed.problem })))
    })
  )
}

/**
 * Every environment variable the node reads, one entry each, in the order `--help` lists them.
 * A new setting is one more entry here, read where its settings are built.
 */
export const Variables = {
  PORT: variable(
    "PORT",
    { fallback: String(DEFAULT_PORT), meaning: "the HTTP port", rule: "an integer 1–65535" },
    (name) => Config.Port(name).pipe(Config.withDefault(DEFAULT_PORT))
  ),
  ROLE: variable(
    "ROLE",
    {
      fallback: "all",
      meaning:
        "all: migrate, seed, forge and serve; writer: the one process per database that migrates, seeds and forges; reader: serve only, on a database a writer keeps",
      rule: "all, writer or reader"
    },
    (name) => Config.schema(Role, name).pipe(Config.withDefault("all"))
  ),
  WEB_CONCURRENCY: variable(
    "WEB_CONCURRENCY",
    {
      fallback: "1",
      meaning: "API processes sharing PORT (auto: one per core); above 1 needs DATABASE_URL and ROLE all or reader",
      rule: `an integer 1–${MAX_WEB_CONCURRENCY}, or auto`
    },
    webConcurrencyOf
  ),
  STORAGE: variable(
    "STORAGE",
    {
      unset: "by DATABASE_URL",
      meaning: "memory (nothing persisted), embedded (PostgreSQL in DATA_DIR) or external (DATABASE_URL)",
      rule: "memory, embedded or external"
    },
    (name) => Config.option(Config.schema(StorageKind, name))
  ),
  DATABASE_URL: variable(
    "DATABASE_URL",
    {
      unset: "the embedded PostgreSQL",
      meaning: "a PostgreSQL server: postgres://user:password@host:port/database",
      rule: "a PostgreSQL URL, postgres://user:password@host:port/database",
      secret: true
    },
    postgresUrl
  ),
  DATA_DIR: variable(
    "DATA_DIR",
    { fallback: DEFAULT_DATA_DIR, meaning: "the embedded PostgreSQL's data directory", rule: "a directory path" },
    (name) => Config.option(Config.NonEmptyString(name))
  ),
  DB_POOL_SIZE: variable(
    "DB_POOL_SIZE",
    { fallback: String(DEFAULT_POOL_SIZE), meaning: "connections to an external server", rule: "an integer 1–1000" },
    (name) => Config.option(Config.schema(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 })), name))
  ),
  RENDERING_CACHE: variable(
    "RENDERING_CACHE",
    {
      fallback: "on",
      meaning: "keep templates of history transactions' and exits' JSON beside them in PostgreSQL (docs/storage.md)",
      rule: "on or off"
    },
    onOff(true)
  ),
  DATABASE_READ_URLS: variable(
    "DATABASE_READ_URLS",
    {
      unset: "none",
      meaning: "streaming replicas of DATABASE_URL's server that GETs read from while healthy",
      rule: "a comma list of PostgreSQL URLs",
      secret: true
    },
    postgresUrls
  ),
  DATABASE_READ_MAX_LAG_SECONDS: variable(
    "DATABASE_READ_MAX_LAG_SECONDS",
    {
      fallback: String(DEFAULT_READ_MAX_LAG_SECONDS),
      meaning: "a replica further behind than this is not read from until it catches up",
      rule: "a number of seconds 0.1–3600"
    },
    (name) => Config.option(Config.schema(Schema.Finite.check(Schema.isBetween({ minimum: 0.1, maximum: 3600 })), name))
  ),
  LATER_BASE_PATH: variable(
    "LATER_BASE_PATH",
    {
      fallback: "/",
      meaning: "where the later revision is served",
      rule: "/, /segment[/segment…] without a trailing slash, or off"
    },
    basePath("/")
  ),
  EARLIER_BASE_PATH: variable(
    "EARLIER_BASE_PATH",
    {
      fallback: DISABLED_BASE_PATH,
      meaning: "where the earlier revision is served, e.g. /earlier",
      rule: "/, /segment[/segment…] without a trailing slash, or off"
    },
    basePath(DISABLED_BASE_PATH)
  ),
  CHAIN_ID: variable(
    "CHAIN_ID",
    {
      fallback: String(LOCAL_NETWORK.chainId),
      meaning: "the chain id signatures commit to",
      rule: "an integer 0–65535"
    },
    integer(LOCAL_NETWORK.chainId, Schema.isBetween({ minimum: 0, maximum: 65535 }))
  ),
  NETWORK_NAME: variable(
    "NETWORK_NAME",
    {
      fallback: LOCAL_NETWORK.name,
      meaning: "the EIP-712 domain name of account-creation authorizations",
      rule: "a non-empty text"
    },
    (name) => Config.NonEmptyString(name).pipe(Config.withDefault(LOCAL_NETWORK.name))
  ),
  ROLLUP_ADDRESS: variable(
    "ROLLUP_ADDRESS",
    {
      fallback: LOCAL_NETWORK.contracts.rollup,
      meaning: "the rollup contract",
      rule: "an Ethereum address (0x and 40 hex digits)"
    },
    address(LOCAL_NETWORK.contracts.rollup)
  ),
  AUCTION_ADDRESS: variable(
    "AUCTION_ADDRESS",
    {
      fallback: LOCAL_NETWORK.contracts.auction,
      meaning: "the auction contract",
      rule: "an Ethereum address (0x and 40 hex digits)"
    },
    address(LOCAL_NETWORK.contracts.auction)
  ),
  WITHDRAWAL_DELAYER_ADDRESS: variable(
    "WITHDRAWAL_DELAYER_ADDRESS",
    {
      fallback: LOCAL_NETWORK.contracts.withdrawalDelayer,
      meaning: "the withdrawal delayer contract",
      rule: "an Ethereum address (0x and 40 hex digits)"
    },
    address(LOCAL_NETWORK.contracts.withdrawalDelayer)
  ),
  HEZ_TOKEN_ADDRESS: variable(
    "HEZ_TOKEN_ADDRESS",
    {
      fallback: LOCAL_NETWORK.contracts.hezToken,
      meaning: "the HEZ token contract",
      rule: "an Ethereum address (0x and 40 hex digits)"
    },
    address(LOCAL_NETWORK.contracts.hezToken)
  ),
  GOVERNANCE_ADDRESS: variable(
    "GOVERNANCE_ADDRESS",
    {
      fallback: LOCAL_NETWORK.contracts.governance,
      meaning: "the governance account",
      rule: "an Ethereum address (0x and 40 hex digits)"
    },
    address(LOCAL_NETWORK.contracts.governance)
  ),
  EMERGENCY_COUNCIL_ADDRESS: variable(
    "EMERGENCY_COUNCIL_ADDRESS",
    {
      fallback: LOCAL_NETWORK.contracts.emergencyCouncil,
      meaning: "the emergency council account",
      rule: "an Ethereum address (0x and 40 hex digits)"
    },
    address(LOCAL_NETWORK.contracts.emergencyCouncil)
  ),
  DONATION_ADDRESS: variable(
    "DONATION_ADDRESS",
    {
      fallback: LOCAL_NETWORK.contracts.donation,
      meaning: "the donation account",
      rule: "an Ethereum address (0x and 40 hex digits)"
    },
    address(LOCAL_NETWORK.contracts.donation)
  ),
  FORGE_DELAY: variable(
    "FORGE_DELAY",
    {
      fallback: String(DEFAULT_NODE_SETTINGS.forgeDelay),
      meaning: "seconds, shown in /state (nodeConfig.forgeDelay)",
      rule: "a number ≥ 0"
    },
    finite(DEFAULT_NODE_SETTINGS.forgeDelay, Schema.isGreaterThanOrEqualTo(0))
  ),
  SECONDS_PER_BLOCK: variable(
    "SECONDS_PER_BLOCK",
    {
      fallback: String(DEFAULT_NODE_SETTINGS.secondsPerBlock),
      meaning: "the Ethereum block time: slot estimates in /state, the devnet's block spacing",
      rule: "a number > 0"
    },
    finite(DEFAULT_NODE_SETTINGS.secondsPerBlock, Schema.isGreaterThan(0))
  ),
  MIN_FEE_USD: variable(
    "MIN_FEE_USD",
    {
      fallback: String(DEFAULT_NODE_SETTINGS.minFeeUSD),
      meaning: "the floor of the recommended fees in /state",
      rule: "a number ≥ 0"
    },
    finite(DEFAULT_NODE_SETTINGS.minFeeUSD, Schema.isGreaterThanOrEqualTo(0))
  ),
  DEVNET: variable(
    "DEVNET",
    {
      fallback: "true",
      meaning: "seed the devnet at start when the storage holds no chain yet",
      rule: "true or false"
    },
    (name) => Config.Boolean(name).pipe(Config.withDefault(true))
  ),
  DEVNET_WALLETS: variable(
    "DEVNET_WALLETS",
    { fallback: String(DEFAULT_DEVNET_WALLETS), meaning: "devnet wallets", rule: "an integer 8–1000" },
    integer(DEFAULT_DEVNET_WALLETS, Schema.isBetween({ minimum: 8, maximum: 1000 }))
  ),
  DEVNET_GENESIS_TIME: variable(
    "DEVNET_GENESIS_TIME",
    {
      unset: "start time minus the devnet's span",
      meaning: "the time of the devnet's first block",
      rule: "a date, e.g. 2026-01-01T00:00:00Z"
    },
    (name) => Config.option(Config.Date(name))
  ),
  FORGE_INTERVAL_SECONDS: variable(
    "FORGE_INTERVAL_SECONDS",
    {
      fallback: String(DEFAULT_FORGE_INTERVAL_SECONDS),
      meaning: "how often the devnet forges pending pool transactions (0: never)",
      rule: "a number ≥ 0"
    },
    finite(DEFAULT_FORGE_INTERVAL_SECONDS, Schema.isGreaterThanOrEqualTo(0))
  ),
  CORS_ORIGINS: variable(
    "CORS_ORIGINS",
    {
      fallback: EDGE_DEFAULTS.corsOrigins.join(","),
      meaning: "origins allowed from a browser",
      rule: "* or a comma list of origins (scheme://host[:port], no path)"
    },
    (name) =>
      Config.schema(CorsOriginsText, name).pipe(
        Config.map((text) => text.split(",")),
        Config.withDefault(EDGE_DEFAULTS.corsOrigins)
      )
  ),
  COMPRESSION: variable(
    "COMPRESSION",
    { fallback: "on", meaning: "brotli or gzip by Accept-Encoding", rule: "on or off" },
    onOff(true)
  ),
  COMPRESSION_MIN_BYTES: variable(
    "COMPRESSION_MIN_BYTES",
    {
      fallback: String(EDGE_DEFAULTS.compressionMinBytes),
      meaning: "the smallest body that is compressed",
      rule: "an integer ≥ 0"
    },
    integer(EDGE_DEFAULTS.compressionMinBytes, Schema.isGreaterThanOrEqualTo(0))
  ),
  REQUEST_TIMEOUT_SECONDS: variable(
    "REQUEST_TIMEOUT_SECONDS",
    {
      fallback: String(EDGE_DEFAULTS.requestTimeoutSeconds),
      meaning: "a request still running after this is answered 503 ErrRequestTimeout",
      rule: "a number of seconds > 0"
    },
    finite(EDGE_DEFAULTS.requestTimeoutSeconds, Schema.isGreaterThan(0))
  ),
  SHUTDOWN_TIMEOUT_SECONDS: variable(
    "SHUTDOWN_TIMEOUT_SECONDS",
    {
      fallback: String(DEFAULT_SHUTDOWN_TIMEOUT_SECONDS),
      meaning: "on SIGTERM/SIGINT, how long requests in flight may finish",
      rule: "a number of seconds ≥ 0"
    },
    finite(DEFAULT_SHUTDOWN_TIMEOUT_SECONDS, Schema.isGreaterThanOrEqualTo(0))
  ),
  HEADERS_TIMEOUT_MS: variable(
    "HEADERS_TIMEOUT_MS",
    {
      fallback: String(CS.headersTimeoutMillis),
      meaning:
        "a request's headers must have arrived within this of its connection or of the previous answer (at most the deadline); else the connection is closed",
      rule: "an integer of milliseconds ≥ 1"
    },
    integer(CS.headersTimeoutMillis, Schema.isGreaterThanOrEqualTo(1))
  ),
  BODY_READ_TIMEOUT_MS: variable(
    "BODY_READ_TIMEOUT_MS",
    {
      fallback: String(CS.bodyReadTimeoutMillis),
      meaning: "a request body with no byte arriving for this long closes its connection",
      rule: "an integer of milliseconds ≥ 1"
    },
    integer(CS.bodyReadTimeoutMillis, Schema.isGreaterThanOrEqualTo(1))
  ),
  SEND_TIMEOUT_MS: variable(
    "SEND_TIMEOUT_MS",
    {
      fallback: String(CS.sendTimeoutMillis),
      meaning: "an answer the client takes no byte of for this long closes its connection",
      rule: "an integer of milliseconds ≥ 1"
    },
    integer(CS.sendTimeoutMillis, Schema.isGreaterThanOrEqualTo(1))
  ),
  KEEP_ALIVE_TIMEOUT_MS: variable(
    "KEEP_ALIVE_TIMEOUT_MS",
    {
      fallback: String(CS.keepAliveTimeoutMillis),
      meaning: "a kept-alive connection idle for this long between requests is closed",
      rule: "an integer of milliseconds ≥ 1"
    },
    integer(CS.keepAliveTimeoutMillis, Schema.isGreaterThanOrEqualTo(1))
  ),
  MAX_CONNECTIONS: variable(
    "MAX_CONNECTIONS",
    {
      fallback: String(CS.maxConnections),
      meaning: "connections open at once per process; past it a new one is closed at once",
      rule: "an integer ≥ 1"
    },
    integer(CS.maxConnections, Schema.isGreaterThanOrEqualTo(1))
  ),
  MAX_CONNECTIONS_PER_CLIENT: variable(
    "MAX_CONNECTIONS_PER_CLIENT",
    {
      fallback: String(CS.maxConnectionsPerClient),
      meaning:
        "connections one client (an address, IPv6 by /64; a TRUST_PROXY peer is not counted) holds open per process; past it a new one is answered 429 and closed",
      rule: "an integer ≥ 1"
    },
    integer(CS.maxConnectionsPerClient, Schema.isGreaterThanOrEqualTo(1))
  ),
  SEND_BUFFER_BYTES: variable(
    "SEND_BUFFER_BYTES",
    {
      fallback: String(CS.sendBufferBytes),
      meaning:
        "bytes of answers queued for slow clients in all, per process; past it the connections that made progress least recently are closed first",
      rule: "an integer ≥ 1"
    },
    integer(CS.sendBufferBytes, Schema.isGreaterThanOrEqualTo(1))
  ),
  SEND_BUFFER_BYTES_PER_CONNECTION: variable(
    "SEND_BUFFER_BYTES_PER_CONNECTION",
    {
      fallback: String(CS.sendBufferBytesPerConnection),
      meaning: "bytes of answers queued for one connection; past it the connection is closed",
      rule: "an integer ≥ 1"
    },
    integer(CS.sendBufferBytesPerConnection, Schema.isGreaterThanOrEqualTo(1))
  ),
  METRICS: variable(
    "METRICS",
    { fallback: EDGE_DEFAULTS.metrics ? "on" : "off", meaning: "serve /metrics and record metrics", rule: "on or off" },
    onOff(EDGE_DEFAULTS.metrics)
  ),
  METRICS_PORT: variable(
    "METRICS_PORT",
    {
      unset: "/metrics on PORT, costing a read",
      meaning: "serve /metrics on this port instead of PORT, neither metered nor shed (keep it private)",
      rule: "an integer 1–65535, not PORT"
    },
    (name) => Config.option(Config.Port(name))
  ),
  LOG_FORMAT: variable(
    "LOG_FORMAT",
    {
      unset: "pretty on a terminal, else json",
      meaning: "json (pino's lines) or pretty (one readable line each)",
      rule: "json or pretty"
    },
    (name) => Config.option(Config.schema(LogFormat, name))
  ),
  LOG_LEVEL: variable(
    "LOG_LEVEL",
    {
      fallback: "info",
      meaning: "the minimum level written (info: the request log; none: nothing)",
      rule: "trace, debug, info, warn, error, fatal or none"
    },
    (name) => Config.schema(LogLevelName, name).pipe(Config.withDefault("info"))
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: variable(
    "OTEL_EXPORTER_OTLP_ENDPOINT",
    {
      unset: "no traces",
      meaning: "an OpenTelemetry collector's OTLP/HTTP base URL: traces are sent to it at /v1/traces",
      rule: "an http or https URL"
    },
    otlpEndpoint
  ),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: variable(
    "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
    {
      unset: "by OTEL_EXPORTER_OTLP_ENDPOINT",
      meaning: "the OTLP/HTTP traces URL itself (wins over OTEL_EXPORTER_OTLP_ENDPOINT)",
      rule: "an http or https URL"
    },
    otlpEndpoint
  ),
  OTEL_SERVICE_NAME: variable(
    "OTEL_SERVICE_NAME",
    { fallback: DEFAULT_SERVICE_NAME, meaning: "the service.name of exported traces", rule: "a name" },
    (name) => Config.NonEmptyString(name).pipe(Config.withDefault(DEFAULT_SERVICE_NAME))
  ),
  OTEL_RESOURCE_ATTRIBUTES: variable(
    "OTEL_RESOURCE_ATTRIBUTES",
    {
      unset: "none",
      meaning: "more resource attributes of exported traces",
      rule: "key=value pairs separated by commas"
    },
    resourceAttributes
  ),
  OTEL_TRACES_SAMPLER: variable(
    "OTEL_TRACES_SAMPLER",
    {
      fallback: "parentbased_always_on",
      meaning: "which traces the node starts are exported (a request with a traceparent follows its caller's flag)",
      rule: SAMPLERS.join(", ")
    },
    (name) => Config.schema(Schema.Literals(SAMPLERS), name).pipe(Config.withDefault("parentbased_always_on" as const))
  ),
  OTEL_TRACES_SAMPLER_ARG: variable(
    "OTEL_TRACES_SAMPLER_ARG",
    { fallback: "1", meaning: "parentbased_traceidratio's share of traces exported", rule: "a number 0–1" },
    finite(1, Schema.isBetween({ minimum: 0, maximum: 1 }))
  ),
  EVENTS_MAX_SUBSCRIBERS: variable(
    "EVENTS_MAX_SUBSCRIBERS",
    {
      fallback: String(DEFAULT_EVENT_SETTINGS.maxSubscribers),
      meaning: "GET /events subscribers at once; past it a 503 ErrTooManySubscribers",
      rule: "an integer ≥ 1"
    },
    integer(DEFAULT_EVENT_SETTINGS.maxSubscribers, Schema.isGreaterThanOrEqualTo(1))
  ),
  CLIENT_SHARE_PERCENT: variable(
    "CLIENT_SHARE_PERCENT",
    {
      fallback: String(DEFAULT_CLIENT_SHARE_PERCENT),
      meaning:
        "the share (percent) of each bounded resource — each admission class's slots, the event streams — one client may hold (at least one)",
      rule: "an integer 1–100"
    },
    integer(DEFAULT_CLIENT_SHARE_PERCENT, Schema.isBetween({ minimum: 1, maximum: 100 }))
  ),
  EVENTS_BUFFER_BYTES: variable(
    "EVENTS_BUFFER_BYTES",
    {
      fallback: String(DEFAULT_EVENT_SETTINGS.bufferBytes),
      meaning: "bytes a slow subscriber may have waiting before it is cut with resync",
      rule: "an integer ≥ 1"
    },
    integer(DEFAULT_EVENT_SETTINGS.bufferBytes, Schema.isGreaterThanOrEqualTo(1))
  ),
  EVENTS_HEARTBEAT_SECONDS: variable(
    "EVENTS_HEARTBEAT_SECONDS",
    {
      fallback: String(DEFAULT_EVENT_SETTINGS.heartbeatSeconds),
      meaning: "seconds between heartbeat comments on every event stream",
      rule: "a number of seconds > 0"
    },
    finite(DEFAULT_EVENT_SETTINGS.heartbeatSeconds, Schema.isGreaterThan(0))
  ),
  EVENTS_RETENTION_HOURS: variable(
    "EVENTS_RETENTION_HOURS",
    {
      fallback: String(DEFAULT_EVENT_SETTINGS.retentionHours),
      meaning: "how long events are kept for replay with Last-Event-ID",
      rule: "a number of hours > 0"
    },
    finite(DEFAULT_EVENT_SETTINGS.retentionHours, Schema.isGreaterThan(0))
  ),
  FINALITY_CONFIRMATIONS: variable(
    "FINALITY_CONFIRMATIONS",
    {
      fallback: String(DEFAULT_FINALITY_CONFIRMATIONS),
      meaning: "L1 blocks on top of a batch's block after which it is finalized (finality, the finalized event)",
      rule: "an integer 1–100000"
    },
    integer(DEFAULT_FINALITY_CONFIRMATIONS, Schema.isBetween({ minimum: 1, maximum: 100_000 }))
  ),
  STATE_TREE_RETENTION_BATCHES: variable(
    "STATE_TREE_RETENTION_BATCHES",
    {
      fallback: "all",
      meaning:
        "batches before the last whose state trees are kept for GET /accounts/{accountIndex}/proof (older nodes are pruned; a reorg further back builds the tree again from the accounts)",
      rule: "all, or an integer 0–1000000000"
    },
    batchesOrAll
  ),
  ADMISSION: variable(
    "ADMISSION",
    { fallback: "on", meaning: "shed work past the bounds below with a fast 503 ErrOverloaded", rule: "on or off" },
    onOff(true)
  ),
  ADMISSION_MAX_READS: variable(
    "ADMISSION_MAX_READS",
    {
      fallback: String(DEFAULT_ADMISSION_SETTINGS.maxInFlight.read),
      meaning: "single-item reads in progress per process",
      rule: "an integer ≥ 1"
    },
    integer(DEFAULT_ADMISSION_SETTINGS.maxInFlight.read, Schema.isGreaterThanOrEqualTo(1))
  ),
  ADMISSION_MAX_LISTS: variable(
    "ADMISSION_MAX_LISTS",
    {
      fallback: String(DEFAULT_ADMISSION_SETTINGS.maxInFlight.list),
      meaning: "list reads in progress per process",
      rule: "an integer ≥ 1"
    },
    integer(DEFAULT_ADMISSION_SETTINGS.maxInFlight.list, Schema.isGreaterThanOrEqualTo(1))
  ),
  ADMISSION_MAX_WRITES: variable(
    "ADMISSION_MAX_WRITES",
    {
      fallback: String(DEFAULT_ADMISSION_SETTINGS.maxInFlight.write),
      meaning: "writes (POSTs) in progress per process",
      rule: "an integer ≥ 1"
    },
    integer(DEFAULT_ADMISSION_SETTINGS.maxInFlight.write, Schema.isGreaterThanOrEqualTo(1))
  ),
  ADMISSION_SUSTAIN_MS: variable(
    "ADMISSION_SUSTAIN_MS",
    {
      fallback: String(DEFAULT_ADMISSION_SETTINGS.sustainMillis),
      meaning: "how long a class's demand must stand past its bound before the requests past it are shed (0: at once)",
      rule: "an integer ≥ 0"
    },
    integer(DEFAULT_ADMISSION_SETTINGS.sustainMillis, Schema.isGreaterThanOrEqualTo(0))
  ),
  ADMISSION_RETRY_AFTER_SECONDS: variable(
    "ADMISSION_RETRY_AFTER_SECONDS",
    {
      fallback: String(DEFAULT_ADMISSION_SETTINGS.retryAfterSeconds),
      meaning: "the Retry-After of a shed request",
      rule: "an integer ≥ 1"
    },
    integer(DEFAULT_ADMISSION_SETTINGS.retryAfterSeconds, Schema.isGreaterThanOrEqualTo(1))
  ),
  RATE_LIMIT: variable(
    "RATE_LIMIT",
    { fallback: "off", meaning: "limit each client (API key, else IP) to its tier's budget", rule: "on or off" },
    onOff(false)
  ),
  RATE_LIMIT_TIERS: variable(
    "RATE_LIMIT_TIERS",
    {
      fallback: DEFAULT_RATE_LIMIT_TIERS,
      meaning: "the tiers' budgets (anonymous: clients without a key)",
      rule: RATE_LIMIT_TIERS_RULE
    },
    tiersVariable
  ),
  TRUST_PROXY: variable(
    "TRUST_PROXY",
    { fallback: "off", meaning: "whose X-Forwarded-For names the client", rule: TRUST_PROXY_RULE },
    trustProxyVariable
  ),
  API_KEY_CACHE_SECONDS: variable(
    "API_KEY_CACHE_SECONDS",
    {
      fallback: String(DEFAULT_KEY_CACHE_SECONDS),
      meaning: "how long a looked-up key is remembered (a revocation takes effect within it)",
      rule: "an integer 0–3600"
    },
    integer(DEFAULT_KEY_CACHE_SECONDS, Schema.isBetween({ minimum: 0, maximum: 3600 }))
  ),
  WEBHOOKS: variable(
    "WEBHOOKS",
    {
      fallback: "on",
      meaning: "deliver signed webhooks from this process (/webhooks is served either way)",
      rule: "on or off"
    },
    onOff(WH.enabled)
  ),
  WEBHOOKS_RETRY_SCHEDULE: variable(
    "WEBHOOKS_RETRY_SCHEDULE",
    {
      fallback: WH.retryScheduleSeconds.join(","),
      meaning: "seconds before each retry of a failed delivery; once spent the endpoint is disabled",
      rule: RETRY_SCHEDULE_RULE
    },
    retryScheduleVariable
  ),
  WEBHOOKS_CONCURRENCY: variable(
    "WEBHOOKS_CONCURRENCY",
    {
      fallback: String(WH.concurrency),
      meaning: "webhook endpoints one process delivers to at once",
      rule: "an integer 1–10000"
    },
    integer(WH.concurrency, Schema.isBetween({ minimum: 1, maximum: 10_000 }))
  ),
  WEBHOOKS_LEASE_SECONDS: variable(
    "WEBHOOKS_LEASE_SECONDS",
    {
      fallback: String(WH.leaseSeconds),
      meaning:
        "how long an endpoint stays claimed by a process that stopped writing (a dead process's endpoints wait this long)",
      rule: "a number of seconds > 0"
    },
    finite(WH.leaseSeconds, Schema.isGreaterThan(0))
  ),
  WEBHOOKS_POLL_SECONDS: variable(
    "WEBHOOKS_POLL_SECONDS",
    {
      fallback: String(WH.pollSeconds),
      meaning: "how often retries falling due are looked for",
      rule: "a number of seconds > 0"
    },
    finite(WH.pollSeconds, Schema.isGreaterThan(0))
  ),
  WEBHOOKS_CONNECT_TIMEOUT_MS: variable(
    "WEBHOOKS_CONNECT_TIMEOUT_MS",
    {
      fallback: String(WH.connectTimeoutMs),
      meaning: "milliseconds to connect to a webhook receiver",
      rule: "an integer ≥ 1"
    },
    integer(WH.connectTimeoutMs, Schema.isGreaterThanOrEqualTo(1))
  ),
  WEBHOOKS_RESPONSE_TIMEOUT_MS: variable(
    "WEBHOOKS_RESPONSE_TIMEOUT_MS",
    {
      fallback: String(WH.responseTimeoutMs),
      meaning: "milliseconds to a webhook receiver's answer",
      rule: "an integer ≥ 1"
    },
    integer(WH.responseTimeoutMs, Schema.isGreaterThanOrEqualTo(1))
  ),
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: variable(
    "WEBHOOKS_ALLOW_PRIVATE_TARGETS",
    {
      fallback: "off",
      meaning: "deliver to loopback, private and link-local addresses, and over http",
      rule: "on or off"
    },
    onOff(WH.allowPrivateTargets)
  ),
  WEBHOOKS_MAX_PER_KEY: variable(
    "WEBHOOKS_MAX_PER_KEY",
    {
      fallback: String(WH.maxPerKey),
      meaning: "webhook endpoints one API key may register",
      rule: "an integer 1–10000"
    },
    integer(WH.maxPerKey, Schema.isBetween({ minimum: 1, maximum: 10_000 }))
  )
} as const

/** The webhooks' settings (`webhook_settings.ts`) read from the environment (or the current `ConfigProvider`). */
export const webhookSettings: Config.Config<WebhookSettings> = Config.all({
  enabled: Variables.WEBHOOKS.config,
  retryScheduleSeconds: Variables.WEBHOOKS_RETRY_SCHEDULE.config,
  concurrency: Variables.WEBHOOKS_CONCURRENCY.config,
  leaseSeconds: Variables.WEBHOOKS_LEASE_SECONDS.config,
  pollSeconds: Variables.WEBHOOKS_POLL_SECONDS.config,
  connectTimeoutMs: Variables.WEBHOOKS_CONNECT_TIMEOUT_MS.config,
  responseTimeoutMs: Variables.WEBHOOKS_RESPONSE_TIMEOUT_MS.config,
  allowPrivateTargets: Variables.WEBHOOKS_ALLOW_PRIVATE_TARGETS.config,
  maxPerKey: Variables.WEBHOOKS_MAX_PER_KEY.config
})

/** Admission control's settings (`admission_settings.ts`) read from the environment (or the current `ConfigProvider`). */
export const admissionSettings: Config.Config<AdmissionSettings> = Config.all({
  enabled: Variables.ADMISSION.config,
  maxInFlight: Config.all({
    read: Variables.ADMISSION_MAX_READS.config,
    list: Variables.ADMISSION_MAX_LISTS.config,
    write: Variables.ADMISSION_MAX_WRITES.config
  }),
  sustainMillis: Variables.ADMISSION_SUSTAIN_MS.config,
  retryAfterSeconds: Variables.ADMISSION_RETRY_AFTER_SECONDS.config,
  clientSharePercent: Variables.CLIENT_SHARE_PERCENT.config
})

/** The connection bounds (`connection_settings.ts`) read from the environment (or the current `ConfigProvider`). */
export const connectionSettings: Config.Config<ConnectionSettings> = Config.all({
  headersTimeoutMillis: Variables.HEADERS_TIMEOUT_MS.config,
  bodyReadTimeoutMillis: Variables.BODY_READ_TIMEOUT_MS.config,
  sendTimeoutMillis: Variables.SEND_TIMEOUT_MS.config,
  keepAliveTimeoutMillis: Variables.KEEP_ALIVE_TIMEOUT_MS.config,
  maxConnections: Variables.MAX_CONNECTIONS.config,
  maxConnectionsPerClient: Variables.MAX_CONNECTIONS_PER_CLIENT.config,
  sendBufferBytes: Variables.SEND_BUFFER_BYTES.config,
  sendBufferBytesPerConnection: Variables.SEND_BUFFER_BYTES_PER_CONNECTION.config
})

/** The rate limiter's settings (`rate_limit_settings.ts`) read from the environment (or the current `ConfigProvider`). */
export const rateLimitSettings: Config.Config<RateLimitSettings> = Config.all({
  enabled: Variables.RATE_LIMIT.config,
  tiers: Variables.RATE_LIMIT_TIERS.config,
  trustProxy: Variables.TRUST_PROXY.config,
  keyCacheSeconds: Variables.API_KEY_CACHE_SECONDS.config
})

/** Every declared variable, in `--help`'s order. */
export const VARIABLES: ReadonlyArray<EnvironmentVariable<unknown>> = Object.values(Variables)

/** One line per variable of `environment` whose value breaks its rule (`PORT="abc": an integer 1–65535`); none when all are good. */
export function badVariables(environment: Readonly<Record<string, string | undefined>>): ReadonlyArray<string> {
  return badVariableLines(VARIABLES, environment)
}

/** The configuration read from the environment (or the current `ConfigProvider`), with the devnet defaults. */
export const appSettings: Config.Config<AppSettings> = Config.all({
  role: Variables.ROLE.config,
  webConcurrency: Variables.WEB_CONCURRENCY.config,
  port: Variables.PORT.config,
  databaseUrl: Variables.DATABASE_URL.config,
  laterBasePath: Variables.LATER_BASE_PATH.config,
  earlierBasePath: Variables.EARLIER_BASE_PATH.config,
  chainId: Variables.CHAIN_ID.config,
  networkName: Variables.NETWORK_NAME.config,
  contracts: Config.all({
    rollup: Variables.ROLLUP_ADDRESS.config,
    auction: Variables.AUCTION_ADDRESS.config,
    withdrawalDelayer: Variables.WITHDRAWAL_DELAYER_ADDRESS.config,
    hezToken: Variables.HEZ_TOKEN_ADDRESS.config,
    governance: Variables.GOVERNANCE_ADDRESS.config,
    emergencyCouncil: Variables.EMERGENCY_COUNCIL_ADDRESS.config,
    donation: Variables.DONATION_ADDRESS.config
  }),
  node: Config.all({
    forgeDelay: Variables.FORGE_DELAY.config,
    secondsPerBlock: Variables.SECONDS_PER_BLOCK.config,
    minFeeUSD: Variables.MIN_FEE_USD.config
  }),
  devnet: Config.all({
    enabled: Variables.DEVNET.config,
    wallets: Variables.DEVNET_WALLETS.config,
    genesisTime: Variables.DEVNET_GENESIS_TIME.config,
    forgeIntervalSeconds: Variables.FORGE_INTERVAL_SECONDS.config
  }),
  edge: Config.all({
    requestTimeoutSeconds: Variables.REQUEST_TIMEOUT_SECONDS.config,
    shutdownTimeoutSeconds: Variables.SHUTDOWN_TIMEOUT_SECONDS.config,
    corsOrigins: Variables.CORS_ORIGINS.config,
    compressionMinBytes: Config.all({
      on: Variables.COMPRESSION.config,
      minBytes: Variables.COMPRESSION_MIN_BYTES.config
    }).pipe(Config.map(({ minBytes, on }) => (on ? Option.some(minBytes) : Option.none()))),
    metrics: Variables.METRICS.config,
    metricsPort: Variables.METRICS_PORT.config,
    logFormat: Variables.LOG_FORMAT.config,
    logLevel: Variables.LOG_LEVEL.config
  }),
  events: Config.all({
    maxSubscribers: Variables.EVENTS_MAX_SUBSCRIBERS.config,
    clientSharePercent: Variables.CLIENT_SHARE_PERCENT.config,
    bufferBytes: Variables.EVENTS_BUFFER_BYTES.config,
    heartbeatSeconds: Variables.EVENTS_HEARTBEAT_SECONDS.config,
    retentionHours: Variables.EVENTS_RETENTION_HOURS.config
  }),
  connections: connectionSettings,
  admission: admissionSettings,
  rateLimit: rateLimitSettings,
  webhooks: webhookSettings,
  tracing: Config.all({
    traces: Variables.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT.config,
    base: Variables.OTEL_EXPORTER_OTLP_ENDPOINT.config,
    serviceName: Variables.OTEL_SERVICE_NAME.config,
    resourceAttributes: Variables.OTEL_RESOURCE_ATTRIBUTES.config,
    sampler: Variables.OTEL_TRACES_SAMPLER.config,
    samplerArgument: Variables.OTEL_TRACES_SAMPLER_ARG.config
  }).pipe(
    Config.map(
      ({ base, resourceAttributes, sampler, samplerArgument, serviceName, traces }): TracingSettings => ({
        endpoint: tracesEndpoint(traces, base),
        serviceName,
        resourceAttributes,
        sampleRatio: sampleRatioOf(sampler, samplerArgument)
      })
    )
  )
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
  chainId: LOCAL_NETWORK.chainId,
  networkName: LOCAL_NETWORK.name,
  contracts: LOCAL_NETWORK.contracts,
  node: DEFAULT_NODE_SETTINGS,
  devnet: DEFAULT_DEVNET_SETTINGS,
  edge: {
    requestTimeoutSeconds: EDGE_DEFAULTS.requestTimeoutSeconds,
    shutdownTimeoutSeconds: DEFAULT_SHUTDOWN_TIMEOUT_SECONDS,
    corsOrigins: EDGE_DEFAULTS.corsOrigins,
    compressionMinBytes: Option.some(EDGE_DEFAULTS.compressionMinBytes),
    metrics: EDGE_DEFAULTS.metrics,
    metricsPort: Option.none(),
    logFormat: Option.none(),
    logLevel: "info"
  },
  events: DEFAULT_EVENT_SETTINGS,
  connections: CS,
  admission: DEFAULT_ADMISSION_SETTINGS,
  rateLimit: DEFAULT_RATE_LIMIT_SETTINGS,
  webhooks: WH,
  tracing: DEFAULT_TRACING_SETTINGS
}
