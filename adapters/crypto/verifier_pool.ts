/**
 * BabyJubJub checks on worker threads, so that a busy server's event loop does not spend a large
 * share of each POST /transactions-pool on signature arithmetic (`bench/RESULTS.md`). The workers
 * start with the first check (a server or test that never verifies starts none). Each worker
 * (`verifier_worker.ts`) keeps its own key cache; a check goes to the worker with the fewest
 * checks in flight, preferring the one that saw the key last (its cache holds the key's tables).
 * A postMessage costs a few microseconds against ≈ 0.5 ms of verification.
 *
 * If a worker cannot start or dies (for instance a Node without TypeScript type stripping running
 * the sources), its checks and every later one run on the calling thread instead: the answers
 * are the same, only the event loop is busier.
 */
import { availableParallelism } from "node:os"
import { Worker } from "node:worker_threads"
import type { BabyJubJubCheck } from "../../core/ports/signature_verifier.ts"
import { verifyCheck } from "./babyjubjub_check.ts"
import type { VerifyRequest, VerifyResponse } from "./verifier_worker.ts"
import { VerifyingKeyCache } from "./verifying_key_cache.ts"

/** A worker and its checks in flight. */
interface Slot {
  readonly worker: Worker
  readonly pending: Map<number, { readonly check: BabyJubJubCheck; readonly resolve: (valid: boolean) => void }>
}

/**
 * The default number of workers: as many as cores, at most 4; none on one core. Verification is
 * about two thirds of a request's CPU, so with one worker per core the OS can keep every core
 * busy (the event loop shares one); with one worker fewer, that worker is the bottleneck
 * (`bench/RESULTS.md`).
 */
export function defaultWorkerCount(): number {
  const cores = availableParallelism()
  return cores <= 1 ? 0 : Math.min(4, cores)
}

/** The worker module next to this one (`.ts` when running the sources, `.js` when built). */
function workerUrl(): URL {
  return new URL(import.meta.url.endsWith(".ts") ? "./verifier_worker.ts" : "./verifier_worker.js", import.meta.url)
}

/** Whether a worker message is a response. */
function isResponse(value: unknown): value is VerifyResponse {
  return typeof value === "object" && value !== null && typeof Reflect.get(value, "id") === "number" &&
    typeof Reflect.get(value, "valid") === "boolean"
}

/** A pool of verifier workers. */
export class VerifierPool {
  private readonly slots: Array<Slot> = []
  private readonly lastWorker = new Map<string, Slot>()
  private readonly fallbackCache = new VerifyingKeyCache()
  private nextId = 0
  private closed = false
  private toStart: number

  /** A pool of `size` workers (0: every check runs on the calling thread), started by the first check. */
  constructor(size: number = defaultWorkerCount()) {
    this.toStart = size
  }

  /** The number of live workers (0 until the first check). */
  get size(): number {
    return this.slots.length
  }

  private start(): void {
    const worker = new Worker(workerUrl())
    worker.unref()
    const slot: Slot = { worker, pending: new Map() }
    worker.on("message", (message: unknown) => {
      if (!isResponse(message)) return
      const job = slot.pending.get(message.id)
      if (job === undefined) return
      slot.pending.delete(message.id)
      job.resolve(message.valid)
    })
    const fail = () => this.retire(slot)
    worker.on("error", fail)
    worker.on("exit", fail)
    this.slots.push(slot)
  }

  /** Removes a dead worker and verifies its checks in flight here. */
  private retire(slot: Slot): void {
    const index = this.slots.indexOf(slot)
    if (index >= 0) this.slots.splice(index, 1)
    for (const [key, owner] of this.lastWorker) if (owner === slot) this.lastWorker.delete(key)
    for (const job of slot.pending.values()) job.resolve(verifyCheck(job.check, this.fallbackCache))
    slot.pending.clear()
  }

  /** Whether the check's signature is valid (same answers as `verifyCheck`). */
  verify(check: BabyJubJubCheck): Promise<boolean> {
    if (!this.closed && this.toStart > 0) {
      for (; this.toStart > 0; this.toStart--) this.start()
    }
    if (this.closed || this.slots.length === 0) return Promise.resolve(verifyCheck(check, this.fallbackCache))
    let slot = this.slots[0]!
    for (const s of this.slots) if (s.pending.size < slot.pending.size) slot = s
    const previous = this.lastWorker.get(check.publicKey)
    if (previous !== undefined && previous.pending.size <= slot.pending.size + 1) slot = previous
    this.lastWorker.delete(check.publicKey)
    this.lastWorker.set(check.publicKey, slot)
    if (this.lastWorker.size > 65_536) {
      const oldest = this.lastWorker.keys().next()
      if (oldest.done !== true) this.lastWorker.delete(oldest.value)
    }
    const id = this.nextId++
    const chosen = slot
    return new Promise((resolve) => {
      chosen.pending.set(id, { check, resolve })
      const request: VerifyRequest = { id, check: { elements: [...check.elements], publicKey: check.publicKey, signature: check.signature } }
      chosen.worker.postMessage(request)
    })
  }

  /** Stops the workers; checks still in flight are answered on the calling thread. */
  async close(): Promise<void> {
    this.closed = true
    this.toStart = 0
    const slots = [...this.slots]
    for (const slot of slots) slot.worker.removeAllListeners("exit")
    for (const slot of slots) this.retire(slot)
    await Promise.all(slots.map((slot) => slot.worker.terminate()))
  }
}
