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
 * Every check is timed in prom-client's process registry (rendered on `/metrics`):
 * `signature_verification_duration_seconds`, a histogram by `scheme` (`babyjubjub`, `ethereum`),
 * from the request for a check to its answer (on a worker thread: the hand-over included).
 */
import { Effect, Layer } from "effect";
import { type BabyJubJubCheck, SignatureVerifier } from "../../core/ports/signature_verifier.ts";
import { VerifyingKeyCache } from "./verifying_key_cache.ts";
/** Name of the signature check duration histogram, labelled `scheme`. */
export declare const VERIFICATION_DURATION_METRIC = "signature_verification_duration_seconds";
/** Upper bounds of the signature check duration histogram, in seconds. */
export declare const VERIFICATION_DURATION_BUCKETS: ReadonlyArray<number>;
/** The scheme of a signature check, as the metric labels it. */
export type SignatureScheme = "babyjubjub" | "ethereum";
/** Runs signature checks of one scheme, each timed into the duration histogram of the process's prom-client registry. */
export declare function timed(scheme: SignatureScheme): <A, E, R>(check: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>;
/** The process-wide key cache used by `verifyBabyJubJub` and `inlineLayer` (created on first use). */
export declare function sharedKeyCache(): VerifyingKeyCache;
/** Whether the check's signature is valid for Poseidon(elements) under its key, on this thread; false for any malformed part. */
export declare function verifyBabyJubJub(check: BabyJubJubCheck): boolean;
/** The SignatureVerifier port verifying on the calling thread (with the shared key cache). */
export declare const inlineLayer: Layer.Layer<SignatureVerifier>;
/**
 * The SignatureVerifier port with BabyJubJub checks on `workers` worker threads
 * (`verifier_pool.ts`; on the calling thread when its event loop is idle), started when the layer
 * is built and stopped when it is released; 0 workers is `inlineLayer`. Ethereum recovery stays
 * on the calling thread (it is rare).
 */
export declare function workerLayer(workers: number): Layer.Layer<SignatureVerifier>;
/** The server's SignatureVerifier: BabyJubJub checks on as many worker threads as cores (at most 4; inline on one core). */
export declare const layer: Layer.Layer<SignatureVerifier>;
