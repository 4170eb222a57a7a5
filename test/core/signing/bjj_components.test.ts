import { describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { expect } from "vitest"
import { bjjFromBytes, decodeBjj, encodeBjj } from "../../../core/domain/bjj.ts"
import { bjjBigEndianBytes, bjjFromSignAndY, bjjPackedValue, bjjSign, bjjY } from "../../../core/signing/mod.ts"
import { bjj, bjjFromBigEndianHex, CLIENT_KEY, GO_SIGNATURE } from "./vectors.ts"

const beHex = (key: Parameters<typeof bjjBigEndianBytes>[0]) => Buffer.from(bjjBigEndianBytes(key)).toString("hex")
const Byte = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 }))
const Bytes32 = Schema.Array(Byte).check(Schema.isMinLength(32), Schema.isMaxLength(32))

// BJJ string vectors: docs/testing.md ("BJJ string", key vectors), hez: renamed zk:.
describe("BJJ key components", () => {
  it("splits the reference key into sign 1 and its Ay", () => {
    const key = bjj("zk:CCBCP-a9lp7jCTYWOlioJyuStfkAT-OxQXZ-OkC7KIF6")
    expect(beHex(key)).toBe("8128bb403a7e7641b1e34f00f9b5922b27a8583a163609e39e96bde63f422008")
    expect(bjjSign(key)).toBe(true)
    expect(bjjY(key)).toBe(0x128bb403a7e7641b1e34f00f9b5922b27a8583a163609e39e96bde63f422008n)
    expect(bjjPackedValue(key)).toBe(0x8128bb403a7e7641b1e34f00f9b5922b27a8583a163609e39e96bde63f422008n)
    expect(bjjFromSignAndY(true, bjjY(key))).toBe(key)
  })

  it("maps each known big-endian key to its zk: string", () => {
    const pairs: ReadonlyArray<readonly [string, string]> = [
      [CLIENT_KEY.publicKeyBigEndianHex, "zk:xDP3ppa3qjpSJO-zmTuvDM2eku7O4MKaP2yCCKnoHZ7i"],
      [GO_SIGNATURE.publicKeyBigEndianHex, "zk:w6yagOGVrRgqt0k9bNvVRb-JI3tppXII6yN5cPn8uizM"],
      [
        "0bc440c1c501f3476c50f39ce1f872e6a13560ebddc10791e980813bea95134d",
        "zk:TROV6juBgOmRB8Hd62A1oeZy-OGc81BsR_MBxcFAxAun"
      ],
      [
        "a05df37c13126d191a9f9bef7f1022d4eb1efee4ae7373c712add19d746993b0",
        "zk:sJNpdJ3RrRLHc3Ou5P4e69QiEH_vm58aGW0SE3zzXaBy"
      ],
      [
        "8128bb403a7e7641b1e34f00f9b5922b27a8583a163609e39e96bde63f422008",
        "zk:CCBCP-a9lp7jCTYWOlioJyuStfkAT-OxQXZ-OkC7KIF6"
      ]
    ]
    for (const [hex, wire] of pairs) {
      expect(encodeBjj(bjjFromBigEndianHex(hex))).toBe(wire)
      expect(beHex(bjj(wire))).toBe(hex)
    }
    expect(bjjSign(CLIENT_KEY.publicKey)).toBe(true)
    expect(bjjSign(GO_SIGNATURE.publicKey)).toBe(false)
  })

  it("rejects the invalid-checksum string", () => {
    expect(Result.isFailure(decodeBjj("zk:testtesttesttesttesttesttesttesttesttesttest"))).toBe(true)
  })

  it.prop("sign and Y recompose any 32-byte key", [Bytes32], ([bytes]) => {
    const key = bjjFromBytes(Uint8Array.from(bytes))
    expect(bjjFromSignAndY(bjjSign(key), bjjY(key))).toBe(key)
    expect(bjjY(key) < 2n ** 255n).toBe(true)
    expect(bjjSign(key)).toBe((bytes[31] ?? 0) >= 0x80)
    expect(Array.from(bjjBigEndianBytes(key))).toEqual([...bytes].reverse())
  })
})
