/** Use case of `GET /search` (an extension, later revision): every form of a term looked up at once, each on an index;
 * the results come in the order of their kinds. */
import { Effect, Option, Schema } from "effect"
import type { AccountIndexValue } from "../domain/account_index.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import {
  accountResult,
  accountsByAddressResult,
  accountsByBjjResult,
  batchResult,
  coordinatorResult,
  poolTransactionResult,
  SEARCH_RESULT_KINDS,
  type SearchResult,
  type SearchResultKind,
  type SearchResults,
  tokenResult,
  transactionResult
} from "../domain/search_result.ts"
import { DEFAULT_LIMIT, type Page, type PageRequest } from "../pagination/page.ts"
import { AccountStore } from "../ports/account_store.ts"
import { AuctionStore } from "../ports/auction_store.ts"
import { BatchStore } from "../ports/batch_store.ts"
import { HistoryStore } from "../ports/history_store.ts"
import { PoolStore } from "../ports/pool_store.ts"
import { NetworkStore } from "../ports/network_store.ts"
import { TokenStore } from "../ports/token_store.ts"
import * as Coordinators from "./coordinators.ts"
import { symbolMismatch } from "./account_filter.ts"
import { classifyTerm, MAX_SEARCH_TERM_LENGTH, SearchTermParam } from "./search_term.ts"

/** Query parameters of `GET /search`. */
export const Query = Schema.Struct({
  q: SearchTermParam.annotate({
    description:
      `The term: a transaction id, an account index (zk:ETH:256, or a bare number), an Ethereum address (0x… or ` +
      `zk:0x…), a BabyJubJub key (zk:…), a batch number, a token id or symbol; 1 to ${MAX_SEARCH_TERM_LENGTH} ` +
      "characters, white space around it ignored"
  })
})
export type Query = typeof Query.Type

/** The most tokens of one symbol a search returns (symbols are not unique, but rarely shared). */
export const TOKENS_PER_SYMBOL = DEFAULT_LIMIT

/** The most coordinators found by one forger address (several bidders may share one). */
export const COORDINATORS_PER_FORGER = DEFAULT_LIMIT

/** The ports a search reads. */
export type SearchPorts =
  | HistoryStore
  | PoolStore
  | BatchStore
  | AccountStore
  | TokenStore
  | AuctionStore
  | NetworkStore

/** A first page of `limit` items: where a filtered list is asked how many items match, or its first few. */
function firstPage(limit: number): PageRequest {
  return { fromItem: undefined, order: "ASC", limit }
}

/** How many items a list's filter matches: the page's items and the ones after it (exact, from one page of one item). */
function matched<A>(page: Page<A>): number {
  return page.items.length + page.pendingItems
}

/** The result of a lookup that may find one item. */
function one<A, R>(lookup: Effect.Effect<Option.Option<A>, never, R>, result: (a: A) => SearchResult) {
  return Effect.map(lookup, (found) => Option.match(found, { onNone: () => [], onSome: (a) => [result(a)] }))
}

/** No result (a form the term does not have). */
const none: Effect.Effect<ReadonlyArray<SearchResult>> = Effect.succeed([])

/** The rank of each kind in the results. */
const RANK = new Map<SearchResultKind, number>(SEARCH_RESULT_KINDS.map((kind, rank) => [kind, rank]))

/** The order of two results: by kind, then (tokens, the one kind a term can find several of) by id. */
function byKindThenId(a: SearchResult, b: SearchResult): number {
  const byKind = (RANK.get(a.kind) ?? 0) - (RANK.get(b.kind) ?? 0)
  return byKind !== 0 || a.kind !== "token" || b.kind !== "token" ? byKind : a.id - b.id
}

/** `results` in the documented order, each resource once (a token can be found by its id and by its symbol). */
function ordered(results: ReadonlyArray<SearchResult>): Array<SearchResult> {
  const unique = new Map<string, SearchResult>()
  for (const result of results) if (!unique.has(result.url)) unique.set(result.url, result)
  return [...unique.values()].sort(byKindThenId)
}

/** The lookup of a form the term has, or no result when it has not that form. */
function ifForm<A>(form: A | undefined, lookup: (form: A) => Effect.Effect<ReadonlyArray<SearchResult>>) {
  return form === undefined ? none : lookup(form)
}

/** The result of the items a filtered list matches, when it matches any (`count` of them). */
function counted<A>(list: Effect.Effect<Page<A>>, result: (count: number) => SearchResult) {
  return Effect.map(list, (page) => (matched(page) === 0 ? [] : [result(matched(page))]))
}

/** Every resource `query.q` names, in the order of their kinds (`SEARCH_RESULT_KINDS`); none when it names nothing. */
export const search = Effect.fnUntraced(function* (query: Query): Effect.fn.Return<SearchResults, never, SearchPorts> {
  const term = classifyTerm(query.q)
  const history = yield* HistoryStore
  const pool = yield* PoolStore
  const batches = yield* BatchStore
  const accounts = yield* AccountStore
  const tokens = yield* TokenStore
  const auction = yield* AuctionStore
  const network = yield* NetworkStore
  /** The coordinators that forge or forged under an address, the boot coordinator included (`coordinators.ts`). */
  const forging = (forgerAddr: EthAddress) =>
    Coordinators.list({ forgerAddr, order: "ASC", limit: COORDINATORS_PER_FORGER }).pipe(
      Effect.orDie, // no filter rule of the list can refuse one address
      Effect.provideService(AuctionStore, auction),
      Effect.provideService(NetworkStore, network),
      Effect.map((page) => page.items.map(coordinatorResult))
    )
  /** The account an account index names: the one of its index, when it holds the token of the symbol written. */
  const namedAccount = (accountIndex: AccountIndexValue) =>
    Effect.map(
      accounts.get(accountIndex.idx),
      Option.filter((account) => Option.isNone(symbolMismatch("q", accountIndex, account)))
    )
  const lookups = [
    ifForm(term.txId, (id) => one(history.get(id), transactionResult)),
    ifForm(term.txId, (id) => one(pool.get(id), poolTransactionResult)),
    ifForm(term.batchNum, (batchNum) => one(batches.get(batchNum), batchResult)),
    ifForm(term.accountIdx, (idx) => one(accounts.get(idx), accountResult)),
    ifForm(term.accountIndex, (accountIndex) => one(namedAccount(accountIndex), accountResult)),
    ifForm(term.ethAddr, (ethAddr) =>
      counted(accounts.list({ ethAddr }, firstPage(1)), (n) => accountsByAddressResult(ethAddr, n))
    ),
    ifForm(term.bjj, (bjj) => counted(accounts.list({ bjj }, firstPage(1)), (n) => accountsByBjjResult(bjj, n))),
    ifForm(term.tokenId, (id) => one(tokens.get(id), tokenResult)),
    ifForm(term.symbol, (symbol) =>
      Effect.map(tokens.list({ symbols: [symbol] }, firstPage(TOKENS_PER_SYMBOL)), (page) =>
        page.items.map(tokenResult)
      )
    ),
    ifForm(term.ethAddr, (ethAddr) => one(tokens.getByEthereumAddress(ethAddr), tokenResult)),
    ifForm(term.ethAddr, (ethAddr) => one(auction.getCoordinator(ethAddr), coordinatorResult)),
    ifForm(term.ethAddr, forging)
  ]
  const found = yield* Effect.all(lookups, { concurrency: "unbounded" })
  return { results: ordered(found.flat()) }
})
