/** Devnet wallet derivation against published vectors (docs/testing.md, docs/api.md). */
import { assert, describe, it } from "@effect/vitest"
import { bjjFromBytes, encodeBjj } from "../../../core/domain/bjj.ts"
import { devnetWallet, devnetWallets, privateKeyBytes } from "../../../adapters/crypto/devnet_wallets.ts"
import { bjjPublicKeyOf } from "../../../adapters/crypto/eddsa_poseidon_sign.ts"
import { ethAddressOf } from "../../../adapters/crypto/ethereum_sign.ts"

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16))
}

describe("devnet wallets", () => {
  it("wallet 1 has the address of private key 1", () => {
    const wallet = devnetWallet(1)
    assert.strictEqual(wallet.ethAddress, "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")
    assert.strictEqual(wallet.ethPrivateKey, "0x" + "0".repeat(63) + "1")
    assert.strictEqual(wallet.bjjPrivateKey, "0".repeat(63) + "1")
  })

  it("wallet 2 has the address of private key 2", () => {
    assert.strictEqual(devnetWallet(2).ethAddress, "0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF")
  })

  it("ethAddressOf matches the EIP-712 vector key", () => {
    const key = hexBytes("c5e8f61d1ab959b397eecc0a37a6517b8e67a0e7cf1f4bce5591f3ed80199122")
    assert.strictEqual(ethAddressOf(key), "0xc783df8a850f42e7F7e57013759C285caa701eB6")
  })

  it("bjjPublicKeyOf matches the Go/hermezjs standard test key", () => {
    const key = bjjPublicKeyOf(hexBytes("0001020304050607080900010203040506070809000102030405060708090001"))
    // Packed big-endian 9e1de8a9…c433f7a6c4 read backwards: the little-endian key core holds.
    const bigEndian = "9e1de8a908826c3f9ac2e0ceee929ecd0caf3b99b3ef24523aaab796a6f733c4"
    assert.strictEqual(key, bjjFromBytes(hexBytes(bigEndian).reverse()))
    assert.strictEqual(encodeBjj(key), "zk:xDP3ppa3qjpSJO-zmTuvDM2eku7O4MKaP2yCCKnoHZ7i")
  })

  it("bjjPublicKeyOf matches the Go signature vector key", () => {
    const key = bjjPublicKeyOf(hexBytes("02f0b4f87065af3797aaaf934e8b5c31563c17f2272fa71bd0146535bfbb4184"))
    assert.strictEqual(encodeBjj(key), "zk:w6yagOGVrRgqt0k9bNvVRb-JI3tppXII6yN5cPn8uizM")
  })

  it("wallet keys are the index as 32 big-endian bytes and are memoized", () => {
    const wallets = devnetWallets(8)
    assert.strictEqual(wallets.length, 8)
    wallets.forEach((wallet, i) => {
      assert.strictEqual(wallet.index, i + 1)
      assert.strictEqual(wallet.bjjPublicKey, bjjPublicKeyOf(privateKeyBytes(BigInt(i + 1))))
      assert.strictEqual(wallet, devnetWallet(i + 1))
    })
    assert.strictEqual(new Set(wallets.map((w) => w.bjjPublicKey)).size, 8)
    assert.strictEqual(new Set(wallets.map((w) => w.ethAddress)).size, 8)
  })
})
