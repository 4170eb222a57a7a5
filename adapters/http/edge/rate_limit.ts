/** Rate limits per client (its API key, else its address's client group): each request draws its cost from its tier's
 * fixed window of rate-limiter-flexible, in this process's memory or shared by every process in PostgreSQL; a request
 * with a key that is not valid draws on its address's budget; what the answer sends is charged once sent. */
import { Context, Effect, Option } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible"
import { ANONYMOUS_TIER, API_KEY_TEXT, type ApiKey } from "../../../core/ports/api_keys.ts"
import { errorResponse } from "../errors/error_response.ts"
import { makeApiKeyCache } from "./api_key_cache.ts"
import { BoundedLru } from "./bounded_lru.ts"
import {
  addressShare,
  apiKeyDigest,
  clientAddress,
  keyShare,
  presentedKey,
  type TrustProxy
} from "./client_identity.ts"
import type { RequestBudget } from "./request_budget.ts"
import { type EdgeRequest, type InnerMiddleware, type RequestFacts, withRequest } from "./request_context.ts"
import { requestCost } from "./request_cost.ts"
import type { CostRule } from "./route_policy.ts"

type HttpResponse = HttpServerResponse.HttpServerResponse

/** A tier's budget: `points` per window of `windowSeconds`. */
export interface RateLimitTier {
  readonly name: string
  readonly points: number
  readonly windowSeconds: number
}

/** Settings of the rate limiter. */
export interface RateLimitOptions {
  /** The tiers; `anonymous` (clients without a key, one budget per client group: an IPv4 address, an IPv6 /64) is required. */
  readonly tiers: ReadonlyArray<RateLimitTier>
  /** Which proxies' `X-Forwarded-For` to believe (default: none, the socket's address is the client's). */
  readonly trustProxy?: TrustProxy | undefined
  /** How long a key looked up (found, unknown or revoked) is remembered, in seconds (default 5): a revocation takes effect within it. */
  readonly keyCacheSeconds?: number | undefined
}

/** Default `keyCacheSeconds`. */
export const DEFAULT_KEY_CACHE_SECONDS = 5

/** Where the budgets are kept when several processes share them: a database, by a node-postgres style client, and its table (rate-limiter-flexible's Postgres layout). */
export class RateLimitStore extends Context.Service<
  RateLimitStore,
  {
    readonly client: {
      readonly query: (query: {
        readonly name?: string | undefined
        readonly text: string
        readonly values?: ReadonlyArray<unknown> | undefined
      }) => Promise<{
        readonly rows: Array<Record<string, unknown>>
        readonly rowCount: number
      }>
    }
    readonly tableName: string
  }
>()("zk-api/adapters/http/RateLimitStore") {}

/** What the limiter needs from the rest of the node. */
export interface RateLimiterServices {
  /** The key stored with this digest (`ApiKeyStore.findByDigest`). */
  readonly findKey: (digest: string) => Effect.Effect<Option.Option<ApiKey>>
  /** The shared store; absent: budgets in this process's memory. */
  readonly store?: RateLimitStore["Service"] | undefined
  /** Counts one request refused with 429, by tier. */
  readonly onThrottled?: ((tier: string) => void) | undefined
}

/** The rate limiter of the edge: the refusal of a request costing `cost` (401 or 429), or undefined when it may run; its client and budget go into `facts`. */
export type RateLimiter = (
  request: EdgeRequest,
  facts: RequestFacts,
  cost: number
) => Effect.Effect<HttpResponse | undefined>

/** One tier's budgets and its `RateLimit-Policy` item. */
function tierLimiter(tier: RateLimitTier, store: RateLimitStore["Service"] | undefined) {
  const base = { points: tier.points, duration: tier.windowSeconds, keyPrefix: tier.name }
  const limiter =
    store === undefined
      ? new RateLimiterMemory(base)
      : new RateLimiterPostgres({
          ...base,
          storeClient: store.client,
          storeType: "pool",
          tableName: store.tableName,
          tableCreated: true,
          // A client out of budget is refused from memory until its window ends: no round trip per refused request.
          inMemoryBlockOnConsumed: tier.points,
          insuranceLimiter: new RateLimiterMemory(base)
        })
  return { tier, policy: `"${tier.name}";q=${tier.points};w=${tier.windowSeconds}`, limiter }
}

/** The outcome of consuming points. */
type Consumed = { readonly allowed: boolean; readonly result: RateLimiterRes } | undefined

/** Consumes `cost` points of `key`; undefined when the store failed without insurance (the request is let through). */
function consumed(limiter: RateLimiterAbstract, key: string, cost: number): Promise<Consumed> {
  return limiter.consume(key, cost).then(
    (result): Consumed => ({ allowed: true, result }),
    (rejection: unknown): Consumed =>
      rejection instanceof RateLimiterRes ? { allowed: false, result: rejection } : undefined
  )
}

/** Seconds until a window resets (at least 1 while it runs). */
function secondsOf(ms: number): number {
  return ms <= 0 ? 0 : Math.max(1, Math.ceil(ms / 1000))
}

const FREE: Effect.Effect<HttpResponse | undefined> = Effect.succeed(undefined)

const INVALID_KEY_HEADERS = { "www-authenticate": 'Bearer realm="zk-node", error="invalid_token"' }

/** Addresses remembered at most as spent by refused keys (the least recently refused forgotten first). */
const SPENT_ADDRESSES_REMEMBERED = 10_000

/** The budget of a client: who it is (`key:<id>`, or `ip:` and its client group) on one tier's limiter. */
type Bucket = { readonly limiter: ReturnType<typeof tierLimiter>; readonly name: string }

/** The rate limiter of `options`; throws when the tiers have no `anonymous` one. */
export function makeRateLimiter(options: RateLimitOptions, services: RateLimiterServices): RateLimiter {
  const tiers = new Map(options.tiers.map((tier) => [tier.name, tierLimiter(tier, services.store)]))
  const anonymous = tiers.get(ANONYMOUS_TIER)
  if (anonymous === undefined) throw new Error(`the rate limit tiers need an "${ANONYMOUS_TIER}" tier`)
  const trust = options.trustProxy
  const keys = makeApiKeyCache((options.keyCacheSeconds ?? DEFAULT_KEY_CACHE_SECONDS) * 1000)
  /** Addresses whose anonymous budget refused keys spent, with when their window ends: a key not remembered from
   * one of them is refused without looking it up until then. */
  const spentByRefusedKeys = new BoundedLru<string, number>(SPENT_ADDRESSES_REMEMBERED)

  const lookup = (digest: string): Effect.Effect<Option.Option<ApiKey>> =>
    Effect.tap(services.findKey(digest), (found) => Effect.sync(() => keys.remember(digest, found, Date.now())))

  /** Writes where `bucket` stands into `facts` (its `RateLimit` headers). */
  const state = (bucket: Bucket, facts: RequestFacts, remainingPoints: number, msBeforeNext: number) => {
    const { tier, policy } = bucket.limiter
    const reset = secondsOf(msBeforeNext)
    facts.rateLimit = { policy, remaining: `"${tier.name}";r=${Math.max(0, remainingPoints)};t=${reset}` }
  }

  /** Consumes `cost` of `bucket`, stating where it stands in `facts`. */
  const spend = (bucket: Bucket, facts: RequestFacts, cost: number): Promise<Consumed> =>
    consumed(bucket.limiter.limiter, bucket.name, cost).then((outcome) => {
      if (outcome !== undefined) state(bucket, facts, outcome.result.remainingPoints, outcome.result.msBeforeNext)
      return outcome
    })

  /** The 429 of a request costing `cost` that `bucket` has not the points for, its window ending in `msBeforeNext`. */
  const tooMany = (bucket: Bucket, cost: number, msBeforeNext: number): HttpResponse => {
    const { tier } = bucket.limiter
    services.onThrottled?.(tier.name)
    const retry = Math.max(1, secondsOf(msBeforeNext))
    const budget = `${tier.points} points per ${tier.windowSeconds} s`
    const message =
      cost > tier.points
        ? `this request costs ${cost} points, more than the whole budget of the ${tier.name} tier (${budget}): ask for fewer items`
        : `over the rate limit of the ${tier.name} tier (${budget}; this request costs ${cost}); retry in ${retry} s`
    return errorResponse(429, "ErrTooManyRequests", message, { "retry-after": String(retry) })
  }

  /** What the request's answer and streams may still draw from `bucket` (`request_budget.ts`). */
  const budgetOf = (bucket: Bucket, facts: RequestFacts): RequestBudget => ({
    windowSeconds: bucket.limiter.tier.windowSeconds,
    charge: (points) => spend(bucket, facts, points).then((outcome) => outcome === undefined || outcome.allowed)
  })

  /** Charges a request `cost` to `bucket`: undefined when it may run (its budget then in `facts`), else the 429. */
  const charge = (bucket: Bucket, facts: RequestFacts, cost: number): Effect.Effect<HttpResponse | undefined> =>
    Effect.map(
      Effect.promise(() => spend(bucket, facts, cost)),
      (outcome) => {
        if (outcome !== undefined && !outcome.allowed) return tooMany(bucket, cost, outcome.result.msBeforeNext)
        facts.budget = budgetOf(bucket, facts)
        return undefined
      }
    )

  const invalidKey = () =>
    errorResponse(401, "ErrInvalidApiKey", "the API key is unknown or revoked", INVALID_KEY_HEADERS)

  /** A request presenting a key that is not valid, charged `cost` to its address's anonymous `bucket`: the 401, or
   * the 429 once that budget is spent (the address then remembered as spent until its window ends). */
  const refusedKey = (bucket: Bucket, facts: RequestFacts, cost: number): Effect.Effect<HttpResponse> =>
    Effect.map(
      Effect.promise(() => spend(bucket, facts, cost)),
      (outcome) => {
        if (outcome === undefined || outcome.allowed) return invalidKey()
        spentByRefusedKeys.set(bucket.name, Date.now() + outcome.result.msBeforeNext)
        return tooMany(bucket, cost, outcome.result.msBeforeNext)
      }
    )

  return (request, facts, cost) => {
    // An address that fits the counters' key column (a forwarded value is only as long as a proxy made it).
    const address = clientAddress(facts.client, request.headers, trust).slice(0, 64)
    facts.client = address
    const own: Bucket = { limiter: anonymous, name: addressShare(address) }
    facts.share = own.name
    const text = cost === 0 ? undefined : presentedKey(request.headers)
    if (text === undefined) return cost === 0 ? FREE : charge(own, facts, cost)
    if (!API_KEY_TEXT.test(text)) return refusedKey(own, facts, cost)
    const digest = apiKeyDigest(text)
    const now = Date.now()
    const remembered = keys.get(digest, now)
    if (remembered === undefined) {
      const spentUntil = spentByRefusedKeys.get(own.name)
      if (spentUntil !== undefined && spentUntil > now) {
        state(own, facts, 0, spentUntil - now)
        return Effect.succeed(tooMany(own, cost, spentUntil - now))
      }
    }
    return Effect.flatMap(remembered === undefined ? lookup(digest) : Effect.succeed(remembered), (found) => {
      if (Option.isNone(found) || Option.isSome(found.value.revokedAt)) return refusedKey(own, facts, cost)
      const key = found.value
      facts.client = key.name
      facts.share = keyShare(key.id)
      // A key whose tier is no longer configured draws on the anonymous tier's budget (its own bucket).
      return charge({ limiter: tiers.get(key.tier) ?? anonymous, name: facts.share }, facts, cost)
    })
  }
}

/** The rate limit as the edge's middleware: the app, or `limiter`'s refusal (401, 429) of the request, costing by `cost` and the route's parsed query. */
export function rateLimited(limiter: RateLimiter, cost: CostRule): InnerMiddleware {
  return (app) =>
    withRequest((request, facts, fiber) => {
      const query = Context.getOrUndefined(fiber.context, HttpServerRequest.ParsedSearchParams)
      return Effect.flatMap(limiter(request, facts, requestCost(cost, query)), (refusal) =>
        refusal === undefined ? app : Effect.succeed(refusal)
      )
    })
}
