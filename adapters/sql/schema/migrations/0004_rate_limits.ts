/** Migration 4, rate limits: the API keys (by SHA-256 digest) and the counters shared by every process
 * (rate-limiter-flexible's layout; unlogged: they need no crash safety, and skipping the WAL keeps upserts cheap). */
/** The table of the rate limiter's counters. */
export const RATE_LIMIT_TABLE = "rate_limit_points"

/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `CREATE TABLE api_key (
    id text PRIMARY KEY,
    name text NOT NULL UNIQUE,
    tier text NOT NULL,
    digest text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`,
  `CREATE UNLOGGED TABLE rate_limit_points (
    key varchar(255) PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  )`,
  `CREATE INDEX rate_limit_points_expire ON rate_limit_points (expire)`
]
