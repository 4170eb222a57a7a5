/** NetworkSettings from the configuration: the /config constants and how they encode. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { appConfigLayer, DEFAULT_APP_SETTINGS } from "../../app/config.ts"
import { networkConfigOf, NetworkSettingsLive } from "../../app/network_settings.ts"
import { NetworkConfig } from "../../core/domain/network_config.ts"
import { NetworkSettings } from "../../core/ports/network_settings.ts"

describe("network settings", () => {
  it("carries the Hermez constants with numBuckets 5 and bigint limits", () => {
    const config = networkConfigOf(DEFAULT_APP_SETTINGS)
    assert.strictEqual(config.chainId, 1337)
    assert.strictEqual(config.hermez.numBuckets, 5)
    assert.strictEqual(config.hermez.limitDepositAmount, 2n ** 128n)
    assert.strictEqual(config.hermez.limitL2TransferAmount, 2n ** 192n)
    assert.strictEqual(config.hermez.limitTokens, 4294967296)
    assert.strictEqual(config.hermez.l1CoordinatorTotalBytes, 101)
    assert.strictEqual(config.hermez.l1UserTotalBytes, 78)
    assert.strictEqual(config.hermez.maxL1UserTx, 128)
    assert.strictEqual(config.hermez.maxL1Tx, 256)
    assert.strictEqual(config.hermez.inputSHAConstantBytes, 18546)
    assert.strictEqual(config.hermez.maxWithdrawalDelay, 1209600)
    assert.strictEqual(config.hermez.exchangeMultiplier, 100000000000000)
    assert.strictEqual(config.auction.blocksPerSlot, 40)
    assert.strictEqual(config.auction.hermezRollup, DEFAULT_APP_SETTINGS.contracts.rollup)
    assert.strictEqual(config.withdrawalDelayer.hermezRollup, DEFAULT_APP_SETTINGS.contracts.rollup)
  })

  it("encodes big integers as decimal strings and plain addresses lowercase", () => {
    const json = Schema.encodeSync(NetworkConfig)(networkConfigOf(DEFAULT_APP_SETTINGS))
    assert.strictEqual(json.hermez.limitDepositAmount, "340282366920938463463374607431768211456")
    assert.strictEqual(json.hermez.limitL2TransferAmount, "6277101735386680763835789423207666416102355444464034512896")
    assert.strictEqual(json.auction.initialMinimalBidding, "1000000000000000000000000")
    assert.strictEqual(json.auction.hermezRollup, "0x10465b16615ae36f350268eb951d7b0187141d3b")
  })

  it.effect("NetworkSettingsLive follows the configuration", () =>
    Effect.gen(function* () {
      const settings = yield* NetworkSettings
      assert.strictEqual(settings.config.chainId, 5)
      assert.strictEqual(settings.node.secondsPerBlock, 15)
    }).pipe(Effect.provide(NetworkSettingsLive), Effect.provide(appConfigLayer({ chainId: 5 })))
  )
})
