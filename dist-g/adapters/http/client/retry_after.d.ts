/**
 * `Retry-After` as this node's clients read and keep it (the typed client and the `send` command): the wait the
 * answer asks for (delay-seconds or an HTTP date, RFC 9110 §10.2.3), lengthened by a random share of itself, up to
 * half, so that clients a node shed together do not all come back in the same instant (jitter).
 */
/** The largest share of the asked wait added at random. */
export declare const RETRY_JITTER = 0.5;
/** The wait a `Retry-After` value asks for, in ms; undefined when absent or malformed. */
export declare function retryAfterMillis(value: string | null | undefined, now?: number): number | undefined;
/** The wait kept for an asked one: at least what was asked, at most half again, spread uniformly by `random` (0–1). */
export declare function spreadWaitMillis(askedMillis: number, random?: number): number;
