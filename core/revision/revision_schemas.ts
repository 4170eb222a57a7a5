/** What each revision's rows select, written out per revision; `selectionsFor` gathers one revision's choices. */
import { DryRunQueries } from "../domain/dry_run.ts"
import { PoolPostQueries } from "../domain/pool_post_query.ts"
import { Accounts, Authorizations, Bids, Coordinators, Exits, History, Pool, Slots, Tokens } from "../use_cases/mod.ts"
import { BulkExtensionFields } from "../use_cases/bulk_lookup.ts"
import { emptyListRule } from "./empty_list.ts"
import { ListEnvelopeFields } from "./list_envelope.ts"
import {
  BatchExtensionFields,
  BatchViews,
  ExitViews,
  FinalityExtensionFields,
  fullBatchView,
  HistoryTransactionViews,
  PoolPostBodies,
  PoolTransactionExtensionFields,
  PoolTransactionViews,
  SlotViews,
  StateExtensionFields,
  StateViews
} from "./resource_views.ts"
import { type Revision, RevisionTable } from "./revision.ts"

const later = RevisionTable.later
const earlier = RevisionTable.earlier

/** The list envelope fields (`listEnvelope` row). */
export const EnvelopeFieldsOf = {
  later: ListEnvelopeFields[later.listEnvelope],
  earlier: ListEnvelopeFields[earlier.listEnvelope]
} as const

/** The empty-list rule (`emptyListIsNotFound` row). */
export const EmptyListRuleOf = {
  later: emptyListRule(later.emptyListIsNotFound),
  earlier: emptyListRule(earlier.emptyListIsNotFound)
} as const

/** How exits are written (`exitShape` row). */
export const ExitViewOf = {
  later: ExitViews[later.exitShape],
  earlier: ExitViews[earlier.exitShape]
} as const

/** How slots are written (`slotBidKey` row). */
export const SlotViewOf = {
  later: SlotViews[later.slotBidKey],
  earlier: SlotViews[earlier.slotBidKey]
} as const

/** How history transactions are written (`l1Info` row). */
export const HistoryTransactionViewOf = {
  later: HistoryTransactionViews[later.l1Info],
  earlier: HistoryTransactionViews[earlier.l1Info]
} as const

/** How batches are written (`batchExtensions` row). */
export const BatchViewOf = {
  later: BatchViews[`${later.batchExtensions}` as const],
  earlier: BatchViews[`${earlier.batchExtensions}` as const]
} as const

/** How full batches are written: with the revision's batch and history transaction views (`batchExtensions` and `l1Info` rows). */
export const FullBatchViewOf = {
  later: fullBatchView(BatchViewOf.later, HistoryTransactionViewOf.later),
  earlier: fullBatchView(BatchViewOf.earlier, HistoryTransactionViewOf.earlier)
} as const

/**
 * The response fields the revision adds to the interface, by schema identifier (`batchExtensions`, `walletExtensions`,
 * `bulkLookups`, `finality` and `stateShape` rows): marked `x-extension` in its OpenAPI document.
 */
export const ExtensionFieldsOf = {
  later: {
    ...BatchExtensionFields[`${later.batchExtensions}` as const],
    ...PoolTransactionExtensionFields[`${later.walletExtensions}` as const],
    ...BulkExtensionFields[`${later.bulkLookups}` as const],
    ...FinalityExtensionFields[`${later.finality}` as const],
    ...StateExtensionFields[later.stateShape]
  },
  earlier: {
    ...BatchExtensionFields[`${earlier.batchExtensions}` as const],
    ...PoolTransactionExtensionFields[`${earlier.walletExtensions}` as const],
    ...BulkExtensionFields[`${earlier.bulkLookups}` as const],
    ...FinalityExtensionFields[`${earlier.finality}` as const],
    ...StateExtensionFields[earlier.stateShape]
  }
} as const

/** How the network state is written (`stateShape` row). */
export const StateViewOf = {
  later: StateViews[later.stateShape],
  earlier: StateViews[earlier.stateShape]
} as const

/** The query of `/transactions-history` (`bulkLookups` row: with `ids` and undefaulted pagination, or the interface's). */
export const HistoryQueryOf = {
  later: History.ListQueries[`${later.bulkLookups}` as const],
  earlier: History.ListQueries[`${earlier.bulkLookups}` as const]
} as const

/** The extension fields of `/transactions-history`'s answer (`bulkLookups` row: `notFound`, or none). */
export const HistoryListFieldsOf = {
  later: History.BulkFields[`${later.bulkLookups}` as const],
  earlier: History.BulkFields[`${earlier.bulkLookups}` as const]
} as const

/**
 * The query of `/accounts` (`bulkLookups` row: with `accountIndexes` and undefaulted pagination, or the interface's;
 * `listSeparators` row: how `tokenIds` is separated).
 */
export const AccountsQueryOf = {
  later: Accounts.ListQueries[`${later.bulkLookups}` as const][later.listSeparators],
  earlier: Accounts.ListQueries[`${earlier.bulkLookups}` as const][earlier.listSeparators]
} as const

/** The query of `/tokens` (`listSeparators` row: how `ids` and `symbols` are separated). */
export const TokensQueryOf = {
  later: Tokens.ListQueries[later.listSeparators],
  earlier: Tokens.ListQueries[earlier.listSeparators]
} as const

/** The extension fields of `/accounts`' answer (`bulkLookups` row: `notFound`, or none). */
export const AccountsListFieldsOf = {
  later: Accounts.BulkFields[`${later.bulkLookups}` as const],
  earlier: Accounts.BulkFields[`${earlier.bulkLookups}` as const]
} as const

/** The query of `/exits` (`exitsOnlyPendingWithdraws` row). */
export const ExitsQueryOf = {
  later: Exits.ListQueries[`${later.exitsOnlyPendingWithdraws}` as const],
  earlier: Exits.ListQueries[`${earlier.exitsOnlyPendingWithdraws}` as const]
} as const

/** The query of `/slots` (`slotsMaxParam` and `slotsWonBy` rows). */
export const SlotsQueryOf = {
  later: Slots.ListQueries[later.slotsMaxParam][later.slotsWonBy],
  earlier: Slots.ListQueries[earlier.slotsMaxParam][earlier.slotsWonBy]
} as const

/** The options of `Slots.list` (`slotsMaxParam` and `slotsWonBy` rows). */
export const SlotsListOptionsOf: { readonly [R in Revision]: Slots.ListOptions } = {
  later: { maxParam: later.slotsMaxParam, wonBy: later.slotsWonBy },
  earlier: { maxParam: earlier.slotsMaxParam, wonBy: earlier.slotsWonBy }
}

/** The query of `/bids` (`bidsAddressParam` row). */
export const BidsQueryOf = {
  later: Bids.ListQueries[later.bidsAddressParam],
  earlier: Bids.ListQueries[earlier.bidsAddressParam]
} as const

/** The filter rules of `/bids` (`bidsAtLeastOne` and `bidsAddressParam` rows). */
export const BidsRulesOf = {
  later: Bids.filterRules(later.bidsAtLeastOne, later.bidsAddressParam),
  earlier: Bids.filterRules(earlier.bidsAtLeastOne, earlier.bidsAddressParam)
} as const

/** The query of `/coordinators` (`coordinatorExtensions` row: the address filters, or none). */
export const CoordinatorsQueryOf = {
  later: Coordinators.ListQueries[`${later.coordinatorExtensions}` as const],
  earlier: Coordinators.ListQueries[`${earlier.coordinatorExtensions}` as const]
} as const

/** The options of `Coordinators.list` (`coordinatorExtensions` row: the boot coordinator listed, or not). */
export const CoordinatorsListOptionsOf: { readonly [R in Revision]: Coordinators.ListOptions } = {
  later: { listsBootCoordinator: later.coordinatorExtensions },
  earlier: { listsBootCoordinator: earlier.coordinatorExtensions }
}

/** The query of `POST /account-creation-authorization` (`walletExtensions` row: `dryRun`, or none). */
export const PostQueryOf = {
  later: DryRunQueries[`${later.walletExtensions}` as const],
  earlier: DryRunQueries[`${earlier.walletExtensions}` as const]
} as const

/** The query of `POST /transactions-pool` (`walletExtensions` row: `dryRun` and `replace`, or none). */
export const PoolPostQueryOf = {
  later: PoolPostQueries[`${later.walletExtensions}` as const],
  earlier: PoolPostQueries[`${earlier.walletExtensions}` as const]
} as const

/** The body of `POST /transactions-pool` (`walletExtensions` row: with `maxNumBatch`, or the interface's). */
export const PoolPostBodyOf = {
  later: PoolPostBodies[`${later.walletExtensions}` as const],
  earlier: PoolPostBodies[`${earlier.walletExtensions}` as const]
} as const

/** How pool transactions are written (`walletExtensions` row). */
export const PoolTransactionViewOf = {
  later: PoolTransactionViews[`${later.walletExtensions}` as const],
  earlier: PoolTransactionViews[`${earlier.walletExtensions}` as const]
} as const

/** What `POST /transactions-pool` answers (`walletExtensions` row). */
export const PoolPostSuccessOf = {
  later: Pool.PostSuccesses[`${later.walletExtensions}` as const],
  earlier: Pool.PostSuccesses[`${earlier.walletExtensions}` as const]
} as const

/** The body `POST /account-creation-authorization` answers besides none (`walletExtensions` row: a dry run's outcome). */
export const AuthorizationPostSuccessOf = {
  later: Authorizations.PostSuccesses[`${later.walletExtensions}` as const],
  earlier: Authorizations.PostSuccesses[`${earlier.walletExtensions}` as const]
} as const

/**
 * Every choice of `revision`, with that revision's exact types when `revision` is known (looked up by revision: a
 * lookup through a row value inside a generic function would widen to both revisions' schemas).
 */
export function selectionsFor<R extends Revision>(revision: R) {
  return {
    envelope: EnvelopeFieldsOf[revision],
    emptyList: EmptyListRuleOf[revision],
    exit: ExitViewOf[revision],
    slot: SlotViewOf[revision],
    historyTransaction: HistoryTransactionViewOf[revision],
    batch: BatchViewOf[revision],
    fullBatch: FullBatchViewOf[revision],
    state: StateViewOf[revision],
    poolTransaction: PoolTransactionViewOf[revision],
    exitsQuery: ExitsQueryOf[revision],
    slotsQuery: SlotsQueryOf[revision],
    slotsOptions: SlotsListOptionsOf[revision],
    bidsQuery: BidsQueryOf[revision],
    bidsRules: BidsRulesOf[revision],
    coordinatorsQuery: CoordinatorsQueryOf[revision],
    coordinatorsOptions: CoordinatorsListOptionsOf[revision]
  }
}
