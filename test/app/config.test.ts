/** The application configuration: devnet defaults, overrides from the environment, rejected values. */
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Option, Redacted } from "effect"
import { appSettings, DEFAULT_APP_SETTINGS } from "../../app/config.ts"

function fromEnv(env: Record<string, string>) {
  return appSettings.parse(ConfigProvider.fromEnv({ env }))
}

describe("appSettings", () => {
  it.effect("defaults to the devnet: port 4010, chain 1337, the local rollup contract, later at /, earlier off", () =>
    Effect.gen(function*() {
      const settings = yield* fromEnv({})
      assert.deepStrictEqual(settings, DEFAULT_APP_SETTINGS)
      assert.strictEqual(settings.port, 4010)
      assert.strictEqual(settings.chainId, 1337)
      assert.strictEqual(settings.contracts.rollup, "0x10465b16615ae36F350268eb951d7B0187141D3B")
      assert.strictEqual(settings.networkName, "Hermez Network")
      assert.deepStrictEqual(settings.laterBasePath, Option.some("/"))
      assert.deepStrictEqual(settings.earlierBasePath, Option.none())
      assert.isTrue(settings.devnet.enabled)
      assert.isTrue(Option.isNone(settings.databaseUrl))
    }))

  it.effect("reads overrides from the environment", () =>
    Effect.gen(function*() {
      const settings = yield* fromEnv({
        PORT: "8080",
        CHAIN_ID: "5",
        ROLLUP_ADDRESS: "0x10465b16615ae36f350268eb951d7b0187141d3b",
        NETWORK_NAME: "Other Network",
        LATER_BASE_PATH: "/v1",
        EARLIER_BASE_PATH: "/earlier",
        DEVNET: "false",
        DEVNET_WALLETS: "12",
        DEVNET_GENESIS_TIME: "2026-01-01T00:00:00Z",
        DATABASE_URL: "postgres://u:p@localhost/db",
        MIN_FEE_USD: "0.5"
      })
      assert.strictEqual(settings.port, 8080)
      assert.strictEqual(settings.chainId, 5)
      assert.strictEqual(settings.contracts.rollup, "0x10465b16615ae36F350268eb951d7B0187141D3B", "held checksummed")
      assert.strictEqual(settings.networkName, "Other Network")
      assert.deepStrictEqual(settings.laterBasePath, Option.some("/v1"))
      assert.deepStrictEqual(settings.earlierBasePath, Option.some("/earlier"))
      assert.isFalse(settings.devnet.enabled)
      assert.strictEqual(settings.devnet.wallets, 12)
      assert.deepStrictEqual(settings.devnet.genesisTime, Option.some(new Date("2026-01-01T00:00:00Z")))
      assert.deepStrictEqual(Option.map(settings.databaseUrl, Redacted.value), Option.some("postgres://u:p@localhost/db"))
      assert.strictEqual(settings.node.minFeeUSD, 0.5)
    }))

  it.effect("turns a revision off with `off`", () =>
    Effect.gen(function*() {
      const settings = yield* fromEnv({ LATER_BASE_PATH: "off", EARLIER_BASE_PATH: "/" })
      assert.deepStrictEqual(settings.laterBasePath, Option.none())
      assert.deepStrictEqual(settings.earlierBasePath, Option.some("/"))
    }))

  for (const [name, value] of [
    ["PORT", "0"],
    ["PORT", "http"],
    ["CHAIN_ID", "70000"],
    ["ROLLUP_ADDRESS", "0x1234"],
    ["EARLIER_BASE_PATH", "earlier"],
    ["EARLIER_BASE_PATH", "/earlier/"],
    ["DEVNET_WALLETS", "3"],
    ["DEVNET", "maybe"]
  ] as const) {
    it.effect(`rejects ${name}=${value}`, () =>
      Effect.gen(function*() {
        const result = yield* Effect.exit(fromEnv({ [name]: value }))
        assert.strictEqual(result._tag, "Failure")
      }))
  }
})
