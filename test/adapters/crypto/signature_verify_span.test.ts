/** With tracing on, every signature check is a `signature.verify` span under the caller's, naming scheme and validity
 * (BabyJubJub on the thread and on workers, Ethereum recovery); with the tracer off, no span and the same answer. */
import { describe, it } from "@effect/vitest"
import { Effect, Layer, Option, References, Result, Tracer } from "effect"
import { expect } from "vitest"
import { SignatureVerifierCrypto } from "../../../adapters/crypto/mod.ts"
import { EthSignatureValue } from "../../../core/domain/account_authorization.ts"
import { BjjSignatureValue } from "../../../core/domain/pool_transaction.ts"
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
const auth = AUTHORIZATION_VECTORS[3]!
const digest = accountCreationDigest(bjjFromBigEndianHex(auth.bjjBigEndianHex), {
  name: HERMEZ_DOMAIN_NAME,
  chainId: auth.chainId,
  verifyingContract: auth.verifyingContract
})

/** A tracer keeping every span it makes. */
function collecting(): { readonly spans: Array<Tracer.NativeSpan>; readonly layer: Layer.Layer<never> } {
  const spans: Array<Tracer.NativeSpan> = []
  const tracer = Tracer.make({
    span(options) {
      const span = new Tracer.NativeSpan(options)
      spans.push(span)
      return span
    }
  })
  return { spans, layer: Layer.succeed(Tracer.Tracer, tracer) }
}

/** Each check of the test: a valid and an invalid BabyJubJub signature, a recovered and an unrecoverable Ethereum one. */
const checks = Effect.gen(function* () {
  const verifier = yield* SignatureVerifier
  return [
    yield* verifier.verifyBabyJubJub({ elements, publicKey: CLIENT_KEY.publicKey, signature: vector.signature }),
    yield* verifier.verifyBabyJubJub({
      elements,
      publicKey: CLIENT_KEY.publicKey,
      signature: BjjSignatureValue.make("00".repeat(64))
    }),
    Option.isSome(yield* verifier.recoverEthereumSigner(digest, EthSignatureValue.make(auth.signature))),
    Option.isSome(
      yield* verifier.recoverEthereumSigner(digest, EthSignatureValue.make(auth.signature.slice(0, 130) + "00"))
    )
  ]
})

describe("a span per signature check", () => {
  for (const [name, verifier] of [
    ["inline", SignatureVerifierCrypto.inlineLayer],
    ["on worker threads", SignatureVerifierCrypto.workerLayer(1)]
  ] as const) {
    it.effect(`${name}: signature.verify under the caller's span, with its scheme and validity`, () => {
      const tracer = collecting()
      return Effect.gen(function* () {
        const answers = yield* Effect.withSpan(checks, "caller")
        expect(answers).toEqual([true, false, true, false])
        const caller = tracer.spans.find((span) => span.name === "caller")
        const verifies = tracer.spans.filter((span) => span.name === SignatureVerifierCrypto.VERIFICATION_SPAN)
        expect(verifies.map((span) => [Object.fromEntries(span.attributes), span.status._tag])).toEqual([
          [{ "signature.scheme": "babyjubjub", "signature.valid": true }, "Ended"],
          [{ "signature.scheme": "babyjubjub", "signature.valid": false }, "Ended"],
          [{ "signature.scheme": "ethereum", "signature.valid": true }, "Ended"],
          [{ "signature.scheme": "ethereum", "signature.valid": false }, "Ended"]
        ])
        expect(verifies.every((span) => Option.getOrUndefined(span.parent)?.spanId === caller?.spanId)).toBe(true)
      }).pipe(Effect.provide(Layer.merge(verifier, tracer.layer)))
    })
  }

  it.effect("tracing disabled: no span, the same answers", () => {
    const tracer = collecting()
    return Effect.gen(function* () {
      expect(yield* checks).toEqual([true, false, true, false])
      expect(tracer.spans).toEqual([])
    }).pipe(
      Effect.provide(
        Layer.mergeAll(
          SignatureVerifierCrypto.inlineLayer,
          tracer.layer,
          Layer.succeed(References.TracerEnabled, false)
        )
      )
    )
  })
})
