import { describe, it } from "@effect/vitest"
import { keccak_256 } from "@noble/hashes/sha3.js"
import { Schema } from "effect"
import { expect } from "vitest"
import { keccak256 } from "../../../core/encoding/keccak.ts"

const Bytes = Schema.Array(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 }))).check(Schema.isMaxLength(600))

describe("keccak256", () => {
  it("hashes the empty input to the known digest", () => {
    expect(Buffer.from(keccak256(new Uint8Array())).toString("hex")).toBe(
      "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
    )
  })

  it("agrees with @noble/hashes around the rate boundary", () => {
    for (const n of [1, 55, 135, 136, 137, 271, 272, 273]) {
      const data = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff)
      expect(keccak256(data)).toEqual(keccak_256(data))
    }
  })

  it.prop("agrees with @noble/hashes on any input", [Bytes], ([bytes]) => {
    const data = Uint8Array.from(bytes)
    expect(keccak256(data)).toEqual(keccak_256(data))
  })
})
