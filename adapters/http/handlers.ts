/**
 * The handlers of one revision's API: each endpoint calls its use case and renders the outcome
 * with a responder (renderers are compiled and the ports captured once, when the layer is
 * built). What differs between the revisions is read from core, indexed by the revision
 * (`core/revision/revision_schemas.ts`): the views of Exit, Slot, HistoryTransaction, FullBatch
 * and State, the options of `Slots.list` and the rules of `Bids.list`, and the empty-list rule
 * every list applies. The layers require the ports the use cases ask for; the app provides them
 * with a storage layer. The Operations group answers `/health` with the package version
 * (`package_version.ts`) and `/metrics` from the application's `MetricsExposition` when the
 * context has one (404 `ErrRouteNotFound` otherwise: metrics are off). Pool submissions are
 * counted by outcome (`core/use_cases/pool_metrics.ts`).
 */
import { Effect, Layer, Option } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { AccountCreationAuthorization } from "../../core/domain/account_authorization.ts"
import { Account } from "../../core/domain/account.ts"
import { Bid, Coordinator } from "../../core/domain/auction.ts"
import { Batch } from "../../core/domain/batch.ts"
import { Health as HealthReport } from "../../core/domain/health.ts"
import { NetworkConfig } from "../../core/domain/network_config.ts"
import { AccountNonce } from "../../core/domain/account_nonce.ts"
import { AuthorizationDryRun, PoolTransactionDryRun } from "../../core/domain/dry_run.ts"
import { PoolL2Transaction, PoolL2TransactionItem } from "../../core/domain/pool_transaction.ts"
import { Token } from "../../core/domain/token.ts"
import { TransactionId } from "../../core/domain/tx_id.ts"
import type { AccountStore } from "../../core/ports/account_store.ts"
import type { AuctionStore } from "../../core/ports/auction_store.ts"
import type { BatchStore } from "../../core/ports/batch_store.ts"
import type { WallClock } from "../../core/ports/clock.ts"
import type { ExitStore } from "../../core/ports/exit_store.ts"
import type { HistoryStore } from "../../core/ports/history_store.ts"
import type { NetworkSettings } from "../../core/ports/network_settings.ts"
import type { NetworkStore } from "../../core/ports/network_store.ts"
import type { PoolStore } from "../../core/ports/pool_store.ts"
import type { TokenStore } from "../../core/ports/token_store.ts"
import type { Page } from "../../core/pagination/page.ts"
import type { Revision } from "../../core/revision/revision.ts"
import { selectionsFor } from "../../core/revision/revision_schemas.ts"
import { counted } from "../../core/use_cases/pool_metrics.ts"
import {
  AccountNonces,
  Accounts,
  Authorizations,
  Batches,
  Bids,
  Coordinators,
  EventHub,
  Events,
  Exits,
  Health,
  History,
  Network,
  Pool,
  PoolList,
  Slots,
  Tokens
} from "../../core/use_cases/mod.ts"
import { type AnyApi, eventsApiOf, walletApiOf } from "./api.ts"
import { coreErrorResponse } from "./core_errors.ts"
import { DEFAULT_BUFFER_BYTES, eventStreamHead, outboxResponse, responseOutbox } from "./event_stream.ts"
import { ApiContractLive } from "./api_contract.ts"
import { MetricsExposition } from "./edge/metrics_exposition.ts"
import { errorResponse, messageOfStatus } from "./error_response.ts"
import { recordingHandlers } from "./fast_lane/fast_routes.ts"
import { PROMETHEUS_CONTENT_TYPE } from "./groups/operations.ts"
import { packageVersion } from "./package_version.ts"
import { emptyOk, listPage, resource, responder } from "./respond.ts"
import { viewListPage, viewResource } from "./view_render.ts"

/** Settings of the handlers. */
export interface HandlerOptions {
  /** Bytes an event subscriber may have waiting before it is cut (default `DEFAULT_BUFFER_BYTES`). */
  readonly eventBufferBytes?: number | undefined
}

/**
 * The handler layers of every group of `api` (the description of `revision`, `makeAnyApi(revision)`,
 * mounted at `basePath`), the API middleware included. The GET handlers are also recorded for the
 * server's fast lane when it has one (`fast_lane/fast_routes.ts`).
 */
export function handlers(api: AnyApi, revision: Revision, basePath = "/", options: HandlerOptions = {}) {
  const selected = selectionsFor(revision)
  const emptyList = selected.emptyList
  /** A list use case with the revision's empty-list rule applied to its page. */
  const listed = <A, E, R>(useCase: Effect.Effect<Page<A>, E, R>) => Effect.flatMap(useCase, emptyList)

  const account = HttpApiBuilder.group(api, "account", Effect.fnUntraced(function*(builder) {
    const h = yield* recordingHandlers(builder, api, "account", basePath)
    const respond = responder(yield* Effect.context<AccountStore | ExitStore | Authorizations.SubmitServices>())
    const authorization = resource(AccountCreationAuthorization)
    const authorizationDryRun = resource(AuthorizationDryRun)
    const accountsPage = listPage(revision, "accounts", Account)
    const account = resource(Account)
    const exitsPage = viewListPage(revision, "exits", selected.exit)
    const exit = viewResource(selected.exit)
    return h
      .handle("listAccounts", ({ query }) => respond(listed(Accounts.list(query)), accountsPage))
      .handle("getAccount", ({ params }) => respond(Accounts.get(params.accountIndex), account))
      .handle("postAuthorization", ({ payload, query }) =>
        query?.dryRun === true ? respond(Authorizations.dryRun(payload), authorizationDryRun) : respond(Authorizations.submit(payload), emptyOk))
      .handle("getAuthorization", ({ params }) => respond(Authorizations.get(params.zkEthereumAddress), authorization))
      .handle("listExits", ({ query }) => respond(listed(Exits.list(query)), exitsPage))
      .handle("getExit", ({ params }) => respond(Exits.get(params.batchNum, params.accountIndex), exit))
  }))

  const transaction = HttpApiBuilder.group(api, "transaction", Effect.fnUntraced(function*(builder) {
    const h = yield* recordingHandlers(builder, api, "transaction", basePath)
    const respond = responder(yield* Effect.context<HistoryStore | AccountStore | Pool.SubmitServices>())
    const transactionId = resource(TransactionId)
    const poolDryRun = resource(PoolTransactionDryRun)
    const poolTransaction = resource(PoolL2Transaction)
    const transactionsPage = viewListPage(revision, "transactions", selected.historyTransaction)
    const transaction = viewResource(selected.historyTransaction)
    return h
      .handle("postPoolTransaction", ({ payload, query }) =>
        query?.dryRun === true ? respond(Pool.dryRun(payload), poolDryRun) : respond(counted(Pool.submit(payload)), transactionId))
      .handle("getPoolTransaction", ({ params }) => respond(Pool.get(params.id), poolTransaction))
      .handle("listTransactions", ({ query }) => respond(listed(History.list(query)), transactionsPage))
      .handle("getTransaction", ({ params }) => respond(History.get(params.id), transaction))
  }))

  const rollupStatus = HttpApiBuilder.group(api, "rollupStatus", Effect.fnUntraced(function*(builder) {
    const h = yield* recordingHandlers(builder, api, "rollupStatus", basePath)
    const respond = responder(
      yield* Effect.context<
        BatchStore | HistoryStore | AuctionStore | TokenStore | NetworkStore | NetworkSettings | WallClock
      >()
    )
    const batchesPage = listPage(revision, "batches", Batch)
    const batch = resource(Batch)
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
    return h
      .handle("listBatches", ({ query }) => respond(listed(Batches.list(query)), batchesPage))
      .handle("getBatch", ({ params }) => respond(Batches.get(params.batchNum), batch))
      .handle("getFullBatch", ({ params }) => respond(Batches.getFull(params.batchNum), fullBatch))
      .handle("listSlots", ({ query }) => respond(listed(Slots.list(query, slotsOptions)), slotsPage))
      .handle("getSlot", ({ params }) => respond(Slots.get(params.slotNum), slot))
      .handle("listBids", ({ query }) => respond(listed(Bids.list(query, bidsRules)), bidsPage))
      .handle("getState", () => respond(Network.reading(), state))
      .handle("getConfig", () => respond(Network.config(), config))
      .handle("listTokens", ({ query }) => respond(listed(Tokens.list(query)), tokensPage))
      .handle("getToken", ({ params }) => respond(Tokens.get(params.id), token))
      .handle("listCoordinators", ({ query }) => respond(listed(Coordinators.list(query)), coordinatorsPage))
      .handle("getCoordinator", ({ params }) => respond(Coordinators.get(params.bidderAddr), coordinator))
  }))

  const operations = HttpApiBuilder.group(api, "operations", Effect.fnUntraced(function*(builder) {
    const h = yield* recordingHandlers(builder, api, "operations", basePath)
    const respond = responder(yield* Effect.context<NetworkStore | WallClock>())
    const health = resource(HealthReport)
    const options = { version: packageVersion() }
    const exposition = yield* Effect.serviceOption(MetricsExposition)
    const metrics = Option.match(exposition, {
      onNone: () => Effect.succeed(errorResponse(404, "ErrRouteNotFound", messageOfStatus(404))),
      onSome: (served) =>
        Effect.map(served.render, (text) => HttpServerResponse.text(text, { contentType: PROMETHEUS_CONTENT_TYPE }))
    })
    return h
      .handle("getHealth", () => respond(Health.check(options), health))
      .handle("getMetrics", () => metrics)
  }))

  const later = walletApiOf(api, revision)
  const wallet = later === undefined ? Layer.empty : HttpApiBuilder.group(later, "wallet", Effect.fnUntraced(function*(builder) {
    const h = yield* recordingHandlers(builder, later, "wallet", basePath)
    const respond = responder(yield* Effect.context<PoolStore | AccountStore>())
    const poolPage = listPage(revision, "transactions", PoolL2TransactionItem)
    const accountNonce = resource(AccountNonce)
    return h
      .handle("listPoolTransactions", ({ query }) => respond(PoolList.list(query), poolPage))
      .handle("getAccountNonce", ({ params }) => respond(AccountNonces.get(params.accountIndex), accountNonce))
  }))

  const eventsApi = eventsApiOf(api, revision)
  // Not recorded for the fast lane: the stream is written by the platform, with backpressure.
  const events = eventsApi === undefined ? Layer.empty : HttpApiBuilder.group(eventsApi, "events", Effect.fnUntraced(function*(builder) {
    const services = yield* Effect.context<AccountStore | EventHub.EventHub>()
    return builder.handle("subscribeEvents", ({ headers, query, request }) =>
      // A HEAD gets the stream's head without subscribing: a stream that never ends cannot answer it.
      request.method === "HEAD"
        ? Events.filterOf(query).pipe(
          Effect.match({ onFailure: coreErrorResponse, onSuccess: () => eventStreamHead() }),
          Effect.provideContext(services)
        )
        : Effect.suspend(() => {
          const { body, outbox } = responseOutbox(options.eventBufferBytes ?? DEFAULT_BUFFER_BYTES)
          return Events.attach(query, headers["last-event-id"], outbox).pipe(
            Effect.match({
              onFailure: (error) => {
                body.destroy()
                return coreErrorResponse(error)
              },
              onSuccess: (subscription) => {
                // The body closes when the stream ends or its connection goes away.
                body.once("close", subscription.detach)
                return outboxResponse(body)
              }
            }),
            Effect.provideContext(services)
          )
        }))
  }))

  return Layer.mergeAll(account, transaction, rollupStatus, operations, wallet, events).pipe(Layer.provide(ApiContractLive))
}
