/**
 * The SignatureVerifier port on permissively licensed code: BabyJubJub EdDSA-Poseidon with our
 * own verifier, its field and curve arithmetic in WebAssembly (`eddsa_poseidon_wasm.ts`: extended
 * coordinates, B8 tables, half-size and split scalars, sparse Poseidon) and an LRU of decoded
 * sender keys (`verifying_key_cache.ts`), and Ethereum signer recovery (`ethereum_recover.ts`,
 * noble). Every malformed input is an invalid signature (false / none), never a failure or a
 * defect. A BabyJubJub check costs CPU (its cost: `bench/RESULTS.md`); the
 * server's `layer` runs them on worker threads (`verifier_pool.ts`), which keeps a busy event loop
 * free for HTTP and storage work, but answers a check on the event loop itself when that loop has
 * been idle since the previous check and no check is in flight (the hand-over to a worker costs
 * more than the check); `inlineLayer` keeps them on the calling thread.
 *
 * Accept/reject behaviour: that of @iden3/js-crypto's `verifyPoseidon` (the JS port of the
 * anchor's library; a dev-only test oracle) after unpacking with its `unpackPoint`, with one
 * documented difference. Decisions, as checked by `test/adapters/crypto/differential_*.test.ts`:
 * - S ≥ l (the subgroup order) is rejected, as by iden3's JS, circomlib and the circuit (which
 *   could never prove such a transaction). The anchor's pinned Go `VerifyPoseidon` would accept
 *   S + k·l; rejecting it also makes signatures non-malleable in S.
 * - Packings: y ≥ p is rejected (Go rejects it too; iden3 rejects y > p and fails on y = p),
 *   and so is x = 0 (y = ±1: the identity and (0, −1), both signs), by iden3's Legendre test.
 *   Every other accepted packing is canonical (the sign bit is meaningful when x ≠ 0).
 * - Small-order keys (8·A = 0: the order-4 points with y = 0 — the all-zero "empty" key — and
 *   the four points of order 8) are rejected. Here iden3's JS differs: it accepts any R8 = S·B8
 *   for them, since 8·h·A vanishes, so anyone could sign for such a key. circomlib's
 *   EdDSAPoseidonVerifier rejects them (it requires (8·A).x ≠ 0), so no such transaction could
 *   be forged anyway.
 * - Keys with a torsion component but a non-zero prime-order part are accepted when the equation
 *   holds (only the key's owner can sign); an R8 with a torsion component is rejected (the
 *   equation is cofactorless), both as iden3 does.
 * - The message elements must be field elements (0 ≤ x < p), as Go's and iden3's Poseidon require,
 *   and 1..6 of them (the L2 message has 6; iden3's Poseidon would take up to 16).
 *
 * Every check is timed in the process registry (`adapters/metrics/process_registry.ts`, rendered on `/metrics`):
 * `signature_verification_duration_seconds`, a histogram by `scheme` (`babyjubjub`, `ethereum`),
 * from the request for a check to its answer (on a worker thread: the hand-over included). With tracing on, the same
 * stretch is a span `signature.verify` with the attributes `signature.scheme` and `signature.valid`.
 */
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

/** Whether the check's signature is valid for Poseidon(elements) under its key, on this thread; false for any malformed part. */
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
