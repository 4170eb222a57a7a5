import { describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { expect } from "vitest"
import { FIELD_MODULUS } from "./reference/baby_jubjub.ts"
import {
  hashElements,
  verifyingKey,
  verifyElements,
  verifyMessage,
  withSplitTables
} from "../../../adapters/crypto/eddsa_poseidon_wasm.ts"
import { bjjPublicKeyOf, signElements } from "../../../adapters/crypto/eddsa_poseidon_sign.ts"
import { invert, P } from "../../../adapters/crypto/field_element.ts"
import { bigIntToLittleEndian, bytesToHex } from "../../../adapters/crypto/hex_bytes.ts"
import { poseidonSparse } from "../../../adapters/crypto/poseidon_sparse.ts"
import { FIELD_BYTES, readLimbs, verifierWasm, writeLimbs } from "../../../adapters/crypto/wasm_verifier.ts"
import { power, windowedExponent } from "./reference/field_square_root.ts"
import { unpackAffine } from "./reference/point_decoding.ts"

const Element = Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: FIELD_MODULUS - 1n }))
const Wide = Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: (1n << 256n) - 1n }))
const Width = Schema.Int.check(Schema.isBetween({ minimum: 2, maximum: 8 }))
const R_INVERSE = invert((1n << 261n) % P)
const EDGES = [0n, 1n, 2n, P - 1n, P - 2n, (P - 1n) / 2n, (1n << 253n) - 1n, 1n << 252n]

/** The WebAssembly instance with three scratch elements a, b, c. */
function scratch() {
  const wasm = verifierWasm()
  const [a, b, c] = [wasm.scratch, wasm.scratch + FIELD_BYTES, wasm.scratch + 2 * FIELD_BYTES]
  /** Writes x at `at` in Montgomery form. */
  const put = (at: number, x: bigint) => {
    writeLimbs(wasm.words, at, x)
    wasm.toMontgomery(at, at)
  }
  /** The plain value of the Montgomery element at `at` (left unchanged). */
  const get = (at: number) => (readLimbs(wasm.words, at) * R_INVERSE) % P
  return { wasm, a, b, c, put, get }
}

describe("WebAssembly field arithmetic (Montgomery, 29-bit limbs) against BigInt", () => {
  it.prop("mul, add and sub agree with BigInt mod p, and results stay reduced", [Element, Element], ([x, y]) => {
    const { wasm, a, b, c, put, get } = scratch()
    put(a, x)
    put(b, y)
    expect(get(a)).toBe(x)
    for (const [op, expected] of [
      [wasm.mul, (x * y) % P],
      [wasm.add, (x + y) % P],
      [wasm.sub, (((x - y) % P) + P) % P]
    ] as const) {
      op(c, a, b)
      expect(readLimbs(wasm.words, c)).toBeLessThan(P)
      expect(get(c)).toBe(expected)
    }
    wasm.mul(a, a, a)
    expect(get(a)).toBe((x * x) % P)
  })

  it("mul, add and sub agree with BigInt on edge values (0, 1, p − 1, (p − 1)/2, …)", () => {
    const { wasm, a, b, c, put, get } = scratch()
    for (const x of EDGES) {
      for (const y of EDGES) {
        put(a, x)
        put(b, y)
        wasm.mul(c, a, b)
        expect(get(c)).toBe((x * y) % P)
        wasm.add(c, a, b)
        expect(get(c)).toBe((x + y) % P)
        wasm.sub(c, a, b)
        expect(get(c)).toBe((((x - y) % P) + P) % P)
      }
    }
  })

  it.prop(
    "dot sums 1..7 products with one reduction, as BigInt does",
    [Schema.Array(Element).check(Schema.isBetweenLength(2, 14))],
    ([xs]) => {
      const { wasm, get } = scratch()
      const n = xs.length >> 1
      const a = wasm.scratch
      const b = a + 7 * FIELD_BYTES
      const out = b + 7 * FIELD_BYTES
      for (let k = 0; k < n; k++) {
        for (const [at, x] of [
          [a + k * FIELD_BYTES, xs[2 * k]!],
          [b + k * FIELD_BYTES, xs[2 * k + 1]!]
        ] as const) {
          writeLimbs(wasm.words, at, x)
          wasm.toMontgomery(at, at)
        }
      }
      wasm.dot(out, a, b, n)
      expect(readLimbs(wasm.words, out)).toBeLessThan(P)
      let expected = 0n
      for (let k = 0; k < n; k++) expected += xs[2 * k]! * xs[2 * k + 1]!
      expect(get(out)).toBe(expected % P)
      for (let k = 0; k < 7; k++) {
        writeLimbs(wasm.words, a + k * FIELD_BYTES, P - 1n)
        wasm.toMontgomery(a + k * FIELD_BYTES, a + k * FIELD_BYTES)
        writeLimbs(wasm.words, b + k * FIELD_BYTES, P - 1n)
        wasm.toMontgomery(b + k * FIELD_BYTES, b + k * FIELD_BYTES)
      }
      wasm.dot(out, a, b, 7)
      expect(get(out)).toBe(7n)
    }
  )

  it.prop("toMontgomery and fromMontgomery are inverse to each other", [Element], ([x]) => {
    const { wasm, a, b } = scratch()
    writeLimbs(wasm.words, a, x)
    wasm.toMontgomery(b, a)
    expect(readLimbs(wasm.words, b)).toBe((x << 261n) % P)
    wasm.fromMontgomery(b, b)
    expect(readLimbs(wasm.words, b)).toBe(x)
  })

  it.prop("invert gives the inverse, and 0 for 0", [Element], ([x]) => {
    const { wasm, a, c, put, get } = scratch()
    put(a, x)
    wasm.invert(c, a)
    expect(get(c)).toBe(invert(x))
    if (x !== 0n) expect((get(c) * x) % P).toBe(1n)
  })

  it.prop("squareRoot finds a root exactly for the squares (Euler's criterion)", [Element], ([x]) => {
    const { wasm, a, c, put, get } = scratch()
    const isSquare = x === 0n || power(x, windowedExponent((P - 1n) / 2n, 5)) === 1n
    put(a, x)
    const found = wasm.squareRoot(c, a) === 1
    expect(found).toBe(isSquare)
    if (found) expect((get(c) * get(c)) % P).toBe(x)
    put(a, (x * x) % P)
    expect(wasm.squareRoot(c, a)).toBe(1)
    expect(get(c) === x || get(c) === (P - x) % P).toBe(true)
  })
})

describe("WebAssembly wNAF digits", () => {
  it.prop(
    "digits of any bit range add up to it, odd and below 2^(w−1), with w − 1 zeros after each",
    [Wide, Width, Width],
    ([k, a, b]) => {
      const { wasm, a: scalar, b: out } = scratch()
      const width = Math.max(2, a)
      const from = (b * 37) % 200
      const bits = 256 - from - ((a * 7) % 50)
      wasm.buffer.write(k.toString(16).padStart(64, "0"), scalar, 32, "hex")
      wasm.wnafBits(out, scalar, from, bits, width, bits + 1)
      const digits = wasm.signedBytes.slice(out, out + bits + 1)
      let sum = 0n
      for (const [i, d] of digits.entries()) sum += BigInt(d) << BigInt(i)
      expect(sum).toBe((k >> BigInt(from)) & ((1n << BigInt(bits)) - 1n))
      digits.forEach((d, i) => {
        if (d === 0) return
        expect(Math.abs(d) % 2).toBe(1)
        expect(Math.abs(d)).toBeLessThan(1 << (width - 1))
        for (let j = i + 1; j < Math.min(digits.length, i + width); j++) expect(digits[j]).toBe(0)
      })
    }
  )
})

describe("WebAssembly Poseidon and point decoding against the BigInt implementation", () => {
  it("hashElements equals the sparse BigInt Poseidon for 1..6 inputs on edge and pseudo-random values", () => {
    for (let n = 1; n <= 6; n++) {
      const samples = [
        Array.from({ length: n }, () => 0n),
        Array.from({ length: n }, () => P - 1n),
        Array.from({ length: n }, (_, i) => BigInt(i + 1)),
        Array.from({ length: n }, (_, i) => (BigInt(n * 1000 + i) * 0x9e3779b97f4a7c15f39cc0605cedc834n) % P)
      ]
      for (const inputs of samples) expect(hashElements(inputs), `${n} inputs`).toBe(poseidonSparse(inputs))
    }
    expect(hashElements([1n, 2n, 3n, 4n, 5n, 6n])).toBe(
      20400040500897583745843009878988256314335038853985262692600694741116813247201n
    )
  })

  it.prop(
    "hashElements equals the sparse BigInt Poseidon on random 5- and 6-element inputs",
    [Element, Element, Element, Element, Element, Element],
    (xs) => {
      expect(hashElements(xs)).toBe(poseidonSparse(xs))
      expect(hashElements(xs.slice(0, 5))).toBe(poseidonSparse(xs.slice(0, 5)))
    }
  )

  it("hashElements takes 1..6 field elements only", () => {
    expect(hashElements([])).toBeUndefined()
    expect(hashElements([1n, 2n, 3n, 4n, 5n, 6n, 7n])).toBeUndefined()
    expect(hashElements([P])).toBeUndefined()
    expect(hashElements([-1n])).toBeUndefined()
  })

  it.prop("verifyingKey decodes exactly the packings unpackAffine decodes, to the same point", [Wide], ([packed]) => {
    const expected = unpackAffine(packed)
    const key = verifyingKey(bytesToHex(bigIntToLittleEndian(packed, 32)))
    expect(key !== undefined).toBe(expected !== undefined)
    if (key === undefined || expected === undefined || key.smallOrder) return
    const words = new Uint32Array(key.record.buffer, key.record.byteOffset, FIELD_BYTES / 2)
    expect((readLimbs(words, 0) * R_INVERSE) % P).toBe(expected.x)
    expect((readLimbs(words, FIELD_BYTES) * R_INVERSE) % P).toBe(expected.y)
  })

  it("verifyingKey rejects non-hex and short keys; the split and half-size paths agree on valid and tampered signatures", () => {
    expect(verifyingKey("zz".repeat(32))).toBeUndefined()
    expect(verifyingKey("00".repeat(31))).toBeUndefined()
    for (let i = 1; i <= 8; i++) {
      const secret = new Uint8Array(32).fill(i)
      const elements = [BigInt(i), 2n, 3n, 4n, 5n, P - BigInt(i)]
      const signature = signElements(secret, elements)
      const key = verifyingKey(bjjPublicKeyOf(secret))!
      const message = poseidonSparse(elements)
      const tampered = [...elements.slice(0, 5), 6n]
      expect(verifyElements(elements, key, signature)).toBe(true)
      expect(verifyMessage(message, key, signature)).toBe(true)
      expect(verifyElements(tampered, key, signature)).toBe(false)
      expect(verifyElements(elements, key, signature.slice(0, 126) + "zz")).toBe(false)
      withSplitTables(key)
      expect(key.split).toBeDefined()
      expect(verifyElements(elements, key, signature)).toBe(true)
      expect(verifyMessage(message, key, signature)).toBe(true)
      expect(verifyElements(tampered, key, signature)).toBe(false)
      expect(verifyMessage(P, key, signature)).toBe(false)
    }
  })
})
