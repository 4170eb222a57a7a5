/** NetworkSettings from the configuration: the network it names and its node settings. */
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { appConfigLayer, DEFAULT_APP_SETTINGS } from "../../app/config.ts"
import { NetworkSettingsLive } from "../../app/network_settings.ts"
import { LOCAL_NETWORK } from "../../core/domain/local_network.ts"
import { NetworkSettings } from "../../core/ports/network_settings.ts"

describe("network settings", () => {
  it("the default configuration names the local network", () => {
    assert.strictEqual(DEFAULT_APP_SETTINGS.chainId, LOCAL_NETWORK.chainId)
    assert.strictEqual(DEFAULT_APP_SETTINGS.networkName, LOCAL_NETWORK.name)
    assert.deepStrictEqual(DEFAULT_APP_SETTINGS.contracts, LOCAL_NETWORK.contracts)
  })

  it.effect("NetworkSettingsLive follows the configuration", () =>
    Effect.gen(function* () {
      const settings = yield* NetworkSettings
      assert.strictEqual(settings.config.chainId, 5)
      assert.strictEqual(settings.config.auction.genesisBlockNum, LOCAL_NETWORK.auctionGenesisBlock)
      assert.strictEqual(settings.authorizationDomainName, "Other Network")
      assert.strictEqual(settings.node.secondsPerBlock, 15)
    }).pipe(
      Effect.provide(NetworkSettingsLive),
      Effect.provide(appConfigLayer({ chainId: 5, networkName: "Other Network" }))
    )
  )
})
