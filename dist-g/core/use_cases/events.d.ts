/**
 * `GET /events` (an extension): the subscription's query, its rules (the history's owner rules,
 * the same 400s, an accountIndex's symbol checked against its account) and the subscription
 * (`attach`), through the process's hub (`event_hub.ts`; what matches is `event_filter.ts`).
 */
import { Effect, Schema } from "effect";
import type { BadRequest, TooManySubscribers } from "../errors.ts";
import type { FilterRules } from "../filters/rules.ts";
import type { AccountStore } from "../ports/account_store.ts";
import { EventHub, type Outbox, type Subscription } from "./event_hub.ts";
import type { EventFilter } from "./event_filter.ts";
/** Query parameters of `GET /events`. */
export declare const SubscribeQuery: Schema.Struct<{
    readonly types: Schema.optionalKey<Schema.decodeTo<Schema.$Array<Schema.Literals<readonly ["batch", "transaction", "pool", "reorg", "l1"]>>, Schema.String, never, never>>;
    readonly accountIndex: Schema.optionalKey<Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>>;
    readonly zkEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly BJJ: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
    readonly tokenId: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly txId: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>>;
    readonly after: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "EventId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
}>;
export type SubscribeQuery = typeof SubscribeQuery.Type;
/** Filter rules of `GET /events`: the history's. */
export declare const Rules: FilterRules;
/** The checked filter of a query (the rules, and an accountIndex's symbol against its account). */
export declare const filterOf: (query: {
    readonly types?: readonly ("batch" | "l1" | "pool" | "reorg" | "transaction")[];
    readonly accountIndex?: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly zkEthereumAddress?: string & import("effect/Brand").Brand<"EthAddress">;
    readonly BJJ?: string & import("effect/Brand").Brand<"BjjKey">;
    readonly tokenId?: number & import("effect/Brand").Brand<"TokenId">;
    readonly txId?: string & import("effect/Brand").Brand<"TxId">;
    readonly after?: number & import("effect/Brand").Brand<"EventId">;
}) => Effect.Effect<EventFilter, BadRequest, AccountStore>;
/**
 * Subscribes to the events the query selects, their deliveries going to a transport's own
 * `outbox`, replaying those after `lastEventId` (the `Last-Event-ID` header, which wins) or the
 * query's `after`; live from now when neither is given.
 */
export declare const attach: (query: {
    readonly types?: readonly ("batch" | "l1" | "pool" | "reorg" | "transaction")[];
    readonly accountIndex?: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly zkEthereumAddress?: string & import("effect/Brand").Brand<"EthAddress">;
    readonly BJJ?: string & import("effect/Brand").Brand<"BjjKey">;
    readonly tokenId?: number & import("effect/Brand").Brand<"TokenId">;
    readonly txId?: string & import("effect/Brand").Brand<"TxId">;
    readonly after?: number & import("effect/Brand").Brand<"EventId">;
}, lastEventId: (number & import("effect/Brand").Brand<"EventId">) | undefined, outbox: Outbox) => Effect.Effect<Subscription, BadRequest | TooManySubscribers, AccountStore | EventHub>;
