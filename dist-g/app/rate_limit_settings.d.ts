/**
 * The rate limiter as the configuration sets it (docs/operations.md, "Rate limits and API keys"):
 *
 * - `RATE_LIMIT=on|off` (default `off`): limit each client's requests to its tier's budget;
 * - `RATE_LIMIT_TIERS` (default `anonymous:600/60s,partner:6000/60s`): a comma list of `name:points/window`
 *   (window in `s`, `m` or `h`); `anonymous` (clients without a key, one budget per IP address) is required;
 * - `TRUST_PROXY` (default `off`): whose `X-Forwarded-For` to believe — `off`, `on` (every hop), a hop count,
 *   or a comma list of addresses, CIDRs and `loopback`/`linklocal`/`uniquelocal`;
 * - `API_KEY_CACHE_SECONDS` (default 5): how long a key looked up is remembered (a revocation takes effect within it).
 *
 * Where the budgets are kept is `rate_limit_store.ts`'s.
 */
import { Config } from "effect";
import { type RateLimitOptions, type RateLimitTier } from "../adapters/http/edge/rate_limit.ts";
/** The rate limiter's configuration. */
export interface RateLimitSettings {
    /** `RATE_LIMIT`. */
    readonly enabled: boolean;
    /** `RATE_LIMIT_TIERS`, `anonymous` included. */
    readonly tiers: ReadonlyArray<RateLimitTier>;
    /** `TRUST_PROXY` as given (checked). */
    readonly trustProxy: string;
    /** `API_KEY_CACHE_SECONDS`. */
    readonly keyCacheSeconds: number;
}
/** Default `RATE_LIMIT_TIERS`. */
export declare const DEFAULT_RATE_LIMIT_TIERS = "anonymous:600/60s,partner:6000/60s";
/** Default `API_KEY_CACHE_SECONDS`. */
export declare const DEFAULT_KEY_CACHE_SECONDS = 5;
/** The tiers of a `RATE_LIMIT_TIERS` value, or why it is not one. */
export declare function parseTiers(text: string): {
    readonly tiers: ReadonlyArray<RateLimitTier>;
} | {
    readonly problem: string;
};
/** The rule of `RATE_LIMIT_TIERS`, as a bad value's line says it. */
export declare const RATE_LIMIT_TIERS_RULE: string;
/** The rule of `TRUST_PROXY`, as a bad value's line says it. */
export declare const TRUST_PROXY_RULE = "off, on, a hop count, or a comma list of addresses, CIDRs and loopback/linklocal/uniquelocal";
/** Reads variable `name` as `RATE_LIMIT_TIERS`. */
export declare function tiersVariable(name: string): Config.Config<ReadonlyArray<RateLimitTier>>;
/** Reads variable `name` as `TRUST_PROXY` (checked, kept as given). */
export declare function trustProxyVariable(name: string): Config.Config<string>;
/** The configuration when no variable is set. */
export declare const DEFAULT_RATE_LIMIT_SETTINGS: RateLimitSettings;
/** The edge's rate limit options, or undefined when `RATE_LIMIT` is off. */
export declare function rateLimitOptionsOf(settings: RateLimitSettings): RateLimitOptions | undefined;
