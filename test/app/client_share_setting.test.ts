/** `CLIENT_SHARE_PERCENT`: 25 by default, 1–100, handed to the event stream's options (each client's share of the
 * streams). */
import { ConfigProvider, Effect } from "effect"
import { describe, expect, it } from "vitest"
import { appSettings, badVariables } from "../../app/config.ts"
import { eventOptionsOf } from "../../app/event_settings.ts"

/** The settings read from `env`. */
function settingsOf(env: Record<string, string>) {
  return Effect.runPromise(appSettings.parse(ConfigProvider.fromEnv({ env })))
}

describe("CLIENT_SHARE_PERCENT", () => {
  it("is 25 by default and reaches the event stream's options", async () => {
    expect(eventOptionsOf((await settingsOf({})).events).clientSharePercent).toBe(25)
    expect(eventOptionsOf((await settingsOf({ CLIENT_SHARE_PERCENT: "50" })).events).clientSharePercent).toBe(50)
  })

  it("is an integer 1–100", () => {
    expect(badVariables({ CLIENT_SHARE_PERCENT: "100" })).toEqual([])
    for (const value of ["0", "101", "12.5", "many"])
      expect(badVariables({ CLIENT_SHARE_PERCENT: value })).toEqual([
        `CLIENT_SHARE_PERCENT="${value}": an integer 1–100`
      ])
  })
})
