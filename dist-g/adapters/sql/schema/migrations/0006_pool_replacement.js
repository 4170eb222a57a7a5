/**
 * Migration 6, replacing pending pool transactions and saying why one was dropped: the stable code beside each pool
 * transaction's reason (`core/domain/invalidation_reason.ts`; reasons recorded before it get `other`), and the index a
 * replacement reads its sender's transactions with the same nonce on.
 */
/** The statements of the migration, in order. */
export const STATEMENTS = [
    `ALTER TABLE pool_tx ADD COLUMN reason_code text`,
    `UPDATE pool_tx SET reason_code = 'other' WHERE reason IS NOT NULL`,
    `CREATE INDEX pool_tx_sender_nonce ON pool_tx (from_idx, nonce)`
];
