/**
 * `Retry-After` as this node's clients read and keep it (the typed client and the `send` command): the wait the
 * answer asks for (delay-seconds or an HTTP date, RFC 9110 §10.2.3), lengthened by a random share of itself, up to
 * half, so that clients a node shed together do not all come back in the same instant (jitter).
 */
/** The largest share of the asked wait added at random. */
export const RETRY_JITTER = 0.5;
/** The wait a `Retry-After` value asks for, in ms; undefined when absent or malformed. */
export function retryAfterMillis(value, now = Date.now()) {
    if (value === null || value === undefined)
        return undefined;
    const text = value.trim();
    if (/^\d{1,9}$/u.test(text))
        return Number(text) * 1000;
    const date = Date.parse(text);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/** The wait kept for an asked one: at least what was asked, at most half again, spread uniformly by `random` (0–1). */
export function spreadWaitMillis(askedMillis, random = Math.random()) {
    return Math.round(askedMillis * (1 + RETRY_JITTER * random));
}
