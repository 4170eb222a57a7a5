/**
 * Migration 8, coordinators by forger: every forger address each bidder has registered (`coordinator` keeps only a
 * bidder's latest registration), keyed by forger, so a forger address found on old batches still finds its
 * coordinator on an index; filled from the registrations already stored.
 */
/** The statements of the migration, in order. */
export const STATEMENTS = [
    `CREATE TABLE coordinator_forger (
    forger_addr bytea NOT NULL,
    bidder_addr bytea NOT NULL,
    PRIMARY KEY (forger_addr, bidder_addr)
  )`,
    `INSERT INTO coordinator_forger (forger_addr, bidder_addr) SELECT forger_addr, bidder_addr FROM coordinator`
];
