/** The rate limiter's configuration: defaults, parsed tiers, each bad value refused naming variable, value and rule. */
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import { badVariables, rateLimitSettings } from "../../app/config.ts"
import { DEFAULT_RATE_LIMIT_SETTINGS, parseTiers, rateLimitOptionsOf } from "../../app/rate_limit_settings.ts"

function fromEnv(env: Record<string, string>) {
  return rateLimitSettings.parse(ConfigProvider.fromEnv({ env }))
}

describe("rate limit settings", () => {
  it.effect("default: off, anonymous 600/60s and partner 6000/60s, no proxy trusted, keys cached 5 s", () =>
    Effect.gen(function* () {
      const settings = yield* fromEnv({})
      assert.deepStrictEqual(settings, DEFAULT_RATE_LIMIT_SETTINGS)
      assert.isUndefined(rateLimitOptionsOf(settings))
    })
  )

  it.effect("reads the variables", () =>
    Effect.gen(function* () {
      const settings = yield* fromEnv({
        RATE_LIMIT: "on",
        RATE_LIMIT_TIERS: "anonymous:100/1m, gold:5000/1h",
        TRUST_PROXY: "10.0.0.0/8,loopback",
        API_KEY_CACHE_SECONDS: "2"
      })
      assert.isTrue(settings.enabled)
      assert.deepStrictEqual(settings.tiers, [
        { name: "anonymous", points: 100, windowSeconds: 60 },
        { name: "gold", points: 5000, windowSeconds: 3600 }
      ])
      const options = rateLimitOptionsOf(settings)
      assert.strictEqual(options?.keyCacheSeconds, 2)
      assert.isTrue(options?.trustProxy?.("10.1.1.1", 0))
      assert.isFalse(options?.trustProxy?.("8.8.8.8", 0))
    })
  )

  it("tiers: name:points/window, an anonymous tier, each name once", () => {
    assert.deepStrictEqual(parseTiers("anonymous:1/1"), { tiers: [{ name: "anonymous", points: 1, windowSeconds: 1 }] })
    for (const bad of [
      "partner:10/60s",
      "anonymous:10",
      "anonymous:0/60s",
      "anonymous:10/0s",
      "anonymous:10/25h",
      "anonymous:1/1s,anonymous:2/2s",
      "Anon:1/1s",
      ""
    ]) {
      assert.isTrue("problem" in parseTiers(bad), bad)
    }
  })

  for (const [name, value, rule] of [
    ["RATE_LIMIT", "maybe", "on or off"],
    ["RATE_LIMIT_TIERS", "partner:10/60s", "with an anonymous tier"],
    ["TRUST_PROXY", "not-an-address", "a hop count"],
    ["API_KEY_CACHE_SECONDS", "9999", "an integer 0–3600"]
  ] as const) {
    it.effect(`${name}=${value} is refused with the variable, the value and the rule`, () =>
      Effect.gen(function* () {
        yield* Effect.flip(fromEnv({ [name]: value }))
        const [line] = badVariables({ [name]: value })
        assert.isTrue(line?.startsWith(`${name}=${JSON.stringify(value)}: `), line)
        assert.include(line, rule)
      })
    )
  }
})
