/**
 * What each revision's rows select, written out per revision: for every schema, view and rule
 * that differs, the later and the earlier choice, each looked up with that revision's row value
 * in the revision table (`revision.ts`). `selectionsFor(revision)` gathers one revision's
 * choices. Adapters read a revision's choices here, indexed by the revision, and nothing else;
 * a lookup by revision keeps that revision's exact types (a lookup through a row value inside a
 * generic function would widen to both revisions' schemas).
 */
import { DryRunQueries } from "../domain/dry_run.js";
import { PoolPostQueries } from "../domain/pool_post_query.js";
import { Authorizations, Bids, Coordinators, Exits, Pool, Slots } from "../use_cases/mod.js";
import { emptyListRule } from "./empty_list.js";
import { ListEnvelopeFields } from "./list_envelope.js";
import { BatchExtensionFields, BatchViews, ExitViews, fullBatchView, HistoryTransactionViews, PoolTransactionExtensionFields, PoolTransactionViews, SlotViews, StateViews } from "./resource_views.js";
import { RevisionTable } from "./revision.js";
const later = RevisionTable.later;
const earlier = RevisionTable.earlier;
/** The list envelope fields (`listEnvelope` row). */
export const EnvelopeFieldsOf = {
    later: ListEnvelopeFields[later.listEnvelope],
    earlier: ListEnvelopeFields[earlier.listEnvelope]
};
/** The empty-list rule (`emptyListIsNotFound` row). */
export const EmptyListRuleOf = {
    later: emptyListRule(later.emptyListIsNotFound),
    earlier: emptyListRule(earlier.emptyListIsNotFound)
};
/** How exits are written (`exitShape` row). */
export const ExitViewOf = {
    later: ExitViews[later.exitShape],
    earlier: ExitViews[earlier.exitShape]
};
/** How slots are written (`slotBidKey` row). */
export const SlotViewOf = {
    later: SlotViews[later.slotBidKey],
    earlier: SlotViews[earlier.slotBidKey]
};
/** How history transactions are written (`l1Info` row). */
export const HistoryTransactionViewOf = {
    later: HistoryTransactionViews[later.l1Info],
    earlier: HistoryTransactionViews[earlier.l1Info]
};
/** How batches are written (`batchExtensions` row). */
export const BatchViewOf = {
    later: BatchViews[`${later.batchExtensions}`],
    earlier: BatchViews[`${earlier.batchExtensions}`]
};
/** How full batches are written: with the revision's batch and history transaction views (`batchExtensions` and `l1Info` rows). */
export const FullBatchViewOf = {
    later: fullBatchView(BatchViewOf.later, HistoryTransactionViewOf.later),
    earlier: fullBatchView(BatchViewOf.earlier, HistoryTransactionViewOf.earlier)
};
/** The response fields the revision adds to the interface, by schema identifier (`batchExtensions` and `walletExtensions` rows): marked `x-extension` in its OpenAPI document. */
export const ExtensionFieldsOf = {
    later: { ...BatchExtensionFields[`${later.batchExtensions}`], ...PoolTransactionExtensionFields[`${later.walletExtensions}`] },
    earlier: { ...BatchExtensionFields[`${earlier.batchExtensions}`], ...PoolTransactionExtensionFields[`${earlier.walletExtensions}`] }
};
/** How the network state is written (`stateShape` row). */
export const StateViewOf = {
    later: StateViews[later.stateShape],
    earlier: StateViews[earlier.stateShape]
};
/** The query of `/exits` (`exitsOnlyPendingWithdraws` row). */
export const ExitsQueryOf = {
    later: Exits.ListQueries[`${later.exitsOnlyPendingWithdraws}`],
    earlier: Exits.ListQueries[`${earlier.exitsOnlyPendingWithdraws}`]
};
/** The query of `/slots` (`slotsMaxParam` and `slotsWonBy` rows). */
export const SlotsQueryOf = {
    later: Slots.ListQueries[later.slotsMaxParam][later.slotsWonBy],
    earlier: Slots.ListQueries[earlier.slotsMaxParam][earlier.slotsWonBy]
};
/** The options of `Slots.list` (`slotsMaxParam` and `slotsWonBy` rows). */
export const SlotsListOptionsOf = {
    later: { maxParam: later.slotsMaxParam, wonBy: later.slotsWonBy },
    earlier: { maxParam: earlier.slotsMaxParam, wonBy: earlier.slotsWonBy }
};
/** The query of `/bids` (`bidsAddressParam` row). */
export const BidsQueryOf = {
    later: Bids.ListQueries[later.bidsAddressParam],
    earlier: Bids.ListQueries[earlier.bidsAddressParam]
};
/** The filter rules of `/bids` (`bidsAtLeastOne` and `bidsAddressParam` rows). */
export const BidsRulesOf = {
    later: Bids.filterRules(later.bidsAtLeastOne, later.bidsAddressParam),
    earlier: Bids.filterRules(earlier.bidsAtLeastOne, earlier.bidsAddressParam)
};
/** The query of `/coordinators` (`coordinatorExtensions` row: the address filters, or none). */
export const CoordinatorsQueryOf = {
    later: Coordinators.ListQueries[`${later.coordinatorExtensions}`],
    earlier: Coordinators.ListQueries[`${earlier.coordinatorExtensions}`]
};
/** The options of `Coordinators.list` (`coordinatorExtensions` row: the boot coordinator listed, or not). */
export const CoordinatorsListOptionsOf = {
    later: { listsBootCoordinator: later.coordinatorExtensions },
    earlier: { listsBootCoordinator: earlier.coordinatorExtensions }
};
/** The query of `POST /account-creation-authorization` (`walletExtensions` row: `dryRun`, or none). */
export const PostQueryOf = {
    later: DryRunQueries[`${later.walletExtensions}`],
    earlier: DryRunQueries[`${earlier.walletExtensions}`]
};
/** The query of `POST /transactions-pool` (`walletExtensions` row: `dryRun` and `replace`, or none). */
export const PoolPostQueryOf = {
    later: PoolPostQueries[`${later.walletExtensions}`],
    earlier: PoolPostQueries[`${earlier.walletExtensions}`]
};
/** How pool transactions are written (`walletExtensions` row). */
export const PoolTransactionViewOf = {
    later: PoolTransactionViews[`${later.walletExtensions}`],
    earlier: PoolTransactionViews[`${earlier.walletExtensions}`]
};
/** What `POST /transactions-pool` answers (`walletExtensions` row). */
export const PoolPostSuccessOf = {
    later: Pool.PostSuccesses[`${later.walletExtensions}`],
    earlier: Pool.PostSuccesses[`${earlier.walletExtensions}`]
};
/** The body `POST /account-creation-authorization` answers besides none (`walletExtensions` row: a dry run's outcome). */
export const AuthorizationPostSuccessOf = {
    later: Authorizations.PostSuccesses[`${later.walletExtensions}`],
    earlier: Authorizations.PostSuccesses[`${earlier.walletExtensions}`]
};
/** Every choice of `revision`, with that revision's exact types when `revision` is known. */
export function selectionsFor(revision) {
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
    };
}
