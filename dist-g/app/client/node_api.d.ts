/**
 * The few calls the `send` command makes to a node, through the typed client of the later
 * revision (`adapters/http/client.ts`) over a fetch-style function (the global `fetch`, or a web
 * handler in tests): look up accounts and tokens, ask an account's next nonce and a fee quote,
 * post a pool transaction (or dry-run it: every check, nothing stored), read its state, follow its
 * state changes through the node's live events (`GET /events`, `EventSubscription.subscribe`),
 * list a sender's pending transactions.
 * Every failure becomes a `NodeError` with a message people can act on: the node's
 * `{message, code, type}` with the status it came with, an unreachable node, or an answer the
 * API description does not declare for the call (a URL that misses the API's base path).
 */
import { Effect, Option, Schema, Stream } from "effect";
import { type FetchLike } from "../../adapters/http/client/client.ts";
import type { Account } from "../../core/domain/account.ts";
import { type AccountIndexValue } from "../../core/domain/account_index.ts";
import type { BjjKey } from "../../core/domain/bjj.ts";
import type { PoolTransactionDryRun } from "../../core/domain/dry_run.ts";
import type { EthAddress } from "../../core/domain/eth_address.ts";
import type { FeeQuote } from "../../core/domain/fee_quote.ts";
import type { PoolL2Transaction, PoolL2TransactionItem, PostPoolL2Transaction } from "../../core/domain/pool_transaction.ts";
import { type Nonce, type TokenId } from "../../core/domain/scalars.ts";
import type { Token } from "../../core/domain/token.ts";
import type { TransactionTypeL2 } from "../../core/domain/transaction_type.ts";
import type { TxId } from "../../core/domain/tx_id.ts";
/** A fetch-style function: the global `fetch` or an in-process web handler. */
export type Fetch = FetchLike;
declare const NodeError_base: Schema.Class<NodeError, Schema.TaggedStruct<"NodeError", {
    readonly message: Schema.String;
    /** HTTP status; absent when the node could not be reached. */
    readonly status: Schema.optionalKey<Schema.Number>;
}>, import("effect/Cause").YieldableError>;
/** The node answered with an error, or could not be reached, or answered something unexpected. */
export declare class NodeError extends NodeError_base {
}
/** What the client reads of a pool transaction. */
export type PoolState = Pick<PoolL2Transaction, "id" | "state" | "batchNum">;
/** Whose transactions: an Ethereum address's, a BabyJubJub key's (any of their accounts) or one account's. */
export type Sender = {
    readonly ethAddr: EthAddress;
} | {
    readonly bjj: BjjKey;
} | {
    readonly accountIndex: AccountIndexValue;
};
/** A node at `url`, reached through `fetch`. */
export interface NodeApi {
    readonly getAccount: (index: AccountIndexValue) => Effect.Effect<Account, NodeError>;
    /** Accounts of an Ethereum address or of a BabyJubJub key (the API takes one of them) in a token, in account index order. */
    readonly findAccounts: (owner: {
        readonly ethAddr: EthAddress;
    } | {
        readonly bjj: BjjKey;
    }, tokenId: TokenId) => Effect.Effect<ReadonlyArray<Account>, NodeError>;
    /** The token with this symbol or id; none when the node has no such token. */
    readonly findToken: (symbolOrId: string) => Effect.Effect<Option.Option<Token>, NodeError>;
    /** The nonce the account's next transaction takes: the node's `nextNonce` (forged nonce, past its pending ones). */
    readonly nextNonce: (index: AccountIndexValue) => Effect.Effect<Nonce, NodeError>;
    /** The node's fee quote (`GET /fee-quote`) for a token, a transaction type and an amount in base units. */
    readonly feeQuote: (query: {
        readonly tokenId: TokenId;
        readonly type: TransactionTypeL2;
        readonly amount: bigint;
    }) => Effect.Effect<FeeQuote, NodeError>;
    /** Posts a pool transaction; returns the id the node answered. */
    readonly postTransaction: (transaction: PostPoolL2Transaction) => Effect.Effect<TxId, NodeError>;
    /** Runs every check of the POST without storing anything (`dryRun=true`); returns what the node would do, or fails as the real POST would. */
    readonly dryRunTransaction: (transaction: PostPoolL2Transaction) => Effect.Effect<PoolTransactionDryRun, NodeError>;
    /** The sender's pending (`pend`) pool transactions, in the order they entered the pool (every page). */
    readonly pendingTransactions: (sender: Sender) => Effect.Effect<ReadonlyArray<PoolL2TransactionItem>, NodeError>;
    /** The state of a pool transaction; none when the node does not know it. */
    readonly poolState: (id: TxId) => Effect.Effect<Option.Option<PoolState>, NodeError>;
    /**
     * The states a pool transaction moves to, as the node's live events report them
     * (`GET /events?txId=…&types=pool`), reconnecting by itself; after a `resync` (changes may have
     * been missed) its state read again (none: the node does not know it). `onConnect` runs each
     * time the node has registered the subscription: no later change can be missed. Fails with
     * status 404 or 405 when the node does not serve events (another revision, an older node).
     */
    readonly poolChanges: (id: TxId, onConnect: Effect.Effect<void>) => Stream.Stream<Option.Option<PoolState>, NodeError>;
}
/** The client of the node at `url` (the later revision's base URL, no trailing slash). */
export declare const nodeApi: (url: string, fetch: FetchLike) => Effect.Effect<NodeApi, never, never>;
export {};
