/**
 * Migration 4, rate limits: the API keys (by the SHA-256 digest of their text) and the counters of the rate
 * limiter shared by every process (rate-limiter-flexible's Postgres store layout; unlogged: counters of a
 * window need no crash safety, and skipping the WAL keeps each request's upsert cheap).
 */
/** The table of the rate limiter's counters. */
export declare const RATE_LIMIT_TABLE = "rate_limit_points";
/** The statements of the migration, in order. */
export declare const STATEMENTS: ReadonlyArray<string>;
