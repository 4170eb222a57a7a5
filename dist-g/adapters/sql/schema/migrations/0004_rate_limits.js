/**
 * Migration 4, rate limits: the API keys (by the SHA-256 digest of their text) and the counters of the rate
 * limiter shared by every process (rate-limiter-flexible's Postgres store layout; unlogged: counters of a
 * window need no crash safety, and skipping the WAL keeps each request's upsert cheap).
 */
/** The table of the rate limiter's counters. */
export const RATE_LIMIT_TABLE = "rate_limit_points";
/** The statements of the migration, in order. */
export const STATEMENTS = [
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
];
