/** Migration 21, the pool list's receiver-side and either-side filters (`toAccountIndex`, `accountIndex` …): indexes by
 * receiver in seq order as migration 2's by sender, each holding the sender's column, so an either-side filter walks
 * the sender's index and the receiver's but the sender's (`adapters/sql/stores/pool_store.ts`) on the indexes alone. */

/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `CREATE INDEX pool_tx_receiver_idx ON pool_tx (to_idx, state, seq) INCLUDE (type, token_id, from_idx)
    WHERE to_idx IS NOT NULL`,
  `CREATE INDEX pool_tx_receiver_addr ON pool_tx (to_eth_addr, state, seq) INCLUDE (type, token_id, from_eth_addr)
    WHERE to_eth_addr IS NOT NULL`,
  `CREATE INDEX pool_tx_receiver_bjj ON pool_tx (to_bjj, state, seq) INCLUDE (type, token_id, from_bjj)
    WHERE to_bjj IS NOT NULL`
]
