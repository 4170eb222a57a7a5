/**
 * A port-level BabyJubJub check with the WebAssembly verifier (`eddsa_poseidon_wasm.ts`), free of
 * Effect so that it also runs in a verifier worker thread (`verifier_worker.ts`): look the key up
 * in a `VerifyingKeyCache`, hash the message elements and verify. Every malformed input is an
 * invalid signature; nothing here throws.
 */
import type { BabyJubJubCheck } from "../../core/ports/signature_verifier.ts";
import type { VerifyingKeyCache } from "./verifying_key_cache.ts";
/** Whether the check's signature is valid for Poseidon(elements) under its key, with keys looked up in (and added to) `cache`. */
export declare function verifyCheck(check: BabyJubJubCheck, cache: VerifyingKeyCache): boolean;
