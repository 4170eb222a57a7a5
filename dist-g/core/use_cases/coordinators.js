/**
 * Use cases of `/coordinators` and `/coordinators/{bidderAddr}`. The later revision (revision table row
 * `coordinatorExtensions`) finds coordinators by forger or bidder address and lists the boot coordinator, so that
 * every forger address a batch carries leads to a coordinator entry; the earlier revision lists the registered
 * coordinators only, with no filter.
 */
import { Effect, Option, Schema } from "effect";
import { EthereumAddress } from "../domain/eth_address.js";
import { PaginationQuery } from "../domain/query_params.js";
import { NotFound } from "../errors.js";
import { checkFilters, NO_RULES } from "../filters/rules.js";
import { withLeadingItem } from "../pagination/leading_item.js";
import { AuctionStore } from "../ports/auction_store.js";
import { NetworkStore } from "../ports/network_store.js";
import { bootCoordinator } from "./boot_coordinator.js";
import { pageRequest } from "./page_request.js";
/** Query parameters of `GET /coordinators` (later revision): the address filters, each optional, and pagination. */
export const ListQuery = Schema.Struct({
    forgerAddr: Schema.optionalKey(EthereumAddress.annotate({
        description: "Coordinators that forge, or have forged, under this address (their current or an earlier " +
            "registration names it; the boot coordinator when it is its address): what a batch's forgerAddr leads to"
    })),
    bidderAddr: Schema.optionalKey(EthereumAddress.annotate({
        description: "The coordinator registered by this bidder (the boot coordinator has none)"
    })),
    ...PaginationQuery
});
/** Query parameters of `GET /coordinators` in the earlier revision: pagination only. */
export const ListQueryEarlier = Schema.Struct({ ...PaginationQuery });
/** The query of each revision, keyed by the revision table's `coordinatorExtensions` row. */
export const ListQueries = { true: ListQuery, false: ListQueryEarlier };
/** Filter rules of `GET /coordinators`: both filters optional; given together, a coordinator must match both. */
export const Rules = NO_RULES;
/** The later revision's options, the default of `list`. */
export const LATER_LIST_OPTIONS = { listsBootCoordinator: true };
/** The boot coordinator when the contract variables are recorded and it matches the filters (it has no bidder). */
const bootMatching = Effect.fnUntraced(function* (query) {
    if (query.bidderAddr !== undefined)
        return Option.none();
    const { contractVariables } = yield* (yield* NetworkStore).syncStatus;
    return Option.filter(Option.map(contractVariables, bootCoordinator), (boot) => query.forgerAddr === undefined || boot.forgerAddr === query.forgerAddr);
});
/**
 * Coordinators matching the query, each its latest registration, in registration (itemId) order: in the later
 * revision (`options`) the boot coordinator first. Its entry comes from the contract variables, read beside the page.
 */
export const list = Effect.fnUntraced(function* (query, options = LATER_LIST_OPTIONS) {
    yield* checkFilters(Rules, { forgerAddr: query.forgerAddr, bidderAddr: query.bidderAddr });
    const store = yield* AuctionStore;
    const request = pageRequest(query);
    const registered = yield* store.listCoordinators({ forgerAddr: query.forgerAddr, bidderAddr: query.bidderAddr }, request);
    if (!options.listsBootCoordinator)
        return registered;
    const boot = yield* bootMatching(query);
    return Option.isSome(boot) ? withLeadingItem(registered, boot.value, request, (c) => c.itemId) : registered;
});
/** The coordinator registered by this bidder. */
export const get = Effect.fnUntraced(function* (bidderAddr) {
    const store = yield* AuctionStore;
    const coordinator = yield* store.getCoordinator(bidderAddr);
    if (Option.isNone(coordinator)) {
        return yield* new NotFound({ message: `no coordinator with bidder address ${bidderAddr.toLowerCase()}` });
    }
    return coordinator.value;
});
