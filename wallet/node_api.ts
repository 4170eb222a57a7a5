/** The few calls the `send` command makes to a node through the later revision's typed client, every failure a
 * `NodeError` with a message people can act on. */
import { Effect, Option, Schema, Stream } from "effect"
import { Sse } from "effect/encoding"
import type { HttpClientError, HttpClientResponse } from "effect/http"
import {
  type ApiError,
  apiErrorStatus,
  type Client,
  type FetchLike,
  isApiError,
  makeClient
} from "../adapters/http/client/client.ts"
import * as EventSubscription from "../adapters/http/client/event_subscription.ts"
import { ErrorBody } from "../adapters/http/api/error_schemas.ts"
import type { Account } from "../core/domain/account.ts"
import { type AccountIndexValue, formatAccountIndex } from "../core/domain/account_index.ts"
import type { AccountProof } from "../core/domain/account_proof.ts"
import type { Batch } from "../core/domain/batch.ts"
import type { BjjKey } from "../core/domain/bjj.ts"
import type { PostAtomicGroup } from "../core/domain/atomic_group_post.ts"
import type { PoolTransactionDryRun } from "../core/domain/dry_run.ts"
import type { EthAddress } from "../core/domain/eth_address.ts"
import type { FaucetDeposit, FaucetDepositPost } from "../core/domain/faucet_deposit.ts"
import type { FeeQuote } from "../core/domain/fee_quote.ts"
import type { HistoryTransaction } from "../core/domain/history_transaction.ts"
import type {
  PoolL2Transaction,
  PoolL2TransactionItem,
  PostPoolL2Transaction
} from "../core/domain/pool_transaction.ts"
import { TokenIdParam } from "../core/domain/query_params.ts"
import { type BatchNum, ItemId, type Nonce, type TokenId, TokenSymbol } from "../core/domain/scalars.ts"
import type { Token } from "../core/domain/token.ts"
import type { TransactionStatus } from "../core/domain/transaction_status.ts"
import type { TransactionTypeL2 } from "../core/domain/transaction_type.ts"
import type { TxId } from "../core/domain/tx_id.ts"

/** A fetch-style function: the global `fetch` or an in-process web handler. */
export type Fetch = FetchLike

/** The node answered with an error, or could not be reached, or answered something unexpected. */
export class NodeError extends Schema.TaggedError<NodeError>()("NodeError", {
  message: Schema.String,
  /** HTTP status; absent when the node could not be reached. */
  status: Schema.optionalKey(Schema.Number)
}) {}

/** What the client reads of a pool transaction. */
export type PoolState = Pick<PoolL2Transaction, "id" | "state" | "batchNum">

/** Whose transactions: an Ethereum address's, a BabyJubJub key's (any of their accounts) or one account's. */
export type Sender =
  | { readonly ethAddr: EthAddress }
  | { readonly bjj: BjjKey }
  | { readonly accountIndex: AccountIndexValue }

/** A node at `url`, reached through `fetch`. */
export interface NodeApi {
  readonly getAccount: (index: AccountIndexValue) => Effect.Effect<Account, NodeError>
  /** Accounts of an Ethereum address or of a BabyJubJub key (the API takes one of them) in a token, in account index order. */
  readonly findAccounts: (
    owner: { readonly ethAddr: EthAddress } | { readonly bjj: BjjKey },
    tokenId: TokenId
  ) => Effect.Effect<ReadonlyArray<Account>, NodeError>
  /** The token with this symbol or id; none when the node has no such token. */
  readonly findToken: (symbolOrId: string) => Effect.Effect<Option.Option<Token>, NodeError>
  /** The account an index holds after a batch (absent: the last) and its Merkle proof (`GET /accounts/{accountIndex}/proof`), unverified. */
  readonly accountProof: (
    index: AccountIndexValue,
    batchNum: BatchNum | undefined
  ) => Effect.Effect<AccountProof, NodeError>
  /** A forged batch's number and `stateRoot` (`GET /batches/{batchNum}`). */
  readonly batchRoot: (batchNum: BatchNum) => Effect.Effect<Pick<Batch, "batchNum" | "stateRoot">, NodeError>
  /** The nonce the account's next transaction takes: the node's `nextNonce` (forged nonce, past its pending ones). */
  readonly nextNonce: (index: AccountIndexValue) => Effect.Effect<Nonce, NodeError>
  /** The node's fee quote (`GET /fee-quote`) for a token, a transaction type and an amount in base units. */
  readonly feeQuote: (query: {
    readonly tokenId: TokenId
    readonly type: TransactionTypeL2
    readonly amount: bigint
  }) => Effect.Effect<FeeQuote, NodeError>
  /** Posts a pool transaction; returns the id the node answered. */
  readonly postTransaction: (transaction: PostPoolL2Transaction) => Effect.Effect<TxId, NodeError>
  /** Asks the devnet's faucet for an account (`POST /devnet/deposits`); returns the queued L1 deposit. */
  readonly postDeposit: (deposit: FaucetDepositPost) => Effect.Effect<FaucetDeposit, NodeError>
  /** A forged transaction, or an L1 user transaction still queued (`GET /transactions-history/{id}`); none when the node
   * does not know it. */
  readonly historyTransaction: (id: TxId) => Effect.Effect<Option.Option<HistoryTransaction>, NodeError>
  /** Posts an atomic group (`POST /atomic-pool`); returns the members' ids the node answered, in the body's order. */
  readonly postAtomicGroup: (group: PostAtomicGroup) => Effect.Effect<ReadonlyArray<TxId>, NodeError>
  /** Runs every check of the POST without storing anything (`dryRun=true`); returns what the node would do, or fails as the real POST would. */
  readonly dryRunTransaction: (transaction: PostPoolL2Transaction) => Effect.Effect<PoolTransactionDryRun, NodeError>
  /** The sender's pending (`pend`) pool transactions, in the order they entered the pool (every page). */
  readonly pendingTransactions: (sender: Sender) => Effect.Effect<ReadonlyArray<PoolL2TransactionItem>, NodeError>
  /** The state of a pool transaction; none when the node does not know it. */
  readonly poolState: (id: TxId) => Effect.Effect<Option.Option<PoolState>, NodeError>
  /** A transaction's status (`GET /transactions/{id}/status`: its stage, and why it was dropped); none when the node does not know it. */
  readonly transactionStatus: (id: TxId) => Effect.Effect<Option.Option<TransactionStatus>, NodeError>
  /**
   * The states a pool transaction moves to, as the node's live events report them
   * (`GET /events?txId=…&types=pool`), reconnecting by itself; after a `resync` (changes may have
   * been missed) its state read again (none: the node does not know it). `onConnect` runs each
   * time the node has registered the subscription: no later change can be missed. Fails with
   * status 404 or 405 when the node does not serve events (another revision, an older node).
   */
  readonly poolChanges: (id: TxId, onConnect: Effect.Effect<void>) => Stream.Stream<Option.Option<PoolState>, NodeError>
}

/** Reconnections in a row without an event before following a transaction's events gives up (about 8 s of trying). */
const EVENT_ATTEMPTS = 5

/** The most items one page holds. */
const MAX_PAGE = 2049

/** The text of a transport failure, with the reason underneath `fetch failed` when there is one. */
function causeText(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause)
  const inner = cause.cause
  return inner instanceof Error && inner.message !== cause.message
    ? `${cause.message} (${inner.message})`
    : cause.message
}

/** How a call of the typed client can fail (an SSE stream also with the decoder's `SseError`). */
type ClientFailure = ApiError | HttpClientError.HttpClientError | Schema.SchemaError | Sse.SseError

/** The `{message, code, type}` body of an answer the description does not declare, as text. */
function undeclaredBody(response: HttpClientResponse.HttpClientResponse): Effect.Effect<string> {
  return response.json.pipe(
    Effect.flatMap(Schema.decodeUnknownEffect(ErrorBody)),
    Effect.map((body) => `${body.message} (${body.type}, code ${body.code})`),
    Effect.orElseSucceed(() => "an answer the API does not declare")
  )
}

/** A client failure as a `NodeError`; `call` names the request (`POST /transactions-pool`). */
function nodeError(url: string, call: string, error: ClientFailure): Effect.Effect<NodeError> {
  if (isApiError(error)) {
    const status = apiErrorStatus(error)
    return Effect.succeed(
      new NodeError({
        message: `${call} answered ${status}: ${error.message} (${error.type}, code ${error.code})`,
        status
      })
    )
  }
  if (error instanceof Schema.SchemaError || error instanceof Sse.SseError) {
    return Effect.succeed(new NodeError({ message: `unexpected answer to ${call}: ${error.message}` }))
  }
  const reason = error.reason
  if (reason._tag === "TransportError") {
    return Effect.succeed(new NodeError({ message: `cannot reach the node at ${url}: ${causeText(reason.cause)}` }))
  }
  if (!("response" in reason)) {
    return Effect.succeed(
      new NodeError({ message: `${call} could not be sent to ${url}: ${reason.description ?? reason.message}` })
    )
  }
  const status = reason.response.status
  return Effect.map(
    undeclaredBody(reason.response),
    (body) => new NodeError({ message: `${call} answered ${status}: ${body}; is ${url} the node's API?`, status })
  )
}

/** The client of the node at `url` (the later revision's base URL, no trailing slash). */
export const nodeApi = Effect.fnUntraced(function* (url: string, fetch: Fetch) {
  // `fetch` waits out Retry-After itself (`retrying_fetch.ts`, announcing each wait): the client must not retry as well.
  const client: Client<"later"> = yield* makeClient({ baseUrl: url, revision: "later", fetch, retryAfter: false })
  const call = <A>(name: string, effect: Effect.Effect<A, ClientFailure>) =>
    Effect.catch(effect, (error) => Effect.flatMap(nodeError(url, name, error), Effect.fail))
  const orNone = <A>(effect: Effect.Effect<A, NodeError>) =>
    effect.pipe(
      Effect.map(Option.some),
      Effect.catchIf(
        (e) => e.status === 404,
        () => Effect.succeed(Option.none<A>())
      )
    )

  const api: NodeApi = {
    getAccount: (index) =>
      call(
        `GET /accounts/${formatAccountIndex(index)}`,
        client.account.getAccount({ params: { accountIndex: index } })
      ),
    findAccounts: (owner, tokenId) => {
      const query = { order: "ASC", limit: MAX_PAGE, tokenIds: [tokenId] } as const
      const list =
        "ethAddr" in owner
          ? client.account.listAccounts({ query: { ...query, zkEthereumAddress: owner.ethAddr } })
          : client.account.listAccounts({ query: { ...query, BJJ: owner.bjj } })
      return call(
        "GET /accounts",
        Effect.map(list, (page) => page.accounts)
      )
    },
    findToken: (symbolOrId) => {
      const query = { order: "ASC", limit: 1 } as const
      const byId = Schema.decodeUnknownOption(TokenIdParam)(symbolOrId)
      const bySymbol = Schema.decodeUnknownOption(TokenSymbol)(symbolOrId)
      const list = /^\d+$/u.test(symbolOrId)
        ? Option.map(byId, (id) => client.rollupStatus.listTokens({ query: { ...query, ids: [id] } }))
        : Option.map(bySymbol, (symbol) => client.rollupStatus.listTokens({ query: { ...query, symbols: [symbol] } }))
      // Text that cannot be a token id or symbol names no token of the node.
      if (Option.isNone(list)) return Effect.succeed(Option.none())
      return call(
        "GET /tokens",
        Effect.map(list.value, (page) => Option.fromNullishOr(page.tokens[0]))
      )
    },
    accountProof: (index, batchNum) =>
      call(
        `GET /accounts/${formatAccountIndex(index)}/proof${batchNum === undefined ? "" : `?batchNum=${batchNum}`}`,
        client.wallet.getAccountProof({
          params: { accountIndex: index },
          query: batchNum === undefined ? {} : { batchNum }
        })
      ),
    batchRoot: (batchNum) =>
      call(
        `GET /batches/${batchNum}`,
        Effect.map(client.rollupStatus.getBatch({ params: { batchNum } }), (batch) => ({
          batchNum: batch.batchNum,
          stateRoot: batch.stateRoot
        }))
      ),
    nextNonce: (index) =>
      call(
        `GET /accounts/${formatAccountIndex(index)}/nonce`,
        Effect.map(client.wallet.getAccountNonce({ params: { accountIndex: index } }), (answer) => answer.nextNonce)
      ),
    feeQuote: (query) => call("GET /fee-quote", client.wallet.getFeeQuote({ query })),
    postTransaction: (transaction) =>
      Effect.flatMap(
        call("POST /transactions-pool", client.transaction.postPoolTransaction({ query: {}, payload: transaction })),
        (answer) =>
          typeof answer === "string"
            ? Effect.succeed(answer)
            : Effect.fail(
                new NodeError({ message: "POST /transactions-pool answered a dry run's outcome to a real submission" })
              )
      ),
    postAtomicGroup: (group) => call("POST /atomic-pool", client.atomicPool.postAtomicGroup({ payload: group })),
    postDeposit: (deposit) => call("POST /devnet/deposits", client.devnet.postDevnetDeposit({ payload: deposit })),
    historyTransaction: (id) =>
      orNone(call(`GET /transactions-history/${id}`, client.transaction.getTransaction({ params: { id } }))),
    dryRunTransaction: (transaction) => {
      const name = "POST /transactions-pool?dryRun=true"
      return Effect.flatMap(
        call(name, client.transaction.postPoolTransaction({ query: { dryRun: true }, payload: transaction })),
        (answer) =>
          typeof answer === "string"
            ? Effect.fail(
                new NodeError({
                  message: `${name} answered an id: the node stored the transaction instead of trying it`
                })
              )
            : Effect.succeed(answer)
      )
    },
    pendingTransactions: (sender) =>
      Effect.gen(function* () {
        const filter =
          "ethAddr" in sender
            ? { zkEthereumAddress: sender.ethAddr }
            : "bjj" in sender
              ? { BJJ: sender.bjj }
              : { accountIndex: sender.accountIndex }
        const items: Array<PoolL2TransactionItem> = []
        for (;;) {
          const last = items[items.length - 1]
          const from = last === undefined ? {} : { fromItem: ItemId.make(last.itemId + 1) }
          const query = { ...filter, ...from, state: "pend", order: "ASC", limit: MAX_PAGE } as const
          const page = yield* call("GET /transactions-pool", client.wallet.listPoolTransactions({ query }))
          items.push(...page.transactions)
          if (page.pendingItems === 0 || page.transactions.length === 0) return items
        }
      }),
    poolState: (id) =>
      orNone(call(`GET /transactions-pool/${id}`, client.transaction.getPoolTransaction({ params: { id } }))),
    transactionStatus: (id) =>
      orNone(call(`GET /transactions/${id}/status`, client.finality.getTransactionStatus({ params: { id } }))),
    poolChanges: (id, onConnect) =>
      EventSubscription.subscribe(
        client,
        { txId: id, types: ["pool"] },
        {
          onConnect: () => onConnect,
          retry: { attempts: EVENT_ATTEMPTS }
        }
      ).pipe(
        Stream.catch((error) => Stream.fromEffect(Effect.flatMap(nodeError(url, "GET /events", error), Effect.fail))),
        // Only pool events are asked for (a reorg's effect on the transaction comes as one); a resync comes anyway.
        Stream.filter((event) => event.event === "pool" || event.event === "resync"),
        Stream.mapEffect((event) =>
          event.event === "pool" ? Effect.succeed(Option.some<PoolState>(event.data)) : api.poolState(id)
        )
      )
  }
  return api
})
