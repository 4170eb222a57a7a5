/**
 * Migration 8, coordinators by forger: every forger address each bidder has registered (`coordinator` keeps only a
 * bidder's latest registration), keyed by forger, so a forger address found on old batches still finds its
 * coordinator on an index; filled from the registrations already stored.
 */
/** The statements of the migration, in order. */
export declare const STATEMENTS: ReadonlyArray<string>;
