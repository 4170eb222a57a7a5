/** The rate limiter as the configuration sets it: `RATE_LIMIT`, the tiers' budgets (`RATE_LIMIT_TIERS`), whose
 * `X-Forwarded-For` to believe (`TRUST_PROXY`) and how long a looked-up key is remembered (`API_KEY_CACHE_SECONDS`). */
import { Config, Effect } from "effect"
import { SourceError } from "effect/ConfigProvider"
import { type TrustProxy, trustProxyOf } from "../adapters/http/edge/client_identity.ts"
import type { RateLimitOptions, RateLimitTier } from "../adapters/http/edge/rate_limit.ts"
import { ANONYMOUS_TIER, TIER_NAME } from "../core/ports/api_keys.ts"

/** The rate limiter's configuration. */
export interface RateLimitSettings {
  /** `RATE_LIMIT`. */
  readonly enabled: boolean
  /** `RATE_LIMIT_TIERS`, `anonymous` included. */
  readonly tiers: ReadonlyArray<RateLimitTier>
  /** `TRUST_PROXY` as given (checked). */
  readonly trustProxy: string
  /** `API_KEY_CACHE_SECONDS`. */
  readonly keyCacheSeconds: number
}

/** Default `RATE_LIMIT_TIERS`. */
export const DEFAULT_RATE_LIMIT_TIERS = "anonymous:600/60s,partner:6000/60s"

/** Default `API_KEY_CACHE_SECONDS`. */
export const DEFAULT_KEY_CACHE_SECONDS = 5

const TIER_RULE =
  "a comma list of name:points/window (e.g. anonymous:600/60s,partner:6000/1m; window in s, m or h, up to 24h) " +
  "with an anonymous tier, each name once"

const UNIT_SECONDS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600 }

/** The tiers of a `RATE_LIMIT_TIERS` value, or why it is not one. */
export function parseTiers(
  text: string
): { readonly tiers: ReadonlyArray<RateLimitTier> } | { readonly problem: string } {
  const tiers: Array<RateLimitTier> = []
  for (const part of text.split(",").map((item) => item.trim())) {
    const match = /^([^:]+):(\d{1,9})\/(\d{1,5})([smh]?)$/u.exec(part)
    const name = match?.[1] ?? ""
    if (match === null || !TIER_NAME.test(name))
      return { problem: `"${part}" is not name:points/window (${TIER_RULE})` }
    const points = Number(match[2])
    const windowSeconds = Number(match[3]) * (UNIT_SECONDS[match[4] || "s"] ?? 1)
    if (points < 1 || windowSeconds < 1 || windowSeconds > 86_400)
      return { problem: `"${part}": points and window must be positive, the window at most 24h` }
    if (tiers.some((tier) => tier.name === name)) return { problem: `the tier ${name} is given twice` }
    tiers.push({ name, points, windowSeconds })
  }
  if (!tiers.some((tier) => tier.name === ANONYMOUS_TIER))
    return { problem: `no ${ANONYMOUS_TIER} tier (${TIER_RULE})` }
  return { tiers }
}

/** A configuration error naming the variable, its value and the rule. */
function invalid(name: string, value: string, rule: string): Config.ConfigError {
  return new Config.ConfigError(new SourceError({ message: `${name}=${JSON.stringify(value)}: ${rule}` }))
}

/** The rule of `RATE_LIMIT_TIERS`, as a bad value's line says it. */
export const RATE_LIMIT_TIERS_RULE = TIER_RULE

/** The rule of `TRUST_PROXY`, as a bad value's line says it. */
export const TRUST_PROXY_RULE =
  "off, on, a hop count, or a comma list of addresses, CIDRs and loopback/linklocal/uniquelocal"

/** Reads variable `name` as `RATE_LIMIT_TIERS`. */
export function tiersVariable(name: string): Config.Config<ReadonlyArray<RateLimitTier>> {
  return Config.String(name).pipe(
    Config.withDefault(DEFAULT_RATE_LIMIT_TIERS),
    Config.mapEffect((text) => {
      const parsed = parseTiers(text)
      return "tiers" in parsed ? Effect.succeed(parsed.tiers) : Effect.fail(invalid(name, text, parsed.problem))
    })
  )
}

/** Reads variable `name` as `TRUST_PROXY` (checked, kept as given). */
export function trustProxyVariable(name: string): Config.Config<string> {
  return Config.String(name).pipe(
    Config.withDefault("off"),
    Config.mapEffect((text) => {
      const parsed = trustProxyOf(text)
      return "problem" in parsed
        ? Effect.fail(invalid(name, text, `${TRUST_PROXY_RULE} (${parsed.problem})`))
        : Effect.succeed(text)
    })
  )
}

/** The configuration when no variable is set. */
export const DEFAULT_RATE_LIMIT_SETTINGS: RateLimitSettings = {
  enabled: false,
  tiers: [
    { name: "anonymous", points: 600, windowSeconds: 60 },
    { name: "partner", points: 6000, windowSeconds: 60 }
  ],
  trustProxy: "off",
  keyCacheSeconds: DEFAULT_KEY_CACHE_SECONDS
}

/** The proxies `TRUST_PROXY` believes (undefined: none), whether or not rate limits are on: a client's share of the
 * node's resources is counted by the address they forward. */
export function trustedProxiesOf(settings: RateLimitSettings): TrustProxy | undefined {
  const parsed = trustProxyOf(settings.trustProxy)
  return "trust" in parsed ? parsed.trust : undefined
}

/** The edge's rate limit options, or undefined when `RATE_LIMIT` is off. */
export function rateLimitOptionsOf(settings: RateLimitSettings): RateLimitOptions | undefined {
  if (!settings.enabled) return undefined
  const parsed = trustProxyOf(settings.trustProxy)
  return {
    tiers: settings.tiers,
    trustProxy: "trust" in parsed ? parsed.trust : undefined,
    keyCacheSeconds: settings.keyCacheSeconds
  }
}
