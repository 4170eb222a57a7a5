/** `Retry-After` as this node's clients keep it: the wait the answer asks for (seconds or an HTTP date), lengthened by
 * a random share of up to half itself, so clients shed together do not all come back at once. */

/** The largest share of the asked wait added at random. */
export const RETRY_JITTER = 0.5

/** The wait a `Retry-After` value asks for, in ms; undefined when absent or malformed. */
export function retryAfterMillis(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined
  const text = value.trim()
  if (/^\d{1,9}$/u.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** The wait kept for an asked one: at least what was asked, at most half again, spread uniformly by `random` (0–1). */
export function spreadWaitMillis(askedMillis: number, random: number = Math.random()): number {
  return Math.round(askedMillis * (1 + RETRY_JITTER * random))
}
