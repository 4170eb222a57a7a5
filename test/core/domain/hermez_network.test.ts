/** A network's `/config` content: the Hermez constants and how they encode. */
import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { networkConfigOf } from "../../../core/domain/hermez_network.ts"
import { LOCAL_NETWORK } from "../../../core/domain/local_network.ts"
import { NetworkConfig } from "../../../core/domain/network_config.ts"

describe("networkConfigOf", () => {
  it("carries the Hermez constants with numBuckets 5 and bigint limits", () => {
    const config = networkConfigOf(LOCAL_NETWORK)
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
    assert.strictEqual(config.auction.genesisBlockNum, 1000n)
    assert.strictEqual(config.auction.hermezRollup, LOCAL_NETWORK.contracts.rollup)
    assert.strictEqual(config.withdrawalDelayer.hermezRollup, LOCAL_NETWORK.contracts.rollup)
  })

  it("encodes big integers as decimal strings and plain addresses lowercase", () => {
    const json = Schema.encodeSync(NetworkConfig)(networkConfigOf(LOCAL_NETWORK))
    assert.strictEqual(json.hermez.limitDepositAmount, "340282366920938463463374607431768211456")
    assert.strictEqual(json.hermez.limitL2TransferAmount, "6277101735386680763835789423207666416102355444464034512896")
    assert.strictEqual(json.auction.initialMinimalBidding, "1000000000000000000000000")
    assert.strictEqual(json.auction.hermezRollup, "0x10465b16615ae36f350268eb951d7b0187141d3b")
  })
})
