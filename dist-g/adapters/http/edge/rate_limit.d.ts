/**
 * Rate limits per client (docs/operations.md, "Rate limits and API keys"): the client is its API key, else its IP
 * address; each request draws its cost (`request_cost.ts`) from its tier's fixed window of rate-limiter-flexible, kept
 * in this process's memory or, shared by every process on one database, in PostgreSQL.
 */
import { Context, Effect, Option } from "effect";
import type { HttpServerResponse } from "effect/http";
import { type ApiKey } from "../../../core/ports/api_keys.ts";
import type { EdgeRequest, RequestFacts } from "./request_context.ts";
type HttpResponse = HttpServerResponse.HttpServerResponse;
/** A tier's budget: `points` per window of `windowSeconds`. */
export interface RateLimitTier {
    readonly name: string;
    readonly points: number;
    readonly windowSeconds: number;
}
/** Whether the address at `hop` of a request's chain (0: the socket's peer, 1: the last `X-Forwarded-For` entry, …) is a proxy to believe. */
export type TrustProxy = (address: string, hop: number) => boolean;
/** Settings of the rate limiter. */
export interface RateLimitOptions {
    /** The tiers; `anonymous` (clients without a key, one budget per IP address) is required. */
    readonly tiers: ReadonlyArray<RateLimitTier>;
    /** Which proxies' `X-Forwarded-For` to believe (default: none, the socket's address is the client's). */
    readonly trustProxy?: TrustProxy | undefined;
    /** How long a key looked up (found, unknown or revoked) is remembered, in seconds (default 5): a revocation takes effect within it. */
    readonly keyCacheSeconds?: number | undefined;
}
/** Default `keyCacheSeconds`. */
export declare const DEFAULT_KEY_CACHE_SECONDS = 5;
declare const RateLimitStore_base: Context.ServiceClass<RateLimitStore, "zk-api/adapters/http/RateLimitStore", {
    readonly client: {
        readonly query: (query: {
            readonly name?: string | undefined;
            readonly text: string;
            readonly values?: ReadonlyArray<unknown> | undefined;
        }) => Promise<{
            readonly rows: Array<Record<string, unknown>>;
            readonly rowCount: number;
        }>;
    };
    readonly tableName: string;
}>;
/** Where the budgets are kept when several processes share them: a database, by a node-postgres style client, and its table (rate-limiter-flexible's Postgres layout). */
export declare class RateLimitStore extends RateLimitStore_base {
}
/** The `TrustProxy` of a `TRUST_PROXY` value (`off`, `on`, a hop count, or a comma list of addresses, CIDRs and `loopback`/`linklocal`/`uniquelocal`), or why it is not one. */
export declare function trustProxyOf(text: string): {
    readonly trust: TrustProxy | undefined;
} | {
    readonly problem: string;
};
/** The client's address: the socket's peer, or walking `X-Forwarded-For` from the right past the proxies `trust` believes. */
export declare function clientAddress(request: EdgeRequest, trust: TrustProxy | undefined): string;
/** The key a request presents (`X-API-Key`, else `Authorization: Bearer`), or undefined; other `Authorization` schemes are not keys. */
export declare function presentedKey(headers: EdgeRequest["headers"]): string | undefined;
/** The digest a key is stored by: lower-case hex SHA-256 of its text. */
export declare function apiKeyDigest(text: string): string;
/** What the limiter needs from the rest of the node. */
export interface RateLimiterServices {
    /** The key stored with this digest (`ApiKeyStore.findByDigest`). */
    readonly findKey: (digest: string) => Effect.Effect<Option.Option<ApiKey>>;
    /** The shared store; absent: budgets in this process's memory. */
    readonly store?: RateLimitStore["Service"] | undefined;
    /** Counts one request refused with 429, by tier. */
    readonly onThrottled?: ((tier: string) => void) | undefined;
}
/** The rate limiter of the edge: the refusal of a request costing `cost` (401 or 429), or undefined when it may run; its client and budget go into `facts`. */
export type RateLimiter = (request: EdgeRequest, facts: RequestFacts, cost: number) => Effect.Effect<HttpResponse | undefined>;
/** The rate limiter of `options`; throws when the tiers have no `anonymous` one. */
export declare function makeRateLimiter(options: RateLimitOptions, services: RateLimiterServices): RateLimiter;
export {};
