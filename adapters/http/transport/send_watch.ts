/** The answers waiting on their clients: every answer with bytes the client has not taken yet, watched by one sweep that
 * closes a connection whose answer made no progress for the send bound, one keeping more queued than a connection may,
 * and, while the node keeps more queued in all than it may, the connections that made progress least recently.
 * Hand-written: Node's `server.timeout` counts idleness of either side (an event stream between heartbeats is idle,
 * not stalled) and nothing in Node bounds what it queues for slow readers. No Effect imports (the transport's). */

import { LONGEST_SWEEP_MILLIS, DEFAULT_SEND_BOUNDS, type SendBounds } from "./stall_bounds.ts"

/** Why a watched send was cut. */
export type SendCut = "stalled" | "over_connection_bound" | "over_total_bound"

/** One answer being sent: what it still has queued, when it last made progress, and how to close its connection. */
export interface PendingSend {
  /** Bytes queued for the client: the answer's unsent rest and what the socket holds. */
  readonly queued: () => number
  /** Closes the connection (the watch has already forgotten it). */
  readonly cut: (why: SendCut) => void
}

/** The answers waiting on their clients, and the sweep that bounds them. */
export class SendWatch {
  #bounds: SendBounds
  /** Each pending send and when it last made progress (`performance.now()`). */
  readonly #pending = new Map<PendingSend, number>()
  #timer: ReturnType<typeof setInterval> | undefined = undefined
  /** Connections cut, by why, since the watch was made. */
  readonly cuts: Record<SendCut, number> = { stalled: 0, over_connection_bound: 0, over_total_bound: 0 }

  /** A watch with `bounds`. */
  constructor(bounds: SendBounds = DEFAULT_SEND_BOUNDS) {
    this.#bounds = bounds
  }

  /** Applies new bounds (the next sweep judges by them). */
  configure(bounds: SendBounds): void {
    this.#bounds = bounds
    if (this.#timer !== undefined) {
      clearInterval(this.#timer)
      this.#timer = undefined
      this.#arm()
    }
  }

  /** The bounds in force. */
  bounds(): SendBounds {
    return this.#bounds
  }

  /** Starts watching `send`, as of now. */
  watch(send: PendingSend): void {
    this.#pending.set(send, performance.now())
    this.#arm()
  }

  /** Notes that `send` made progress now (a chunk reached the socket's peer side). */
  progressed(send: PendingSend): void {
    if (this.#pending.has(send)) this.#pending.set(send, performance.now())
  }

  /** Stops watching `send` (it finished, or its connection closed). */
  done(send: PendingSend): void {
    this.#pending.delete(send)
    if (this.#pending.size === 0 && this.#timer !== undefined) {
      clearInterval(this.#timer)
      this.#timer = undefined
    }
  }

  /** Answers being watched. */
  size(): number {
    return this.#pending.size
  }

  /** Bytes queued for every watched answer. */
  queuedBytes(): number {
    let total = 0
    for (const send of this.#pending.keys()) total += send.queued()
    return total
  }

  /** Judges every pending send now (the sweep's work; tests call it to skip the wait). */
  sweep(now: number = performance.now()): void {
    const { sendTimeoutMillis, maxBytesPerConnection, maxBytes } = this.#bounds
    let total = 0
    const kept: Array<[PendingSend, number]> = []
    for (const [send, since] of this.#pending) {
      const queued = send.queued()
      if (now - since >= sendTimeoutMillis) this.#cut(send, "stalled")
      else if (queued > maxBytesPerConnection) this.#cut(send, "over_connection_bound")
      else {
        total += queued
        kept.push([send, since])
      }
    }
    if (total <= maxBytes) return
    // The slowest first: the longest without progress.
    kept.sort((a, b) => a[1] - b[1])
    for (const [send] of kept) {
      if (total <= maxBytes) break
      total -= send.queued()
      this.#cut(send, "over_total_bound")
    }
  }

  #cut(send: PendingSend, why: SendCut): void {
    this.done(send)
    this.cuts[why]++
    send.cut(why)
  }

  #arm(): void {
    if (this.#timer !== undefined) return
    const every = Math.max(10, Math.min(LONGEST_SWEEP_MILLIS, Math.floor(this.#bounds.sendTimeoutMillis / 4)))
    this.#timer = setInterval(() => this.sweep(), every)
    this.#timer.unref()
  }
}
