/** The HttpApi description of one revision, the one source of the decoders, the OpenAPI document and the typed client;
 * it imports only `effect`, core and this folder, so a typed client can be derived from it. */
import { type Context, Schema, Struct } from "effect"
import type { HttpRouter } from "effect/http"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import {
  AccountCreationAuthorization,
  AccountCreationAuthorizationPost
} from "../../../core/domain/account_authorization.ts"
import { AccountIndex } from "../../../core/domain/account_index.ts"
import { Account } from "../../../core/domain/account.ts"
import { Bid, Coordinator } from "../../../core/domain/auction.ts"
import { EthereumAddress, ZkEthereumAddress } from "../../../core/domain/eth_address.ts"
import { NetworkConfig } from "../../../core/domain/network_config.ts"
import { BatchNumParam, SlotNumParam, TokenIdParam } from "../../../core/domain/query_params.ts"
import { Token } from "../../../core/domain/token.ts"
import { TransactionId } from "../../../core/domain/tx_id.ts"
import { type Revision, RevisionTable } from "../../../core/revision/revision.ts"
import {
  AccountsListFieldsOf,
  AccountsQueryOf,
  AuthorizationPostSuccessOf,
  BatchViewOf,
  BidsQueryOf,
  CoordinatorsQueryOf,
  EnvelopeFieldsOf,
  ExitsQueryOf,
  ExitViewOf,
  ExtensionFieldsOf,
  FullBatchViewOf,
  HistoryListFieldsOf,
  HistoryQueryOf,
  HistoryTransactionViewOf,
  PoolPostBodyOf,
  PoolPostQueryOf,
  PoolPostSuccessOf,
  PoolTransactionViewOf,
  PostQueryOf,
  SlotsQueryOf,
  SlotViewOf,
  StateViewOf,
  TokensQueryOf
} from "../../../core/revision/revision_schemas.ts"
import { Batches } from "../../../core/use_cases/mod.ts"
import { ApiContract, Error400Replacement, Error404, ErrorBodyOf } from "./error_schemas.ts"
import { jsonWrite } from "./json_write.ts"
import { getItem } from "./get_item.ts"
import { operations } from "./groups/operations.ts"
import { events } from "./groups/events.ts"
import { exports } from "./groups/exports.ts"
import { finality } from "./groups/finality.ts"
import { search } from "./groups/search.ts"
import { webhooks } from "./groups/webhooks.ts"
import { wallet } from "./groups/wallet.ts"
import { atomicPool } from "./groups/atomic_pool.ts"
import { currencies } from "./groups/currencies.ts"
import { devnet } from "./groups/devnet.ts"
import { openApiTransform } from "./openapi_document.ts"
import { devnetExamples } from "./openapi_examples.ts"
import type { JsonObject } from "./json_object.ts"
import { markExtension, markExtensionFields } from "./openapi_extension.ts"
import { markOptionalBody } from "./optional_body.ts"
import { AdmissionAnnotation, CacheAnnotation, CHAIN_READ, CostAnnotation } from "./policy_annotations.ts"
import { perItems } from "../edge/route_policy.ts"
import { MAX_BULK_LOOKUP } from "../../../core/use_cases/bulk_lookup.ts"
import { prose } from "./prose.ts"

/** The declared version of the interface (`docs/api.md`, Versioning); the document's `info.version` is the node's own (`server/api_documents.ts`). */
export const API_VERSION = "0.0.1"

/** The extension fields of a list that has none. */
const NO_FIELDS = {}

/** The part of the API description every revision shares. */
const DESCRIPTION = [
  prose`HTTP/JSON API of a zk-rollup node: it takes L2 transactions into the coordinator's pool and account-creation
    authorizations, and shows accounts, exits, forged and pool transactions, batches, slots, bids, coordinators,
    tokens, network state and network constants.`,
  "",
  `This node implements version ${API_VERSION} of the interface; the version of this document is the node's.`,
  "",
  "Addresses, keys and account indexes linked to the network carry the `zk:` prefix. Big integers are " +
    "decimal strings; timestamps are RFC 3339 UTC.",
  "",
  "## Pagination",
  "",
  "List endpoints take `fromItem` (inclusive itemId to start from; omit on the first call), `order` " +
    "(`ASC` or `DESC` by itemId) and `limit` (1..2049, default 20)."
].join("\n")

/** What the description says about the extensions (`openapi_extension.ts`). */
const EXTENSIONS_DESCRIPTION = [
  "",
  "## Extensions",
  "",
  "Operations and parameters marked `x-extension: true` are this node's additions to the interface " +
    "(e.g. `/health`, `/metrics`, and in the later revision the Wallet group, `dryRun` and `/events`); everything else is " +
    "the interface's contract."
]

/** What the description says about the documents and pages served beside the operations. */
const SERVED_PAGES_DESCRIPTION = [
  "",
  "Beside the operations, each revision serves this document at `/openapi.json` and its rendering at `/docs`; a " +
    "browser opening the node's root `/` is redirected (302) to the later revision's `/docs`. None of the three is an " +
    "operation of the API."
]

/** What the description says about the Batch's extension fields (the revision table's `batchExtensions` row). */
const BATCH_EXTENSIONS_DESCRIPTION = [
  "",
  "Response fields marked `x-extension: true` are additions too: a Batch's `forgedTransactions` (the transactions it " +
    "forged, L1 and L2) and `ethereumTxHash` (the Ethereum transaction that forged it; null for batches stored before the " +
    "node recorded it), wherever a batch is shown. Clients must ignore fields they do not know."
]

/** What the description says about each revision, by the revision table's `listEnvelope` row. */
const REVISION_DESCRIPTION = {
  pendingItems: [
    "",
    "Every list answers `{<items>: [...], pendingItems}`: `pendingItems` is the number of items matching the " +
      "filters after the last one returned, in the requested order; the walk is over when it is 0. An empty " +
      "result is a 200 with an empty list.",
    "",
    "## Revision",
    "",
    prose`This is the later revision of the interface (the main text). The earlier revision, if this node serves it,
      has its own document under its own base path.`
  ],
  pagination: [
    "",
    "Every list answers `{<items>: [...], pagination: {totalItems, firstItem, lastItem}}`: `totalItems` counts " +
      "every item matching the filters (regardless of `fromItem`), `firstItem` and `lastItem` are the smallest " +
      "and largest itemId of that whole result. Walking ASC is over when the last itemId returned equals " +
      "`lastItem`; walking DESC, when it equals `firstItem`. An empty result is a 404.",
    "",
    "## Revision",
    "",
    "This is the earlier revision of the interface: the list envelope above, empty lists as 404, `L1Info` with " +
      "`loadAmount`/`historicLoadAmountUSD`, Exit with `instantWithdrawn`/`delayedWithdrawn` and capitalised " +
      "merkleProof keys, Slot with `winnerBid`, the pagination-era State, `/slots?maxSlothNum`, " +
      "`/slots?wonByEthereumAddress` matching the forger, `/bids?forgerAddr` with no required filter, and no " +
      "`onlyPendingWithdraws` on `/exits`."
  ]
} as const

/** The wire schema of a view (kept exact when the view is one revision's). */
function schemaOf<V extends { readonly schema: Schema.Top }>(view: V): V["schema"] {
  return view.schema
}

/** An operation's summary and description, and the transform marking its extensions. */
function doc(summary: string, description: string, transform?: (operation: JsonObject) => JsonObject) {
  return OpenApi.annotations({ summary, description, transform })
}

/** The description of one revision's API without the wallet group (every revision's groups). */
function makeSharedApi<R extends Revision>(revision: R) {
  const rules = RevisionTable[revision]
  const envelope = EnvelopeFieldsOf[revision]
  const listErrors = rules.emptyListIsNotFound ? [Error404] : []
  /** A list response: the items under `key`, plus the revision's envelope fields and the list's extension fields `extra`. */
  const listOf = <const K extends string, S extends Schema.Top, F extends Schema.Struct.Fields>(
    key: K,
    item: S,
    identifier: string,
    extra: F
  ) =>
    Schema.Struct({ [key]: Schema.Array(item) } as { readonly [P in K]: Schema.$Array<S> })
      .mapFields(Struct.assign({ ...envelope, ...extra }))
      .annotate({ identifier })
  /** `GET path`: a page of `item`s under `key` (the list schema `identifier`, with `extra` fields), with the revision's empty-list error; admitted as a list. */
  const getList = <
    const Name extends string,
    const Path extends HttpRouter.PathInput,
    Q extends Schema.Top,
    const K extends string,
    S extends Schema.Top,
    F extends Schema.Struct.Fields
  >(
    name: Name,
    path: Path,
    query: Q,
    [key, item, identifier, extra]: readonly [K, S, string, F],
    annotations: Context.Context<never>
  ) =>
    HttpApiEndpoint.get(name, path, { query, success: listOf(key, item, identifier, extra), error: listErrors })
      .annotateMerge(annotations)
      .annotate(AdmissionAnnotation, "list")
  const exit = schemaOf(ExitViewOf[revision])
  const slot = schemaOf(SlotViewOf[revision])
  const historyTransaction = schemaOf(HistoryTransactionViewOf[revision])
  const batch = schemaOf(BatchViewOf[revision])
  const fullBatch = schemaOf(FullBatchViewOf[revision])
  const state = schemaOf(StateViewOf[revision])
  const poolTransaction = schemaOf(PoolTransactionViewOf[revision])
  // The schemas that differ are read as either revision's (`either`): a query type that depends on `R` cannot be
  // written in a declaration file (HttpApi's query codec is a conditional type).
  const either: Revision = revision
  const authorizationDryRun = AuthorizationPostSuccessOf[either]
  const dryRunNote = rules.walletExtensions
    ? " With dryRun=true (an extension of the contract) every check runs and nothing is stored: 200 with what the " +
      "submission would do, or the very error the real POST would answer."
    : ""
  const replaceNote = rules.walletExtensions
    ? " With replace=true (an extension of the contract) it takes the place of the sender's pending transaction with the same " +
      "nonce, which becomes invl (invalidationReason code replaced) when its fee is at least 10 % above that one's in the token's " +
      "units; 400 ErrNothingToReplace, ErrReplacementNotPending (being or already forged) or ErrReplacementFeeTooLow otherwise."
    : ""
  const exitNote =
    rules.exitDestinations === "exitOrTokenSymbol"
      ? " An exit goes to zk:EXIT:1 or, as every hermezjs release sends it, to zk:<its token's symbol>:1 (an extension of the " +
        "contract; stored and shown as zk:EXIT:1, another symbol is ErrInvalidTxTypeOrTxID once the sender's token is known)."
      : ""
  // `dryRun` (and `replace` on the pool's POST) are extensions of the contract where the revision serves them.
  const markDryRun = markExtension({ parameters: rules.walletExtensions ? ["dryRun"] : [] })
  // The address filters and the boot coordinator's entry are extensions of the contract where the revision serves them.
  const coordinatorsNote = rules.coordinatorExtensions
    ? " The boot coordinator (auction variables bootCoordinator and bootCoordinatorUrl; it registers no bidder) comes " +
      "first, as /state's nextForgers show it: itemId 0, the zero address as bidderAddr, ethereumBlock 0 (an extension " +
      "of the contract), and is found by that key, as every listed coordinator is. forgerAddr and bidderAddr (extensions) filter, together both; forgerAddr also finds a " +
      "coordinator by the forger address of an earlier registration, so every batch's forgerAddr leads to its coordinator."
    : ""
  const bootCoordinatorNote = rules.coordinatorExtensions
    ? " The zero address finds the boot coordinator, as /coordinators lists it (an extension of the contract)."
    : ""
  const markCoordinatorFilters = markExtension({
    parameters: rules.coordinatorExtensions ? ["forgerAddr", "bidderAddr"] : []
  })
  // The authorization's 200 has no body (the contract's answer) but with dryRun=true, where it is the dry run's.
  const markAuthorizationBody = markOptionalBody(
    "200",
    prose`Stored (or already stored): no body, as the contract answers (no Content-Type, Content-Length 0). With
      dryRun=true: the AuthorizationDryRun below.`
  )
  const markPoolPost = markExtension({ parameters: rules.walletExtensions ? ["dryRun", "replace"] : [] })
  // `ids` and `accountIndexes` (bulk lookups) are extensions of the contract where the revision serves them.
  const lookupNote = (parameter: string) =>
    rules.bulkLookups
      ? ` With ${parameter} (an extension of the contract; at most ${MAX_BULK_LOOKUP}, each once, no other parameter) it is ` +
        "a bulk lookup answered in one read: the items found in the order given, pendingItems 0, and notFound listing those " +
        "that found nothing."
      : ""
  const historyLookupNote = lookupNote("ids")
  const accountsLookupNote = lookupNote("accountIndexes")
  const historyExtensions = [...(rules.bulkLookups ? ["ids"] : []), ...(rules.finality ? ["minFinality"] : [])]
  const markHistoryLookup = historyExtensions.length > 0 ? markExtension({ parameters: historyExtensions }) : undefined
  const markAccountsLookup = rules.bulkLookups ? markExtension({ parameters: ["accountIndexes"] }) : undefined
  const pageNote = rules.emptyListIsNotFound
    ? "An empty result is a 404."
    : "An empty result is a 200 with an empty list."
  const bidsRule = rules.bidsAtLeastOne
    ? `at least one of slotNum and ${rules.bidsAddressParam} is required`
    : `slotNum and ${rules.bidsAddressParam} are optional`

  const account = HttpApiGroup.make("account")
    .add(
      getList(
        "listAccounts",
        "/accounts",
        AccountsQueryOf[either],
        ["accounts", Account, "Accounts", AccountsListFieldsOf[revision]],
        doc(
          "List accounts",
          `Accounts, in increasing account index order. ${pageNote}${accountsLookupNote}`,
          markAccountsLookup
        )
      ).annotate(CostAnnotation, perItems("accountIndexes")),
      getItem(
        "getAccount",
        "/accounts/:accountIndex",
        { accountIndex: AccountIndex },
        Account,
        doc("Get an account", "The account with this index.")
      ),
      getList(
        "listExits",
        "/exits",
        ExitsQueryOf[either],
        ["exits", exit, "Exits", NO_FIELDS],
        doc("List exits", `Exits, in increasing (batchNum, accountIndex) order. ${pageNote}`)
      ),
      jsonWrite(
        HttpApiEndpoint.post("postAuthorization", "/account-creation-authorization", {
          query: PostQueryOf[either],
          payload: AccountCreationAuthorizationPost,
          success:
            authorizationDryRun === undefined
              ? HttpApiSchema.Empty(200)
              : [HttpApiSchema.Empty(200), authorizationDryRun]
        }),
        doc(
          "Authorize account creation",
          prose`Stores an account-creation authorization: the EIP-712 signature (domain name, chainId and rollup
            contract of /config) by which an Ethereum address lets the coordinator create accounts for it with a
            BabyJubJub key. 200 with no body; posting the same address and key again is a 200, another key for the
            same address a 400 ErrDuplicatedKey.${dryRunNote}`,
          authorizationDryRun === undefined ? markDryRun : (operation) => markAuthorizationBody(markDryRun(operation))
        )
      ),
      getItem(
        "getAuthorization",
        "/account-creation-authorization/:zkEthereumAddress",
        { zkEthereumAddress: ZkEthereumAddress },
        AccountCreationAuthorization,
        doc("Get an account-creation authorization", "The account-creation authorization of this address.")
      ),
      getItem(
        "getExit",
        "/exits/:batchNum/:accountIndex",
        { batchNum: BatchNumParam, accountIndex: AccountIndex },
        exit,
        doc("Get an exit", "The exit of this account in this batch's exit tree.")
      )
    )
    .annotateMerge(
      OpenApi.annotations({ title: "Account", description: "Rollup accounts and exits (the data needed to withdraw)" })
    )
    .annotateMerge(CHAIN_READ)

  const transaction = HttpApiGroup.make("transaction")
    .add(
      jsonWrite(
        HttpApiEndpoint.post("postPoolTransaction", "/transactions-pool", {
          query: PoolPostQueryOf[either],
          payload: PoolPostBodyOf[either],
          success: PoolPostSuccessOf[either],
          error: rules.walletExtensions ? [Error400Replacement] : []
        }),
        doc(
          "Submit an L2 transaction",
          prose`Submits an L2 transaction to the coordinator's pool. Checks, in order, each a 400 with its own code:
            the body (no other property), type and id against those computed from the body (ErrInvalidTxTypeOrTxID;
            a nonce or fee too wide for the id is one too), amount and requestAmount representable as Float40
            (ErrInvalidFloat40Amount, naming the field and the value; the id is compared once they are), fee
            overflow (ErrFeeOverflow), sender account (ErrGettingSenderAccount), token
            (ErrAccountTokenNotEqualTxToken), nonce not below the account's (ErrInvalidNonce), the BabyJubJub
            signature against the sender account's key and the chainId (ErrInvalidSignature), a Transfer's receiver
            account with the same token (ErrGettingReceiverAccount), an exit's positive amount (ErrExitAmount0). 200
            with the id once stored as pend; the same transaction again is a 200 with the same id, another one with
            the same id a 400 ErrDuplicatedKey.${exitNote}${replaceNote}${dryRunNote}`,
          markPoolPost
        )
      ),
      getItem(
        "getPoolTransaction",
        "/transactions-pool/:id",
        { id: TransactionId },
        poolTransaction,
        doc(
          "Get a pool transaction",
          "The pool transaction with this id (only pool transactions: pend, fing, fged or invl)."
        )
      ),
      getList(
        "listTransactions",
        "/transactions-history",
        HistoryQueryOf[either],
        ["transactions", historyTransaction, "HistoryTransactions", HistoryListFieldsOf[revision]],
        doc(
          "List forged transactions",
          `Forged transactions, in (batchNum, position) order; pool transactions and unforged L1 user transactions are excluded. ${pageNote}${historyLookupNote}` +
            (rules.finality
              ? " minFinality=finalized (an extension of the contract) lists only the transactions of finalized batches."
              : ""),
          markHistoryLookup
        )
      ).annotate(CostAnnotation, perItems("ids")),
      getItem(
        "getTransaction",
        "/transactions-history/:id",
        { id: TransactionId },
        historyTransaction,
        doc(
          "Get a transaction",
          "The transaction with this id: forged, or an L1 user transaction not forged yet (never a pool transaction)."
        )
      )
    )
    .annotateMerge(
      OpenApi.annotations({
        title: "Transaction",
        description: "Forged (historical) transactions and unforged L1 user transactions"
      })
    )
    .annotateMerge(CHAIN_READ)

  const rollupStatus = HttpApiGroup.make("rollupStatus")
    .add(
      getList(
        "listBatches",
        "/batches",
        Batches.ListQuery,
        ["batches", batch, "Batches", NO_FIELDS],
        doc("List batches", `Forged batches, in increasing batchNum order. ${pageNote}`)
      ),
      getItem(
        "getBatch",
        "/batches/:batchNum",
        { batchNum: BatchNumParam },
        batch,
        doc("Get a batch", "The batch with this number.")
      ),
      getItem(
        "getFullBatch",
        "/full-batches/:batchNum",
        { batchNum: BatchNumParam },
        fullBatch,
        doc(
          "Get a batch with its transactions",
          "The batch with this number and every transaction forged in it (may be heavy)."
        )
      ),
      getList(
        "listSlots",
        "/slots",
        SlotsQueryOf[either],
        ["slots", slot, "Slots", NO_FIELDS],
        doc("List auction slots", `Auction slots, in increasing slotNum order. ${pageNote}`)
      ),
      getItem(
        "getSlot",
        "/slots/:slotNum",
        { slotNum: SlotNumParam },
        slot,
        doc("Get an auction slot", "The slot with this number.")
      ),
      getList(
        "listBids",
        "/bids",
        BidsQueryOf[either],
        ["bids", Bid, "Bids", NO_FIELDS],
        doc("List bids", `Bids, in increasing (slotNum, bidValue) order; ${bidsRule}. ${pageNote}`)
      ),
      HttpApiEndpoint.get("getState", "/state", { success: state }).annotateMerge(
        doc("Get the network state", "The current network state with metrics and statistics, derived from stored data.")
      ),
      HttpApiEndpoint.get("getConfig", "/config", { success: NetworkConfig })
        .annotateMerge(doc("Get the network configuration", "The constant network configuration."))
        .annotate(CacheAnnotation, "static"),
      getList(
        "listTokens",
        "/tokens",
        TokensQueryOf[either],
        ["tokens", Token, "Tokens", NO_FIELDS],
        doc("List tokens", `Tokens, in increasing token id order. ${pageNote}`)
      ),
      getItem("getToken", "/tokens/:id", { id: TokenIdParam }, Token, doc("Get a token", "The token with this id.")),
      getList(
        "listCoordinators",
        "/coordinators",
        CoordinatorsQueryOf[either],
        ["coordinators", Coordinator, "Coordinators", NO_FIELDS],
        doc(
          "List coordinators",
          `Coordinators, in increasing (ethereumBlock, forgerAddr) order. ${pageNote}${coordinatorsNote}`,
          markCoordinatorFilters
        )
      ),
      getItem(
        "getCoordinator",
        "/coordinators/:bidderAddr",
        { bidderAddr: EthereumAddress },
        Coordinator,
        doc("Get a coordinator", `The coordinator registered by this bidder.${bootCoordinatorNote}`)
      )
    )
    .annotateMerge(
      OpenApi.annotations({
        title: "Rollup status",
        description: "Batches, auction slots, bids, coordinators, tokens, network state and network constants"
      })
    )
    .annotateMerge(CHAIN_READ)

  return (
    HttpApi.make(revision)
      .add(account, transaction, rollupStatus, operations)
      .middleware(ApiContract)
      .annotate(HttpApi.QueryParseOptions, { onExcessProperty: "error" })
      .annotate(HttpApi.PayloadParseOptions, { onExcessProperty: "error" })
      // The catalogue's extension entries are documented where the extensions emitting them (the wallet's) are served.
      .annotate(HttpApi.AdditionalSchemas, [ErrorBodyOf[`${rules.walletExtensions}`]])
      .annotateMerge(
        OpenApi.annotations({
          title: "zk-rollup node API",
          license: { name: "MIT", identifier: "MIT" },
          description: [
            DESCRIPTION,
            ...REVISION_DESCRIPTION[rules.listEnvelope],
            ...EXTENSIONS_DESCRIPTION,
            ...(rules.batchExtensions ? BATCH_EXTENSIONS_DESCRIPTION : []),
            ...SERVED_PAGES_DESCRIPTION
          ].join("\n")
        })
      )
  )
}

type SharedApi<R extends Revision> = ReturnType<typeof makeSharedApi<R>>

/** The extension groups each row of the revision table serves, under the API's middleware (the shared API's
 * `middleware` reaches only the groups it already has): the one place that says which groups a revision serves. */
const EXTENSION_GROUPS = {
  walletExtensions: [
    wallet.middleware(ApiContract),
    atomicPool.middleware(ApiContract),
    currencies.middleware(ApiContract)
  ],
  liveEvents: [events.middleware(ApiContract)],
  search: [search.middleware(ApiContract)],
  finality: [finality.middleware(ApiContract)],
  webhooks: [webhooks.middleware(ApiContract)],
  historyExport: [exports.middleware(ApiContract)],
  devnetFaucet: [devnet.middleware(ApiContract)]
} as const

type ExtensionRow = keyof typeof EXTENSION_GROUPS

/** The extension groups revision `R` serves: those of each row that is `true` for it. */
type ExtensionGroupsOf<R extends Revision> = {
  [Row in ExtensionRow]: (typeof RevisionTable)[R][Row] extends true ? (typeof EXTENSION_GROUPS)[Row][number] : never
}[ExtensionRow]

/** The description of a revision: its exact schemas, with the extension groups its rows serve. */
export type Api<R extends Revision> =
  SharedApi<R> extends HttpApi.HttpApi<infer Id, infer Groups>
    ? HttpApi.HttpApi<Id, Groups | ExtensionGroupsOf<R>>
    : never

/** The description of one revision of the API. */
export function makeApi<R extends Revision>(revision: R): Api<R> {
  const rules = RevisionTable[revision]
  const shared = makeSharedApi(revision)
  // TypeScript cannot resolve `Api<R>` for a generic `R`: the groups are there exactly when the rows say so.
  const markFields = markExtensionFields(ExtensionFieldsOf[revision])
  const described = <Id extends string, Groups extends HttpApiGroup.Constraint>(api: HttpApi.HttpApi<Id, Groups>) => {
    const document = openApiTransform(api, devnetExamples()[revision], { extensionErrors: rules.walletExtensions })
    return api.annotate(OpenApi.Transform, (spec) => markFields(document(spec))) as unknown as Api<R>
  }
  const extensions: Array<HttpApiGroup.Constraint> = []
  for (const [row, groups] of Object.entries(EXTENSION_GROUPS))
    if (rules[row as ExtensionRow]) extensions.push(...groups)
  const [first, ...rest] = extensions
  return first === undefined ? described(shared) : described(shared.add(first, ...rest))
}

/** The description of either revision, so one handler implementation serves both. */
export type AnyApi = Api<Revision>

/** The description of `revision` typed as `AnyApi` (what `handlers` and the routes take). */
export function makeAnyApi(revision: Revision): AnyApi {
  return makeApi<Revision>(revision)
}
