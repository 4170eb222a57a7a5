import { describe, it } from "@effect/vitest"
import { Effect, Option, Result } from "effect"
import { expect } from "vitest"
import { SignatureVerifierCrypto } from "../../../adapters/crypto/mod.ts"
import { VerifierPool } from "../../../adapters/crypto/verifier_pool.ts"
import { type BjjSignature, BjjSignatureValue } from "../../../core/domain/pool_transaction.ts"
import { EthSignatureValue } from "../../../core/domain/account_authorization.ts"
import { SignatureVerifier } from "../../../core/ports/signature_verifier.ts"
import { accountCreationDigest, l2TransactionMessage } from "../../../core/signing/mod.ts"
import {
  AUTHORIZATION_VECTORS,
  bjjFromBigEndianHex,
  CLIENT_CHAIN_ID,
  CLIENT_KEY,
  CLIENT_VECTORS,
  HERMEZ_DOMAIN_NAME
} from "../../core/signing/vectors.ts"

const vector = CLIENT_VECTORS[2]!
const elements = Result.getOrThrow(l2TransactionMessage(vector.tx, { chainId: CLIENT_CHAIN_ID }))

describe("SignatureVerifierCrypto.layer", () => {
  it.effect("verifies a client-made L2 signature through the port", () =>
    Effect.gen(function* () {
      const verifier = yield* SignatureVerifier
      expect(
        yield* verifier.verifyBabyJubJub({ elements, publicKey: CLIENT_KEY.publicKey, signature: vector.signature })
      ).toBe(true)
    }).pipe(Effect.provide(SignatureVerifierCrypto.layer))
  )

  it.effect("answers false (never a failure or a defect) for garbage that passes the schemas", () =>
    Effect.gen(function* () {
      const verifier = yield* SignatureVerifier
      const garbage = [
        BjjSignatureValue.make("ff".repeat(64)),
        BjjSignatureValue.make("00".repeat(64)),
        BjjSignatureValue.make(vector.signature.slice(0, 64) + "ff".repeat(32))
      ]
      for (const signature of garbage) {
        const exit = yield* Effect.exit(
          verifier.verifyBabyJubJub({ elements, publicKey: CLIENT_KEY.publicKey, signature })
        )
        expect(exit._tag === "Success" && exit.value).toBe(false)
      }
      expect(
        yield* verifier.verifyBabyJubJub({ elements: [], publicKey: CLIENT_KEY.publicKey, signature: vector.signature })
      ).toBe(false)
    }).pipe(Effect.provide(SignatureVerifierCrypto.layer))
  )

  it.effect("recovers the signer of an EIP-712 authorization, and none for v = 0", () =>
    Effect.gen(function* () {
      const verifier = yield* SignatureVerifier
      const auth = AUTHORIZATION_VECTORS[3]!
      const digest = accountCreationDigest(bjjFromBigEndianHex(auth.bjjBigEndianHex), {
        name: HERMEZ_DOMAIN_NAME,
        chainId: auth.chainId,
        verifyingContract: auth.verifyingContract
      })
      expect(yield* verifier.recoverEthereumSigner(digest, EthSignatureValue.make(auth.signature))).toEqual(
        Option.some(auth.address)
      )
      const v0 = EthSignatureValue.make(auth.signature.slice(0, 130) + "00")
      expect(yield* verifier.recoverEthereumSigner(digest, v0)).toEqual(Option.none())
    }).pipe(Effect.provide(SignatureVerifierCrypto.layer))
  )
})

describe("BabyJubJub checks on worker threads", () => {
  const tampered = BjjSignatureValue.make(
    vector.signature.slice(0, 70) + (vector.signature[70] === "0" ? "1" : "0") + vector.signature.slice(71)
  )
  const checks: ReadonlyArray<readonly [BjjSignature, ReadonlyArray<bigint>, boolean]> = [
    [vector.signature, elements, true],
    [tampered, elements, false],
    [BjjSignatureValue.make("00".repeat(64)), elements, false],
    [vector.signature, [...elements.slice(0, 5), elements[5]! + 1n], false],
    [vector.signature, [], false]
  ]

  it.effect("workerLayer(2) answers as the inline verifier, also for many checks in flight", () =>
    Effect.gen(function* () {
      const verifier = yield* SignatureVerifier
      const answers = yield* Effect.forEach(
        Array.from({ length: 40 }, (_, i) => checks[i % checks.length]!),
        ([signature, message]) =>
          verifier.verifyBabyJubJub({ elements: message, publicKey: CLIENT_KEY.publicKey, signature }),
        { concurrency: "unbounded" }
      )
      expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => checks[i % checks.length]![2]))
    }).pipe(Effect.provide(SignatureVerifierCrypto.workerLayer(2)))
  )

  it("a pool answers on the calling thread once closed, and with no workers", async () => {
    const pool = new VerifierPool(1, { inlineWhenIdle: false })
    expect(pool.size).toBe(0) // started by the first check
    expect(await pool.verify({ elements, publicKey: CLIENT_KEY.publicKey, signature: vector.signature })).toBe(true)
    expect(pool.size).toBe(1) // answered by the worker, which is still alive
    expect(pool.answered).toEqual({ inline: 0, workers: 1 })
    await pool.close()
    expect(await pool.verify({ elements, publicKey: CLIENT_KEY.publicKey, signature: vector.signature })).toBe(true)
    expect(await pool.verify({ elements, publicKey: CLIENT_KEY.publicKey, signature: tampered })).toBe(false)
    const none = new VerifierPool(0)
    expect(none.size).toBe(0)
    expect(await none.verify({ elements, publicKey: CLIENT_KEY.publicKey, signature: vector.signature })).toBe(true)
  })

  it("a pool answers each of the checks handed over in one turn (sent to its workers in batches) with its own answer", async () => {
    const pool = new VerifierPool(2, { inlineWhenIdle: false })
    try {
      const valid = { elements, publicKey: CLIENT_KEY.publicKey, signature: vector.signature }
      const expected = Array.from({ length: 25 }, (_, i) => i % 3 !== 1)
      const first = await Promise.all(expected.map((ok) => pool.verify(ok ? valid : { ...valid, signature: tampered })))
      expect(first).toEqual(expected)
      // A second turn's batch, after the first was answered: ids keep matching answers.
      const second = await Promise.all(
        expected.map((ok) => pool.verify(ok ? { ...valid, signature: tampered } : valid))
      )
      expect(second).toEqual(expected.map((ok) => !ok))
      expect(pool.answered).toEqual({ inline: 0, workers: 50 })
    } finally {
      await pool.close()
    }
  })

  it("checks handed to workers busy with a batch wait and go as the next batch when it is answered", async () => {
    const pool = new VerifierPool(2, { inlineWhenIdle: false })
    try {
      const valid = { elements, publicKey: CLIENT_KEY.publicKey, signature: vector.signature }
      const invalid = { ...valid, signature: tampered }
      const first = Array.from({ length: 10 }, (_, i) => pool.verify(i % 2 === 0 ? valid : invalid))
      // The next turn: the first batches have left, so these wait for their answers.
      await new Promise((resolve) => setImmediate(resolve))
      const second = Array.from({ length: 10 }, (_, i) => pool.verify(i % 2 === 0 ? invalid : valid))
      const third = Array.from({ length: 5 }, () => pool.verify(valid))
      expect(await Promise.all(first)).toEqual(Array.from({ length: 10 }, (_, i) => i % 2 === 0))
      expect(await Promise.all(second)).toEqual(Array.from({ length: 10 }, (_, i) => i % 2 !== 0))
      expect(await Promise.all(third)).toEqual([true, true, true, true, true])
      expect(pool.answered).toEqual({ inline: 0, workers: 25 })
    } finally {
      await pool.close()
    }
  })

  it("a pool answers on the calling thread when its event loop was idle since the previous check and nothing is in flight", async () => {
    const pool = new VerifierPool(1)
    try {
      const valid = { elements, publicKey: CLIENT_KEY.publicKey, signature: vector.signature }
      // The first check: nothing came before it, so it is answered here, synchronously.
      expect(pool.check(valid)).toBe(true)
      // Right after it the event loop has not idled: the next one goes to the worker, and so does a
      // third while the second is in flight.
      const second = pool.check(valid)
      const third = pool.check({ ...valid, signature: tampered })
      expect(second).toBeInstanceOf(Promise)
      expect(third).toBeInstanceOf(Promise)
      expect([await second, await third]).toEqual([true, false])
      // After a wait (the event loop idles), nothing in flight: on the calling thread again.
      await new Promise((resolve) => setTimeout(resolve, 5))
      expect(pool.check({ ...valid, signature: tampered })).toBe(false)
      expect(pool.answered).toEqual({ inline: 2, workers: 2 })
    } finally {
      await pool.close()
    }
  })
})
