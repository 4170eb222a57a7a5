/**
 * The HttpApi description of the read endpoints, built as a function of the revision so each
 * revision is one API (`decisions.md`, Revisions): the rows of core's revision table choose the
 * list envelope and whether an empty list is a 404. Groups follow the interface's tags (Account,
 * Transaction, Rollup status). It imports only `effect` and core schemas (plus the wire error
 * schemas and the OpenAPI post-processor of this folder, which import nothing else), so a typed
 * client can be derived from it.
 *
 * Query schemas are core's (`ListQuery` of each use case: strict digits, `true`/`false`, comma
 * lists, pagination defaults); unknown query parameters are rejected on every endpoint (the
 * `QueryParseOptions` below for endpoints with a query, `ApiContract` for those without).
 * The earlier revision's query differences (maxSlothNum, forgerAddr, no onlyPendingWithdraws)
 * come with its own issue.
 */
import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { AccountCreationAuthorization, AccountCreationAuthorizationPost } from "../../core/domain/account_authorization.ts"
import { AccountIndex } from "../../core/domain/account_index.ts"
import { Account } from "../../core/domain/account.ts"
import { Bid, Coordinator, Slot } from "../../core/domain/auction.ts"
import { Batch, FullBatch } from "../../core/domain/batch.ts"
import { EthereumAddress, ZkEthereumAddress } from "../../core/domain/eth_address.ts"
import { Exit } from "../../core/domain/exit.ts"
import { HistoryTransaction } from "../../core/domain/history_transaction.ts"
import { NetworkConfig } from "../../core/domain/network_config.ts"
import { NetworkState } from "../../core/domain/network_state.ts"
import { PoolL2Transaction, PostPoolL2Transaction } from "../../core/domain/pool_transaction.ts"
import { BatchNumParam, SlotNumParam, TokenIdParam } from "../../core/domain/query_params.ts"
import { Token } from "../../core/domain/token.ts"
import { TransactionId } from "../../core/domain/tx_id.ts"
import { type Revision, RevisionTable } from "../../core/revision/revision.ts"
import { Accounts, Batches, Bids, Coordinators, Exits, History, Slots, Tokens } from "../../core/use_cases/mod.ts"
import { ApiContract } from "./api_contract.ts"
import { Error404, ErrorBody } from "./error_schemas.ts"
import { ListEnvelopeFields } from "../../core/revision/list_envelope.ts"
import { openApiTransform } from "./openapi_document.ts"

/** The declared version of the interface (`interface.md`, Versioning). */
export const API_VERSION = "0.0.1"

const DESCRIPTION = [
  "HTTP/JSON API of a zk-rollup node: read-only views of accounts, exits, forged transactions, batches, " +
  "slots, bids, coordinators, tokens, network state and network constants.",
  "",
  "Addresses, keys and account indexes linked to the network carry the `zk:` prefix. Big integers are " +
  "decimal strings; timestamps are RFC 3339 UTC.",
  "",
  "## Pagination",
  "",
  "List endpoints take `fromItem` (inclusive itemId to start from; omit on the first call), `order` " +
  "(`ASC` or `DESC` by itemId) and `limit` (1..2049, default 20)."
].join("\n")

/** The description of one revision of the API. */
export function makeApi<R extends Revision>(revision: R) {
  const rules = RevisionTable[revision]
  const envelope = ListEnvelopeFields[rules.listEnvelope]
  const listErrors = rules.emptyListIsNotFound ? [Error404] : []
  const pageNote = rules.emptyListIsNotFound
    ? "An empty result is a 404."
    : "An empty result is a 200 with an empty list."

  const account = HttpApiGroup.make("account").add(
    HttpApiEndpoint.get("listAccounts", "/accounts", {
      query: Accounts.ListQuery,
      success: Schema.Struct({ accounts: Schema.Array(Account), ...envelope }).annotate({ identifier: "Accounts" }),
      error: listErrors
    }).annotate(OpenApi.Description, `Accounts, in increasing account index order. ${pageNote}`),
    HttpApiEndpoint.get("getAccount", "/accounts/:accountIndex", {
      params: { accountIndex: AccountIndex },
      success: Account,
      error: Error404
    }).annotate(OpenApi.Description, "The account with this index."),
    HttpApiEndpoint.get("listExits", "/exits", {
      query: Exits.ListQuery,
      success: Schema.Struct({ exits: Schema.Array(Exit), ...envelope }).annotate({ identifier: "Exits" }),
      error: listErrors
    }).annotate(OpenApi.Description, `Exits, in increasing (batchNum, accountIndex) order. ${pageNote}`),
    HttpApiEndpoint.post("postAuthorization", "/account-creation-authorization", {
      payload: AccountCreationAuthorizationPost,
      success: HttpApiSchema.Empty(200)
    }).annotate(
      OpenApi.Description,
      "Stores an account-creation authorization: the EIP-712 signature (domain name, chainId and rollup contract " +
        "of /config) by which an Ethereum address lets the coordinator create accounts for it with a BabyJubJub key. " +
        "200 with no body; posting the same address and key again is a 200, another key for the same address a 400 ErrDuplicatedKey."
    ),
    HttpApiEndpoint.get("getAuthorization", "/account-creation-authorization/:zkEthereumAddress", {
      params: { zkEthereumAddress: ZkEthereumAddress },
      success: AccountCreationAuthorization,
      error: Error404
    }).annotate(OpenApi.Description, "The account-creation authorization of this address."),
    HttpApiEndpoint.get("getExit", "/exits/:batchNum/:accountIndex", {
      params: { batchNum: BatchNumParam, accountIndex: AccountIndex },
      success: Exit,
      error: Error404
    }).annotate(OpenApi.Description, "The exit of this account in this batch's exit tree.")
  ).annotate(OpenApi.Title, "Account").annotate(OpenApi.Description, "Rollup accounts and exits (the data needed to withdraw)")

  const transaction = HttpApiGroup.make("transaction").add(
    HttpApiEndpoint.post("postPoolTransaction", "/transactions-pool", {
      payload: PostPoolL2Transaction,
      success: TransactionId
    }).annotate(
      OpenApi.Description,
      "Submits an L2 transaction to the coordinator's pool. Checks, in order, each a 400 with its own code: the body " +
        "(no other property), type and id against those computed from the body (ErrInvalidTxTypeOrTxID, also for an amount " +
        "Float40 cannot represent), fee overflow (ErrFeeOverflow), sender account (ErrGettingSenderAccount), token " +
        "(ErrAccountTokenNotEqualTxToken), nonce not below the account's (ErrInvalidNonce), the BabyJubJub signature " +
        "against the sender account's key and the chainId (ErrInvalidSignature), a Transfer's receiver account with the " +
        "same token (ErrGettingReceiverAccount), an exit's positive amount (ErrExitAmount0). 200 with the id once stored " +
        "as pend; the same transaction again is a 200 with the same id, another one with the same id a 400 ErrDuplicatedKey."
    ),
    HttpApiEndpoint.get("getPoolTransaction", "/transactions-pool/:id", {
      params: { id: TransactionId },
      success: PoolL2Transaction,
      error: Error404
    }).annotate(OpenApi.Description, "The pool transaction with this id (only pool transactions: pend, fing, fged or invl)."),
    HttpApiEndpoint.get("listTransactions", "/transactions-history", {
      query: History.ListQuery,
      success: Schema.Struct({ transactions: Schema.Array(HistoryTransaction), ...envelope }).annotate({
        identifier: "HistoryTransactions"
      }),
      error: listErrors
    }).annotate(
      OpenApi.Description,
      `Forged transactions, in (batchNum, position) order; pool transactions and unforged L1 user transactions are excluded. ${pageNote}`
    ),
    HttpApiEndpoint.get("getTransaction", "/transactions-history/:id", {
      params: { id: TransactionId },
      success: HistoryTransaction,
      error: Error404
    }).annotate(
      OpenApi.Description,
      "The transaction with this id: forged, or an L1 user transaction not forged yet (never a pool transaction)."
    )
  ).annotate(OpenApi.Title, "Transaction").annotate(
    OpenApi.Description,
    "Forged (historical) transactions and unforged L1 user transactions"
  )

  const rollupStatus = HttpApiGroup.make("rollupStatus").add(
    HttpApiEndpoint.get("listBatches", "/batches", {
      query: Batches.ListQuery,
      success: Schema.Struct({ batches: Schema.Array(Batch), ...envelope }).annotate({ identifier: "Batches" }),
      error: listErrors
    }).annotate(OpenApi.Description, `Forged batches, in increasing batchNum order. ${pageNote}`),
    HttpApiEndpoint.get("getBatch", "/batches/:batchNum", {
      params: { batchNum: BatchNumParam },
      success: Batch,
      error: Error404
    }).annotate(OpenApi.Description, "The batch with this number."),
    HttpApiEndpoint.get("getFullBatch", "/full-batches/:batchNum", {
      params: { batchNum: BatchNumParam },
      success: FullBatch,
      error: Error404
    }).annotate(OpenApi.Description, "The batch with this number and every transaction forged in it (may be heavy)."),
    HttpApiEndpoint.get("listSlots", "/slots", {
      query: Slots.ListQuery,
      success: Schema.Struct({ slots: Schema.Array(Slot), ...envelope }).annotate({ identifier: "Slots" }),
      error: listErrors
    }).annotate(OpenApi.Description, `Auction slots, in increasing slotNum order. ${pageNote}`),
    HttpApiEndpoint.get("getSlot", "/slots/:slotNum", {
      params: { slotNum: SlotNumParam },
      success: Slot,
      error: Error404
    }).annotate(OpenApi.Description, "The slot with this number."),
    HttpApiEndpoint.get("listBids", "/bids", {
      query: Bids.ListQuery,
      success: Schema.Struct({ bids: Schema.Array(Bid), ...envelope }).annotate({ identifier: "Bids" }),
      error: listErrors
    }).annotate(
      OpenApi.Description,
      `Bids, in increasing (slotNum, bidValue) order; at least one of slotNum and bidderAddr is required. ${pageNote}`
    ),
    HttpApiEndpoint.get("getState", "/state", { success: NetworkState }).annotate(
      OpenApi.Description,
      "The current network state with metrics and statistics, derived from stored data."
    ),
    HttpApiEndpoint.get("getConfig", "/config", { success: NetworkConfig }).annotate(
      OpenApi.Description,
      "The constant network configuration."
    ),
    HttpApiEndpoint.get("listTokens", "/tokens", {
      query: Tokens.ListQuery,
      success: Schema.Struct({ tokens: Schema.Array(Token), ...envelope }).annotate({ identifier: "Tokens" }),
      error: listErrors
    }).annotate(OpenApi.Description, `Tokens, in increasing token id order. ${pageNote}`),
    HttpApiEndpoint.get("getToken", "/tokens/:id", {
      params: { id: TokenIdParam },
      success: Token,
      error: Error404
    }).annotate(OpenApi.Description, "The token with this id."),
    HttpApiEndpoint.get("listCoordinators", "/coordinators", {
      query: Coordinators.ListQuery,
      success: Schema.Struct({ coordinators: Schema.Array(Coordinator), ...envelope }).annotate({
        identifier: "Coordinators"
      })
    }).annotate(OpenApi.Description, "Coordinators, in increasing (ethereumBlock, forgerAddr) order."),
    HttpApiEndpoint.get("getCoordinator", "/coordinators/:bidderAddr", {
      params: { bidderAddr: EthereumAddress },
      success: Coordinator,
      error: Error404
    }).annotate(OpenApi.Description, "The coordinator registered by this bidder.")
  ).annotate(OpenApi.Title, "Rollup status").annotate(
    OpenApi.Description,
    "Batches, auction slots, bids, coordinators, tokens, network state and network constants"
  )

  const base = HttpApi.make(revision)
    .add(account, transaction, rollupStatus)
    .middleware(ApiContract)
    .annotate(HttpApi.QueryParseOptions, { onExcessProperty: "error" })
    .annotate(HttpApi.PayloadParseOptions, { onExcessProperty: "error" })
    .annotate(HttpApi.AdditionalSchemas, [ErrorBody])
    .annotateMerge(OpenApi.annotations({ title: "zk-rollup node API", version: API_VERSION, description: DESCRIPTION }))
  return base.annotate(OpenApi.Transform, openApiTransform(base))
}

/** The description of a revision. */
export type Api<R extends Revision> = ReturnType<typeof makeApi<R>>
