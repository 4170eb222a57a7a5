/**
 * The entry of a verifier worker thread (started by `verifier_pool.ts`): answers every
 * `{ id, check }` message with `{ id, valid }`, verifying with the WebAssembly verifier and a key
 * cache of its own. It imports only the crypto modules (no Effect), so it starts in ≈ 100 ms; its
 * WebAssembly instance and Poseidon constants are built by the first check (≈ 30–60 ms once), so
 * a server that never verifies pays nothing more.
 * As a worker entry point it runs at import (only when loaded as a worker: `parentPort` is null
 * elsewhere).
 */
import { parentPort } from "node:worker_threads"
import type { BabyJubJubCheck } from "../../core/ports/signature_verifier.ts"
import { verifyCheck } from "./babyjubjub_check.ts"
import { VerifyingKeyCache } from "./verifying_key_cache.ts"

/** A request to a verifier worker. */
export interface VerifyRequest {
  readonly id: number
  readonly check: BabyJubJubCheck
}

/** A verifier worker's answer. */
export interface VerifyResponse {
  readonly id: number
  readonly valid: boolean
}

/** Whether a message is a verify request (the shape is ours, but a worker checks what it is sent). */
function isVerifyRequest(value: unknown): value is VerifyRequest {
  if (typeof value !== "object" || value === null) return false
  const id: unknown = Reflect.get(value, "id")
  const check: unknown = Reflect.get(value, "check")
  if (typeof id !== "number" || typeof check !== "object" || check === null) return false
  const elements: unknown = Reflect.get(check, "elements")
  return Array.isArray(elements) && elements.every((e) => typeof e === "bigint") &&
    typeof Reflect.get(check, "publicKey") === "string" && typeof Reflect.get(check, "signature") === "string"
}

if (parentPort !== null) {
  const port = parentPort
  const cache = new VerifyingKeyCache()
  port.on("message", (message: unknown) => {
    if (!isVerifyRequest(message)) return
    const response: VerifyResponse = { id: message.id, valid: verifyCheck(message.check, cache) }
    port.postMessage(response)
  })
}
