/** Migration 8, coordinators by forger: every forger address each bidder has registered (`coordinator` keeps only the
 * latest), indexed by forger so old batches' forgers find their coordinator; filled from the stored registrations. */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `CREATE TABLE coordinator_forger (
    forger_addr bytea NOT NULL,
    bidder_addr bytea NOT NULL,
    PRIMARY KEY (forger_addr, bidder_addr)
  )`,
  `INSERT INTO coordinator_forger (forger_addr, bidder_addr) SELECT forger_addr, bidder_addr FROM coordinator`
]
