/**
 * A replica's lag in time: the primary's WAL position is sampled each check, and a replica replaying the
 * position of time t lags at most now − t. Unlike `now() − pg_last_xact_replay_timestamp()`, it does not grow while the primary idles.
 */
/** A WAL position (`pg_lsn`, "16/B374D848") as a number of bytes. */
export declare function lsnOf(text: string): bigint;
/** The primary's recent WAL positions, oldest first, kept for `windowMillis`. */
export declare class PrimarySamples {
    /** The primary's WAL positions with their times (ms since the epoch, wall clock). */
    private samples;
    private readonly windowMillis;
    /** Samples kept for `windowMillis` (past it, a replica that replayed none of them counts as lagging by the whole window at least). */
    constructor(windowMillis: number);
    /** Records the primary's position at `at`; forgets the samples older than the window (keeping the newest of them as the floor). */
    record(at: number, lsn: bigint): void;
    /** Seconds a replica that replayed up to `replayed` is behind at `now` (0: the newest sample, infinite: none of them). */
    lagSeconds(replayed: bigint, now: number): number;
}
