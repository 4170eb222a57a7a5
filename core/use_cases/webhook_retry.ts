/** The retry schedule of webhook deliveries: the n-th failure waits the n-th delay, stretched by up to `JITTER` so
 * endpoints failing together do not retry together; once the schedule is spent the endpoint is disabled (`failing`). */

/** The default schedule, in seconds: the Standard Webhooks reference schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h), ≈ 17.6 h in all. */
export const DEFAULT_RETRY_SCHEDULE_SECONDS: ReadonlyArray<number> = [5, 300, 1800, 7200, 18_000, 36_000]

/** The largest share a delay is stretched by. */
export const JITTER = 0.2

/** The delay (ms) before the attempt after `failed` failed attempts, given a uniform `random` in [0, 1); undefined once the schedule is spent. */
export function retryDelayMillis(
  scheduleSeconds: ReadonlyArray<number>,
  failed: number,
  random: number
): number | undefined {
  const seconds = scheduleSeconds[failed - 1]
  if (seconds === undefined) return undefined
  return Math.round(seconds * 1000 * (1 + JITTER * random))
}

/** The retry horizon of a schedule: how long an event is retried at most (jitter aside), in seconds. */
export function retryHorizonSeconds(scheduleSeconds: ReadonlyArray<number>): number {
  return scheduleSeconds.reduce((sum, seconds) => sum + seconds, 0)
}
