/** A verifier worker thread's entry (started by `verifier_pool.ts`): verifies each batch with the WebAssembly verifier
 * and a key cache of its own. It imports no Effect, so it starts quickly. */
import { parentPort } from "node:worker_threads"
import type { BabyJubJubCheck } from "../../core/ports/signature_verifier.ts"
import { verifyCheck } from "./babyjubjub_check.ts"
import { VerifyingKeyCache } from "./verifying_key_cache.ts"

/** A request to a verifier worker. */
export interface VerifyRequest {
  readonly id: number
  readonly check: BabyJubJubCheck
}

/** The checks the pool sends a worker in one message. */
export interface VerifyBatch {
  readonly requests: ReadonlyArray<VerifyRequest>
}

/** A verifier worker's answers: `valid[i]` for check `ids[i]`. */
export interface VerifyAnswers {
  readonly ids: ReadonlyArray<number>
  readonly valid: ReadonlyArray<boolean>
}

/** Whether a message is a verify request (the shape is ours, but a worker checks what it is sent). */
function isVerifyRequest(value: unknown): value is VerifyRequest {
  if (typeof value !== "object" || value === null) return false
  const id: unknown = Reflect.get(value, "id")
  const check: unknown = Reflect.get(value, "check")
  if (typeof id !== "number" || typeof check !== "object" || check === null) return false
  const elements: unknown = Reflect.get(check, "elements")
  return (
    Array.isArray(elements) &&
    elements.every((e) => typeof e === "bigint") &&
    typeof Reflect.get(check, "publicKey") === "string" &&
    typeof Reflect.get(check, "signature") === "string"
  )
}

/** The requests of a batch message that are well formed. */
function requestsOf(message: unknown): ReadonlyArray<VerifyRequest> {
  const requests: unknown =
    typeof message === "object" && message !== null ? Reflect.get(message, "requests") : undefined
  return Array.isArray(requests) ? requests.filter(isVerifyRequest) : []
}

if (parentPort !== null) {
  const port = parentPort
  const cache = new VerifyingKeyCache()
  port.on("message", (message: unknown) => {
    // Every batch is answered, even one with nothing well formed in it: the pool sends a worker its next batch on the answer.
    const requests = requestsOf(message)
    const answers: VerifyAnswers = {
      ids: requests.map((r) => r.id),
      valid: requests.map((r) => verifyCheck(r.check, cache))
    }
    port.postMessage(answers)
  })
}
