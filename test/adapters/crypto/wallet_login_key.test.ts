/** The login key a wallet app derives from an Ethereum key (hermezjs's `createWalletFromEtherAccount`): against
 * hermezjs's own test vector, circomlibjs's public keys, and the devnet wallets' documented login keys (docs/devnet.md). */
import { assert, describe, it } from "@effect/vitest"
import { buildEddsa } from "circomlibjs"
import { Option } from "effect"
import { devnetWallets, privateKeyBytes } from "../../../adapters/crypto/devnet_wallets.ts"
import { recoverEthereumSigner } from "../../../adapters/crypto/ethereum_recover.ts"
import { ethAddressOf, personalMessageDigest, signPersonalMessage } from "../../../adapters/crypto/ethereum_sign.ts"
import { bytesToHex, hexToBytes } from "../../../adapters/crypto/hex_bytes.ts"
import {
  WALLET_LOGIN_MESSAGE,
  walletLoginBjjPrivateKey,
  walletLoginBjjPublicKey
} from "../../../adapters/crypto/wallet_login_key.ts"
import { bjjFromBytes, encodeBjj } from "../../../core/domain/bjj.ts"

/** BabyJubJub's base field order. */
const Q = 21888242871839275222246405745257275088548364400416711140356847330624137014817n

/** The devnet wallets' login keys, private and `zk:` public (computed once through ethers 5's `Wallet.signMessage`
 * and js-sha3's `keccak256` of its answer — the calls hermezjs makes — and circomlibjs's `prv2pub`/`packPoint`). */
const DEVNET_LOGIN_KEYS: ReadonlyArray<readonly [string, string]> = [
  [
    "88992a1e086b9ebdabef86db45c5b2d3bc1006183ea3e3d39ad50e1c85114ebf",
    "zk:sJNpdJ3RrRLHc3Ou5P4e69QiEH_vm58aGW0SE3zzXaBy"
  ],
  [
    "e67036c5cef0d9532344c6cc049f6fa5eaa2ab50fa50d7b8f1bdfb820a13b4a2",
    "zk:ZbrJqqEbI2XuvBTdVBEy_1KsVqQ4HOSYYHu5KApXu6hP"
  ],
  [
    "fb1ae8bae5d4e03f615b848b8b81a4315ebb89d781647203af5670e7f3d02a6f",
    "zk:rYEYyyYATSJcKgKfIUzkgsap0GZtqsOSqP7XT_KhZ6IZ"
  ],
  [
    "66f31d42f5116cd8d56f72b4e543ebeb7ba296f42ebaca17cd093e546e7a9a95",
    "zk:1A63GvhhSnHdngCkPdXfy_EXgibuKJuJHUY3Nc4fdRXS"
  ],
  [
    "d4962990f87907753efb918b790d02c6eae44f4e19b879309250b4274f8818a5",
    "zk:cMhVn7oybIxS16eiuz9kca8A12doSKVumYii_d4DtIHX"
  ],
  [
    "7fdc2fc246576751272f67b2c7a9c23da0c0a680dd13fc94ee481790ee66f9df",
    "zk:HuukL8BclHBADPrvxLXJDH1BB9kSHN1zrhLWqaCnfaRC"
  ],
  [
    "2e3305e6d7b22d89c7b64f43ac1bef4ce1462af7942738ed14d5343a6c371e81",
    "zk:0GuHVC8aAQRHDYptl-WLzbSUg5W0Jw17b03l0TXsApx3"
  ],
  [
    "84ef38cb6691b62a23878b00cb150b74b1c5a02bee979aba4e2a371995f5b5db",
    "zk:R9XH2yckXzX-mCsD4gZumkGfIVKGCjSWifvVJ5WMJRHV"
  ],
  [
    "9a7d7bf384525cc58a54a13fc9e26eecf3c49eda063741f2827c635272e5c456",
    "zk:34GUfOKwMmg9Rf2gPh_GXVF4Gh1D4zpcbpOaI1V9wqHq"
  ],
  [
    "88dadca4be9793c36eaab9c6111c1f9871f2c32854dacb50a72816a899ceed6a",
    "zk:24pAkRm7V9ICpgeMV9HU-z0roiTGQhLx-5X2TQjgKaos"
  ]
]

describe("wallet login key", () => {
  it("is hermezjs's: its test of createWalletFromEtherAccount (tests/unit/hermez-wallet.test.js)", () => {
    const ethKey = hexToBytes("0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef", 32)!
    assert.strictEqual(
      bytesToHex(walletLoginBjjPrivateKey(ethKey)),
      "6d59205d6117b7185adda0456dd5c018651e98747f9b0754d97f2666313885f6"
    )
  })

  it("signs the login message with personal_sign: the signature recovers the address from the EIP-191 digest", () => {
    const key = privateKeyBytes(7n)
    const signature = signPersonalMessage(key, WALLET_LOGIN_MESSAGE)
    assert.match(signature, /^0x[0-9a-f]{128}(1b|1c)$/)
    const recovered = recoverEthereumSigner(personalMessageDigest(WALLET_LOGIN_MESSAGE), signature)
    assert.deepStrictEqual(recovered, Option.some(ethAddressOf(key)))
  })

  it("signs as ethers 5's Wallet.signMessage (hermezjs's signer) answers for devnet wallet 1", () => {
    assert.strictEqual(
      bytesToHex(personalMessageDigest(WALLET_LOGIN_MESSAGE)),
      "c52c90eb2dc78e6eaf0f6210d4c4f5a35df1fee8126047061f6f13ab2ef97a4c"
    )
    assert.strictEqual(
      signPersonalMessage(privateKeyBytes(1n), WALLET_LOGIN_MESSAGE),
      "0x18035e1009af9a566da98e06bcff5bacfefdb73aeef211b4705085dc776e2ac9" +
        "752ffb6ca3775d63b74176f1b8e2211b6834db8944ded4f13afc376a6b1774f41b"
    )
  })

  it("each devnet wallet's login key is the documented one, its public key circomlibjs's", async () => {
    const eddsa = await buildEddsa()
    const F = eddsa.babyJub.F
    for (const [i, wallet] of devnetWallets(DEVNET_LOGIN_KEYS.length).entries()) {
      const [privateKey, publicKey] = DEVNET_LOGIN_KEYS[i]!
      assert.strictEqual(wallet.loginBjjPrivateKey, privateKey)
      assert.strictEqual(encodeBjj(wallet.loginBjjPublicKey), publicKey)
      assert.strictEqual(wallet.loginBjjPublicKey, walletLoginBjjPublicKey(privateKeyBytes(BigInt(i + 1))))
      const [x, y] = eddsa.prv2pub(hexToBytes(privateKey, 32)!).map((c) => F.toObject(c))
      const packed = new Uint8Array(32)
      let rest = y!
      for (let b = 0; b < 32; b++, rest >>= 8n) packed[b] = Number(rest & 0xffn)
      if (x! > (Q - 1n) / 2n) packed[31] = packed[31]! | 0x80
      assert.strictEqual(wallet.loginBjjPublicKey, bjjFromBytes(packed))
      assert.notStrictEqual(wallet.loginBjjPublicKey, wallet.bjjPublicKey)
    }
  })
})
