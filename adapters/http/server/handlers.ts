/** One revision's handlers as plain tables by group and endpoint: each calls its use case and renders the outcome
 * (renderers compiled and ports captured once); revision differences are read from core. */
import { Context, Effect, Option } from "effect"
import { HttpServerResponse } from "effect/http"
import { AccountCreationAuthorization } from "../../../core/domain/account_authorization.ts"
import { Account } from "../../../core/domain/account.ts"
import { AccountIndex } from "../../../core/domain/account_index.ts"
import { AccountBalance } from "../../../core/domain/account_balance.ts"
import { Bid, Coordinator } from "../../../core/domain/auction.ts"
import { Health as HealthReport } from "../../../core/domain/health.ts"
import { NetworkConfig } from "../../../core/domain/network_config.ts"
import { AccountNonce } from "../../../core/domain/account_nonce.ts"
import { AccountProof } from "../../../core/domain/account_proof.ts"
import { AuthorizationDryRun, PoolTransactionDryRun } from "../../../core/domain/dry_run.ts"
import { FaucetDeposit } from "../../../core/domain/faucet_deposit.ts"
import { FeeQuote } from "../../../core/domain/fee_quote.ts"
import { PoolL2TransactionItem } from "../../../core/domain/pool_transaction.ts"
import { SearchResults } from "../../../core/domain/search_result.ts"
import { TransactionStatus } from "../../../core/domain/transaction_status.ts"
import { Token } from "../../../core/domain/token.ts"
import { TransactionId } from "../../../core/domain/tx_id.ts"
import type { WallClock } from "../../../core/ports/clock.ts"
import { DevnetFaucet } from "../../../core/ports/devnet_faucet.ts"
import type { Ledger } from "../../../core/ports/ledger.ts"
import type { NetworkSettings } from "../../../core/ports/network_settings.ts"
import type { SignatureVerifier } from "../../../core/ports/signature_verifier.ts"
import type { WebhookSender } from "../../../core/ports/webhook_sender.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import type { Page } from "../../../core/pagination/page.ts"
import { ShownPageCounts } from "../../../core/pagination/shown_counts.ts"
import { type Revision, RevisionTable } from "../../../core/revision/revision.ts"
import { selectionsFor } from "../../../core/revision/revision_schemas.ts"
import { identityView } from "../../../core/revision/wire_view.ts"
import {
  AccountBalances,
  AccountNonces,
  AtomicPool,
  AccountProofs,
  Accounts,
  Authorizations,
  Batches,
  Bids,
  Coordinators,
  Currencies,
  type EventHub,
  Events,
  Exits,
  Exports,
  Faucet,
  FeeQuotes,
  Health,
  History,
  Network,
  Pool,
  PoolList,
  PoolReplacement,
  Search,
  Slots,
  Tokens,
  TransactionStatuses
} from "../../../core/use_cases/mod.ts"
import type { AnyApi, Api } from "../api/api.ts"
import { AtomicGroup, AtomicGroupIds } from "../api/groups/atomic_pool.ts"
import { FiatCurrencies } from "../api/groups/currencies.ts"
import { FiatCurrency } from "../../../core/domain/fiat_currency.ts"
import { coreErrorResponse } from "../errors/core_errors.ts"
import { DEFAULT_BUFFER_BYTES, outboxResponse, responseOutbox } from "./event_stream.ts"
import { shareOf } from "../edge/client_identity.ts"
import { CurrentRequestFacts } from "../edge/request_context.ts"
import { REQUEST_COSTS } from "../edge/request_cost.ts"
import { streamCharge } from "../edge/stream_charge.ts"
import { exportResponse, exportWriters } from "./export_body.ts"
import { countedSubmission, MetricsExposition } from "../edge/metrics.ts"
import { errorResponse, messageOfStatus } from "../errors/error_response.ts"
import { PROMETHEUS_CONTENT_TYPE } from "../api/groups/operations.ts"
import { packageVersion } from "../api/package_version.ts"
import type { GroupHandlers, GroupOf, HandlerTables } from "./served_api.ts"
import { webhookHandlers } from "./webhook_handlers.ts"
import { responder } from "./respond.ts"
import {
  emptyOk,
  listPage,
  resource,
  textBulkLookup,
  textListPage,
  viewItemText,
  viewListPage,
  viewResource
} from "../rendering/render.ts"
import { exitItemText, exitResource, historyItemText, historyResource } from "../rendering/templated_items.ts"

type HandlersOf<A, Name extends string> = GroupHandlers<GroupOf<A, Name>>

/** The services the application needs: every storage port but the ledger, the wall clock, the network settings, the signature verifier and the webhooks' sender. */
export type ApplicationServices =
  | Exclude<StoragePorts, Ledger>
  | WallClock
  | NetworkSettings
  | SignatureVerifier
  | WebhookSender

/** Every group's handler table for `revision` over the services in context, the declaration served picking the groups it declares (an event subscriber cut past `eventBufferBytes` waiting); `/metrics` is a 404 without a `MetricsExposition` or when `metricsRoute` is false (served elsewhere), `/devnet/deposits` without a `DevnetFaucet`. */
export const handlerTables = Effect.fnUntraced(function* (
  revision: Revision,
  eventBufferBytes: number = DEFAULT_BUFFER_BYTES,
  webhookMaxPerKey?: number,
  metricsRoute = true
) {
  const selected = selectionsFor(revision)
  const emptyList = selected.emptyList
  /** A list use case with the revision's empty-list rule applied to its page. */
  const listed = <A, E, R>(useCase: Effect.Effect<Page<A>, E, R>) => Effect.flatMap(useCase, emptyList)
  // The use cases run on these services (`responder`): a store reads only the counts the revision's envelope shows.
  const services = Context.add(
    yield* Effect.context<ApplicationServices | EventHub.EventHub>(),
    ShownPageCounts,
    RevisionTable[revision].listEnvelope
  )
  const respond = responder(services)
  const exposition = metricsRoute ? yield* Effect.serviceOption(MetricsExposition) : Option.none()

  const authorization = resource(AccountCreationAuthorization)
  const authorizationDryRun = resource(AuthorizationDryRun)
  const accountsPage = listPage(revision, "accounts", Account)
  const accountsLookup = textBulkLookup(revision, "accounts", viewItemText(identityView(Account)), AccountIndex)
  const account = resource(Account)
  const exitsPage = textListPage(revision, "exits", exitItemText(revision, selected.exit))
  const exit = exitResource(revision, selected.exit)
  const accountHandlers: HandlersOf<AnyApi, "account"> = {
    listAccounts: ({ query }) =>
      "accountIndexes" in query && query.accountIndexes !== undefined
        ? respond(Accounts.getMany(query.accountIndexes, query), accountsLookup)
        : respond(listed(Accounts.list(query)), accountsPage),
    getAccount: ({ params }) => respond(Accounts.get(params.accountIndex), account),
    postAuthorization: ({ payload, query }) =>
      query?.dryRun === true
        ? respond(Authorizations.dryRun(payload), authorizationDryRun)
        : respond(Authorizations.submit(payload), emptyOk),
    getAuthorization: ({ params }) => respond(Authorizations.get(params.zkEthereumAddress), authorization),
    listExits: ({ query }) => respond(listed(Exits.list(query)), exitsPage),
    getExit: ({ params }) => respond(Exits.get(params.batchNum, params.accountIndex), exit)
  }

  const transactionId = resource(TransactionId)
  const exitDestinations = RevisionTable[revision].exitDestinations
  const poolDryRun = resource(PoolTransactionDryRun)
  const poolTransaction = viewResource(selected.poolTransaction)
  const historyText = historyItemText(revision, selected.historyTransaction)
  const transactionsPage = textListPage(revision, "transactions", historyText)
  const transactionsLookup = textBulkLookup(revision, "transactions", historyText, TransactionId)
  const transaction = historyResource(revision, selected.historyTransaction)
  const transactionHandlers: HandlersOf<AnyApi, "transaction"> = {
    postPoolTransaction: ({ payload, query }) => {
      const options = { replace: query?.replace, exitDestinations }
      return query?.dryRun === true
        ? respond(Pool.dryRun(payload, options), poolDryRun)
        : respond(countedSubmission(Pool.submit(payload, options)), transactionId)
    },
    getPoolTransaction: ({ params }) => respond(Pool.get(params.id), poolTransaction),
    listTransactions: ({ query }) =>
      "ids" in query && query.ids !== undefined
        ? respond(History.getMany(query.ids, query), transactionsLookup)
        : respond(listed(History.listTemplated(query)), transactionsPage),
    getTransaction: ({ params }) => respond(History.get(params.id), transaction)
  }

  const batchesPage = viewListPage(revision, "batches", selected.batch)
  const batch = viewResource(selected.batch)
  const fullBatch = viewResource(selected.fullBatch)
  const slotsPage = viewListPage(revision, "slots", selected.slot)
  const slot = viewResource(selected.slot)
  const slotsOptions = selected.slotsOptions
  const bidsPage = listPage(revision, "bids", Bid)
  const bidsRules = selected.bidsRules
  const state = viewResource(selected.state)
  const config = resource(NetworkConfig)
  const tokensPage = listPage(revision, "tokens", Token)
  const token = resource(Token)
  const coordinatorsPage = listPage(revision, "coordinators", Coordinator)
  const coordinator = resource(Coordinator)
  const coordinatorsOptions = selected.coordinatorsOptions
  const rollupStatusHandlers: HandlersOf<AnyApi, "rollupStatus"> = {
    listBatches: ({ query }) => respond(listed(Batches.list(query)), batchesPage),
    getBatch: ({ params }) => respond(Batches.get(params.batchNum), batch),
    getFullBatch: ({ params }) => respond(Batches.getFull(params.batchNum), fullBatch),
    listSlots: ({ query }) => respond(listed(Slots.list(query, slotsOptions)), slotsPage),
    getSlot: ({ params }) => respond(Slots.get(params.slotNum), slot),
    listBids: ({ query }) => respond(listed(Bids.list(query, bidsRules)), bidsPage),
    getState: () => respond(Network.reading(), state),
    getConfig: () => respond(Network.config(), config),
    listTokens: ({ query }) => respond(listed(Tokens.list(query)), tokensPage),
    getToken: ({ params }) => respond(Tokens.get(params.id), token),
    listCoordinators: ({ query }) => respond(listed(Coordinators.list(query, coordinatorsOptions)), coordinatorsPage),
    getCoordinator: ({ params }) => respond(Coordinators.get(params.bidderAddr, coordinatorsOptions), coordinator)
  }

  const health = resource(HealthReport)
  const healthOptions = { version: packageVersion() }
  const notServed = Effect.succeed(errorResponse(404, "ErrRouteNotFound", messageOfStatus(404)))
  const metrics = Option.match(exposition, {
    onNone: () => notServed,
    onSome: (served) =>
      Effect.map(served.render, (text) => HttpServerResponse.text(text, { contentType: PROMETHEUS_CONTENT_TYPE }))
  })
  const operationsHandlers: HandlersOf<AnyApi, "operations"> = {
    getHealth: () => respond(Health.check(healthOptions), health),
    getMetrics: () => metrics
  }

  const poolPage = listPage(revision, "transactions", PoolL2TransactionItem)
  const poolLookup = textBulkLookup(
    revision,
    "transactions",
    viewItemText(identityView(PoolL2TransactionItem)),
    TransactionId
  )
  const accountNonce = resource(AccountNonce)
  const accountProof = resource(AccountProof)
  const balancesPage = listPage(revision, "balances", AccountBalance)
  const feeQuote = resource(FeeQuote)
  const walletHandlers: HandlersOf<Api<"later">, "wallet"> = {
    listPoolTransactions: ({ query }) =>
      query.ids !== undefined
        ? respond(PoolList.getMany(query.ids, query), poolLookup)
        : respond(PoolList.list(query), poolPage),
    replacePoolTransaction: ({ params, payload }) =>
      respond(PoolReplacement.byId(params.id, payload, { exitDestinations }), transactionId),
    replacePoolTransactionByNonce: ({ params, payload }) =>
      respond(PoolReplacement.byNonce(params.accountIndex, params.nonce, payload, { exitDestinations }), transactionId),
    getAccountNonce: ({ params }) => respond(AccountNonces.get(params.accountIndex), accountNonce),
    getAccountProof: ({ params, query }) => respond(AccountProofs.get(params.accountIndex, query), accountProof),
    listBalanceHistory: ({ params, query }) => respond(AccountBalances.list(params.accountIndex, query), balancesPage),
    getFeeQuote: ({ query }) => respond(FeeQuotes.get(query), feeQuote)
  }
  const atomicGroupIds = resource(AtomicGroupIds)
  const atomicGroup = resource(AtomicGroup)
  const atomicPoolHandlers: HandlersOf<Api<"later">, "atomicPool"> = {
    postAtomicGroup: ({ payload }) => respond(AtomicPool.submit(payload, { exitDestinations }), atomicGroupIds),
    getAtomicGroup: ({ params }) => respond(AtomicPool.get(params.atomicGroupId), atomicGroup)
  }
  const fiatCurrencies = resource(FiatCurrencies)
  const fiatCurrency = resource(FiatCurrency)
  const currenciesHandlers: HandlersOf<Api<"later">, "currencies"> = {
    listCurrencies: ({ query }) =>
      respond(
        Effect.map(Currencies.list(query), (rates) => ({ currencies: rates, pendingItems: 0 })),
        fiatCurrencies
      ),
    getCurrency: ({ params, query }) => respond(Currencies.get(params.symbol, query), fiatCurrency)
  }

  const eventHandlers: HandlersOf<Api<"later">, "events"> = {
    subscribeEvents: ({ headers, query }) =>
      Effect.flatMap(Effect.serviceOption(CurrentRequestFacts), (asked) => {
        const facts = Option.getOrUndefined(asked)
        const budget = facts?.budget
        // Ends the stream once its budget is spent (set once it is subscribed; spent before that, it ends then).
        let spent = false
        let end = () => {
          spent = true
        }
        // With rate limits on, the stream charges itself: its replay's bytes, and its cost again every window.
        const charge =
          budget === undefined
            ? undefined
            : streamCharge(budget, { perWindow: REQUEST_COSTS.stream, onSpent: () => end() })
        const { body, outbox } = responseOutbox(eventBufferBytes, charge?.pushed)
        return Events.attach(query, headers["last-event-id"], outbox, facts && shareOf(facts)).pipe(
          Effect.match({
            onFailure: (error) => {
              charge?.stop()
              body.destroy()
              return coreErrorResponse(error)
            },
            onSuccess: (subscription) => {
              // The body closes when the stream ends, its connection goes away, or a HEAD's writer drops it.
              body.once("close", () => {
                subscription.detach()
                charge?.stop()
              })
              end = () => {
                subscription.detach()
                outbox.end(undefined)
              }
              if (spent) end()
              return outboxResponse(body)
            }
          }),
          Effect.provideContext(services)
        )
      })
  }

  const writers = exportWriters(selected.historyTransaction)
  const exportHandlers: HandlersOf<Api<"later">, "exports"> = {
    exportTransactions: ({ query }) =>
      // The walk runs after the answer began, outside the request's fiber: with its context (the logger, the read view).
      Effect.flatMap(Effect.context<never>(), (context) =>
        respond(Exports.open(query), (opened) => exportResponse(opened, writers[opened.format], context))
      )
  }

  const searchResults = resource(SearchResults)
  const searchHandlers: HandlersOf<Api<"later">, "search"> = {
    search: ({ query }) => respond(Search.search(query), searchResults)
  }

  const status = resource(TransactionStatus)
  const finalityHandlers: HandlersOf<Api<"later">, "finality"> = {
    getTransactionStatus: ({ params }) => respond(TransactionStatuses.get(params.id), status)
  }

  const faucet = yield* Effect.serviceOption(DevnetFaucet)
  const deposit = resource(FaucetDeposit)
  const devnetHandlers: HandlersOf<Api<"later">, "devnet"> = {
    postDevnetDeposit: ({ payload }) =>
      Option.match(faucet, {
        onNone: () => notServed,
        onSome: (served) => respond(Effect.provideService(Faucet.deposit(payload), DevnetFaucet, served), deposit)
      })
  }

  // Every group's table: the declaration served (api.ts's `EXTENSION_GROUPS`) takes those of the groups its revision has.
  const tables: HandlerTables = {
    account: accountHandlers,
    transaction: transactionHandlers,
    rollupStatus: rollupStatusHandlers,
    operations: operationsHandlers,
    wallet: walletHandlers,
    atomicPool: atomicPoolHandlers,
    currencies: currenciesHandlers,
    events: eventHandlers,
    webhooks: webhookHandlers(revision, respond, webhookMaxPerKey),
    exports: exportHandlers,
    search: searchHandlers,
    finality: finalityHandlers,
    devnet: devnetHandlers
  }
  return tables
})
