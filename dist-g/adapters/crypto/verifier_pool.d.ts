import type { BabyJubJubCheck } from "../../core/ports/signature_verifier.ts";
/**
 * Idle time of the calling thread's event loop (ms) since the previous check that lets the next
 * one run inline: enough to tell an event loop that waited for a request from one with work queued
 * (whose polls between two checks add up to far less).
 */
export declare const IDLE_FOR_INLINE_MS = 0.05;
/** Options of a pool. */
export interface VerifierPoolOptions {
    /** Answer a check on the calling thread when its event loop has been idle and no check is in flight (default true). */
    readonly inlineWhenIdle?: boolean | undefined;
}
/**
 * The default number of workers: as many as cores, at most 4; none on one core. Verification is
 * about two thirds of a request's CPU, so with one worker per core the OS can keep every core
 * busy (the event loop shares one); with one worker fewer, that worker is the bottleneck
 * (`bench/RESULTS.md`).
 */
export declare function defaultWorkerCount(): number;
/** A pool of verifier workers. */
export declare class VerifierPool {
    private readonly slots;
    private readonly lastWorker;
    private readonly fallbackCache;
    private readonly inlineWhenIdle;
    private nextId;
    private closed;
    private toStart;
    /** Checks handed to the workers and not answered yet. */
    private inFlight;
    /** The event loop's idle time (ms) when the previous check was asked for. */
    private idleAtLastCheck;
    /** Whether a flush of the outboxes is scheduled. */
    private flushScheduled;
    private inlineCount;
    private workerCount;
    /** A pool of `size` workers (0: every check runs on the calling thread), started by the first check. */
    constructor(size?: number, options?: VerifierPoolOptions);
    /** How many checks were answered on the calling thread and how many by the workers. */
    get answered(): {
        readonly inline: number;
        readonly workers: number;
    };
    /** The number of live workers (0 until the first check). */
    get size(): number;
    private start;
    /** Removes a dead worker and verifies its checks in flight here. */
    private retire;
    /** Whether the check's signature is valid (same answers as `verifyCheck`). */
    verify(check: BabyJubJubCheck): Promise<boolean>;
    /**
     * Whether the check's signature is valid (same answers as `verifyCheck`): the answer itself when
     * it was checked on the calling thread (no worker, closed, or idle: see the module comment), a
     * promise of a worker's answer otherwise.
     */
    check(check: BabyJubJubCheck): boolean | Promise<boolean>;
    /** Sends every idle worker the checks handed to it since the last flush, as one message. */
    private readonly flush;
    /** Sends the slot's waiting checks as one batch, unless it has none or is verifying one already (its answer sends them). */
    private send;
    /** Stops the workers; checks still in flight are answered on the calling thread. */
    close(): Promise<void>;
}
