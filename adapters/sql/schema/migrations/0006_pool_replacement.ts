/** Migration 6, replacing pending pool transactions: a stable code beside each drop reason (older ones get `other`),
 * and the index a replacement finds its sender's transactions with the same nonce on. */
/** The statements of the migration, in order. */
export const STATEMENTS: ReadonlyArray<string> = [
  `ALTER TABLE pool_tx ADD COLUMN reason_code text`,
  `UPDATE pool_tx SET reason_code = 'other' WHERE reason IS NOT NULL`,
  `CREATE INDEX pool_tx_sender_nonce ON pool_tx (from_idx, nonce)`
]
