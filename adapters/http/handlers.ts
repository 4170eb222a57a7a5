/**
 * The handlers of one revision's API: each endpoint calls its use case and renders the outcome
 * with a responder (renderers are compiled and the ports captured once, when the layer is
 * built). The layers require the ports the use cases ask for; the app provides them with a
 * storage layer.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AccountCreationAuthorization } from "../../core/domain/account_authorization.ts"
import { Account } from "../../core/domain/account.ts"
import { Bid, Coordinator, Slot } from "../../core/domain/auction.ts"
import { Batch, FullBatch } from "../../core/domain/batch.ts"
import { Exit } from "../../core/domain/exit.ts"
import { HistoryTransaction } from "../../core/domain/history_transaction.ts"
import { NetworkConfig } from "../../core/domain/network_config.ts"
import { NetworkState } from "../../core/domain/network_state.ts"
import { PoolL2Transaction } from "../../core/domain/pool_transaction.ts"
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
import type { TokenStore } from "../../core/ports/token_store.ts"
import type { Revision } from "../../core/revision/revision.ts"
import {
  Accounts,
  Authorizations,
  Batches,
  Bids,
  Coordinators,
  Exits,
  History,
  Network,
  Pool,
  Slots,
  Tokens
} from "../../core/use_cases/mod.ts"
import type { Api } from "./api.ts"
import { ApiContractLive } from "./api_contract.ts"
import { emptyOk, listPage, resource, responder } from "./respond.ts"

/** The handler layers of every group of `api`, the API middleware included. */
export function handlers<R extends Revision>(api: Api<R>, revision: R) {
  const account = HttpApiBuilder.group(api, "account", Effect.fnUntraced(function*(h) {
    const respond = responder(yield* Effect.context<AccountStore | ExitStore | Authorizations.SubmitServices>())
    const authorization = resource(AccountCreationAuthorization)
    const accountsPage = listPage(revision, "accounts", Account)
    const account = resource(Account)
    const exitsPage = listPage(revision, "exits", Exit)
    const exit = resource(Exit)
    return h
      .handle("listAccounts", ({ query }) => respond(Accounts.list(query), accountsPage))
      .handle("getAccount", ({ params }) => respond(Accounts.get(params.accountIndex), account))
      .handle("postAuthorization", ({ payload }) => respond(Authorizations.submit(payload), emptyOk))
      .handle("getAuthorization", ({ params }) => respond(Authorizations.get(params.zkEthereumAddress), authorization))
      .handle("listExits", ({ query }) => respond(Exits.list(query), exitsPage))
      .handle("getExit", ({ params }) => respond(Exits.get(params.batchNum, params.accountIndex), exit))
  }))

  const transaction = HttpApiBuilder.group(api, "transaction", Effect.fnUntraced(function*(h) {
    const respond = responder(yield* Effect.context<HistoryStore | AccountStore | Pool.SubmitServices>())
    const transactionId = resource(TransactionId)
    const poolTransaction = resource(PoolL2Transaction)
    const transactionsPage = listPage(revision, "transactions", HistoryTransaction)
    const transaction = resource(HistoryTransaction)
    return h
      .handle("postPoolTransaction", ({ payload }) => respond(Pool.submit(payload), transactionId))
      .handle("getPoolTransaction", ({ params }) => respond(Pool.get(params.id), poolTransaction))
      .handle("listTransactions", ({ query }) => respond(History.list(query), transactionsPage))
      .handle("getTransaction", ({ params }) => respond(History.get(params.id), transaction))
  }))

  const rollupStatus = HttpApiBuilder.group(api, "rollupStatus", Effect.fnUntraced(function*(h) {
    const respond = responder(
      yield* Effect.context<
        BatchStore | HistoryStore | AuctionStore | TokenStore | NetworkStore | NetworkSettings | WallClock
      >()
    )
    const batchesPage = listPage(revision, "batches", Batch)
    const batch = resource(Batch)
    const fullBatch = resource(FullBatch)
    const slotsPage = listPage(revision, "slots", Slot)
    const slot = resource(Slot)
    const bidsPage = listPage(revision, "bids", Bid)
    const state = resource(NetworkState)
    const config = resource(NetworkConfig)
    const tokensPage = listPage(revision, "tokens", Token)
    const token = resource(Token)
    const coordinatorsPage = listPage(revision, "coordinators", Coordinator)
    const coordinator = resource(Coordinator)
    return h
      .handle("listBatches", ({ query }) => respond(Batches.list(query), batchesPage))
      .handle("getBatch", ({ params }) => respond(Batches.get(params.batchNum), batch))
      .handle("getFullBatch", ({ params }) => respond(Batches.getFull(params.batchNum), fullBatch))
      .handle("listSlots", ({ query }) => respond(Slots.list(query), slotsPage))
      .handle("getSlot", ({ params }) => respond(Slots.get(params.slotNum), slot))
      .handle("listBids", ({ query }) => respond(Bids.list(query), bidsPage))
      .handle("getState", () => respond(Network.state(), state))
      .handle("getConfig", () => respond(Network.config(), config))
      .handle("listTokens", ({ query }) => respond(Tokens.list(query), tokensPage))
      .handle("getToken", ({ params }) => respond(Tokens.get(params.id), token))
      .handle("listCoordinators", ({ query }) => respond(Coordinators.list(query), coordinatorsPage))
      .handle("getCoordinator", ({ params }) => respond(Coordinators.get(params.bidderAddr), coordinator))
  }))

  return Layer.mergeAll(account, transaction, rollupStatus).pipe(Layer.provide(ApiContractLive))
}
