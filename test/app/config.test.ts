/** The application configuration: devnet defaults, environment overrides, rejected values; the variables' one
 * declaration and what is written from it (bad-value lines, --help, --print-config, .env.example). */
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Option, Redacted } from "effect"
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { expect } from "vitest"
import { commandOf } from "../../app/cli/arguments.ts"
import { envExample, helpText } from "../../app/cli/help_text.ts"
import { printedConfig } from "../../app/cli/print_config.ts"
import { appSettings, badVariables, DEFAULT_APP_SETTINGS, VARIABLES } from "../../app/config.ts"

function fromEnv(env: Record<string, string>) {
  return appSettings.parse(ConfigProvider.fromEnv({ env }))
}

describe("appSettings", () => {
  it.effect("defaults to the devnet: port 4010, chain 1337, the local rollup contract, later at /, earlier off", () =>
    Effect.gen(function* () {
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
    })
  )

  it.effect("FORGE_INTERVAL_SECONDS defaults to 5 seconds and reads 0 (off) or a fraction", () =>
    Effect.gen(function* () {
      assert.strictEqual((yield* fromEnv({})).devnet.forgeIntervalSeconds, 5)
      assert.strictEqual((yield* fromEnv({ FORGE_INTERVAL_SECONDS: "0" })).devnet.forgeIntervalSeconds, 0)
      assert.strictEqual((yield* fromEnv({ FORGE_INTERVAL_SECONDS: "0.5" })).devnet.forgeIntervalSeconds, 0.5)
      for (const bad of ["-1", "soon"]) {
        const result = yield* Effect.exit(fromEnv({ FORGE_INTERVAL_SECONDS: bad }))
        assert.strictEqual(result._tag, "Failure", bad)
      }
    })
  )

  it.effect("reads overrides from the environment", () =>
    Effect.gen(function* () {
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
      assert.deepStrictEqual(
        Option.map(settings.databaseUrl, Redacted.value),
        Option.some("postgres://u:p@localhost/db")
      )
      assert.strictEqual(settings.node.minFeeUSD, 0.5)
    })
  )

  it.effect("turns a revision off with `off`", () =>
    Effect.gen(function* () {
      const settings = yield* fromEnv({ LATER_BASE_PATH: "off", EARLIER_BASE_PATH: "/" })
      assert.deepStrictEqual(settings.laterBasePath, Option.none())
      assert.deepStrictEqual(settings.earlierBasePath, Option.some("/"))
    })
  )

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
      Effect.gen(function* () {
        const result = yield* Effect.exit(fromEnv({ [name]: value }))
        assert.strictEqual(result._tag, "Failure")
      })
    )
  }
})

describe("the variables' declaration", () => {
  it("reports every bad variable at once, one line naming it, its value and the rule", () => {
    expect(
      badVariables({ PORT: "abc", CHAIN_ID: "x", DEVNET_WALLETS: "3", COMPRESSION: "maybe", STORAGE: "memory" })
    ).toEqual([
      'PORT="abc": an integer 1–65535',
      'CHAIN_ID="x": an integer 0–65535',
      'DEVNET_WALLETS="3": an integer 8–1000',
      'COMPRESSION="maybe": on or off'
    ])
    expect(badVariables({})).toEqual([])
    expect(badVariables({ PORT: "8080", DATABASE_URL: "postgres://u:p@db:5432/x", WEB_CONCURRENCY: "auto" })).toEqual(
      []
    )
  })

  it("rejects a DATABASE_URL that is not a PostgreSQL URL, its password redacted", () => {
    expect(badVariables({ DATABASE_URL: "not a url" })).toEqual([
      'DATABASE_URL="not a url": a PostgreSQL URL, postgres://user:password@host:port/database'
    ])
    expect(badVariables({ DATABASE_URL: "mysql://me:hunter2@db/x" })).toEqual([
      'DATABASE_URL="mysql://me:***@db/x": a PostgreSQL URL, postgres://user:password@host:port/database'
    ])
    expect(badVariables({ DATABASE_READ_URLS: "postgres://a:secret@r1/x, nope" })[0]).toMatch(
      /^DATABASE_READ_URLS="postgres:\/\/a:\*\*\*@r1\/x, nope": /u
    )
  })

  it("declares every variable the settings read, with a meaning and a rule", () => {
    const names = VARIABLES.map((entry) => entry.name)
    expect(new Set(names).size).toBe(names.length)
    for (const entry of VARIABLES) {
      expect(entry.meaning.length).toBeGreaterThan(5)
      expect(entry.rule.length).toBeGreaterThan(2)
      expect(entry.fallback !== undefined || entry.unset !== undefined, entry.name).toBe(true)
    }
  })

  it("writes --help with every variable and its default, and .env.example equal to the declaration", () => {
    const help = helpText("1.2.3")
    for (const entry of VARIABLES) expect(help).toContain(`  ${entry.name} `)
    expect(help).toContain("default: 4010; an integer 1–65535")
    expect(readFileSync(resolve(import.meta.dirname, "../../.env.example"), "utf8")).toBe(envExample())
  })

  it("prints the effective configuration with secrets redacted", () => {
    const printed = printedConfig({ PORT: "8080", DATABASE_URL: "postgres://me:hunter2@db:5432/x" })
    expect(printed).toContain("PORT=8080\n")
    expect(printed).toContain("DATABASE_URL=postgres://me:***@db:5432/x\n")
    expect(printed).not.toContain("hunter2")
    expect(printed).toContain("CHAIN_ID=1337   # default\n")
    expect(printed).toContain("# DEVNET_GENESIS_TIME unset: start time minus the devnet's span\n")
  })

  it("reads the command line: serve, --help, --version, --print-config, keys, anything else refused", () => {
    expect(commandOf([])).toEqual({ kind: "serve" })
    expect(commandOf(["--help"])).toEqual({ kind: "help" })
    expect(commandOf(["--version"])).toEqual({ kind: "version" })
    expect(commandOf(["--print-config"])).toEqual({ kind: "print-config" })
    expect(commandOf(["keys", "list"])).toEqual({ kind: "keys", arguments: ["list"] })
    expect(commandOf(["--nope"])).toEqual({ kind: "unknown", argument: "--nope" })
  })
})
