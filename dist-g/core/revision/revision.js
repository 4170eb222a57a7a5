/** The revisions, later first. */
export const REVISIONS = ["later", "earlier"];
/** The table of differences. */
export const RevisionTable = {
    later: {
        listEnvelope: "pendingItems",
        emptyListIsNotFound: false,
        l1Info: "deposit",
        slotsMaxParam: "maxSlotNum",
        slotsWonBy: "bidder",
        bidsAddressParam: "bidderAddr",
        bidsAtLeastOne: true,
        exitsOnlyPendingWithdraws: true,
        exitShape: "withdraw",
        slotBidKey: "bestBid",
        stateShape: "nodeConfig",
        walletExtensions: true,
        liveEvents: true,
        search: true,
        coordinatorExtensions: true,
        batchExtensions: true
    },
    earlier: {
        listEnvelope: "pagination",
        emptyListIsNotFound: true,
        l1Info: "load",
        slotsMaxParam: "maxSlothNum",
        slotsWonBy: "forger",
        bidsAddressParam: "forgerAddr",
        bidsAtLeastOne: false,
        exitsOnlyPendingWithdraws: false,
        exitShape: "withdrawn",
        slotBidKey: "winnerBid",
        stateShape: "pagination",
        walletExtensions: false,
        liveEvents: false,
        search: false,
        coordinatorExtensions: false,
        batchExtensions: false
    }
};
/** The rows of the table, in declaration order. */
export const REVISION_ROWS = [
    "listEnvelope",
    "emptyListIsNotFound",
    "l1Info",
    "slotsMaxParam",
    "slotsWonBy",
    "bidsAddressParam",
    "bidsAtLeastOne",
    "exitsOnlyPendingWithdraws",
    "exitShape",
    "slotBidKey",
    "stateShape",
    "walletExtensions",
    "liveEvents",
    "search",
    "coordinatorExtensions",
    "batchExtensions"
];
/** The pagination fields of a list response in `revision`. */
export function envelopeFields(revision, page) {
    return RevisionTable[revision].listEnvelope === "pendingItems"
        ? { pendingItems: page.pendingItems }
        : { pagination: { totalItems: page.totalItems, firstItem: page.firstItem, lastItem: page.lastItem } };
}
