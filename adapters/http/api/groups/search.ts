/** The Search group: `GET /search`, one search box for any identifier (an extension, later revision only). */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { SEARCH_RESULT_KINDS, SearchResults } from "../../../../core/domain/search_result.ts"
import { Search } from "../../../../core/use_cases/mod.ts"
import { MAX_SEARCH_TERM_LENGTH } from "../../../../core/use_cases/search_term.ts"
import { extensionOperation } from "../openapi_extension.ts"
import { CHAIN_READ } from "../policy_annotations.ts"
import { prose } from "../prose.ts"

/** What the operation's description says. */
const DESCRIPTION = prose`Every resource the term q names, each with its kind, its URL (relative to this revision's
  base path) and the fields a result list shows, in one request. A transaction id finds the forged or queued
  transaction (kind transaction) and the pool transaction (poolTransaction); a bare number the forged batch (batch),
  the account of that index whatever its token (account) and the token of that id (token); zk:<symbol>:<index> the
  account, when its token has that symbol; an Ethereum address, plain or zk:, the accounts of the address
  (accountsByAddress, with their number; its url is the filtered accounts list), the token of that address (token) and
  the coordinator of that bidder (coordinator); a BabyJubJub key the accounts of the key (accountsByBJJ); letters and
  digits the tokens of that symbol, compared exactly as /tokens?symbols= compares them (up to
  ${Search.TOKENS_PER_SYMBOL}). Results come in the order ${SEARCH_RESULT_KINDS.join(", ")} (tokens by id), each
  resource once. A term that names nothing is a 200 with an empty list; q missing, blank or longer than
  ${MAX_SEARCH_TERM_LENGTH} characters is a 400. Every lookup reads an index. An extension of the contract.`

/** The Search group: what a term names and where it lives. */
export const search = HttpApiGroup.make("search")
  .add(
    HttpApiEndpoint.get("search", "/search", {
      query: Search.Query,
      success: SearchResults
    }).annotateMerge(extensionOperation("Search for any identifier", DESCRIPTION))
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Search",
      description: "Extension of the contract: one search box for any identifier; later revision only"
    })
  )
  .annotateMerge(CHAIN_READ)
