/** BabyJubJub checks on worker threads, started by the first check: a check goes to the worker with the fewest in
 * flight, preferring the one that saw its key last; inline on an idle loop with none in flight, or with no worker. */
import { availableParallelism } from "node:os"
import { Worker } from "node:worker_threads"
import type { BabyJubJubCheck } from "../../core/ports/signature_verifier.ts"
import { verifyCheck } from "./babyjubjub_check.ts"
import type { VerifyAnswers, VerifyBatch, VerifyRequest } from "./verifier_worker.ts"
import { VerifyingKeyCache } from "./verifying_key_cache.ts"

/**
 * Idle time of the calling thread's event loop (ms) since the previous check that lets the next
 * one run inline: enough to tell an event loop that waited for a request from one with work queued
 * (whose polls between two checks add up to far less). A busy loop never idles, so under load every check goes to
 * the workers; a rule on the time between checks instead also inlined checks under load, the loop being descheduled.
 */
export const IDLE_FOR_INLINE_MS = 0.05

/** Options of a pool. */
export interface VerifierPoolOptions {
  /** Answer a check on the calling thread when its event loop has been idle and no check is in flight (default true). */
  readonly inlineWhenIdle?: boolean | undefined
}

/** A worker, its checks not answered yet, those not sent yet, and whether it is verifying a batch. */
interface Slot {
  readonly worker: Worker
  readonly pending: Map<number, { readonly check: BabyJubJubCheck; readonly resolve: (valid: boolean) => void }>
  outbox: Array<VerifyRequest>
  busy: boolean
}

/**
 * The default number of workers: as many as cores, at most 4; none on one core. With one worker
 * per core the OS can keep every core busy under a flood of signed POSTs (the event loop shares
 * one); with one worker fewer, that worker can become the bottleneck (`bench/pool_post_latency.ts`
 * shows a POST's CPU split between the event loop and the workers).
 */
export function defaultWorkerCount(): number {
  const cores = availableParallelism()
  return cores <= 1 ? 0 : Math.min(4, cores)
}

/** The worker module next to this one (`.ts` when running the sources, `.js` when built). */
function workerUrl(): URL {
  return new URL(import.meta.url.endsWith(".ts") ? "./verifier_worker.ts" : "./verifier_worker.js", import.meta.url)
}

/** Whether a worker message is a batch of answers. */
function isAnswers(value: unknown): value is VerifyAnswers {
  if (typeof value !== "object" || value === null) return false
  const ids: unknown = Reflect.get(value, "ids")
  const valid: unknown = Reflect.get(value, "valid")
  return Array.isArray(ids) && Array.isArray(valid) && ids.length === valid.length
}

/** A pool of verifier workers. */
export class VerifierPool {
  private readonly slots: Array<Slot> = []
  private readonly lastWorker = new Map<string, Slot>()
  private readonly fallbackCache = new VerifyingKeyCache()
  private readonly inlineWhenIdle: boolean
  private nextId = 0
  private closed = false
  private toStart: number
  /** Checks handed to the workers and not answered yet. */
  private inFlight = 0
  /** The event loop's idle time (ms) when the previous check was asked for. */
  private idleAtLastCheck = Number.NEGATIVE_INFINITY
  /** Whether a flush of the outboxes is scheduled. */
  private flushScheduled = false
  private inlineCount = 0
  private workerCount = 0

  /** A pool of `size` workers (0: every check runs on the calling thread), started by the first check. */
  constructor(size: number = defaultWorkerCount(), options: VerifierPoolOptions = {}) {
    this.toStart = size
    this.inlineWhenIdle = options.inlineWhenIdle ?? true
  }

  /** How many checks were answered on the calling thread and how many by the workers. */
  get answered(): { readonly inline: number; readonly workers: number } {
    return { inline: this.inlineCount, workers: this.workerCount }
  }

  /** The number of live workers (0 until the first check). */
  get size(): number {
    return this.slots.length
  }

  private start(): void {
    const worker = new Worker(workerUrl())
    worker.unref()
    const slot: Slot = { worker, pending: new Map(), outbox: [], busy: false }
    worker.on("message", (message: unknown) => {
      if (!isAnswers(message)) return
      // The worker is still awake, having just answered: what waited meanwhile goes now.
      slot.busy = false
      this.send(slot)
      for (let i = 0; i < message.ids.length; i++) {
        const id = message.ids[i]!
        const job = slot.pending.get(id)
        if (job === undefined) continue
        slot.pending.delete(id)
        this.inFlight--
        job.resolve(message.valid[i] === true)
      }
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
    this.inFlight -= slot.pending.size
    slot.pending.clear()
    slot.outbox = []
    slot.busy = false
  }

  /** Whether the check's signature is valid (same answers as `verifyCheck`). */
  verify(check: BabyJubJubCheck): Promise<boolean> {
    const answer = this.check(check)
    return typeof answer === "boolean" ? Promise.resolve(answer) : answer
  }

  /**
   * Whether the check's signature is valid (same answers as `verifyCheck`): the answer itself when
   * it was checked on the calling thread (no worker, closed, or idle: see `IDLE_FOR_INLINE_MS`), a
   * promise of a worker's answer otherwise.
   */
  check(check: BabyJubJubCheck): boolean | Promise<boolean> {
    if (!this.closed && this.toStart > 0) {
      for (; this.toStart > 0; this.toStart--) this.start()
    }
    if (this.closed || this.slots.length === 0) return verifyCheck(check, this.fallbackCache)
    if (this.inlineWhenIdle) {
      const idle = performance.eventLoopUtilization().idle
      const wasIdle = idle - this.idleAtLastCheck >= IDLE_FOR_INLINE_MS
      this.idleAtLastCheck = idle
      if (wasIdle && this.inFlight === 0) {
        this.inlineCount++
        return verifyCheck(check, this.fallbackCache)
      }
    }
    this.workerCount++
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
      this.inFlight++
      chosen.outbox.push({
        id,
        check: { elements: [...check.elements], publicKey: check.publicKey, signature: check.signature }
      })
      if (!chosen.busy && !this.flushScheduled) {
        this.flushScheduled = true
        setImmediate(this.flush)
      }
    })
  }

  /** Sends every idle worker the checks handed to it since the last flush, as one message. */
  private readonly flush = (): void => {
    this.flushScheduled = false
    for (const slot of this.slots) this.send(slot)
  }

  /**
   * Sends the slot's waiting checks as one batch, unless it has none or is verifying one already (its answer sends
   * them). Sending on the answer reaches a worker still awake: waking a sleeping one often cost the sender its core on
   * shared cores (`npx tsx bench/pool_post_latency.ts`).
   */
  private send(slot: Slot): void {
    if (slot.busy || slot.outbox.length === 0) return
    const batch: VerifyBatch = { requests: slot.outbox }
    slot.outbox = []
    slot.busy = true
    slot.worker.postMessage(batch)
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
