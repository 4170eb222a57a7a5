/** A replica's lag in time: the primary's WAL position is sampled each check; a replica replaying the position of time
 * t lags at most now − t (unlike `pg_last_xact_replay_timestamp()`, not growing while the primary idles). */

/** A WAL position (`pg_lsn`, "16/B374D848") as a number of bytes. */
export function lsnOf(text: string): bigint {
  const slash = text.indexOf("/")
  if (slash <= 0 || !/^[0-9A-Fa-f]{1,8}\/[0-9A-Fa-f]{1,8}$/u.test(text)) throw new Error(`not a WAL position: ${text}`)
  return (BigInt(`0x${text.slice(0, slash)}`) << 32n) | BigInt(`0x${text.slice(slash + 1)}`)
}

/** The primary's recent WAL positions, oldest first, kept for `windowMillis`. */
export class PrimarySamples {
  /** The primary's WAL positions with their times (ms since the epoch, wall clock). */
  private samples: Array<{ readonly at: number; readonly lsn: bigint }> = []
  private readonly windowMillis: number

  /** Samples kept for `windowMillis` (past it, a replica that replayed none of them counts as lagging by the whole window at least). */
  constructor(windowMillis: number) {
    this.windowMillis = windowMillis
  }

  /** Records the primary's position at `at`; forgets the samples older than the window (keeping the newest of them as the floor). */
  record(at: number, lsn: bigint): void {
    this.samples.push({ at, lsn })
    const horizon = at - this.windowMillis
    let drop = 0
    while (drop + 1 < this.samples.length && (this.samples[drop + 1]?.at ?? at) <= horizon) drop++
    if (drop > 0) this.samples = this.samples.slice(drop)
  }

  /** Seconds a replica that replayed up to `replayed` is behind at `now` (0: the newest sample, infinite: none of them). */
  lagSeconds(replayed: bigint, now: number): number {
    const newest = this.samples[this.samples.length - 1]
    if (newest === undefined || replayed >= newest.lsn) return 0
    for (let i = this.samples.length - 2; i >= 0; i--) {
      const sample = this.samples[i]
      if (sample !== undefined && replayed >= sample.lsn) return Math.max(0, (now - sample.at) / 1000)
    }
    return Number.POSITIVE_INFINITY
  }
}
