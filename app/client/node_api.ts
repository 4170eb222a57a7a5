/**
 * The few calls the `send` command makes to a node, over a fetch-style function (the global
 * `fetch`, or a web handler in tests): look up accounts and tokens, post a pool transaction,
 * read its state. Responses are decoded with the core schemas; a non-2xx answer becomes a
 * `NodeError` carrying the node's `{message, code, type}`, and an unreachable node says so.
 */
import { Effect, Option, Schema } from "effect"
import { Account } from "../../core/domain/account.ts"
import { type AccountIndexValue, formatAccountIndex } from "../../core/domain/account_index.ts"
import { type BjjKey, encodeBjj } from "../../core/domain/bjj.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"
import { PoolL2TransactionState } from "../../core/domain/pool_transaction.ts"
import { BatchNum, type TokenId } from "../../core/domain/scalars.ts"
import { Token } from "../../core/domain/token.ts"
import { TransactionId, type TxId } from "../../core/domain/tx_id.ts"

/** A fetch-style function: the global `fetch` or an in-process web handler. */
export type Fetch = (request: Request) => Promise<Response>

/** The node answered with an error, or could not be reached, or answered something unexpected. */
export class NodeError extends Schema.TaggedError<NodeError>()("NodeError", {
  message: Schema.String,
  /** HTTP status; absent when the node could not be reached. */
  status: Schema.optionalKey(Schema.Number)
}) {}

/** The error body every non-2xx answer of the node has. */
const ErrorBody = Schema.Struct({ message: Schema.String, code: Schema.Number, type: Schema.String })

const AccountList = Schema.Struct({ accounts: Schema.Array(Account) })
const TokenList = Schema.Struct({ tokens: Schema.Array(Token) })

/** What the client reads of a pool transaction. */
export const PoolState = Schema.Struct({
  id: TransactionId,
  state: PoolL2TransactionState,
  batchNum: Schema.NullOr(BatchNum)
})
export type PoolState = typeof PoolState.Type

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
  /** Posts a pool transaction (the JSON body); returns the id the node answered. */
  readonly postTransaction: (body: unknown) => Effect.Effect<TxId, NodeError>
  /** The state of a pool transaction; none when the node does not know it. */
  readonly poolState: (id: TxId) => Effect.Effect<Option.Option<PoolState>, NodeError>
}

/** The client of the node at `url` (no trailing slash). */
export function nodeApi(url: string, fetch: Fetch): NodeApi {
  const call = (method: "GET" | "POST", path: string, body?: unknown) =>
    Effect.tryPromise({
      try: async () => {
        const init: RequestInit = method === "GET"
          ? { method }
          : { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }
        const response = await fetch(new Request(`${url}${path}`, init))
        const text = await response.text()
        return { status: response.status, text }
      },
      catch: (cause) =>
        new NodeError({ message: `cannot reach the node at ${url}: ${cause instanceof Error ? cause.message : String(cause)}` })
    }).pipe(
      Effect.flatMap(({ status, text }) => {
        const json = parseJson(text)
        if (status >= 200 && status < 300) return Effect.succeed({ status, json })
        const detail = Option.match(Schema.decodeUnknownOption(ErrorBody)(json), {
          onNone: () => (text === "" ? "no body" : text.slice(0, 200)),
          onSome: (e) => `${e.message} (${e.type}, code ${e.code})`
        })
        return Effect.fail(new NodeError({ message: `${method} ${path} answered ${status}: ${detail}`, status }))
      })
    )
  const decode = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, what: string) => (json: unknown) =>
    Schema.decodeUnknownEffect(schema)(json).pipe(
      Effect.mapError((issue) => new NodeError({ message: `unexpected ${what} from the node: ${issue.message}` }))
    )
  const orNone = <A>(effect: Effect.Effect<A, NodeError>) =>
    effect.pipe(
      Effect.map(Option.some),
      Effect.catchIf((e) => e.status === 404, () => Effect.succeed(Option.none<A>()))
    )

  return {
    getAccount: (index) =>
      call("GET", `/accounts/${formatAccountIndex(index)}`).pipe(Effect.flatMap(({ json }) => decode(Account, "account")(json))),
    findAccounts: (owner, tokenId) => {
      const query = new URLSearchParams({ tokenIds: String(tokenId), limit: "2049" })
      if ("ethAddr" in owner) query.set("zkEthereumAddress", `zk:${owner.ethAddr}`)
      else query.set("BJJ", encodeBjj(owner.bjj))
      return call("GET", `/accounts?${query}`).pipe(
        Effect.flatMap(({ json }) => decode(AccountList, "account list")(json)),
        Effect.map((list) => list.accounts)
      )
    },
    findToken: (symbolOrId) => {
      const path = /^\d+$/u.test(symbolOrId)
        ? `/tokens?ids=${symbolOrId}`
        : `/tokens?symbols=${encodeURIComponent(symbolOrId)}`
      return call("GET", path).pipe(
        Effect.flatMap(({ json }) => decode(TokenList, "token list")(json)),
        Effect.map((list) => Option.fromNullishOr(list.tokens[0])),
        // The earlier revision answers an empty list with 404.
        Effect.catchIf((e) => e.status === 404, () => Effect.succeed(Option.none<Token>()))
      )
    },
    postTransaction: (body) =>
      call("POST", "/transactions-pool", body).pipe(Effect.flatMap(({ json }) => decode(TransactionId, "transaction id")(json))),
    poolState: (id) =>
      orNone(call("GET", `/transactions-pool/${id}`).pipe(Effect.flatMap(({ json }) => decode(PoolState, "pool transaction")(json))))
  }
}

/** The JSON value of a body, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
