/** Migration 2, the pool list and next nonce: indexes by sender and by state in seq order, and the pool's ordinals. */
/** The statements of the migration, in order. */
export const STATEMENTS = [
    `CREATE INDEX pool_tx_sender_idx ON pool_tx (from_idx, state, seq) INCLUDE (type, token_id, nonce)`,
    `CREATE INDEX pool_tx_sender_addr ON pool_tx (from_eth_addr, state, seq) INCLUDE (type, token_id)`,
    `CREATE INDEX pool_tx_sender_bjj ON pool_tx (from_bjj, state, seq) INCLUDE (type, token_id)`,
    `CREATE INDEX pool_tx_state ON pool_tx (state, seq) INCLUDE (type, token_id)`,
    `DROP INDEX pool_tx_pending`,
    `ALTER TABLE pool_tx ADD COLUMN ord bigint`,
    `CREATE TABLE pool_ordinal (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    horizon bigint NOT NULL,
    ord bigint NOT NULL
  )`,
    `INSERT INTO pool_ordinal (horizon, ord) VALUES (0, 0)`
];
