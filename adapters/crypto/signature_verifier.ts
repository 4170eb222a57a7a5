/** The SignatureVerifier port on permissively licensed code: BabyJubJub EdDSA-Poseidon in WebAssembly (on worker
 * threads in `layer`) and Ethereum signer recovery; a malformed input is an invalid signature, never a failure. */
import { Effect, Layer, Option, References } from "effect"
import { type BabyJubJubCheck, SignatureVerifier } from "../../core/ports/signature_verifier.ts"
import { histogram } from "../metrics/process_registry.ts"
import { verifyCheck } from "./babyjubjub_check.ts"
import { recoverEthereumSigner } from "./ethereum_recover.ts"
import { defaultWorkerCount, VerifierPool } from "./verifier_pool.ts"
import { VerifyingKeyCache } from "./verifying_key_cache.ts"

/** Name of the signature check duration histogram, labelled `scheme`. */
export const VERIFICATION_DURATION_METRIC = "signature_verification_duration_seconds"

/** Upper bounds of the signature check duration histogram, in seconds. */
export const VERIFICATION_DURATION_BUCKETS: ReadonlyArray<number> = [
  0.00005, 0.0001, 0.00025, 0.0005, 0.00075, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1
]

/** The scheme of a signature check, as the metric labels it. */
export type SignatureScheme = "babyjubjub" | "ethereum"

/** Name of the span around each signature check (when tracing is on). */
export const VERIFICATION_SPAN = "signature.verify"

const durations = histogram({
  name: VERIFICATION_DURATION_METRIC,
  help: "Duration of signature checks, by scheme (babyjubjub, ethereum), in seconds",
  labelNames: ["scheme"],
  buckets: [...VERIFICATION_DURATION_BUCKETS]
})

/** Runs checks of one scheme, each timed into the histogram and, with tracing on, in a span `signature.verify` (`signature.valid`: `valid` of the answer). */
export function timed(scheme: SignatureScheme) {
  const spanOptions = { kind: "internal" as const, attributes: { "signature.scheme": scheme } }
  return <A, E, R>(check: Effect.Effect<A, E, R>, valid: (answer: A) => boolean): Effect.Effect<A, E, R> => {
    const measured = Effect.suspend(() => {
      const started = performance.now()
      return Effect.onExit(check, () =>
        Effect.sync(() => durations().observe({ scheme }, (performance.now() - started) / 1000))
      )
    })
    // Without tracing no span is made at all (a disabled tracer's no-op span still costs a stack capture).
    return Effect.withFiber((fiber) =>
      fiber.getRef(References.TracerEnabled)
        ? Effect.withSpan(
            Effect.tap(measured, (answer) => Effect.annotateCurrentSpan("signature.valid", valid(answer))),
            VERIFICATION_SPAN,
            spanOptions
          )
        : measured
    )
  }
}

const timedBabyJubJub = timed("babyjubjub")
const timedEthereum = timed("ethereum")
/** Whether a BabyJubJub check's answer is a valid signature. */
const isTrue = (answer: boolean) => answer
/** Whether an Ethereum recovery's answer is a signer. */
const recovered = Option.isSome

let defaultCache: VerifyingKeyCache | undefined

/** The process-wide key cache used by `verifyBabyJubJub` and `inlineLayer` (created on first use). */
export function sharedKeyCache(): VerifyingKeyCache {
  if (defaultCache === undefined) defaultCache = new VerifyingKeyCache()
  return defaultCache
}

/**
 * Whether the check's signature is valid for Poseidon(elements) under its key, on this thread; false for any malformed
 * part. As iden3's `verifyPoseidon` after its `unpackPoint` (`test/adapters/crypto/differential_*.test.ts`), but
 * small-order keys are rejected as by circomlib's circuit; S ≥ l (no malleability), y ≥ p and x = 0 packings too.
 */
export function verifyBabyJubJub(check: BabyJubJubCheck): boolean {
  return verifyCheck(check, sharedKeyCache())
}

/** The SignatureVerifier port verifying on the calling thread (with the shared key cache). */
export const inlineLayer: Layer.Layer<SignatureVerifier> = Layer.succeed(
  SignatureVerifier,
  SignatureVerifier.of({
    verifyBabyJubJub: (check) =>
      timedBabyJubJub(
        Effect.sync(() => verifyBabyJubJub(check)),
        isTrue
      ),
    recoverEthereumSigner: (digest, signature) =>
      timedEthereum(
        Effect.sync(() => recoverEthereumSigner(digest, signature)),
        recovered
      )
  })
)

/**
 * The SignatureVerifier port with BabyJubJub checks on `workers` worker threads
 * (`verifier_pool.ts`; on the calling thread when its event loop is idle), started when the layer
 * is built and stopped when it is released; 0 workers is `inlineLayer`. Ethereum recovery stays
 * on the calling thread (it is rare).
 */
export function workerLayer(workers: number): Layer.Layer<SignatureVerifier> {
  if (workers <= 0) return inlineLayer
  return Layer.effect(
    SignatureVerifier,
    Effect.map(
      Effect.acquireRelease(
        Effect.sync(() => new VerifierPool(workers)),
        (pool) => Effect.promise(() => pool.close())
      ),
      (pool) =>
        SignatureVerifier.of({
          verifyBabyJubJub: (check) =>
            timedBabyJubJub(
              Effect.suspend(() => {
                const answer = pool.check(check)
                return typeof answer === "boolean" ? Effect.succeed(answer) : Effect.promise(() => answer)
              }),
              isTrue
            ),
          recoverEthereumSigner: (digest, signature) =>
            timedEthereum(
              Effect.sync(() => recoverEthereumSigner(digest, signature)),
              recovered
            )
        })
    )
  )
}

/** The server's SignatureVerifier: BabyJubJub checks on as many worker threads as cores (at most 4; inline on one core). */
export const layer: Layer.Layer<SignatureVerifier> = Layer.suspend(() => workerLayer(defaultWorkerCount()))
