/** The `send` command's fetch: a 503 or 429 with `Retry-After` is waited out and the request sent again, each wait
 * announced, within a bounded number of retries and one waiting budget for the whole command. */
import { retryAfterMillis, spreadWaitMillis } from "../adapters/http/client/retry_after.ts"
import type { Fetch } from "./node_api.ts"

/** Retries of one request at most (a starting node answers `Retry-After: 1` until it is ready). */
export const MAX_RETRIES = 60
/** Seconds the command waits in all, over every request it sends. */
export const MAX_WAIT_SECONDS = 120
/** Shortest wait between two tries (a `Retry-After: 0` does not make a busy loop). */
const MIN_WAIT_MILLIS = 100
/** Announce a wait with the same reason again after this many retries. */
const ANNOUNCE_EVERY = 10

/** The statuses whose `Retry-After` is honoured. */
const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 503])

/** How the fetch retries and where it says so. */
export interface RetryOptions {
  /** Prints a line saying the command waits. */
  readonly onWait: (line: string) => void
  /** Retries of one request at most (default `MAX_RETRIES`). */
  readonly maxRetries?: number | undefined
  /** Seconds waited in all at most (default `MAX_WAIT_SECONDS`). */
  readonly maxWaitSeconds?: number | undefined
}

/** The catalogue type and message of an error answer, as text (empty when the body is not the error shape). */
async function reasonOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.clone().json()
    if (typeof body !== "object" || body === null || !("type" in body) || typeof body.type !== "string") return ""
    const message = "message" in body && typeof body.message === "string" ? `: ${body.message}` : ""
    return ` ${body.type}${message}`
  } catch {
    return ""
  }
}

/** Resolves after `millis`, or rejects with the signal's reason when it aborts first. */
function sleep(millis: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const abort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", abort)
      resolve()
    }, millis)
    signal.addEventListener("abort", abort, { once: true })
  })
}

/** `fetch` honouring `Retry-After` on 503 and 429; the waiting budget is this function's, shared by its requests. Over
 * the fetch function rather than the typed client's own retries, so the command announces each wait and keeps one
 * budget for all its requests. */
export function retryingFetch(fetch: Fetch, options: RetryOptions): Fetch {
  const maxRetries = options.maxRetries ?? MAX_RETRIES
  const budget = (options.maxWaitSeconds ?? MAX_WAIT_SECONDS) * 1000
  let waited = 0
  return async (request) => {
    let announced: string | undefined
    for (let retry = 1; ; retry++) {
      const response = await fetch(request.clone())
      if (!RETRIED_STATUSES.has(response.status) || retry > maxRetries) return response
      const asked = retryAfterMillis(response.headers.get("retry-after"), Date.now())
      if (asked === undefined || waited + asked > budget) return response
      const wait = spreadWaitMillis(Math.max(asked, MIN_WAIT_MILLIS))
      const reason = `${response.status}${await reasonOf(response)}`
      if (reason !== announced || retry % ANNOUNCE_EVERY === 0) {
        const path = new URL(request.url).pathname
        options.onWait(
          `${request.method} ${path} answered ${reason}; waiting ${(wait / 1000).toFixed(1)} s ` +
            `as its Retry-After asks, spread (retry ${retry} of at most ${maxRetries})`
        )
        announced = reason
      }
      await response.body?.cancel()
      await sleep(wait, request.signal)
      waited += wait
    }
  }
}
